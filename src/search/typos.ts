/**
 * The costly part of the query check of vocabulary.ts, in a chunk of its own (see `loadTypos` there):
 * typo tolerance, the closest words of the index to a word that matches none, and the check of a
 * whole query. Fetched only when a word is not confirmed as typed, so a first query of known words
 * does not download it.
 */
import {queryWord, termKey} from '../../shared/searchTerms.mjs';
import {matchAsTyped, type QueryCheck} from './match';

/** A query word shorter than this has no typo tolerance; from `LONG_WORD` on, two typos. */
export const MIN_TYPO = 5;
export const LONG_WORD = 9;
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
