import {join} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {describe, expect, it} from 'vitest';
import remarkApiLinks, {apiVersionOfFile} from '../../shared/remarkApiLinks';
import {apiOperationHash} from '../../shared/apiLink';

const siteDir = '/site';

/** Runs the plugin over an MDX source as if it were `file`, and returns the ApiLinks' attributes. */
function run(source: string, file: string): Record<string, unknown>[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApiLinks, {siteDir});
  const tree = processor.parse(source);
  processor.runSync(tree, {path: join(siteDir, file)} as never);
  const found: Record<string, unknown>[] = [];
  const visit = (node: {name?: string; attributes?: {name: string; value: unknown}[]; children?: unknown[]}) => {
    if (node.name === 'ApiLink') found.push(Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value])));
    (node.children as typeof node[] | undefined)?.forEach(visit);
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

  it('marks a Next page\'s links version="next" and leaves the others on Current', () => {
    expect(run('See <ApiLink op="getCardanoBlockProof" />.', 'docs/a.md')).toEqual([{op: 'getCardanoBlockProof', version: 'next'}]);
    expect(run('See <ApiLink op="getSnapshots" />.', 'versioned_docs/version-maintained/a.md')).toEqual([{op: 'getSnapshots'}]);
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
