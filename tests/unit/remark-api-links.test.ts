import {join} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {describe, expect, it} from 'vitest';
import remarkApiLinks, {apiVersionOfFile} from '../../shared/remarkApiLinks';
import {apiOperationHash} from '../../shared/apiLink';

const siteDir = '/site';

interface Jsx {
  type: string;
  name?: string;
  attributes?: {name: string; value: unknown}[];
  children?: Jsx[];
  value?: string;
}

/** Runs the plugin over an MDX source as if it were `file`, and returns the links it wrote (href and text). */
function run(source: string, file: string): {href: unknown; text: string; code: boolean}[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApiLinks, {siteDir});
  const tree = processor.parse(source);
  processor.runSync(tree, {path: join(siteDir, file)} as never);
  const found: {href: unknown; text: string; code: boolean}[] = [];
  const text = (node: Jsx): string => node.value ?? (node.children ?? []).map(text).join('');
  const visit = (node: Jsx) => {
    expect(node.name, 'no <ApiLink> is left for React').not.toBe('ApiLink');
    if (node.name === 'a') {
      found.push({href: node.attributes?.find((a) => a.name === 'href')?.value, text: text(node), code: node.children?.[0]?.name === 'code'});
    }
    node.children?.forEach(visit);
  };
  visit(tree as never);
  return found;
}

describe('remark-api-links: an ApiLink opens its version\'s API reference', () => {
  it('knows a page\'s version from its folder', () => {
    expect(apiVersionOfFile('/site/docs/manual/welcome.md', siteDir)).toBe('next');
    expect(apiVersionOfFile('/site/versioned_docs/version-maintained/manual/welcome.md', siteDir)).toBe('current');
    expect(apiVersionOfFile('/site/blog/2024-01-01-post.md', siteDir)).toBe('current');
  });

  it('writes a plain link to the Next reference on a Next page and to the Current one elsewhere', () => {
    expect(run('See <ApiLink op="getCardanoBlockProof" />.', 'docs/a.md')).toEqual([
      {href: '/doc/next/aggregator-api/#tag/proof/operation/getCardanoBlockProof', text: 'GET /proof/v2/cardano-block', code: true},
    ]);
    expect(run('See <ApiLink op="getSnapshots" />.', 'versioned_docs/version-maintained/a.md')).toEqual([
      {href: '/doc/aggregator-api/#tag/cardano-db-v1/operation/getSnapshots', text: 'GET /artifact/snapshots', code: true},
    ]);
    expect(run('<ApiLink op="getStatus">the status</ApiLink>', 'blog/2024-01-01-post.md')).toEqual([
      {href: '/doc/aggregator-api/#tag/aggregator/operation/getStatus', text: 'the status', code: false},
    ]);
  });

  it('fails naming the file, line and column of every link to an operation its version lacks', () => {
    const source = 'Intro.\n\nList <ApiLink op="getSnapshots" /> and\n<ApiLink op="postSnapshotStatistics">stats</ApiLink>.\n';
    expect(() => run(source, 'docs/mithril/page.md')).toThrow(
      /docs\/mithril\/page\.md:3:6: <ApiLink op="getSnapshots">: the Next API reference \(openapi-next\.yaml\) has no operation "getSnapshots"[\s\S]*docs\/mithril\/page\.md:4:1: <ApiLink op="postSnapshotStatistics">/,
    );
    expect(() => run('<ApiLink op="getCardanoBlockProof" />', 'blog/2024-01-01-post.md')).toThrow(/blog\/2024-01-01-post\.md:1:1: .*Current API reference \(openapi\.yaml\)/);
    expect(() => run('<ApiLink />', 'docs/a.md')).toThrow(/docs\/a\.md:1:1: <ApiLink> needs op=/);
  });

  it('gives each version\'s operations their fragment', () => {
    expect(apiOperationHash('getCardanoBlockProof', 'next')).toBe('tag/proof/operation/getCardanoBlockProof');
    expect(() => apiOperationHash('getSnapshots', 'next')).toThrow(/Next API reference/);
  });
});
