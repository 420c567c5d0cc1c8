import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkLinks, formatBrokenLinks, parseSource, resolveLink, type SourcePage} from '../../plugins/link-check/check';

const BASE = '/doc/';
let siteDir: string;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'link-check-'));
});
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

/** Writes the files, then returns them as pages of the site in `siteDir`. */
function site(files: Record<string, {permalink?: string; text: string; contentDir?: string}>): SourcePage[] {
  const pages: SourcePage[] = [];
  for (const [rel, {permalink, text, contentDir}] of Object.entries(files)) {
    const file = join(siteDir, rel);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, text);
    if (permalink) pages.push({file, permalink, contentDir: join(siteDir, contentDir ?? rel.split('/')[0]), parsed: parseSource(text, file)});
  }
  return pages;
}

const check = (pages: SourcePage[], routes: string[] | null = pages.map((p) => p.permalink)) =>
  checkLinks({pages, baseUrl: BASE, siteDir, routes, parseFile: (file) => parseSource(require('node:fs').readFileSync(file, 'utf8'), file)});

describe('link-check: reading a source', () => {
  it('finds Markdown links, reference links and JSX hrefs with their lines and columns', () => {
    const text = ['---', 'title: T', '---', '', 'See [a](./a.md) and [b][ref].', '', '<a href="/manual/x">x</a>', '', '[ref]: /adr/4#context', '', '```md', '[not a link](./code.md)', '```'].join('\n');
    expect(parseSource(text, '/s/docs/p.md').links).toEqual([
      {url: './a.md', line: 5, column: 5, markdown: true},
      {url: '/manual/x', line: 7, column: 1, markdown: false},
      {url: '/adr/4#context', line: 5, column: 21, markdown: true},
    ].sort((a, b) => a.line - b.line || a.column - b.column));
  });

  it('gives headings the ids Docusaurus gives them: {#id}, else the slug of the text, deduplicated', () => {
    const text = ['## Verify the registration {#verify-registration}', '## Set up `KES` keys', '## Notes', '## Notes', '<div id="custom" />'].join('\n\n');
    expect([...parseSource(text, '/s/p.md').anchors]).toEqual(['verify-registration', 'set-up-kes-keys', 'notes', 'notes-1', 'custom']);
  });

  it('lists the local Markdown files a page imports', () => {
    expect(parseSource("import Part from '../part.mdx';\nimport Tabs from '@theme/Tabs';\n\n<Part />", '/s/docs/a/p.md').imports).toEqual(['/s/docs/part.mdx']);
  });
});

describe('link-check: resolving a link as Docusaurus does', () => {
  const page = {file: '/s/docs/manual/p.md', permalink: '/doc/manual/p', contentDir: '/s/docs'};
  const link = (url: string, markdown = true) => resolveLink({url, line: 1, column: 1, markdown}, page, BASE, '/s');

  it('prepends the base URL to an absolute route, unless it is already there', () => {
    expect(link('/manual/x#a')).toEqual({kind: 'route', pathname: '/doc/manual/x', hash: 'a'});
    expect(link('/doc/manual/x')).toEqual({kind: 'route', pathname: '/doc/manual/x', hash: undefined});
  });

  it('resolves a relative .md link from the file, a /x.md from the content folder, a bare one from both', () => {
    expect(link('../glossary.md#epoch')).toEqual({kind: 'file', files: ['/s/docs/glossary.md'], hash: 'epoch'});
    expect(link('/glossary.md')).toEqual({kind: 'file', files: ['/s/docs/glossary.md', '/s/glossary.md'], hash: undefined});
    expect(link('x.md')).toEqual({kind: 'file', files: ['/s/docs/manual/x.md', '/s/docs/x.md', '/s/x.md'], hash: undefined});
  });

  it('resolves a same-page anchor and a relative route against the page', () => {
    expect(link('#top')).toEqual({kind: 'route', pathname: '/doc/manual/p', hash: 'top'});
    expect(link('../adr/4', false)).toEqual({kind: 'route', pathname: '/doc/adr/4', hash: undefined});
    expect(link('./x.md', false)).toEqual({kind: 'route', pathname: '/doc/manual/x.md', hash: undefined});
  });

  it('leaves other schemes alone', () => {
    for (const url of ['https://example.com', 'mailto:a@b.c', 'pathname:///scripts/x.sh', '//cdn.example.com/x']) expect(link(url)).toEqual({kind: 'skip'});
  });
});

