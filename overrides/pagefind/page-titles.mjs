// The title and address of every page of a Pagefind index, read from its fragments at build time,
// so that the search box can list a query's results by title as soon as Pagefind has ranked them
// (src/search/engine.ts), while each result's fragment (its text, for the excerpt: one more round
// trip) is still on its way. Without it, nothing could be shown before the fragments arrived.
//
// A fragment (fragment/<id>.pf_fragment) is gzip: the signature `pagefind_dcd`, then the page's
// JSON ({url, content, meta: {title, ...}, ...}). Pagefind's result ids are the fragments' names.
// The file written is gzip too (page-titles.json.gz, about a third of the JSON's size): the browser
// decompresses it natively (DecompressionStream), whatever the server sends it as. The indexer adds
// the chunks' word ranges to it (`chunks`, chunk-ranges.mjs): both are fetched when the reader
// reaches for the box, so one request brings both. The titles' words also confirm the query words
// found in them without a vocabulary file (src/search/vocabulary.ts).
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {unpackPagefindFile} from './chunk-ranges.mjs';

export const PAGE_TITLES_FILE = 'page-titles.json.gz';
const FRAGMENT = /^fragment\/([a-z]+_[0-9a-f]+)\.pf_fragment$/;

/**
 * The pages of an index: `{pages: {[id]: [title, url]}}`.
 * @param {Map<string, Buffer>} files the index's files by path in the bundle
 * @param {string} where the bundle's folder, for error messages
 * @returns {{pages: Record<string, [string, string]>}}
 */
export function pageTitlesOf(files, where) {
  const pages = {};
  for (const [path, content] of files) {
    const id = FRAGMENT.exec(path)?.[1];
    if (!id) continue;
    const file = join(where, path);
    const data = unpackPagefindFile(content);
    if (!data) {
      throw new Error(`[pagefind] ${file}: no pagefind_dcd signature; Pagefind changed its fragment format: update overrides/pagefind/page-titles.mjs`);
    }
    const fragment = JSON.parse(data.toString('utf8'));
    const title = fragment?.meta?.title;
    if (typeof fragment?.url !== 'string' || typeof title !== 'string' || title === '') {
      throw new Error(`[pagefind] ${file}: a fragment without a url and a meta.title (page ${JSON.stringify(fragment?.url)})`);
    }
    pages[id] = [title, fragment.url];
  }
  if (Object.keys(pages).length === 0) throw new Error(`[pagefind] ${where}: no fragments among the files Pagefind built`);
  return {pages};
}

/**
 * Writes page-titles.json.gz into a bundle folder.
 * @param {string} bundleDir
 * @param {{pages: Record<string, [string, string]>, chunks?: Array<[string, string, string]>}} titles
 */
export function writePageTitles(bundleDir, titles) {
  writeFileSync(join(bundleDir, PAGE_TITLES_FILE), gzipSync(JSON.stringify(titles), {level: 9}));
}
