// The pages of a Pagefind index as the search box needs them before Pagefind has loaded, written
// at build time from the files Pagefind built, through Pagefind's public search API only:
//
// - page-titles.json.gz: `{pages: {[id]: [title, url]}}` by Pagefind's result id (the indexer adds
//   the chunks' word ranges as `chunks`, overrides/pagefind/chunk-ranges.mjs). The box fetches it
//   when the reader reaches for the search (src/search/preload.ts) and lists a query's results by
//   title as soon as Pagefind has ranked them, while each result's excerpt is still on its way.
//   The file is gzip, decompressed by the browser itself (DecompressionStream), whatever the server
//   sends it as.
// - terms/<key>.json.gz: the words of every page, one JSON array per first two characters, the
//   words found on more pages first. A file is written for every key of letters, digits and `_`,
//   empty or not (shared/searchTerms.mjs `alwaysWrittenKeys`), so that none is asked for in vain.
//   The search (src/search/vocabulary.ts) checks each word the reader typed against them (a word of
//   the index, a prefix of one or, for a longer word, one typo away from one) before it shows
//   Pagefind's results, and takes the closest words from them as suggestions when nothing matches.
//   Pagefind itself, given a word in no page, searches the longest start of it that is in one.
//
// How the pages are listed: the bundle's files, still in memory, are served on a local HTTP server
// for the length of the call; the bundle's own pagefind.js is imported from its text and pointed at
// that server (`options({basePath})`), and `search(null)` (no search term and no filter) gives every
// page of the index. Each result's `data()` gives the page's `url`, `meta.title` and `content`
// (its indexed text).
import {mkdirSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {MAX_WORD_LENGTH, TERMS_DIR, alwaysWrittenKeys, termKey, wordsOf} from '../../shared/searchTerms.mjs';

export const PAGE_TITLES_FILE = 'page-titles.json.gz';

/**
 * @typedef {{id: string, url: string, title: string, content: string}} IndexedPage
 */

/**
 * Serves `files` (by path in the bundle) on 127.0.0.1, on a port the system picks.
 * @param {Map<string, Buffer>} files
 * @returns {Promise<{base: string, close: () => Promise<void>}>}
 */
async function serveFiles(files) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname).replace(/^\//, '');
    const content = files.get(path);
    if (!content) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {'content-length': content.length}).end(content);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('[pagefind] the local server of the index files has no port');
  return {
    base: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Every page of an index, listed by the index's own pagefind.js.
 * @param {Map<string, Buffer>} files the bundle's files by path (as Pagefind's getFiles() gives them)
 * @param {string} where the bundle's folder, for error messages
 * @param {{pageCount: number}} options the number of pages given to Pagefind for this index
 * @returns {Promise<IndexedPage[]>}
 */
export async function listPages(files, where, {pageCount}) {
  const script = files.get('pagefind.js');
  if (!script) throw new Error(`[pagefind] ${join(where, 'pagefind.js')}: not among the files Pagefind built`);
  const server = await serveFiles(files);
  // When its index cannot be loaded, Pagefind's script rejects a promise of its own that nothing
  // awaits, besides failing the search: that rejection is kept here rather than ending the process
  // with a message that names no file.
  /** @type {unknown[]} */
  const unhandled = [];
  const keep = (/** @type {unknown} */ reason) => unhandled.push(reason);
  process.on('unhandledRejection', keep);
  /** @type {any} */
  let pagefind;
  try {
    let found;
    try {
      pagefind = await import(/* @vite-ignore */ `data:text/javascript;base64,${script.toString('base64')}`);
      await pagefind.options({basePath: server.base, baseUrl: '/', noWorker: true});
      await pagefind.init();
      found = await pagefind.search(null);
    } catch (error) {
      throw new Error(`[pagefind] ${where}: Pagefind's own script (pagefind.js) could not list the index's pages: ${error instanceof Error ? error.message : String(error)}`);
    }
    const results = Array.isArray(found?.results) ? found.results : [];
    if (results.length !== pageCount) {
      throw new Error(`[pagefind] ${where}: Pagefind's search(null) listed ${results.length} pages, but ${pageCount} were indexed; it no longer lists every page without a search term`);
    }
    const pages = await Promise.all(
      results.map(async (result) => {
        const data = await result.data();
        const title = data?.meta?.title;
        if (typeof result.id !== 'string' || typeof data?.url !== 'string' || typeof title !== 'string' || title === '' || typeof data.content !== 'string') {
          throw new Error(`[pagefind] ${where}: result ${JSON.stringify(result.id)} (page ${JSON.stringify(data?.url)}) has no id, url, meta.title or content`);
        }
        return {id: result.id, url: data.url, title, content: data.content};
      }),
    );
    if (unhandled.length > 0) throw unhandled[0];
    return pages;
  } finally {
    process.off('unhandledRejection', keep);
    await pagefind?.destroy?.();
    await server.close();
  }
}

/**
 * The titles and addresses of an index's pages: `{pages: {[id]: [title, url]}}`.
 * @param {IndexedPage[]} pages
 * @param {string} where the bundle's folder, for error messages
 * @returns {{pages: Record<string, [string, string]>}}
 */
export function pageTitlesOf(pages, where) {
  if (pages.length === 0) throw new Error(`[pagefind] ${where}: the index has no pages`);
  /** @type {Record<string, [string, string]>} */
  const titles = {};
  for (const {id, title, url} of pages) titles[id] = [title, url];
  return {pages: titles};
}

/**
 * Writes page-titles.json.gz into a bundle folder.
 * @param {string} bundleDir
 * @param {{pages: Record<string, [string, string]>, chunks?: Array<[string, string, string]>}} titles
 */
export function writePageTitles(bundleDir, titles) {
  writeFileSync(join(bundleDir, PAGE_TITLES_FILE), gzipSync(JSON.stringify(titles), {level: 9}));
}

/**
 * The words of an index's pages (title and text) by file key, each list ordered by the number of
 * pages holding the word (most first), then alphabetically.
 * @param {IndexedPage[]} pages
 * @param {string} where the bundle's folder, for error messages
 * @returns {Record<string, string[]>}
 */
export function vocabularyOf(pages, where) {
  if (pages.length === 0) throw new Error(`[pagefind] ${where}: the index has no pages`);
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const page of pages) {
    for (const word of new Set(wordsOf(`${page.title} ${page.content}`))) {
      if (word.length <= MAX_WORD_LENGTH) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  /** @type {Record<string, string[]>} */
  const byKey = {};
  const ordered = [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0));
  for (const [word] of ordered) (byKey[termKey(word)] ??= []).push(word);
  return byKey;
}

/**
 * Writes terms/<key>.json.gz into a bundle folder: each key of the vocabulary, and every key that
 * always has a file.
 * @param {string} bundleDir
 * @param {Record<string, string[]>} vocabulary
 */
export function writeVocabulary(bundleDir, vocabulary) {
  const dir = join(bundleDir, TERMS_DIR);
  mkdirSync(dir, {recursive: true});
  const all = {...Object.fromEntries(alwaysWrittenKeys().map((key) => [key, []])), ...vocabulary};
  for (const [key, words] of Object.entries(all)) {
    writeFileSync(join(dir, `${key}.json.gz`), gzipSync(JSON.stringify(words), {level: 9}));
  }
}
