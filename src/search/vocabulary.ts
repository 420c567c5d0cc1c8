/**
 * What the reader typed, checked against the words of the index before Pagefind's results are
 * trusted. Pagefind looks a word up as a prefix of the index's words and, when no word starts with
 * it, searches the longest start of it that some word has: "xyzzyqq" found the pages with an "x",
 * "qqzzv" those with a "-q" flag. Here each word of the query must be a word of the index, the start
 * (at least `MIN_PREFIX` letters) of one, one of them with an ending Pagefind's stemmer folds, or, for
 * a word of at least `MIN_TYPO` letters, a typo away from one (then the closest word is searched
 * instead). A query with a word that is none of these has no results, and the closest words of the
 * index are suggested.
 *
 * The index's words are in small files, one per first two characters (`terms/<key>.json.gz`, the
 * words found on more pages first, written at build time by overrides/pagefind/vocabulary.mjs, an
 * empty file for each key of letters, digits and `_` that no word has). A query fetches the files of its words only, while it is
 * typed (`preloadVocabulary`), and only for the words that the page titles, already fetched by the
 * search box, do not confirm (`KnownWords`): a query of title words costs no request. Where they cannot be had (an older index, a browser without
 * `DecompressionStream`, offline), Pagefind's results are shown as they are.
 */
import {MAX_WORD_LENGTH, TERMS_DIR, isAlwaysWritten, queryWord, termKey, wordsOf} from '../../shared/searchTerms.mjs';

/** A query word shorter than this matches whole words only, not the start of longer ones. */
export const MIN_PREFIX = 3;
/** A query word shorter than this has no typo tolerance; from `LONG_WORD` on, two typos. */
export const MIN_TYPO = 5;
export const LONG_WORD = 9;
/** Endings that Pagefind's stemmer folds: "keys" finds "key", "signings" finds "signing". */
const ENDINGS = ['s', 'es', 'ed', 'ing', 'er', 'ers', 'ly'];
/** Words suggested when a query has no results. */
export const MAX_SUGGESTIONS = 3;

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length], limit + 1);
}

/** Typos tolerated in a query word of this length. */
export function typoLimit(word: string): number {
  return word.length >= LONG_WORD ? 2 : word.length >= MIN_TYPO ? 1 : 0;
}

export type WordMatch = {kind: 'word' | 'prefix' | 'ending'} | {kind: 'typo'; word: string} | {kind: 'none'};

/**
 * How a query word matches some of `words` without a typo (then it is searched as typed), if it
 * does: as one of them, as the start of one, or as one with an ending the stemmer folds. True of a
 * few words of the index (those of the page titles) is true of them all: a word confirmed this way
 * needs no vocabulary file.
 */
export function matchAsTyped(word: string, words: readonly string[]): 'word' | 'prefix' | 'ending' | undefined {
  if (words.includes(word)) return 'word';
  if (word.length >= MIN_PREFIX && words.some((w) => w.startsWith(word))) return 'prefix';
  if (words.some((w) => w.length >= MIN_PREFIX && word.startsWith(w) && ENDINGS.includes(word.slice(w.length)))) return 'ending';
  return undefined;
}

/**
 * How a query word (`queryWord`) matches the index's words that share its first two characters
 * (most frequent first).
 */
export function matchWord(word: string, words: readonly string[]): WordMatch {
  const kind = matchAsTyped(word, words);
  if (kind) return {kind};
  const limit = typoLimit(word);
  let best: {word: string; distance: number} | undefined;
  if (limit > 0) {
    for (const w of words) {
      const distance = editDistance(word, w, limit);
      if (distance <= limit && (!best || distance < best.distance)) best = {word: w, distance};
    }
  }
  return best ? {kind: 'typo', word: best.word} : {kind: 'none'};
}

/**
 * The index's words closest to a word that matched none (most frequent first among equals): at
 * most a third of its letters (at least one) away from a whole word or from the start of one.
 */
export function closestWords(word: string, words: readonly string[], count = MAX_SUGGESTIONS): string[] {
  const limit = Math.max(1, Math.floor(word.length / 3));
  const scored: Array<{w: string; d: number; i: number}> = [];
  words.forEach((w, i) => {
    const whole = editDistance(word, w, limit);
    // The start of a longer word, as long as what was typed: "certifcat" is close to "certificate".
    const start = w.length > word.length ? editDistance(word, w.slice(0, word.length), limit) + 0.5 : limit + 1;
    const d = Math.min(whole, start);
    if (d <= limit) scored.push({w, d, i});
  });
  return scored
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .slice(0, count)
    .map((s) => s.w);
}

