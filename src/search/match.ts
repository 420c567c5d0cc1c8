/**
 * Whether a word the reader typed matches words of the index as typed (no typo): shared by the
 * query check (vocabulary.ts, in the search drop-down's chunk) and the typo tolerance (typos.ts,
 * a chunk of its own), which both need it; kept apart so that neither imports the other for it.
 */
/** A query word shorter than this matches whole words only, not the start of longer ones. */
export const MIN_PREFIX = 3;
/** Endings that Pagefind's stemmer folds: "keys" finds "key", "signings" finds "signing". */
const ENDINGS = ['s', 'es', 'ed', 'ing', 'er', 'ers', 'ly'];

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

/** The outcome of checking a query. */
export interface QueryCheck {
  /** The query to give Pagefind: the reader's, with each word that had a typo replaced by the closest word. */
  searched: string;
  /** The words that match no word of the index: the query has no results. */
  unmatched: string[];
  /** Queries to offer instead (the first unmatched word replaced by one of its closest words). */
  suggestions: string[];
}

