/**
 * Starts the downloads a first search needs, the moment the reader shows an interest in the box
 * (pointer, touch, focus, shortcut), all at once instead of one after the other: Pagefind's
 * script, its entry file and its WebAssembly. Without this, each waits for the previous one (the
 * drop-down's chunk, then the script, then the entry file, then the WebAssembly): four round trips
 * before the index can even be asked for.
 *
 * Pagefind fetches its entry file and WebAssembly with plain `fetch()`, so
 * `<link rel="preload" as="fetch" crossorigin>` of the same URLs hands it the responses already on
 * their way (the URLs Pagefind's script builds are in `pagefindFiles.ts`). The tag is chosen
 * here, once per page session and version (as Pagefind itself would, from the clock), and given to
 * Pagefind as `metaCacheTag` (an option of its search API) by `engine.ts`. Nothing is fetched
 * before the reader reaches for the search; the drop-down's chunk is started by the caller.
 *
 * The index chunks of the first query are preloaded the same way, as soon as the query is typed
 * (`preloadIndexChunks`), from the chunks' word ranges (in `page-titles.json.gz`, below, fetched
 * with the files above; `chunks.ts`): Pagefind would only ask for them once its WebAssembly had
 * loaded and decoded the index's metadata. Once Pagefind is ready (`markEngineReady`), it preloads
 * exactly the chunks it needs itself (`engine.ts`).
 *
 * The titles and addresses of the index's pages (`page-titles.json.gz`, written at build time by
 * plugins/pagefind/pages.mjs) are fetched with them: with those, the box lists a
 * query's results by title as soon as Pagefind has ranked them, before their fragments are in
 * (`loadedPageTitles`); a query word found in them needs no vocabulary file
 * (`pageTitles`, src/search/vocabulary.ts).
 */
import {chunksForQuery, type ChunkRange} from './chunks';
import {chunkFileUrl, entryFileUrl, isMetaFile, isWasmFile, wasmFileUrl} from './pagefindFiles';
const tags = new Map<string, string>();

/**
 * The `?ts=` tag of a version's entry file for this page session (same for preload and engine),
 * also put on the files written beside the index without a content hash in their names
 * (`page-titles.json.gz`, `terms/<key>.json.gz`), so that a search after a new deployment reads none
 * of them from an earlier build's copy in the browser's cache.
 */
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
/** Chunk ranges of each version's index, fetched (with its page titles) when the reader reaches for the box. */
const ranges = new Map<string, Promise<readonly ChunkRange[]>>();
/** Versions whose Pagefind is ready: it preloads the chunks of a query itself. */
const ready = new Set<string>();
/** Chunk files preloaded, by URL. */
const preloaded = new Set<string>();
/** Each version's page titles and addresses by Pagefind result id, once they are in. */
const titles = new Map<string, ReadonlyMap<string, PageTitle>>();
/** Each version's page titles on their way (null if they could not be had). */
const titlesLoading = new Map<string, Promise<ReadonlyMap<string, PageTitle> | null>>();

/** A page's title and address (`page-titles.json.gz`). */
export type PageTitle = readonly [title: string, url: string];

/** What `page-titles.json.gz` holds: the pages' titles and addresses, and the chunks' word ranges. */
interface TitlesFile {
  pages?: Record<string, PageTitle>;
  chunks?: ChunkRange[];
}

/**
 * Reads `page-titles.json.gz` ({pages: {[id]: [title, url]}, chunks: [[from, to, hash], ...]}),
 * decompressed by the browser. Null where the browser cannot decompress gzip itself (then the
 * results wait for their fragments, and Pagefind finds the first query's chunks itself).
 */
async function fetchTitlesFile(url: string): Promise<TitlesFile | null> {
  if (typeof DecompressionStream !== 'function') return null;
  const response = await fetch(url);
  if (!response.ok || !response.body) return null;
  return (await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).json()) as TitlesFile;
}

/**
 * The titles and addresses of a version's pages if they are already in (never waited for: a search
 * whose titles are not in yet shows its results when their fragments arrive).
 */
export function loadedPageTitles(bundle: string): ReadonlyMap<string, PageTitle> | undefined {
  return titles.get(bundle);
}

/**
 * The titles and addresses of a version's pages once they are in: undefined if the box did not
 * fetch them (the results page), null if they could not be had.
 */
export function pageTitles(bundle: string): Promise<ReadonlyMap<string, PageTitle> | null> | undefined {
  return titlesLoading.get(bundle);
}

function addLink(rel: string, href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

/** Called by engine.ts once Pagefind has loaded the index's metadata. */
export function markEngineReady(bundle: string): void {
  ready.add(bundle);
}

/**
 * Whether Pagefind may be fetching index chunks itself: its WebAssembly and its metadata are in (it
 * fetches a query's chunks right after decoding them). A preload of a chunk started after
 * Pagefind's own fetch of it would download it a second time, so none is added from then on.
 * (`markEngineReady` says so too, but only once Pagefind's first preload or search has answered,
 * that is after its chunks have come.)
 */
function engineHasItsFiles(bundle: string): boolean {
  if (ready.has(bundle)) return true;
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const prefix = new URL(bundle, window.location.href).href;
  const names = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(prefix));
  return names.some(isWasmFile) && names.some(isMetaFile);
}

/**
 * Preloads the index chunks that `query` may need, if Pagefind is not ready to say which: the first
 * query's chunks then download beside Pagefind's WebAssembly instead of after it.
 */
export function preloadIndexChunks(bundle: string, query: string): void {
  const chunkRanges = ranges.get(bundle);
  if (!chunkRanges || engineHasItsFiles(bundle) || !query.trim()) return;
  void chunkRanges.then((chunks) => {
    if (engineHasItsFiles(bundle)) return;
    for (const hash of chunksForQuery(query, chunks)) {
      const href = chunkFileUrl(bundle, hash);
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      addLink('preload', href, 'fetch');
    }
  });
}

/** Preloads Pagefind's script, entry file and WebAssembly of the version whose folder is `bundle`. */
export function preloadSearch(bundle: string): void {
  if (started.has(bundle) || typeof document === 'undefined') return;
  started.add(bundle);
  addLink('modulepreload', `${bundle}pagefind.js`);
  addLink('preload', entryFileUrl(bundle, entryTag(bundle)), 'fetch');
  addLink('preload', wasmFileUrl(bundle, WASM_LANGUAGE), 'fetch');
  // The titles and the chunk ranges come in one file. Without the ranges (an older index,
  // offline), Pagefind still finds its chunks itself.
  const file = fetchTitlesFile(`${bundle}page-titles.json.gz?ts=${entryTag(bundle)}`).catch(() => null);
  ranges.set(bundle, file.then((body) => body?.chunks ?? []));
  titlesLoading.set(
    bundle,
    file.then((body) => {
      if (!body?.pages) return null;
      const pages = new Map(Object.entries(body.pages));
      titles.set(bundle, pages);
      return pages;
    }),
  );
}
