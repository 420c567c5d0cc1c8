import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {ConversionError, mdxToMarkdown, type ConvertOptions} from '../../plugins/llms/mdx';
import {listOperations, nestHeadings, openApiToMarkdown} from '../../plugins/llms/openapi';
import {landingToMarkdown} from '../../plugins/llms/landing';

const SITE = 'https://mithril.network';
const DIR = '/site/docs/manual';
const FILE = `${DIR}/page.mdx`;

/** Options of a page at /doc/manual/page whose sibling files map to /doc/manual/<name>. */
function options(extra: Partial<ConvertOptions> = {}): ConvertOptions {
  return {
    file: FILE,
    displayName: 'docs/manual/page.mdx',
    pageUrl: `${SITE}/doc/manual/page`,
    siteUrl: SITE,
    baseUrl: '/doc/',
    resolveSource: (p) => (p.startsWith('/site/docs/') && !p.includes('missing') ? `${SITE}/doc/${path.relative('/site/docs', p).replace(/\.mdx?$/, '')}` : undefined),
    apiOperation: (op) => (op === 'getStatus' ? {label: 'GET /status', url: `${SITE}/doc/aggregator-api/#tag/aggregator/operation/getStatus`} : undefined),
    ...extra,
  };
}

const convert = (source: string, extra: Partial<ConvertOptions> = {}) => mdxToMarkdown(source, options(extra));

