/**
 * The search engine in the browser: Pagefind's script, loaded from the site (never bundled) the
 * first time a reader searches, one instance per docs version. Pagefind then fetches only the
 * index pieces that a query's words need, and one fragment per result shown.
 */
import {entryTag, loadedPageTitles, markEngineReady, pageTitles} from './preload';
import {phraseFirst} from './phrase';
import {bundleUrl, type SearchVersion} from './terms';
import {checkQueryIn, knownWordsOf, preloadVocabulary, type KnownWords} from './vocabulary';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: Array<{weight: number; balanced_score: number; location: number}>;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  score: number;
  /** Positions of the matched words in the page. */
  words?: number[];
  data: () => Promise<PagefindData>;
}

interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  search: (term: string) => Promise<{results: PagefindResult[]} | null>;
}

/** One page found, with its best-matching section. */
export interface SearchHit {
  /** Pagefind's id of the page (the same for the pending hit and the complete one). */
  id: string;
  /**
   * Only the page's title and address are known yet: its fragment (heading, excerpt, sections) is
   * on its way (see `SearchOptions.onProgress`).
   */
  pending?: boolean;
  /** Page URL with the section's anchor. */
  url: string;
  /** Page title. */
  title: string;
  /** Title of the section that matched best, if not the page's start. */
  heading?: string;
  /** Excerpt with `<mark>` around the matched words (see `excerptParts`). */
  excerpt: string;
  /** Other matching sections of the page (results page). */
  more: Array<{url: string; heading: string}>;
}

export interface SearchOutcome {
  total: number;
  hits: SearchHit[];
  /**
   * The query as searched, when it differs from the reader's: a word with a typo replaced by the
   * closest word of the index (src/search/vocabulary.ts).
   */
  searched?: string;
  /** No results: queries to offer instead, closest first (maybe none). */
  suggestions?: string[];
}

/**
 * Ranking (tuned against the expectations of e2e/search.spec.ts): term frequency and page length
 * count much less than Pagefind's defaults (1.0 and 0.75), so that short pages that merely repeat
 * a word (release notes) do not outrank the page whose headings carry it (Pagefind weighs headings:
 * h1 7, h2 6, h3 5...); a title that matches the query gets a strong boost.
 */
const RANKING = {termFrequency: 0.3, pageLength: 0.1, metaWeights: {title: 10}};

const engines = new Map<SearchVersion, Promise<Pagefind>>();

function loadEngine(version: SearchVersion, baseUrl: string): Promise<Pagefind> {
  let engine = engines.get(version);
  if (!engine) {
    const bundle = bundleUrl(version, baseUrl);
    engine = (import(/* webpackIgnore: true */ `${bundle}pagefind.js`) as Promise<Pagefind>).then(async (pagefind) => {
      // On the main thread: the worker would be one more script (40 KB) to fetch before the first results.
      // metaCacheTag: the entry file's `?ts=` tag, the one preloaded by preload.ts when the reader
      // reached for the box.
      await pagefind.options({basePath: bundle, baseUrl: '/', excerptLength: 24, ranking: RANKING, noWorker: true, metaCacheTag: entryTag(bundle)});
      // Pagefind's init() only creates its instance: the metadata and WebAssembly load with the
      // first preload or search (see whenLoaded).
      await pagefind.init();
      return pagefind;
    });
    // A failed load (offline) may be retried by the next query.
    engine.catch(() => engines.delete(version));
    engines.set(version, engine);
  }
  return engine;
}

/**
 * Tells src/search/preload.ts once Pagefind has its metadata and WebAssembly (its first preload or
 * search has answered): from then on it finds the chunks of a query itself.
 */
function whenLoaded<T>(version: SearchVersion, baseUrl: string, pending: Promise<T>): Promise<T> {
  return pending.then((value) => {
    markEngineReady(bundleUrl(version, baseUrl));
    return value;
  });
}

/** Starts loading the engine of a version (the reader is about to search). */
export function warmUp(version: SearchVersion, baseUrl: string): void {
  loadEngine(version, baseUrl).catch(() => undefined);
}

const knownWords = new Map<string, Promise<KnownWords | null>>();

/**
 * The words of a version's page titles (src/search/preload.ts), by vocabulary file key: the query
 * check fetches no file for a word they confirm. Null when the titles are not fetched (the results
 * page) or could not be had: then every word's file is fetched.
 */
function knownWordsIn(bundle: string): Promise<KnownWords | null> {
  let known = knownWords.get(bundle);
  if (!known) {
    const titles = pageTitles(bundle);
    if (!titles) return Promise.resolve(null);
    known = titles.then((pages) => (pages ? knownWordsOf([...pages.values()].map(([title]) => title)) : null));
    knownWords.set(bundle, known);
  }
  return known;
}

/**
 * Starts loading the index pieces a query needs, at once (Pagefind keeps them, and a search that
 * needs a piece already on its way waits for that download instead of starting another). Called at
 * each key press, before the pause that lets a quick typist finish a word: by the time the search
 * runs, the pieces of the words typed so far are in or on their way, so a query typed letter by
 * letter waits for no index download after the last key, only for its results' excerpts.
 */
