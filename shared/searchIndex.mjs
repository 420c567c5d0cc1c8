// Where the search indexes are and what they leave out: shared by shared/search.ts (the browser
// side), plugins/pagefind/indexer.mjs and scripts/benchmarks/bench-search.mjs (plain Node).
export const searchIndex = {
  /** Folder of each version's index, relative to the version's root (/doc/ or /doc/next/). */
  bundleDir: 'pagefind/',
  /** Path prefix, relative to the base URL, of the Next docs (their own index). */
  nextPath: 'next/',
  /** Doc pages left out by route (relative to the version's root): the unlisted pages. */
  unlistedDocs: ['networks-matrix', 'compiled-binaries'],
};
