/**
 * Which chunks of a Pagefind index a query may need, from the chunks' word ranges
 * (in `page-titles.json.gz`, read at build time by overrides/pagefind/chunk-ranges.mjs). Used to start
 * a first query's chunk downloads before Pagefind's WebAssembly, which knows the exact answer,
 * has loaded (src/search/preload.ts).
 *
 * Pagefind looks each query word up by its stem, as a prefix. Stemming only rewrites a word's
 * ending: the first three letters of a word are those of its stem (the rare exceptions, such as
 * "dying" to "die", only cost a download started too early). So the chunks whose range meets the
 * words starting with those three letters include every chunk the query needs; a range boundary
 * among them costs one extra chunk at most.
 */

/** A chunk: the first and last word it holds (Pagefind's order), and its file's hash. */
export type ChunkRange = readonly [from: string, to: string, hash: string];

/** Letters kept of each word: a prefix that stemming does not change. */
const PREFIX = 3;

/** The prefixes of a query's words of two letters or more to look up (lower case, each once). */
export function queryPrefixes(query: string): string[] {
  const prefixes = new Set<string>();
  for (const word of query.toLowerCase().split(/\s+/)) {
    // Pagefind indexes a hyphenated or dotted word as its parts and as the parts joined.
    const parts = word.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
    for (const part of [...parts, parts.join('')]) if (part.length > 1) prefixes.add(part.slice(0, PREFIX));
  }
  return [...prefixes];
}

/**
 * The hashes of the chunks that hold words starting with one of the prefixes of the query.
 * One-letter words are left to Pagefind: while the reader types, a first letter alone could span
 * several chunks.
 */
export function chunksForQuery(query: string, chunks: readonly ChunkRange[]): string[] {
  const wanted = new Set<string>();
  for (const prefix of queryPrefixes(query)) {
    for (const [from, to, hash] of chunks) {
      if (from.slice(0, prefix.length) <= prefix && prefix <= to.slice(0, prefix.length)) wanted.add(hash);
    }
  }
  return [...wanted];
}
