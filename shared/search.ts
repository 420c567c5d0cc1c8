/**
 * Full-text search (Pagefind). After the build, `plugins/pagefind` indexes the prerendered HTML
 * into one chunked index per docs version: build/pagefind/ for the Current docs (/doc/) and
 * build/next/pagefind/ for Next (/doc/next/); each also holds the glossary of its version, the dev
 * blog, the ADRs and the operations of the aggregator API reference. A Next page searches Next and
 * every other page searches Current. The browser loads Pagefind's script and the index pieces a
 * query needs only once the reader uses the search box (or opens /doc/search), never on page load.
 */
import {searchIndex} from './searchIndex.mjs';

export const search = {
  ...searchIndex,
  /** Route of the full results page, relative to the site's base URL (`?q=` and `&version=next`). */
  resultsRoute: '/search',
  /** Results listed under the search box. */
  barResults: 8,
  /** Results listed by the results page at a time. */
  pageResults: 20,
  /** Query parameter a result link carries: the searched terms, marked on the page it opens. */
  highlightParam: '_highlight',
  /** Ctrl+K (⌘+K on macOS) focuses the search box. */
  shortcut: 'mod+k',
} as const;