export function preloadQuery(version: SearchVersion, baseUrl: string, query: string): void {
  const term = query.trim();
  if (!term) return;
  const bundle = bundleUrl(version, baseUrl);
  // (The titles are normally in by now: the box fetched them when the reader reached for it.)
  void knownWordsIn(bundle).then((known) => preloadVocabulary(bundle, entryTag(bundle), term, known));
  loadEngine(version, baseUrl)
    .then((pagefind) => whenLoaded(version, baseUrl, pagefind.preload(term)))
    .catch(() => undefined);
}

function sectionScore(section: PagefindSubResult): number {
  return (section.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
}

function toHit(id: string, data: PagefindData): SearchHit {
  const title = data.meta.title ?? data.url;
  const sections = [...(data.sub_results ?? [])].sort((a, b) => sectionScore(b) - sectionScore(a));
  const best = sections[0];
  const heading = best && best.title !== title ? best.title : undefined;
  return {
    id,
    url: best?.url ?? data.url,
    title,
    heading,
    excerpt: best?.excerpt ?? data.excerpt,
    more: sections
      .slice(1, 4)
      .filter((s) => s.title !== title)
      .map((s) => ({url: s.url, heading: s.title})),
  };
}

/**
 * Results whose fragments are fetched first: they are shown as soon as they are in, and the
 * fragments of the others are fetched after them (fewer bytes before the first results appear).
 */
export const FIRST_BATCH = 4;

/**
 * The results as far as the page titles tell (src/search/preload.ts): each page's title and
 * address, marked pending. Undefined if the titles are not in, or lack one of the results.
 */
function pendingHits(version: SearchVersion, baseUrl: string, results: readonly PagefindResult[]): SearchHit[] | undefined {
  const pages = loadedPageTitles(bundleUrl(version, baseUrl));
  if (!pages) return undefined;
  const hits: SearchHit[] = [];
  for (const {id} of results) {
    const page = pages.get(id);
    if (!page) return undefined;
    hits.push({id, url: page[1], title: page[0], excerpt: '', more: [], pending: true});
  }
  return hits;
}

/** How `runSearch` reports on a query. */
export interface SearchOptions {
  /**
   * Asked before the results' fragments are fetched: a query replaced meanwhile (the reader typed
   * on) costs no more requests and yields `null`.
   */
  isCurrent?: () => boolean;
  /**
   * Receives the results before they are all complete: every one listed by title and page address
   * (`pending`) as soon as Pagefind has ranked them, if the page titles are in (the fragments take
   * one more round trip); then the first `FIRST_BATCH` complete, as soon as their fragments are in,
   * before the others are fetched.
   */
  onProgress?: (outcome: SearchOutcome) => void;
}

/** Searches a version's index; resolves with the results complete (or `null`, see `isCurrent`). */
export async function runSearch(
  version: SearchVersion,
  baseUrl: string,
  query: string,
  limit: number,
  {isCurrent = () => true, onProgress}: SearchOptions = {},
): Promise<SearchOutcome | null> {
  const bundle = bundleUrl(version, baseUrl);
  // The query's words are checked against the index's (src/search/vocabulary.ts) while Pagefind
  // searches it as typed: its results are shown only if every word matched. Words of the page
  // titles need no vocabulary file.
  const checking = knownWordsIn(bundle).then((known) => checkQueryIn(bundle, entryTag(bundle), query, known));
  const pagefind = await loadEngine(version, baseUrl);
  const asTyped = whenLoaded(version, baseUrl, pagefind.search(query));
  // (Not awaited when the check rules it out.)
  asTyped.catch(() => undefined);
  const check = await checking;
  if (check.unmatched.length > 0) {
    return isCurrent() ? {total: 0, hits: [], suggestions: check.suggestions} : null;
  }
  const corrected = check.searched !== query.trim().split(/\s+/).join(' ') ? check.searched : undefined;
  const plain = corrected ? whenLoaded(version, baseUrl, pagefind.search(corrected)) : asTyped;
  const words = (corrected ?? query).trim().split(/\s+/);
  // The pages that hold the words as a phrase rank higher (./phrase.ts): they are those of
  // Pagefind's own exact search, over the index pieces the words already fetched.
  const exact = words.length > 1 && !/"/.test(query) ? pagefind.search(`"${words.join(' ')}"`).catch(() => null) : Promise.resolve(null);
  const found = phraseFirst(await plain, await exact, words.length);
  if (!found || !isCurrent()) return null;
  const searched = corrected ? {searched: corrected} : {};
  const wanted = found.results.slice(0, limit);
  const total = found.results.length;
  const pending = onProgress ? pendingHits(version, baseUrl, wanted) : undefined;
  if (pending && pending.length > 0) onProgress?.({total, hits: pending, ...searched});
  const load = (results: PagefindResult[]) => Promise.all(results.map(async (r) => toHit(r.id, await r.data())));
  if (!onProgress || wanted.length <= FIRST_BATCH) return {total, hits: await load(wanted), ...searched};
  const first = await load(wanted.slice(0, FIRST_BATCH));
  if (!isCurrent()) return null;
  onProgress({total, hits: [...first, ...(pending?.slice(FIRST_BATCH) ?? [])], ...searched});
  return {total, hits: [...first, ...(await load(wanted.slice(FIRST_BATCH)))], ...searched};
}
