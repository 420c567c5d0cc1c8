/**
 * Starts the downloads a first search needs, the moment the reader shows an interest in the box
 * (pointer, touch, focus, shortcut), all at once instead of one after the other: Pagefind's
 * script, its entry file and its WebAssembly (together about 90 KB). Without this, each waited for
 * the previous one (the drop-down's chunk, then the script, then the entry file, then the
 * WebAssembly): four round trips before the index could even be asked for.
 *
 * Pagefind fetches `pagefind-entry.json?ts=<tag>` and `wasm.<lang>.pagefind` with plain `fetch()`,
 * so `<link rel="preload" as="fetch" crossorigin>` of the same URLs hands it the responses already
 * on their way. The tag is chosen here, once per page session and version (as Pagefind itself would,
 * from the clock), and given to Pagefind as `metaCacheTag` by `engine.ts`. Nothing is fetched
 * before the reader reaches for the search; the drop-down's chunk is started by the caller.
 */
const tags = new Map<string, string>();

/** The `?ts=` tag of a version's entry file for this page session (same for preload and engine). */
export function entryTag(bundle: string): string {
  let tag = tags.get(bundle);
  if (!tag) {
    tag = String(Date.now());
    tags.set(bundle, tag);
  }
  return tag;
}

/** The language whose WebAssembly Pagefind loads (the site's only locale). */
const WASM_LANGUAGE = 'en';

const started = new Set<string>();

/** Preloads Pagefind's script, entry file and WebAssembly of the version whose folder is `bundle`. */
export function preloadSearch(bundle: string): void {
  if (started.has(bundle) || typeof document === 'undefined') return;
  started.add(bundle);
  const add = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  };
  add('modulepreload', `${bundle}pagefind.js`);
  add('preload', `${bundle}pagefind-entry.json?ts=${entryTag(bundle)}`, 'fetch');
  add('preload', `${bundle}wasm.${WASM_LANGUAGE}.pagefind`, 'fetch');
}