describe('MDX to Markdown (plugins/llms/mdx.ts)', () => {
  it('drops front matter, imports, exports and comments', () => {
    const md = convert(`---\ntitle: T\n---\n\nimport Tabs from '@theme/Tabs';\nexport const x = 1;\n\nBody {/* truncate */} text.\n\n{/* a comment */}\n`);
    expect(md).toBe('Body  text.');
  });

  it('drops a leading H1 (the twin writes the title itself) and explicit heading ids', () => {
    expect(convert('# Title\n\n## Verify the registration {#verify-registration}\n\nText.')).toBe('## Verify the registration\n\nText.');
  });

  it('turns tabs into one section per tab, headed by its label, one level below the current heading', () => {
    const md = convert(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '### Install',
        '',
        '<Tabs groupId="network">',
        '  <TabItem value="mainnet" label="Mainnet" default>',
        '',
        'Use `release-mainnet`.',
        '',
        '  </TabItem>',
        '  <TabItem value="preprod">',
        '',
        '```bash',
        'export NETWORK=preprod',
        '```',
        '',
        '  </TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(md).toBe('### Install\n\n#### Mainnet\n\nUse `release-mainnet`.\n\n#### preprod\n\n```bash\nexport NETWORK=preprod\n```');
  });

  it('takes tab labels from the values prop of <Tabs>', () => {
    const md = convert(`<Tabs values={[{value: 'a', label: 'Linux'}]}>\n<TabItem value="a">\n\nText.\n\n</TabItem>\n</Tabs>`);
    expect(md).toBe('## Linux\n\nText.');
  });

  it('turns admonitions into blockquotes with their kind and title', () => {
    expect(convert(':::warning[Keep your KES key safe]\n\nNever copy it.\n\n:::')).toBe('> **Warning: Keep your KES key safe**\n>\n> Never copy it.');
    expect(convert(':::tip\n\nShort.\n\n:::')).toBe('> **Tip**\n>\n> Short.');
    // Legacy title syntax, as Docusaurus accepts it.
    expect(convert(':::note Old style\n\nText.\n\n:::')).toBe('> **Note: Old style**\n>\n> Text.');
  });

  it('turns <ApiLink> into a link to the operation', () => {
    expect(convert('Call <ApiLink op="getStatus" /> first.')).toBe(`Call [\`GET /status\`](${SITE}/doc/aggregator-api/#tag/aggregator/operation/getStatus) first.`);
    expect(convert('See <ApiLink op="getStatus">the status route</ApiLink>.')).toBe(`See [the status route](${SITE}/doc/aggregator-api/#tag/aggregator/operation/getStatus).`);
  });

  it('turns <DocCardList /> into the list of the category pages', () => {
    const md = convert("import DocCardList from '@theme/DocCardList';\n\nIntro.\n\n<DocCardList />", {
      docCards: () => [
        {title: 'Welcome', url: `${SITE}/doc/manual/welcome`, description: 'Start here.'},
        {title: 'Nodes', url: `${SITE}/doc/manual/nodes/`},
      ],
    });
    expect(md).toBe(`Intro.\n\n- [Welcome](${SITE}/doc/manual/welcome): Start here.\n- [Nodes](${SITE}/doc/manual/nodes/)`);
  });

  it('makes every link absolute', () => {
    const md = convert('[a](./welcome.md#x) [b](../glossary.md) [c](/dev-blog/2025/11/03/x) [d](#here) [e](https://example.org/) [f](/doc/aggregator-api/) [g](pathname:///aggregator-api/openapi.yaml)');
    expect(md).toBe(
      `[a](${SITE}/doc/manual/welcome#x) [b](${SITE}/doc/glossary) [c](${SITE}/doc/dev-blog/2025/11/03/x) [d](${SITE}/doc/manual/page#here) [e](https://example.org/) [f](${SITE}/doc/aggregator-api/) [g](${SITE}/doc/aggregator-api/openapi.yaml)`,
    );
  });

  it('keeps maths as TeX and Mermaid and code blocks fenced with their language and title', () => {
    const source = 'Quorum $k$ of $m$:\n\n$$\np < \\phi(s)\n$$\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n```toml title="/opt/mithril/signer.toml"\nk = 1\n```';
    expect(convert(source)).toBe(source);
  });

  it('leaves a colon followed by a word alone (not a directive for Docusaurus either)', () => {
    expect(convert('Listen on host:port and at 10:30.')).toBe('Listen on host:port and at 10:30.');
  });

  it('inlines an imported Markdown file with its props, and evaluates <CodeBlock> and expressions', () => {
    const partial = [
      '---',
      'title: Partial',
      '---',
      "import CodeBlock from '@theme/CodeBlock';",
      '',
      "Install <code>{props.node ?? 'mithril-client'}</code> from [the manual](./welcome.md).",
      '',
      "<CodeBlock language=\"bash\" title=\"Download\">{`install -c ${props.node ?? 'mithril-client'}`}</CodeBlock>",
    ].join('\n');
    const md = convert("import Bin from '../bin.mdx';\n\nBefore.\n\n<Bin node=\"mithril-signer\" />\n\nAfter.", {
      readFile: (p) => {
        expect(p).toBe('/site/docs/bin.mdx');
        return partial;
      },
    });
    expect(md).toBe(`Before.\n\nInstall \`mithril-signer\` from [the manual](${SITE}/doc/welcome).\n\n\`\`\`bash title="Download"\ninstall -c mithril-signer\n\`\`\`\n\nAfter.`);
  });

  it('fails on an unknown JSX element, naming the file and line', () => {
    expect(() => convert('Text.\n\n<Fancy prop="1" />')).toThrow(ConversionError);
    expect(() => convert('Text.\n\n<Fancy prop="1" />')).toThrow(/^docs\/manual\/page\.mdx:3:1: unknown JSX element <Fancy>/);
    expect(() => convert('Inline <Fancy /> too.')).toThrow(/docs\/manual\/page\.mdx:1:8: unknown JSX element <Fancy>/);
  });

  it('fails on what it cannot convert, naming the file', () => {
    expect(() => convert('<ApiLink op="nope" />')).toThrow(/docs\/manual\/page\.mdx:1:1: <ApiLink op="nope">: unknown API operation/);
    expect(() => convert(':::aside\n\nx\n\n:::')).toThrow(/docs\/manual\/page\.mdx:1:1: unknown directive ":::aside"/);
    expect(() => convert('[x](./missing.md)')).toThrow(/docs\/manual\/page\.mdx:1:1: link to \.\/missing\.md: no page is built from that file/);
    expect(() => convert('<DocCardList />')).toThrow(/not the index of a sidebar category/);
    expect(() => convert('Value {undefinedName.x}.')).toThrow(/docs\/manual\/page\.mdx:1:7: cannot evaluate the expression/);
    expect(() => convert('<Tabs>\n<div>x</div>\n</Tabs>')).toThrow(/may only contain <TabItem>/);
    expect(() => convert('Broken <b>unclosed')).toThrow(/docs\/manual\/page\.mdx: cannot parse as MDX/);
  });

  it('names the importing page when an inlined file fails', () => {
    expect(() => convert("import Bin from './bin.mdx';\n\n<Bin />", {readFile: () => '<Oops />'})).toThrow(/bin\.mdx \(imported by docs\/manual\/page\.mdx\):1:1: unknown JSX element <Oops>/);
  });
});

describe('OpenAPI to Markdown (plugins/llms/openapi.ts)', () => {
  const spec = YAML.parse(readFileSync(path.join(__dirname, '..', '..', 'openapi.yaml'), 'utf8'));
  const md = openApiToMarkdown(spec, {file: 'openapi.yaml', referenceUrl: `${SITE}/doc/aggregator-api/`, downloadUrl: `${SITE}/doc/aggregator-api/openapi.yaml`});

  it('has a heading for every operation of openapi.yaml, grouped by tag', () => {
    const operations = listOperations(spec);
    expect(operations.length).toBeGreaterThan(20);
    for (const {method, path: route, operationId, tag} of operations) {
      expect(md).toContain(`\n### ${method} ${route}\n`);
      expect(md).toContain(`${SITE}/doc/aggregator-api/#tag/${tag}/operation/${operationId}`);
    }
    const tags = (spec.tags as {name: string}[]).map((t) => md.indexOf(`\n## Tag: ${t.name}\n`));
    expect(tags.every((i) => i > 0)).toBe(true);
    expect([...tags].sort((a, b) => a - b)).toEqual(tags);
  });

  it('describes parameters, bodies, responses and schemas', () => {
    expect(md).toMatch(/^# Mithril Aggregator Server \(API version \d+\.\d+\.\d+\)\n/);
    expect(md).toContain('| `epoch` | path | string | yes |');
    expect(md).toContain('Request body (required): Identity and keys of the signer.');
    expect(md).toContain('#### 201: The registration was recorded (or had already been); the body is empty.');
    expect(md).toContain('\n### CertificateMessage\n');
    expect(md).toMatch(/\n### CertificateMetadata\n[^#]*\| `signers` \| array of `\w+` \| yes \|/);
    // Headings of the API description are nested under the document's own.
    expect(md).toContain('\n### Conventions used throughout\n');
  });

  it('prints x-codeSamples as code blocks and ignores other extensions', () => {
    const small = {
      openapi: '3.1.0',
      info: {title: 'T', version: '1', 'x-logo': {url: 'x'}},
      paths: {
        '/a': {
          get: {
            tags: ['t'],
            operationId: 'getA',
            'x-internal': {anything: true},
            'x-codeSamples': [{lang: 'Shell', label: 'curl', source: 'curl -s https://host/a\n'}],
            responses: {
              '200': {
                description: 'OK',
                content: {'application/json': {schema: {type: 'object', properties: {n: {type: 'integer'}, items: {type: 'array', items: {type: 'object', properties: {id: {type: 'string'}}}}}, required: ['n']}, example: {n: 1}}},
              },
            },
          },
        },
      },
    };
    const out = openApiToMarkdown(small, {file: 'x.yaml', referenceUrl: 'https://h/api/'});
    expect(out).toContain('curl:\n\n```bash\ncurl -s https://host/a\n```');
    expect(out).toContain('| `n` | integer | yes |  |');
    // Inline nested objects are flattened with dotted names.
    expect(out).toContain('| `items[].id` | string | no |  |');
    expect(out).toContain('```json\n{\n  "n": 1\n}\n```');
    expect(out).not.toContain('x-internal');
  });

  it('fails on a reference it cannot follow, naming the file', () => {
    const bad = {openapi: '3.1.0', info: {title: 'T', version: '1'}, paths: {'/a': {get: {responses: {'200': {$ref: 'other.yaml#/x'}}}}}};
    expect(() => openApiToMarkdown(bad, {file: 'api.yaml', referenceUrl: 'u'})).toThrow(/^api\.yaml: only local \$refs are supported/);
    expect(() => openApiToMarkdown({swagger: '2.0'}, {file: 'old.yaml', referenceUrl: 'u'})).toThrow(/^old\.yaml: not an OpenAPI 3 description/);
  });

  it('nests headings outside code fences', () => {
    expect(nestHeadings('## A\n\n```md\n# not a heading\n```\n\n### B', 3)).toBe('### A\n\n```md\n# not a heading\n```\n\n#### B');
  });
});

describe('landing page to Markdown (plugins/llms/landing.ts)', () => {
  it('keeps the H1, description, headings, paragraphs and links of <main>', () => {
    const html =
      '<html><head><meta name="description" content="What Mithril is."></head><body><nav>menu</nav><main>' +
      '<div><h1>Mithril documentation</h1><p>Lead   text.</p><nav aria-label="Start"><a href="/doc/manual/welcome">Read the manual</a><a href="/doc/aggregator-api/">API</a></nav></div>' +
      '<section><h2 id="why">Why?<a href="#why" class="hash-link" aria-label="Direct link to Why?">​</a></h2><p>Because <strong>fast</strong>.</p><a href="/doc/mithril/intro">Intro</a></section></main></body></html>';
    expect(landingToMarkdown(html, {file: 'build/index.html', pageUrl: `${SITE}/doc/`})).toBe(
      [
        '# Mithril documentation',
        '> What Mithril is.',
        `URL: ${SITE}/doc/`,
        'Lead text.',
        `- [Read the manual](${SITE}/doc/manual/welcome)\n- [API](${SITE}/doc/aggregator-api/)`,
        '## Why?',
        'Because **fast**.',
        `[Intro](${SITE}/doc/mithril/intro)`,
      ].join('\n\n') + '\n',
    );
  });

  it('fails on an element it cannot convert, naming the file', () => {
    expect(() => landingToMarkdown('<main><h1>T</h1><video></video></main>', {file: 'build/index.html', pageUrl: `${SITE}/doc/`})).toThrow(/^build\/index\.html: cannot turn <video> into Markdown/);
  });
});
