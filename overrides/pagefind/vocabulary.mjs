// The words of every page of a Pagefind index, read from its fragments at build time, written as
// one small file per first two characters (terms/<key>.json.gz, a JSON array of words, the words
// found on more pages first). A file is written for every key of letters, digits and `_`, empty or not
// (shared/searchTerms.mjs `alwaysWrittenKeys`), so that none is asked for in vain.
// The search (src/search/vocabulary.ts) fetches the files of a query's words and checks that each
// word the reader typed is a word of the index, a prefix of one or, for a longer word, one typo away
// from one: Pagefind itself, when a word is in no page, searches the
// longest start of it that is (so "xyzzyqq" found the pages with an "x"). The same files give the
// closest words to suggest when nothing matches.
//
// Fragments are Pagefind's private format (see page-titles.mjs): gzip, `pagefind_dcd`, JSON with
// the page's `content` (its indexed text) and `meta.title`.
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {MAX_WORD_LENGTH, TERMS_DIR, alwaysWrittenKeys, termKey, wordsOf} from '../../shared/searchTerms.mjs';
import {unpackPagefindFile} from './chunk-ranges.mjs';
const FRAGMENT = /^fragment\/[a-z]+_[0-9a-f]+\.pf_fragment$/;

/**
 * The index's words by file key, each list ordered by the number of pages holding the word (most
 * first), then alphabetically.
 * @param {Map<string, Buffer>} files the index's files by path in the bundle
 * @param {string} where the bundle's folder, for error messages
 * @returns {Record<string, string[]>}
 */
export function vocabularyOf(files, where) {
  /** @type {Map<string, number>} */
  const pages = new Map();
  let fragments = 0;
  for (const [path, content] of files) {
    if (!FRAGMENT.test(path)) continue;
    const data = unpackPagefindFile(content);
    if (!data) {
      throw new Error(`[pagefind] ${join(where, path)}: no pagefind_dcd signature; Pagefind changed its fragment format: update overrides/pagefind/vocabulary.mjs`);
    }
    const fragment = JSON.parse(data.toString('utf8'));
    if (typeof fragment?.content !== 'string') throw new Error(`[pagefind] ${join(where, path)}: a fragment without its text (content)`);
    fragments += 1;
    const words = new Set(wordsOf(`${fragment.meta?.title ?? ''} ${fragment.content}`));
    for (const word of words) if (word.length <= MAX_WORD_LENGTH) pages.set(word, (pages.get(word) ?? 0) + 1);
  }
  if (fragments === 0) throw new Error(`[pagefind] ${where}: no fragments among the files Pagefind built`);
  /** @type {Record<string, string[]>} */
  const byKey = {};
  const ordered = [...pages].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0));
  for (const [word] of ordered) (byKey[termKey(word)] ??= []).push(word);
  return byKey;
}

/** Writes terms/<key>.json.gz into a bundle folder: each key of the vocabulary, and every always-written key. */
export function writeVocabulary(bundleDir, vocabulary) {
  const dir = join(bundleDir, TERMS_DIR);
  mkdirSync(dir, {recursive: true});
  const all = {...Object.fromEntries(alwaysWrittenKeys().map((key) => [key, []])), ...vocabulary};
  for (const [key, words] of Object.entries(all)) {
    writeFileSync(join(dir, `${key}.json.gz`), gzipSync(JSON.stringify(words), {level: 9}));
  }
}
