import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PAGE_TITLES_FILE, listPages, pageTitlesOf, vocabularyOf, writePageTitles, writeVocabulary, type IndexedPage} from '../../plugins/pagefind/pages.mjs';
import {alwaysWrittenKeys, isAlwaysWritten} from '../../shared/searchTerms.mjs';
import {buildPagefindIndex} from './support/pagefind-index';

const html = (title: string, text: string) => `<html lang="en"><body><main>${title ? `<h1>${title}</h1>` : ''}<p>${text}</p></main></body></html>`;
const PAGES = [
  {url: '/doc/manual/operate/run-signer-node', content: html('Run a signer', 'The signer signs with its KES key.')},
  {url: '/doc/manual/proofs', content: html('Proofs', 'Cardano-transaction proofs; the signer.')},
  {url: '/doc/adr/1', content: html('1. Record Architecture Decisions', 'Why decisions are written down.')},
];

describe("the pages of a real Pagefind index, through Pagefind's search API (plugins/pagefind/pages.mjs)", () => {
  let files: Map<string, Buffer>;
  let pages: IndexedPage[];
  const dir = mkdtempSync(join(tmpdir(), 'pagefind-pages-'));
  beforeAll(async () => {
    files = await buildPagefindIndex(PAGES);
    pages = await listPages(files, '/x/pagefind', {pageCount: PAGES.length});
  }, 60_000);
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it("lists every page with Pagefind's result id (its fragment's name), url, title and text", () => {
    const fragments = [...files.keys()].filter((p) => p.startsWith('fragment/')).map((p) => p.slice('fragment/'.length, -'.pf_fragment'.length));
    expect(pages.map((page) => page.id).sort()).toEqual(fragments.sort());
    expect(pages.map(({url, title}) => [title, url]).sort()).toEqual([
      ['1. Record Architecture Decisions', '/doc/adr/1'],
      ['Proofs', '/doc/manual/proofs'],
      ['Run a signer', '/doc/manual/operate/run-signer-node'],
    ]);
    expect(pages.find((page) => page.title === 'Proofs')?.content).toContain('Cardano-transaction proofs; the signer.');
  });

  it('lists the pages again from a second bundle in the same process (the first one is let go)', async () => {
    const other = await buildPagefindIndex(PAGES.slice(0, 2));
    expect((await listPages(other, '/y/pagefind', {pageCount: 2})).map((page) => page.url).sort()).toEqual(['/doc/manual/operate/run-signer-node', '/doc/manual/proofs']);
  }, 60_000);

  it("maps each page's id to its title and address, written as gzip JSON that the browser decompresses itself", () => {
    const titles = pageTitlesOf(pages, '/x/pagefind');
    expect(Object.keys(titles.pages).sort()).toEqual(pages.map((page) => page.id).sort());
    expect(titles.pages[pages[0].id]).toEqual([pages[0].title, pages[0].url]);
    writePageTitles(dir, {...titles, chunks: [['a', 'z', 'en_1a2b']]});
    expect(JSON.parse(gunzipSync(readFileSync(join(dir, PAGE_TITLES_FILE))).toString('utf8'))).toEqual({...titles, chunks: [['a', 'z', 'en_1a2b']]});
  });

  it('lists the words of every page by their first two characters, the most widespread first', () => {
    const vocabulary = vocabularyOf(pages, '/x/pagefind');
    expect(vocabulary.si).toEqual(['signer', 'signs']);
    expect(vocabulary.ca).toEqual(['cardano', 'cardanotransaction']);
    expect(vocabulary.a).toEqual(['a']);
    expect(vocabulary.ke).toEqual(['kes', 'key']);
    expect(vocabulary.de).toEqual(['decisions']);
  });

  it('writes one gzipped file per key, and an empty one for every key of letters, digits and _ without words', () => {
    writeVocabulary(dir, vocabularyOf(pages, '/x/pagefind'));
    const read = (key: string): unknown => JSON.parse(gunzipSync(readFileSync(join(dir, 'terms', `${key}.json.gz`))).toString('utf8'));
    expect(read('si')).toEqual(['signer', 'signs']);
    expect(read('xy')).toEqual([]);
    expect(read('q')).toEqual([]);
    expect(read('_9')).toEqual([]);
    expect(existsSync(join(dir, 'terms', 'keys.json'))).toBe(false);
  });

  it('knows which keys always have a file', () => {
    expect(alwaysWrittenKeys()).toHaveLength(37 + 37 * 37);
    expect(isAlwaysWritten('xy')).toBe(true);
    expect(isAlwaysWritten('s')).toBe(true);
    expect(isAlwaysWritten('ue9')).toBe(false);
    expect(isAlwaysWritten('abc')).toBe(false);
  });

  it('fails, naming the bundle, when Pagefind does not list every page indexed', async () => {
    await expect(listPages(files, '/x/pagefind', {pageCount: 4})).rejects.toThrow(/^\[pagefind\] \/x\/pagefind: Pagefind's search\(null\) listed 3 pages, but 4 were indexed/);
  });

  it('fails, naming the file or the bundle, when the bundle cannot be read', async () => {
    const without = (name: string) => new Map([...files].filter(([path]) => path !== name));
    await expect(listPages(without('pagefind.js'), '/x/pagefind', {pageCount: 3})).rejects.toThrow(/\/x\/pagefind\/pagefind\.js: not among the files Pagefind built/);
    // Pagefind's script also leaves a rejection of its own that nothing awaits, which listPages
    // keeps (the indexer's process would end on it): Vitest's own listeners, which would report it,
    // are set aside meanwhile.
    const vitestListeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    try {
      await expect(listPages(without('pagefind-entry.json'), '/x/pagefind', {pageCount: 3})).rejects.toThrow(
        /^\[pagefind\] \/x\/pagefind: Pagefind's own script \(pagefind\.js\) could not list the index's pages: Failed to load Pagefind metadata/,
      );
    } finally {
      for (const listener of vitestListeners) process.on('unhandledRejection', listener);
    }
  }, 30_000);

  it('fails, naming the page, when a page has no title', async () => {
    const untitled = await buildPagefindIndex([{url: '/doc/untitled', content: html('', 'Text without a heading.')}]);
    await expect(listPages(untitled, '/z/pagefind', {pageCount: 1})).rejects.toThrow(/\/z\/pagefind: result "[a-z]+_[0-9a-f]+" \(page "\/doc\/untitled"\) has no id, url, meta\.title or content/);
  }, 60_000);

  it('refuses an index without pages', () => {
    expect(() => pageTitlesOf([], '/x/pagefind')).toThrow(/\/x\/pagefind: the index has no pages/);
    expect(() => vocabularyOf([], '/x/pagefind')).toThrow(/\/x\/pagefind: the index has no pages/);
  });
});
