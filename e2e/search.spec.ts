import type {Page, Request} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {test, expect, waitForHydration, ALLOWED_EXTERNAL_HOSTS} from './fixtures';
import {BUILD_DIR, sitemapPaths} from './support/build';
import {DESKTOP, PHONE, settle} from './support/reader';

/** The search box in the navbar (src/theme/SearchBar). */
const searchBox = (page: Page) => page.locator('nav.navbar input.navbar__search-input');
/** The drop-down's results (an ARIA listbox owned by the box, a combobox). */
const listbox = (page: Page) => page.locator('nav.navbar').getByRole('listbox', {name: 'Search results'});
const suggestions = (page: Page) => listbox(page).getByRole('option');
/** The results of `query` listed (the list says which query it answers), complete or still pending. */
const listedResultsOf = (page: Page, query: string) => page.locator(`nav.navbar [role="listbox"][data-query="${query}"] [role="option"]`);
/**
 * The results of `query` that are complete: with their section and excerpt (a result is listed by
 * title first, `data-pending`, while its excerpt is on its way).
 */
const resultsOf = (page: Page, query: string) => page.locator(`nav.navbar [role="listbox"][data-query="${query}"] [role="option"]:not([data-pending])`);
/** A request made for search: Pagefind's script, its WebAssembly, index, metadata and fragments. */
const isSearchRequest = (url: string) => /\/pagefind\//.test(new URL(url).pathname);

/** Budget of the first query (engine, index pieces and excerpts), as the test server sends it. */
const FIRST_QUERY_BYTES = 300 * 1000;

/**
 * The pages, in order, that the full results page (/doc/search) lists for a query, each page once
 * (without the highlight query and the anchor).
 */
