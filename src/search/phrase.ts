/**
 * Pages that hold a query of several words as a phrase rank higher, the more so the more often
 * they hold it: Pagefind scores each word apart, so long pages rich in each word would otherwise
 * outrank the page that holds the phrase (the networks' table for "genesis verification key").
 */

/**
 * How many times a result holds the query's words side by side: runs of `length` consecutive
 * word positions among those Pagefind matched (`words`).
 */
export function phraseCount(words: readonly number[], length: number): number {
  const sorted = [...words].sort((a, b) => a - b);
  let count = 0;
  let run = 1;
  for (let i = 1; i < sorted.length; i += 1) {
    run = sorted[i] === sorted[i - 1] + 1 ? run + 1 : 1;
    if (run === length) {
      // (The next word may start the phrase again.)
      count += 1;
      run = 0;
    }
  }
  return count;
}

/** What each time a page holds the phrase adds to its score, as a share of Pagefind's score. */
export const PHRASE_BOOST = 0.3;

/**
 * The results of a query of several words, reordered: a page that holds the words as a phrase
 * (one of those Pagefind's exact search found) has its score raised by `PHRASE_BOOST` for each
 * time it holds it; the others keep theirs. Equal scores keep Pagefind's order.
 */
export function phraseFirst<R extends {id: string; score: number; words?: number[]}>(
  found: {results: R[]} | null,
  exact: {results: Array<{id: string}>} | null,
  length: number,
): {results: R[]} | null {
  if (!found || !exact || exact.results.length === 0) return found;
  const holding = new Set(exact.results.map((r) => r.id));
  const scored = found.results.map((result, rank) => {
    const times = holding.has(result.id) ? phraseCount(result.words ?? [], length) : 0;
    return {result, rank, score: result.score * (1 + PHRASE_BOOST * times)};
  });
  scored.sort((a, b) => b.score - a.score || a.rank - b.rank);
  return {results: scored.map(({result}) => result)};
}
