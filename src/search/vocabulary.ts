/**
 * What the reader typed, checked against the words of the index before Pagefind's results are
 * trusted. Pagefind looks a word up as a prefix of the index's words and, when no word starts with
 * it, searches the longest start of it that some word has: "xyzzyqq" found the pages with an "x",
 * "qqzzv" those with a "-q" flag. Here each word of the query must be a word of the index, the start
 * (at least `MIN_PREFIX` letters) of one, one of them with an ending Pagefind's stemmer folds, or, for
 * a word of at least `MIN_TYPO` letters (typos.ts), a typo away from one (then the closest word is searched
 * instead). A query with a word that is none of these has no results, and the closest words of the
 * index are suggested.
 *
 * The index's words are in small files, one per first two characters (`terms/<key>.json.gz`, the
 * words found on more pages first, written at build time by plugins/pagefind/pages.mjs, an empty
 * file for each key of letters, digits and `_` that no word has). A query fetches the files of its
 * words only, while it is typed (`preloadVocabulary`), and only for the words that the page
 * titles, already fetched by the search box, do not confirm (`KnownWords`): a query of title words
 * costs no request. Where they cannot be had (an older index, a browser without
 * `DecompressionStream`, offline), Pagefind's results are shown as they are.
 *
 * This module, part of the search drop-down's chunk, only confirms words as typed (`matchAsTyped`):
 * what nearly every query needs. The rest (typo tolerance, the closest words, the check of a query
 * with a word not confirmed) is in typos.ts, a chunk of its own, fetched only once a word is not
 * confirmed by its file (`loadTypos`): a first query of known words does not download it.
 */
import {MAX_WORD_LENGTH, TERMS_DIR, isAlwaysWritten, queryWord, termKey, wordsOf} from '../../shared/searchTerms.mjs';
import {MIN_PREFIX, matchAsTyped, type QueryCheck} from './match';

/** Each vocabulary file's words (by URL). */
const files = new Map<string, Promise<readonly string[] | null>>();

/** A gzipped JSON file, decompressed by the browser; null if it cannot be. */
async function fetchGzippedJson(url: string): Promise<unknown> {
  if (typeof DecompressionStream !== 'function') return null;
  const response = await fetch(url);
  if (!response.ok || !response.body) return null;
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).json();
}

/**
 * The words of one file key, `null` if they cannot be had: the download failed, or the key is not
 * one whose file always exists (a word starting with another character is not checked).
 */
async function wordsOfKey(bundle: string, tag: string, key: string): Promise<readonly string[] | null> {
  if (!isAlwaysWritten(key)) return null;
  const url = `${bundle}${TERMS_DIR}${key}.json.gz?ts=${tag}`;
  let words = files.get(url);
  if (!words) {
    words = fetchGzippedJson(url)
      .catch(() => null)
      .then((list) => {
        const value = Array.isArray(list) ? list : null;
        // A failed download may be tried again by the next query.
        if (value === null) files.delete(url);
        return value;
      });
    files.set(url, words);
  }
  return words;
}

/**
 * Words of the index already at hand, by file key: those of the page titles, which the search box
 * fetches anyway to list results by title (src/search/preload.ts). Every one of them is a word of
 * the index (the vocabulary is built from the same pages, titles included).
 */
export type KnownWords = ReadonlyMap<string, readonly string[]>;

/** The words of some titles by file key, as the build reads them (`wordsOf`, `MAX_WORD_LENGTH`). */
export function knownWordsOf(titles: Iterable<string>): KnownWords {
  const byKey = new Map<string, string[]>();
  for (const title of titles) {
    for (const word of wordsOf(title)) {
      if (word.length > MAX_WORD_LENGTH) continue;
      const list = byKey.get(termKey(word)) ?? [];
      if (!list.includes(word)) list.push(word);
      byKey.set(termKey(word), list);
    }
  }
  return byKey;
}

/**
 * The typo tolerance and the closest words (typos.ts), a chunk of its own: fetched the first time a
 * word is not confirmed as typed, by a query checked (`checkQueryIn`) or, earlier, by a query being
 * typed whose file has come (`preloadVocabulary`), beside the drop-down's other downloads.
 */
const loadTypos = () => import('./typos');

/** The words of a query as Pagefind searches them, each with its file key (none for punctuation alone). */
function queryWords(query: string): Array<{word: string; key: string}> {
  return query
    .split(/\s+/)
    .map(queryWord)
    .filter(Boolean)
    .map((word) => ({word, key: termKey(word)}));
}

/**
 * The keys of the vocabulary files a query needs: those of its words that the known words do not
 * match as typed (a word with a typo, or in no title). `minLength` leaves out shorter words.
 */
function keysToFetch(query: string, known: KnownWords | null, minLength = 1): string[] {
  const keys = queryWords(query)
    .filter(({word, key}) => word.length >= minLength && !(known && matchAsTyped(word, known.get(key) ?? [])))
    .map(({key}) => key);
  return [...new Set(keys)];
}

/**
 * Starts fetching the vocabulary files of a query's words (called as it is typed), but for the
 * words the known ones confirm; and the typo tolerance's chunk as soon as a file has come that does
 * not confirm its word (a typo, most likely), so that the check of the query finds it in.
 */
export function preloadVocabulary(bundle: string, tag: string, query: string, known: KnownWords | null): void {
  // Not for a word of one letter: it is most likely the start of a word being typed, whose file is
  // the one of its first two letters (a request less per word on a slow network).
  for (const key of keysToFetch(query, known, 2)) {
    void wordsOfKey(bundle, tag, key).then((words) => {
      // A word shorter than MIN_PREFIX matches whole words only: while it is typed, it is most
      // likely the start of a longer one.
      const doubtful = queryWords(query).some((w) => w.key === key && w.word.length >= MIN_PREFIX && words && !matchAsTyped(w.word, words));
      if (doubtful) void loadTypos().catch(() => undefined);
    });
  }
}

/**
 * Checks a query against an index's words, fetching only the files of the words that the known
 * words (`known`, null if none) do not confirm: a query of words found in the titles costs no
 * request. A query whose every word is confirmed as typed is searched as typed without typos.ts
 * (the answer `checkQuery` there would give); any other waits for that chunk.
 */
export async function checkQueryIn(bundle: string, tag: string, query: string, known: KnownWords | null): Promise<QueryCheck> {
  const byKey = new Map<string, readonly string[] | null>();
  await Promise.all(keysToFetch(query, known).map(async (key) => byKey.set(key, await wordsOfKey(bundle, tag, key))));
  // A key not fetched: each word of the query with that key is confirmed by the known words.
  const wordsOf = (key: string) => (byKey.has(key) ? (byKey.get(key) ?? null) : (known?.get(key) ?? null));
  const words = queryWords(query);
  const confirmed = words.length > 0 && words.every(({word, key}) => {
    const list = wordsOf(key);
    return list === null || matchAsTyped(word, list) !== undefined;
  });
  if (confirmed) return {searched: query.trim().split(/\s+/).join(' '), unmatched: [], suggestions: []};
  const {checkQuery} = await loadTypos();
  return checkQuery(query, wordsOf);
}
