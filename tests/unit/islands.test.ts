/**
 * Issue 56, point 1: the components a page imports (shared/remarkIslands.ts), their places and
 * props on a served page (src/components/StaticArticle/islands.tsx), their Markdown twins
 * (plugins/llms/mdx.ts, plugins/llms/islands.ts).
 */
import path from 'node:path';
import React from 'react';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {describe, expect, it, vi} from 'vitest';
import remarkIslands, {ISLAND_NAME, islandId, isThemeOrMarkdownSource} from '../../shared/remarkIslands';
import {mdxToMarkdown, type ConvertOptions} from '../../plugins/llms/mdx';
import {builtPageOf, islandTexts} from '../../plugins/llms/islands';
import Island, {staticOnServedPages} from '../../src/components/Island';
import {collectIslands, holdsIslands} from '../../src/components/StaticArticle/islands';
import {oddsOf, percent} from '../../src/components/LotteryOdds/odds';

// (A theme module no other test file imports.)
vi.mock('@theme/MDXContent', () => ({default: ({children}: {children: React.ReactNode}) => children}));

interface Jsx {
  type: string;
  name?: string;
  value?: string;
  attributes?: Array<{name: string; value: unknown}>;
  children?: Jsx[];
}

function transform(source: string, file = '/site/docs/page.mdx'): Jsx {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkIslands);
  const tree = processor.parse(source);
  processor.runSync(tree, {path: file} as never);
  return tree as unknown as Jsx;
}

function elements(node: Jsx, found: Jsx[] = []): Jsx[] {
  if (node.type.startsWith('mdxJsx')) found.push(node);
  for (const child of node.children ?? []) elements(child, found);
  return found;
}

describe('remark-islands: the components a page imports are wrapped in their places', () => {
  it('wraps each element of a component of the site, with its place as id, and exports their count', () => {
    const tree = transform("import Odds from '@site/src/components/LotteryOdds';\nimport Tabs from '@theme/Tabs';\n\nText.\n\n<Odds k={3} />\n\nInline <Odds k={4} /> too.\n\n<Tabs><Odds /></Tabs>\n");
    const islands = elements(tree).filter((e) => e.name === ISLAND_NAME);
    expect(islands.map((e) => Object.fromEntries((e.attributes ?? []).map((a) => [a.name, a.value])))).toEqual([
      {island: 'page.mdx:6:1'},
      {island: 'page.mdx:8:8', inline: null},
      {island: 'page.mdx:10:7'},
    ]);
    expect(islands.map((e) => e.children?.[0]?.name)).toEqual(['Odds', 'Odds', 'Odds']);
    // The theme's Tabs stays as it is.
    expect(elements(tree).filter((e) => e.name === 'Tabs')).toHaveLength(1);
    expect(tree.children?.at(-1)).toMatchObject({type: 'mdxjsEsm', value: 'export const islands = 3;'});
    // The page imports <Island> itself: no MDX provider is needed.
    expect(tree.children?.[0]).toMatchObject({type: 'mdxjsEsm', value: `import ${ISLAND_NAME} from '@site/src/components/Island';`});
  });

  it('leaves the theme\'s components, Docusaurus\' and imported Markdown alone', () => {
    for (const source of ['@theme/Tabs', '@theme-original/CodeBlock', '@docusaurus/Link', '../../compiled-binaries.mdx', './networks-matrix.md']) {
      expect(isThemeOrMarkdownSource(source), source).toBe(true);
    }
    expect(isThemeOrMarkdownSource('@site/src/components/LotteryOdds')).toBe(false);
    expect(isThemeOrMarkdownSource('./Counter')).toBe(false);
    const tree = transform("import Bin from '../bin.mdx';\nimport Link from '@docusaurus/Link';\n\n<Bin />\n\n<Link to=\"/\">x</Link>\n");
    expect(elements(tree).filter((e) => e.name === ISLAND_NAME)).toEqual([]);
    expect(tree.children?.some((c) => c.type === 'mdxjsEsm' && (c.value?.includes('islands') || c.value?.includes(ISLAND_NAME)))).toBe(false);
  });

  it('wraps a member of an imported namespace and never an island\'s own children again', () => {
    const tree = transform("import * as Ui from './ui';\n\n<Ui.Panel>\n  <Ui.Button />\n</Ui.Panel>\n");
    const islands = elements(tree).filter((e) => e.name === ISLAND_NAME);
    expect(islands).toHaveLength(1);
    expect(islands[0].children?.[0]?.name).toBe('Ui.Panel');
  });

  it('ids an element by its file name, line and column', () => {
    expect(islandId('/a/b/protocol.md', {position: {start: {line: 12, column: 3}}})).toBe('protocol.md:12:3');
  });
});

function Counter(): React.ReactNode {
  return null;
}
/** An island as MDX writes it: `<Island island="…">` around the component's element. */
function place(id: string, element: React.ReactElement, extra: {inline?: boolean; key?: string} = {}): React.ReactElement {
  return React.createElement(Island, {island: id, children: element, ...extra});
}
const Figure = staticOnServedPages(function Figure(): React.ReactNode {
  return null;
});