describe('link-check: the check', () => {
  it('reports every broken link and anchor of every file at once, sorted, with file, line and column', () => {
    const pages = site({
      'docs/glossary.md': {permalink: '/doc/glossary', text: '## Epoch {#epoch}\n'},
      'docs/manual/p.md': {permalink: '/doc/manual/p', text: 'Fine: [e](../glossary.md#epoch), [f](/glossary#epoch), [g](#here).\n\n## Here {#here}\n\n[gone](/manual/gone)\n\n[bad](../glossary.md#nope)\n'},
      'blog/post.md': {permalink: '/doc/dev-blog/post', text: 'Fine: [h](/glossary).\n\n[bad](/glossary#nope) and [missing](./missing.md)\n'},
    });
    const broken = check(pages);
    expect(broken.map((b) => `${b.file}:${b.line}:${b.column} ${b.resolved} ${b.anchor ? 'anchor' : 'link'}`)).toEqual([
      'blog/post.md:3:1 /doc/glossary#nope anchor',
      'blog/post.md:3:27 blog/missing.md link',
      'docs/manual/p.md:5:1 /doc/manual/gone link',
      'docs/manual/p.md:7:1 /doc/glossary#nope anchor',
    ]);
    const report = formatBrokenLinks(broken);
    expect(report).toContain('2 link(s) to no page, 2 link(s) to no anchor');
    expect(report).toContain('- docs/manual/p.md:5:1 links to /doc/manual/gone (written /manual/gone): no page has this route');
    expect(report).toContain('- docs/manual/p.md:7:1 links to /doc/glossary#nope (written ../glossary.md#nope): broken anchor: docs/glossary.md has no heading or element with id "nope"');
  });

  it('accepts routes that are no source page, a trailing slash, another case, static files and the anchors of an imported file', () => {
    const pages = site({
      'docs/part.mdx': {text: '## From the part {#part}\n'},
      'static/scripts/x.sh': {text: 'echo\n'},
      'docs/a.md': {permalink: '/doc/a', text: "import Part from './part.mdx';\n\n<Part />\n"},
      'docs/b.md': {permalink: '/doc/b', text: '[api](/aggregator-api/#tag/x) [list](/dev-blog/) [case](/Dev-Blog) [a](/a/#part) [s](/scripts/x.sh)\n'},
    });
    expect(check(pages, ['/doc/a', '/doc/b', '/doc/aggregator-api/', '/doc/dev-blog/'])).toEqual([]);
  });

  it('in development (routes unknown) still reports anchors and Markdown files, not routes', () => {
    const pages = site({
      'docs/c.md': {permalink: '/doc/c', text: '[x](/somewhere-else) [y](/c#nope) [z](./nope.md)\n'},
    });
    expect(check(pages, null).map((b) => b.resolved)).toEqual(['/doc/c#nope', 'docs/nope.md']);
  });
});

describe('link-check in the dev server: the page being compiled checks its own links (plugins/link-check/dev.ts)', () => {
  it('reports the broken links and anchors of that page\'s new text only, against the other pages loaded', async () => {
    const {devLinkCheck} = await import('../../plugins/link-check/dev');
    const pages = site({
      'dev/docs/a.md': {permalink: '/doc/a', text: '# A\n\n## Here\n', contentDir: 'dev/docs'},
      'dev/docs/b.md': {permalink: '/doc/b', text: '# B\n\n[broken elsewhere](./gone.md)\n', contentDir: 'dev/docs'},
    });
    const parseFile = (file: string) => parseSource(require('node:fs').readFileSync(file, 'utf8'), file);
    const check = devLinkCheck({pages, baseUrl: BASE, siteDir, parseFile});
    const edited = '# A\n\n## Here\n\n[b](./b.md#nowhere) and [c](./c.md) and [me](#here).\n';
    const report = check(pages[0].file, edited) ?? '';
    expect(report).toMatch(/1 link\(s\) to no page, 1 link\(s\) to no anchor/);
    expect(report.split('\n').slice(1).map((line) => line.split(' ')[1])).toEqual(['dev/docs/a.md:5:1', 'dev/docs/a.md:5:25']);
    // The other page's broken link is not this page's; a page without broken links and a file that is no page give none.
    expect(report).not.toContain('b.md:3');
    expect(check(pages[0].file, '# A\n\n## Here\n\n[me](#here)\n')).toBeUndefined();
    expect(check(join(siteDir, 'dev/docs/not-a-page.md'), '[x](./gone.md)')).toBeUndefined();
  });
});