async function resultPages(page: Page, query: string, version = ''): Promise<string[]> {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  await page.goto(`/doc/search?${params}`);
  await waitForHydration(page);
  // Up to 20 results, each with its fragment: slow on a busy machine.
  await expect(page.getByText(/documents? found|No results for/)).toBeVisible({timeout: 30_000});
  const hrefs = await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.replace(/[?#].*$/, '')))];
}

function expectHostsAllowed(externalRequests: string[]): void {
  const hosts = externalRequests.map((u) => new URL(u).hostname);
  expect(hosts.filter((h) => !ALLOWED_EXTERNAL_HOSTS.includes(h)), 'requests to other hosts').toEqual([]);
}

/** Bytes of a finished request as the server sent them (headers and body). */
async function sentBytes(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

test('every doc page, post and ADR of the sitemap is in the Current search index, once', () => {
  // Pagefind's fragments are gzipped JSON, one per indexed page, each with the page's URL.
  const dir = join(BUILD_DIR, 'pagefind', 'fragment');
  const urls = readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    return /"url":"([^"]+)"/.exec(text)?.[1] ?? `(no url in ${name})`;
  });
  expect(urls.length, 'one fragment per page').toBe(new Set(urls).size);
  const indexed = new Set(urls.map((u) => u.replace(/[?#].*$/, '')));
  // Generated category pages (/doc/category/..., lists of links), blog list pages, the landing and
  // the search page are not results.
  const expected = sitemapPaths().filter(
    (p) =>
      p !== '/doc/' &&
      p !== '/doc/search' &&
      !p.startsWith('/doc/category/') &&
      !/\/(dev-blog|adr)(\/(page|tags|authors|archive)(\/.*)?)?\/?$/.test(p),
  );
  const missing = expected.filter((p) => !indexed.has(p));
  expect(missing, 'pages of the sitemap missing from the search index').toEqual([]);
});

test.describe('relevance: the expected pages come first', () => {
  // Operator and developer queries, the page that must come first, and pages expected near the top.
  const expectations: Array<{query: string; first: string; top?: string[]; topN?: number}> = [
    {query: 'KES', first: '/doc/manual/operate/run-signer-node', top: ['/doc/mithril/advanced/mithril-network/signer'], topN: 5},
    {query: 'relay', first: '/doc/dev-blog/2023/10/10/relay-security-advisory', top: ['/doc/manual/operate/run-signer-node'], topN: 3},
    // The client's reference page (the command's own section), then the bootstrap guide's download step.
    {query: 'cardano-db download', first: '/doc/manual/develop/nodes/mithril-client', top: ['/doc/manual/getting-started/bootstrap-cardano-node'], topN: 3},
    // The simulation page is about k, m and phi_f. Since table cells are indexed apart (issue 57), the
    // beginner's page, whose heading names phi_f and whose parameter table lists it, comes first.
    {query: 'phi_f', first: '/doc/mithril/beginner/how-it-works', top: ['/doc/manual/develop/protocol-simulation'], topN: 2},
    // The operation itself, in the API reference, then the aggregator page that serves it.
    {query: 'register-signer', first: '/doc/aggregator-api/', top: ['/doc/mithril/advanced/mithril-network/aggregator'], topN: 3},
    // The client's page (its flag and variable, 7 times), then the networks' keys (e2e/search-quality.spec.ts)
    // and the certificates page that explains the key (src/search/phrase.ts).
    {query: 'genesis verification key', first: '/doc/manual/develop/nodes/mithril-client', top: ['/doc/mithril/advanced/mithril-protocol/certificates'], topN: 3},
    {query: 'snapshot converter', first: '/doc/dev-blog/2025/06/16/client-cli-utxo-snapshot-converter-command', top: ['/doc/manual/develop/nodes/mithril-client'], topN: 3},
    {query: 'era', first: '/doc/dev-blog/2023/03/02/era-switch-feature', top: ['/doc/dev-blog/2024/12/17/era-switch-pythagoras'], topN: 3},
    {query: 'aggregator api', first: '/doc/aggregator-api/', top: ['/doc/manual/develop/references'], topN: 3},
    // The certification page's section on membership proofs (issue 26) now ranks with the reference.
    {query: 'cardano-transaction proof', first: '/doc/manual/develop/nodes/mithril-client', top: ['/doc/aggregator-api/'], topN: 5},
  ];
  for (const {query, first, top = [], topN = 5} of expectations) {
    test(`${query}: ${first} comes first`, async ({page}) => {
      const pages = await resultPages(page, query);
      expect(pages[0]).toBe(first);
      for (const expected of top) expect(pages.slice(0, topN)).toContain(expected);
      // List pages of the blogs and the unlisted docs are never results.
      expect(pages.filter((p) => /\/(dev-blog|adr)\/?((page|archive|authors|tags)(\/|$)|$)/.test(p))).toEqual([]);
    });
  }

  test('a query with no match says so', async ({page}) => {
    // No word at all here (the reader's path below covers words that match none of the index).
    await page.goto(`/doc/search?q=${encodeURIComponent('§§§')}`);
    await waitForHydration(page);
    await expect(page.getByText('No results for “§§§”')).toBeVisible();
  });

  test('unlisted pages are not search results, in either version', async ({page}) => {
    for (const version of ['', 'next']) {
      const pages = await resultPages(page, 'pre-built binaries', version);
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((p) => /\/(compiled-binaries|networks-matrix)$/.test(p))).toEqual([]);
    }
  });
});

test.describe('the API reference is searched by operation', () => {
  for (const [query, anchor] of [
    ['register-signer', '#tag/signers/operation/registerSigner'],
    ['cardano-transaction proof', '#tag/proof/operation/getCardanoTransactionProof'],
  ]) {
    test(`${query} finds the operation's section of the reference`, async ({page}) => {
      const pages = await resultPages(page, query);
      expect(pages.slice(0, 5)).toContain('/doc/aggregator-api/');
      // The reference's result points at the operation.
      const api = page.locator('main article').filter({has: page.locator('h2 a[href^="/doc/aggregator-api/"]')});
      expect((await api.locator('h2 a').getAttribute('href'))?.replace(/\?[^#]*/, '')).toBe(`/doc/aggregator-api/${anchor}`);
    });
  }

  test('a result opens the operation in the reference', async ({page}) => {
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    await searchBox(page).click();
    await page.keyboard.type('cardano-transaction proof');
    // (By its link: other results' excerpts quote the route too, since table cells are indexed apart.)
    const option = resultsOf(page, 'cardano-transaction proof').and(page.locator('[href*="/operation/getCardanoTransactionProof"]'));
    await expect(option).toHaveCount(1);
    await option.click();
    await page.waitForURL((url) => url.pathname === '/doc/aggregator-api/' && url.hash === '#tag/proof/operation/getCardanoTransactionProof');
    await waitForHydration(page);
    await expect(page.locator('[id="tag/proof/operation/getCardanoTransactionProof"]')).toBeInViewport();
  });
});

test('nothing is loaded for search before the reader opens it; the first query stays within its budget', async ({page, health}) => {
  const searchRequests: string[] = [];
  page.on('request', (req) => {
    if (isSearchRequest(req.url())) searchRequests.push(req.url());
  });
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(searchRequests, 'search requests on page load').toEqual([]);
  // The box is in place, with the shortcut's key caps.
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await expect(page.locator('nav.navbar .navbar__search kbd')).toHaveText(['ctrl', 'K']);

  // Every request the search makes from opening the box to the first results: same host, and
  // within the budget. Docusaurus' own prefetches of pages (<link rel=prefetch>, which its idle
  // queue may still be running after the page loaded) are not the search's.
  const sent: Request[] = [];
  page.on('request', (req) => {
    // Pagefind's files preloaded when the box is reached for are "other" too, and counted.
    if (req.resourceType() !== 'other' || isSearchRequest(req.url())) sent.push(req);
  });
  await searchBox(page).click();
  await page.keyboard.type('cardano-db download');
  await expect(resultsOf(page, 'cardano-db download').first()).toBeVisible();
  const finished = (await Promise.all(sent.map(async (r) => ((await r.response()) ? r : null)))).filter((r): r is Request => r !== null);
  const bytes = (await Promise.all(finished.map(sentBytes))).reduce((a, b) => a + b, 0);
  console.log(`first query: ${finished.length} requests, ${(bytes / 1000).toFixed(1)} KB (budget ${FIRST_QUERY_BYTES / 1000} KB)`);
  expect(finished.filter((r) => isSearchRequest(r.url())).length, 'Pagefind requests').toBeGreaterThan(2);
  expect(new Set(finished.map((r) => new URL(r.url()).origin))).toEqual(new Set([new URL(page.url()).origin]));
  expect(bytes).toBeLessThanOrEqual(FIRST_QUERY_BYTES);
  // What the box preloads (Pagefind's script, entry file and WebAssembly) is what Pagefind then
  // uses: no file of the search is downloaded twice.
  const urls = finished.map((r) => r.url()).filter(isSearchRequest);
  expect(urls.filter((url, i) => urls.indexOf(url) !== i), 'search files downloaded twice').toEqual([]);
  expect(urls.some((url) => /\/pagefind\/wasm\.en\.pagefind$/.test(url)), 'WebAssembly preloaded').toBe(true);
  expect(urls.filter((url) => url.includes('/pagefind-entry.json')), 'entry file fetched once').toHaveLength(1);
  expectHostsAllowed(health.externalRequests);
});

test("the first query's index chunks download beside Pagefind's WebAssembly, from the chunk ranges written at build time", async ({page}) => {
  // src/search/preload.ts + src/search/chunks.ts. The WebAssembly is held until the chunks of the
  // query have been asked for: they no longer wait for Pagefind to decode its metadata.
  // (The ranges are written into the page titles' file, fetched at the same moment.)
  const ranges = JSON.parse(gunzipSync(readFileSync(join(BUILD_DIR, 'pagefind', 'page-titles.json.gz'))).toString('utf8')) as {chunks: [string, string, string][]};
  const files = readdirSync(join(BUILD_DIR, 'pagefind', 'index')).map((f) => f.replace(/\.pf_index$/, ''));
  expect(ranges.chunks.map(([, , hash]) => hash).sort(), 'page-titles.json.gz names every chunk of the index').toEqual(files.sort());

  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  const chunkRequests: string[] = [];
  page.on('request', (req) => {
    if (/\/pagefind\/index\/[^/]+\.pf_index$/.test(req.url())) chunkRequests.push(req.url());
  });
  let releaseWasm!: () => void;
  const wasmHeld = new Promise<void>((resolve) => (releaseWasm = resolve));
  await page.route('**/pagefind/wasm.en.pagefind', async (route) => {
    await wasmHeld;
    await route.continue();
  });
  await searchBox(page).click();
  await page.keyboard.insertText('relay');
  // "relay" is in one chunk: the one whose range holds it.
  const expected = ranges.chunks.filter(([from, to]) => from.slice(0, 3) <= 'rel' && 'rel' <= to.slice(0, 3)).map(([, , hash]) => hash);
  expect(expected).toHaveLength(1);
  await expect.poll(() => chunkRequests.map((u) => u.replace(/^.*\/index\/|\.pf_index$/g, '')), {message: 'chunks requested while the WebAssembly is held'}).toEqual(expected);
  releaseWasm();
  await expect(resultsOf(page, 'relay').first()).toBeVisible();
  // Pagefind took the preloaded chunk: it was downloaded once.
  expect(chunkRequests.filter((u) => u.endsWith(`/${expected[0]}.pf_index`))).toHaveLength(1);
});

test('results are listed by title as soon as they are ranked, then completed when their excerpts arrive', async ({page}) => {
  // src/search/preload.ts fetches the index's page titles (page-titles.json.gz, from
  // plugins/pagefind/pages.mjs) with Pagefind's files; the results' fragments are held here.
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  const titleFiles: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/page-titles.json.gz')) titleFiles.push(req.url());
  });
  let releaseFragments!: () => void;
  const fragmentsHeld = new Promise<void>((resolve) => (releaseFragments = resolve));
  await page.route('**/pagefind/fragment/*.pf_fragment', async (route) => {
    await fragmentsHeld;
    await route.continue();
  });
  const titlesIn = page.waitForResponse((response) => response.url().includes('/doc/pagefind/page-titles.json.gz'));
  await searchBox(page).click();
  expect((await titlesIn).status()).toBe(200);
  await page.keyboard.insertText('KES');
  const first = listedResultsOf(page, 'KES').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('data-pending', '');
  await expect(first.locator('span').first()).toHaveText('Run a Mithril signer node');
  // The page's address (its section is not known yet), with the term to mark; the excerpt's place
  // is kept by a blank hidden from assistive technology, and the first result is selected.
  expect(await first.getAttribute('href')).toBe('/doc/manual/operate/run-signer-node?_highlight=kes');
  await expect(first.locator('mark')).toHaveCount(0);
  await expect(first.locator('span[aria-hidden="true"]')).toHaveCount(1);
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  expect(await listedResultsOf(page, 'KES').count(), 'every result listed at once').toBeGreaterThan(4);
  releaseFragments();
  await expect(first).not.toHaveAttribute('data-pending');
  await expect(first.locator('mark').first()).toBeVisible();
  expect(await first.getAttribute('href')).toMatch(/^\/doc\/manual\/operate\/run-signer-node\?_highlight=kes#[\w-]+$/);
  await expect(listedResultsOf(page, 'KES').and(page.locator('[data-pending]'))).toHaveCount(0);
  expect(titleFiles, 'the titles are fetched once').toHaveLength(1);
});

test('results show the page title, the section and an excerpt with the terms marked', async ({page}) => {
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await searchBox(page).click();
  await page.keyboard.type('KES');
  const first = resultsOf(page, 'KES').first();
  await expect(first).toBeVisible();
  await expect(first.locator('span').first()).toHaveText('Run a Mithril signer node');
  // A section of the page (a heading), and an excerpt whose marked words are the term.
  await expect(first.locator('span').nth(1)).not.toBeEmpty();
  const marks = await first.locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  expect(marks.every((m) => m.toLowerCase().startsWith('kes')), marks.join(', ')).toBe(true);
  // The first result links to a section of the page, with the term to mark.
  expect(await first.getAttribute('href')).toMatch(/^\/doc\/manual\/operate\/run-signer-node\?_highlight=kes(#[\w-]+)?$/);
});

test('keyboard: Ctrl+K focuses the box, arrows pick a result, Enter opens it with the terms highlighted', async ({page, health}) => {
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await expect(searchBox(page)).not.toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('relay');
  await expect(resultsOf(page, 'relay').first()).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await suggestions(page).count()).toBeGreaterThan(1);
  // The first result is pre-selected; ArrowDown moves the cursor to the second one, ArrowUp back.
  await expect(suggestions(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(suggestions(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(suggestions(page).nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await suggestions(page).nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  const target = (await suggestions(page).nth(1).getAttribute('href'))!;
  expect(target).toContain('_highlight=relay');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.search + url.hash === target);
  // (The second result may be the API reference, which has no <article>: its terms are marked in <main>.)
  const marks = page.locator('main mark');
  await expect(marks.first()).toBeAttached();
  expect((await marks.allTextContents()).every((t) => t.toLowerCase() === 'relay')).toBe(true);
  // Back in the box (a click), the list shows again; Escape closes it.
  await searchBox(page).click();
  await expect(searchBox(page)).toHaveValue('relay');
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  expectHostsAllowed(health.externalRequests);
});

test('a page opened from a search result marks the terms and shows them in the box', async ({page}) => {
  await page.goto('/doc/glossary?_highlight=epoch');
  await waitForHydration(page);
  await expect(page.locator('main article mark').first()).toHaveText(/^epoch$/i);
  await expect(searchBox(page)).toHaveValue('epoch');
});

test('on a Next page the search uses the Next index and leads to Next pages', async ({page}) => {
  const indexUrls = new Set<string>();
  page.on('request', (req) => {
    if (isSearchRequest(req.url())) indexUrls.add(new URL(req.url()).pathname.replace(/pagefind\/.*$/, 'pagefind/'));
  });
  await page.goto('/doc/next/manual/welcome');
  await waitForHydration(page);
  await searchBox(page).click();
  await page.keyboard.type('KES');
  await expect(resultsOf(page, 'KES').first()).toBeVisible();
  expect([...indexUrls]).toEqual(['/doc/next/pagefind/']);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/doc\/next\/manual\/operate\/run-signer-node\?_highlight=kes(#.*)?$/);

  // Its "see all results" page searches Next too: Next doc pages (plus blog posts, ADRs and the API).
  // The result's page puts its highlighted terms in the box (in the chunk that marks them).
  await expect(searchBox(page)).toHaveValue('kes');
  await searchBox(page).click();
  await page.getByRole('link', {name: 'See all results'}).click();
  await page.waitForURL(/\/doc\/search\?q=kes&version=next$/);
  const pages = await resultPages(page, 'KES', 'next');
  expect(pages[0]).toBe('/doc/next/manual/operate/run-signer-node');
  expect(pages.filter((p) => !/^\/doc\/(next\/|dev-blog\/|adr\/|aggregator-api\/)/.test(p)), 'results outside Next').toEqual([]);
});

test('on a Current page the search never leads to Next pages', async ({page}) => {
  const indexUrls = new Set<string>();
  page.on('request', (req) => {
    if (isSearchRequest(req.url())) indexUrls.add(new URL(req.url()).pathname.replace(/pagefind\/.*$/, 'pagefind/'));
  });
  const pages = await resultPages(page, 'signer');
  expect(pages.length).toBeGreaterThan(10);
  expect(pages.filter((p) => p.startsWith('/doc/next/'))).toEqual([]);
  expect([...indexUrls]).toEqual(['/doc/pagefind/']);
});

test('the blog, the ADRs and the glossary are searched too', async ({page}) => {
  expect((await resultPages(page, 'Record Architecture Decisions'))[0]).toBe('/doc/adr/1');
  expect(await resultPages(page, 'genesis certificate')).toContain('/doc/dev-blog/2022/09/07/genesis-certificate-feature');
  expect((await resultPages(page, 'stake pool operator')).slice(0, 10)).toContain('/doc/glossary');
});

test('the results page answers at /doc/search, and the box leads to it', async ({page}) => {
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await searchBox(page).click();
  await page.keyboard.type('certificate');
  const seeAll = page.getByRole('link', {name: 'See all results'});
  // Once the list is complete (its results with their excerpts): until then, it grows under the pointer.
  await expect(resultsOf(page, 'certificate').first()).toBeVisible();
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await page.waitForURL(/\/doc\/search\?q=certificate$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "certificate"');
  await expect(page.locator('main article h2 a').first()).toBeVisible();
  // A new query from the page's own field.
  const field = page.locator('main').getByRole('searchbox', {name: 'Search'});
  await expect(field).toHaveValue('certificate');
  await field.fill('epoch');
  await field.press('Enter');
  await page.waitForURL(/\/doc\/search\?q=epoch$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "epoch"');
  // Enter in the navbar box with no result picked opens the results page too.
  await searchBox(page).fill('relay');
  await expect(resultsOf(page, 'relay').first()).toBeVisible();
  await page.keyboard.press('Escape');
  // As a reader does: Enter once the list has closed (before that, Enter opens the picked result).
  await expect(resultsOf(page, 'relay').first()).toBeHidden();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/doc\/search\?q=relay$/);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  /** Chromium refuses the app's script preloads when scripts are disabled ("csp"): nothing else may fail. */
  test.afterEach(({health}) => {
    const refused = health.failedRequests.filter((r) => /\/(runtime~main|main)\.[0-9a-f]+\.js: csp$/.test(r));
    expect(health.failedRequests.filter((r) => !refused.includes(r))).toEqual([]);
    health.failedRequests.splice(0);
  });

  test('the search box is a form that opens /doc/search with the query', async ({page}) => {
    await page.goto('/doc/manual/welcome');
    const form = page.locator('nav.navbar form[role="search"]');
    await expect(form).toHaveAttribute('action', '/doc/search');
    await searchBox(page).fill('KES');
    await searchBox(page).press('Enter');
    await page.waitForURL(/\/doc\/search\?q=KES$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // (Chromium with scripts disabled by the test keeps <noscript> as text; a reader's browser shows it.)
    expect(await page.locator('main noscript').textContent()).toContain('Searching needs JavaScript');
  });

  test('on a Next page the form asks for the Next results', async ({page}) => {
    await page.goto('/doc/next/manual/welcome');
    await searchBox(page).fill('KES');
    await searchBox(page).press('Enter');
    await page.waitForURL(/\/doc\/search\?q=KES&version=next$/);
  });
});

test('the mobile menu keeps its last item within the screen', async ({page}) => {
  await page.setViewportSize({width: 400, height: 800});
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const panel = page.locator('.navbar-sidebar__item').last();
  await expect(panel).toBeVisible();
  const bottom = await panel.evaluate((el) => el.getBoundingClientRect().bottom);
  expect(bottom).toBeLessThanOrEqual(800);
});

test('the search box stays in the top bar on a narrow screen', async ({page}) => {
  await page.setViewportSize({width: 400, height: 800});
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  // The items of the navbar move into the mobile sidebar; the search box stays visible in the bar.
  await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeVisible();
  const box = searchBox(page);
  await expect(box).toBeVisible();
  await box.click();
  await page.keyboard.type('KES');
  await expect(resultsOf(page, 'KES').first()).toBeVisible();
  const menu = await listbox(page).boundingBox();
  expect(menu, 'the drop-down is on screen').not.toBeNull();
  expect(menu!.x).toBeGreaterThanOrEqual(0);
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(400);
  // A tap on a result opens it.
  await resultsOf(page, 'KES').first().click();
  await page.waitForURL(/_highlight=kes/);
});

/**
 * The reader's path through the search (issue 34): what the reader typed stays in sight, and a
 * query that matches nothing says so instead of listing pages that merely hold one of its letters.
 * Desktop 1280 px and phone 390×844 (touch), e2e/support/reader.ts.
 */
for (const [size, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`reader's path: search, ${size}`, () => {
    test.use(options);
    const phone = size === 'phone';

    /** Opens the box the way the reader does (a tap on a phone) and types `query`. */
    async function typeInBox(page: Page, query: string): Promise<void> {
      if (phone) await searchBox(page).tap();
      else await searchBox(page).click();
      await page.keyboard.type(query);
    }

    test('the results start below the box, with the announcement bar shown and once it has scrolled away', async ({page}) => {
      await page.goto('/doc/manual/welcome');
      await waitForHydration(page);
      // A first visit: the announcement bar is above the navbar (it pushes the box down).
      await expect(page.locator('.theme-announcement-bar')).toBeVisible();
      await typeInBox(page, 'signer');
      const first = resultsOf(page, 'signer').first();
      await expect(first).toBeVisible();
      const check = async (when: string) => {
        await settle(page, '#search-bar-results');
        const box = (await searchBox(page).boundingBox())!;
        const list = (await first.boundingBox())!;
        const where = `${when}: box ${box.y.toFixed(0)}–${(box.y + box.height).toFixed(0)} px, first result from ${list.y.toFixed(0)} px`;
        expect(list.y, `${where}: the first result covers the box`).toBeGreaterThanOrEqual(box.y + box.height);
        // Close under it, not lost down the page.
        expect(list.y - (box.y + box.height), where).toBeLessThanOrEqual(40);
        expect(list.x).toBeGreaterThanOrEqual(0);
        expect(list.x + list.width).toBeLessThanOrEqual(options.viewport.width);
        await expect(searchBox(page)).toHaveValue('signer');
      };
      await check('announcement bar shown');
      // The page scrolled (the bar goes away above, the navbar sticks at the top): the list follows the box.
      await page.evaluate(() => window.scrollTo(0, 300));
      await check('page scrolled');
      await expect(searchBox(page)).toBeFocused();
    });

    for (const query of ['xyzzyqq', 'qqzzv', 'zkq']) {
      test(`"${query}" says there are no results, and offers the glossary`, async ({page}) => {
        await page.goto('/doc/manual/welcome');
        await waitForHydration(page);
        await typeInBox(page, query);
        const dropdown = page.locator('nav.navbar form[role="search"]');
        await expect(dropdown.getByText(`No results for “${query}”`, {exact: true})).toBeVisible();
        await expect(suggestions(page)).toHaveCount(0);
        await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
        // Said to screen readers too (a live region).
        await expect(dropdown.getByRole('status')).toContainText(`No results for “${query}”`);
        await expect(dropdown.getByRole('link', {name: 'glossary'})).toHaveAttribute('href', '/doc/glossary');
      });
    }

    test('a word with typos is offered its closest words, and a suggestion picked searches it', async ({page}) => {
      await page.goto('/doc/manual/welcome');
      await waitForHydration(page);
      await typeInBox(page, 'aggregtr');
      const dropdown = page.locator('nav.navbar form[role="search"]');
      await expect(dropdown.getByText('No results for “aggregtr”', {exact: true})).toBeVisible();
      const suggestion = dropdown.getByRole('button', {name: 'aggregator', exact: true});
      await expect(suggestion).toBeVisible();
      await expect(dropdown.getByRole('status')).toContainText('Did you mean aggregator');
      if (phone) await suggestion.tap();
      else await suggestion.click();
      await expect(searchBox(page)).toHaveValue('aggregator');
      await expect(resultsOf(page, 'aggregator').first()).toBeVisible();
    });

    test('one typo in a word of five letters or more searches the closest word', async ({page}) => {
      await page.goto('/doc/manual/welcome');
      await waitForHydration(page);
      await typeInBox(page, 'signr');
      const first = resultsOf(page, 'signr').first();
      await expect(first).toBeVisible();
      await expect(first.locator('mark').first()).toBeVisible();
      // "signer" is searched, not what Pagefind finds of "signr" alone ("sign", "signed", "signing"...).
      const marks = (await resultsOf(page, 'signr').locator('mark').allTextContents()).map((m) => m.toLowerCase());
      expect(marks.every((m) => /(^|[^a-z])signer/.test(m)), marks.join(', ')).toBe(true);
      expect(await first.getAttribute('href')).toContain('_highlight=signer');
    });
  });
}

test.describe("reader's path: the results page", () => {
  for (const [query, version, glossary] of [
    ['xyzzyqq', '', '/doc/glossary'],
    ['qqzzv', 'next', '/doc/next/glossary'],
    ['zkq', '', '/doc/glossary'],
  ] as const) {
    test(`"${query}"${version ? ` (${version})` : ''} has no results, says so and offers the glossary`, async ({page}) => {
      const params = new URLSearchParams({q: query});
      if (version) params.set('version', version);
      await page.goto(`/doc/search?${params}`);
      await waitForHydration(page);
      const live = page.locator('main [aria-live="polite"]');
      await expect(live.getByText(`No results for “${query}”`)).toBeVisible();
      await expect(page.locator('main article')).toHaveCount(0);
      await expect(live.getByRole('link', {name: 'glossary'})).toHaveAttribute('href', glossary);
    });
  }

  test('a suggestion leads to its results', async ({page}) => {
    await page.goto('/doc/search?q=aggregtr');
    await waitForHydration(page);
    const live = page.locator('main [aria-live="polite"]');
    await expect(live.getByText('No results for “aggregtr”')).toBeVisible();
    await live.getByRole('link', {name: 'aggregator', exact: true}).click();
    await page.waitForURL(/\/doc\/search\?q=aggregator$/);
    await expect(page.locator('main article h2 a').first()).toBeVisible();
  });
});