describe('the islands of a served page: their elements and props', () => {
  it('finds every island\'s element with its props, through the theme\'s elements, leaving static ones', () => {
    const content = React.createElement(
      React.Fragment,
      null,
      React.createElement('p', null, 'Text ', place('p.md:3:6', React.createElement(Counter, {start: 2}), {inline: true})),
      React.createElement('div', {className: 'tabs'}, [place('p.md:5:1', React.createElement(Counter, {start: 5}), {key: 'a'})]),
      place('p.md:7:1', React.createElement(Figure)),
    );
    const found = collectIslands(content);
    expect([...found.keys()]).toEqual(['p.md:3:6', 'p.md:5:1']);
    expect(found.get('p.md:5:1')?.props).toEqual({start: 5});
  });

  it('reads the islands of an imported Markdown file that holds some, by calling its content', () => {
    const Partial = Object.assign(() => place('part.mdx:1:1', React.createElement(Counter, {start: 9})), {islands: 1});
    const Page = Object.assign(() => null, {islands: 1});
    expect(holdsIslands(React.createElement(Page))).toBe(true);
    expect(holdsIslands(React.createElement(Counter))).toBe(false);
    expect([...collectIslands(React.createElement('section', null, React.createElement(Partial))).keys()]).toEqual(['part.mdx:1:1']);
  });
});

const SITE = 'https://mithril.network';
function options(extra: Partial<ConvertOptions>): ConvertOptions {
  return {
    file: '/site/docs/page.mdx',
    displayName: 'docs/page.mdx',
    pageUrl: `${SITE}/doc/next/page`,
    siteUrl: SITE,
    baseUrl: '/doc/',
    siteDir: '/site',
    resolveSource: () => undefined,
    apiOperation: () => undefined,
    ...extra,
  };
}

describe('the Markdown twin of an imported component', () => {
  const source = "import Odds from '@site/src/components/LotteryOdds';\n\nBefore.\n\n<Odds k={3} m={7} />\n\nAfter.\n";

  it('is its declared form beside the component, with the element\'s props, when there is one', () => {
    const files: Record<string, string> = {'/site/src/components/LotteryOdds/index.twin.md': 'Odds with k = {props.k} and m = {props.m}.'};
    const readFile = (file: string) => {
      if (!(file in files)) throw new Error(`ENOENT ${file}`);
      return files[file];
    };
    expect(mdxToMarkdown(source, options({readFile}))).toBe('Before.\n\nOdds with k = 3 and m = 7.\n\nAfter.');
  });

  it('is the text it rendered in the built page otherwise, with no edit of the plugin', () => {
    const readFile = () => {
      throw new Error('ENOENT');
    };
    const asked: string[] = [];
    const islandText = (id: string) => (asked.push(id), id === 'page.mdx:5:1' ? '  Share (%)\n 3.78 of 7 ' : undefined);
    expect(mdxToMarkdown(source, options({readFile, islandText}))).toBe('Before.\n\nShare (%) 3.78 of 7\n\nAfter.');
    expect(asked).toEqual(['page.mdx:5:1']);
    expect(() => mdxToMarkdown(source, options({readFile, islandText: () => undefined}))).toThrow(
      /docs\/page\.mdx:5:1: <Odds>: its rendered text \(island page\.mdx:5:1\) is not in the built page, and no @site\/src\/components\/LotteryOdds\.twin\.md declares its Markdown form/,
    );
  });

  it('finds each island\'s text in a built page, and the page\'s file', () => {
    const html = '<main><p>Intro <span data-island="p.md:3:6" style="display:contents"><b>2</b><button>Add</button></span></p><div data-island="p.md:5:1"><label>Share</label><input><output><dl><dt>Wins</dt><dd>3.78</dd></dl></output></div></main>';
    expect(Object.fromEntries(islandTexts(html))).toEqual({'p.md:3:6': '2 Add', 'p.md:5:1': 'Share Wins 3.78'});
    expect(builtPageOf(path.resolve('build'), '/doc/', '/doc/no/such/page')).toBeUndefined();
  });
});

describe('the lottery calculator\'s figures', () => {
  it('gives the per-index chance, the expected wins and the chance of at least one win', () => {
    const odds = oddsOf(0.001, {k: 1944, m: 16948, phiF: 0.2});
    expect(odds.perIndex).toBeCloseTo(2.2314e-4, 7);
    expect(odds.expectedWins).toBeCloseTo(3.7814, 3);
    expect(odds.atLeastOne).toBeCloseTo(1 - 0.8 ** (0.001 * 16948), 10);
    expect(odds.shareOfQuorum).toBeCloseTo(3.7814 / 1944, 5);
    // All of the stake wins each index with chance phi_f.
    expect(oddsOf(1, {k: 1944, m: 16948, phiF: 0.2}).expectedWins).toBeCloseTo(3389.6, 1);
    expect([percent(0.00001), percent(0.5), percent(0.99999), percent(1)]).toEqual(['< 0.01%', '50.00%', '> 99.99%', '100.00%']);
  });
});
