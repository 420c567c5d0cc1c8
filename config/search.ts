import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';

/**
 * Offline full-text search (@easyops-cn/docusaurus-search-local). The plugin writes one index per
 * docs version after the build: build/search-index.json for the Current version (docs at /doc/)
 * and build/next/search-index.json for Next (/doc/next/); each also holds the glossary, the dev
 * blog and the ADRs. The search bar picks the index of the version being read, so a Next page
 * searches Next and every other page searches Current. The browser fetches an index only when the
 * reader hovers or focuses the search box (or opens /doc/search), never on page load.
 */
export const search = {
  // Docs are served from the site root (/doc/ and /doc/next/).
  docsRouteBasePath: '/',
  // Both versions' sources, so that the index hash changes whenever either one does.
  docsDir: ['docs', 'versioned_docs'],
  docsPluginIdForPreferredVersion: 'default',
  indexBlog: true,
  blogRouteBasePath: ['dev-blog', 'adr'],
  blogDir: ['blog', 'adr'],
  // The landing page and the API reference are not documents to search.
  indexPages: false,
  // The Next docs carry `noindex` for search engines (docusaurus.config.ts) but are searched here;
  // the plugin skips noindex pages unless told otherwise...
  forceIgnoreNoIndex: true,
  ignoreFiles: [
    // ...so the unlisted pages (front matter `unlisted: true`, also noindex) are left out by name.
    /^(next\/)?(networks-matrix|compiled-binaries)$/,
    // Nor are the blogs' list pages (paginated lists, archive, authors, tags): only the posts are.
    /^(dev-blog|adr)\/(page|archive|authors|tags)(\/|$)/,
  ],
  language: 'en',
  // `?_=<content hash>` on the index URL, so a deploy never serves a stale cached index.
  hashed: true,
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  // Ctrl+K (⌘+K on macOS) focuses the search box.
  searchBarShortcut: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarShortcutHint: true,
} satisfies SearchOptions;