/** The outcome of checking a query. */
export interface QueryCheck {
  /** The query to give Pagefind: the reader's, with each word that had a typo replaced by the closest word. */
  searched: string;
  /** The words that match no word of the index: the query has no results. */
  unmatched: string[];
  /** Queries to offer instead (the first unmatched word replaced by one of its closest words). */
  suggestions: string[];
}

/**
 * Checks a query's words. `wordsOf(key)` gives the index's words of a file key, `null` if they are
 * unknown (then the word is taken as it is).
 */
export function checkQuery(query: string, wordsOf: (key: string) => readonly string[] | null): QueryCheck {
  const tokens = query.trim().split(/\s+/).filter(Boolean);
  const searched = [...tokens];
  const unmatched: Array<{at: number; word: string; closest: string[]}> = [];
  let anyWord = false;
  tokens.forEach((token, at) => {
    const word = queryWord(token);
    // Punctuation alone ("-", "&"): Pagefind drops it too.
    if (!word) return;
    anyWord = true;
    const words = wordsOf(termKey(word));
    if (words === null) return;
    const match = matchWord(word, words);
    if (match.kind === 'typo') searched[at] = match.word;
    else if (match.kind === 'none') unmatched.push({at, word, closest: closestWords(word, words)});
  });
  if (!anyWord) return {searched: query.trim(), unmatched: tokens.length > 0 ? [query.trim()] : [], suggestions: []};
  if (unmatched.length === 0) return {searched: searched.join(' '), unmatched: [], suggestions: []};
  const [first, ...others] = unmatched;
  const suggestions = first.closest.map((closest) => {
    const words = [...searched];
    words[first.at] = closest;
    // The other unmatched words: their closest word, or left out.
    for (const other of others) words[other.at] = other.closest[0] ?? '';
    return words.filter(Boolean).join(' ');
  });
  return {searched: searched.join(' '), unmatched: unmatched.map((u) => u.word), suggestions: [...new Set(suggestions)]};
}

/** Each vocabulary file's words (by URL). */
const files = new Map<string, Promise<readonly string[] | null>>();

async function fetchJson<T>(url: string, gzipped: boolean): Promise<T | null> {
  if (gzipped && typeof DecompressionStream !== 'function') return null;
  const response = await fetch(url);
  if (!response.ok || !response.body) return null;
  const body = gzipped ? new Response(response.body.pipeThrough(new DecompressionStream('gzip'))) : response;
  return (await body.json()) as T;
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
    words = fetchJson<string[]>(url, true)
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
 * The keys of the vocabulary files a query needs: those of its words that the known words do not
 * match as typed (a word with a typo, or in no title). `minLength` leaves out shorter words.
 */
function keysToFetch(query: string, known: KnownWords | null, minLength = 1): string[] {
  const keys = query
    .split(/\s+/)
    .map(queryWord)
    .filter((word) => word.length >= minLength && !(known && matchAsTyped(word, known.get(termKey(word)) ?? [])))
    .map((word) => termKey(word));
  return [...new Set(keys)];
}

/**
 * Starts fetching the vocabulary files of a query's words (called as it is typed), but for the
 * words the known ones confirm.
 */
export function preloadVocabulary(bundle: string, tag: string, query: string, known: KnownWords | null): void {
  // Not for a word of one letter: it is most likely the start of a word being typed, whose file is
  // the one of its first two letters (a request less per word on a slow network).
  for (const key of keysToFetch(query, known, 2)) void wordsOfKey(bundle, tag, key);
}

/**
 * Checks a query against an index's words, fetching only the files of the words that the known
 * words (`known`, null if none) do not confirm: a query of words found in the titles costs no
 * request.
 */
export async function checkQueryIn(bundle: string, tag: string, query: string, known: KnownWords | null): Promise<QueryCheck> {
  const byKey = new Map<string, readonly string[] | null>();
  await Promise.all(keysToFetch(query, known).map(async (key) => byKey.set(key, await wordsOfKey(bundle, tag, key))));
  // A key not fetched: each word of the query with that key is confirmed by the known words.
  return checkQuery(query, (key) => (byKey.has(key) ? (byKey.get(key) ?? null) : (known?.get(key) ?? null)));
}
