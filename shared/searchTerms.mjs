// The words of the search indexes as the reader may type them: shared by the build, which writes
// each index's vocabulary (plugins/pagefind/pages.mjs), and the browser, which checks a
// query's words against it before trusting Pagefind's results (src/search/vocabulary.ts).

/** Folder, inside an index's bundle, of the vocabulary files (one per first two characters). */
export const TERMS_DIR = 'terms/';

/** Longer words (hashes, keys, addresses) are left out of the vocabulary: nobody types them, and they weigh. */
export const MAX_WORD_LENGTH = 40;

/**
 * The words of a piece of text, lower case. A token joined by punctuation ("cardano-db",
 * "mithril.network") counts as its parts and as the parts joined, as Pagefind indexes it and as
 * its search reads a typed query (it drops the punctuation).
 * @param {string} text
 * @returns {string[]}
 */
export function wordsOf(text) {
  const words = [];
  for (const token of text.toLowerCase().split(/\s+/)) {
    const parts = token.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
    words.push(...parts);
    if (parts.length > 1) words.push(parts.join(''));
  }
  return words;
}

/**
 * A word of a query as Pagefind searches it: lower case, punctuation and symbols dropped ("" when
 * nothing is left).
 * @param {string} token one whitespace-separated token of the query
 * @returns {string}
 */
export function queryWord(token) {
  return token
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .join('');
}

/** The characters of keys whose file is always written (an empty list when no word has that key). */
const ALWAYS_WRITTEN = 'abcdefghijklmnopqrstuvwxyz0123456789_';

/**
 * Every key made of letters a-z, digits and `_` (one or two of them): the build writes a file for
 * each, empty or not, so that the search can fetch the file of such a key without first asking
 * which files exist (a request, and about 1.3 KB, less on a reader's first query). Other keys have
 * a file only when some word has them; the search does not check words with such a key.
 * @returns {string[]}
 */
export function alwaysWrittenKeys() {
  const chars = [...ALWAYS_WRITTEN];
  return [...chars, ...chars.flatMap((a) => chars.map((b) => a + b))];
}

/**
 * Whether the file of `key` is sure to exist (see `alwaysWrittenKeys`).
 * @param {string} key
 * @returns {boolean}
 */
export function isAlwaysWritten(key) {
  return /^[a-z0-9_]{1,2}$/.test(key);
}

/**
 * The vocabulary file a word is in: its first two characters (one for a one-letter word), each a
 * letter, digit or `_` as itself and any other as `u` and its code point in hexadecimal.
 * @param {string} word a non-empty word of `wordsOf` or `queryWord`
 * @returns {string}
 */
export function termKey(word) {
  return [...word]
    .slice(0, 2)
    .map((c) => (/^[a-z0-9_]$/.test(c) ? c : `u${(c.codePointAt(0) ?? 0).toString(16)}`))
    .join('');
}
