import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, ALLOWED_EXTERNAL_HOSTS} from './fixtures';

/** The search box in the navbar (@easyops-cn/docusaurus-search-local). */
const searchBox = (page: Page) => page.locator('nav.navbar input.navbar__search-input');
/** Suggestions of the search box's drop-down (an ARIA listbox owned by the combobox). */
const suggestions = (page: Page) => page.locator('nav.navbar').getByRole('listbox').getByRole('option');
const isIndex = (url: string) => /\/search-index[^/]*\.json/.test(new URL(url).pathname);

/**
 * The pages, in order, that the full results page (/doc/search) lists for a query, each page once
 * (without the highlight query and the anchor).
 */
async function resultPages(page: Page, query: string, version = ''): Promise<string[]> {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  await page.goto(`/doc/search?${params}`);
  await waitForHydration(page);
  await expect(page.getByText(/documents? found/)).toBeVisible();
  const hrefs = await page.locator('article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.replace(/[?#].*$/, '')))];
}

function expectHostsAllowed(externalRequests: string[]): void {
  const hosts = externalRequests.map((u) => new URL(u).hostname);
  expect(hosts.filter((h) => !ALLOWED_EXTERNAL_HOSTS.includes(h)), 'requests to other hosts').toEqual([]);
}

test.describe('operator searches find the right pages first', () => {
  test('KES: running a signer node (its key rotation section) comes first', async ({page}) => {
    const pages = await resultPages(page, 'KES');
    expect(pages[0]).toBe('/doc/manual/operate/run-signer-node');
    expect(pages.slice(0, 5)).toContain('/doc/mithril/advanced/mithril-network/signer');
  });

  test('relay: the relay advisory, the architecture and the signer node set-up', async ({page}) => {
    const pages = await resultPages(page, 'relay');
    expect(pages[0]).toBe('/doc/dev-blog/2023/10/10/relay-security-advisory');
    expect(pages.slice(0, 3)).toContain('/doc/manual/operate/run-signer-node');
    expect(pages.slice(0, 3)).toContain('/doc/mithril/advanced/mithril-network/architecture');
    // List pages of the blogs are not search results, only the posts.
    expect(pages.filter((p) => /\/(dev-blog|adr)\/(page|archive|authors|tags)(\/|$)/.test(p))).toEqual([]);
  });

  test('cardano-db download: the bootstrap guide, whose download step is named after it, comes first', async ({page}) => {
    const pages = await resultPages(page, 'cardano-db download');
    expect(pages[0]).toBe('/doc/manual/getting-started/bootstrap-cardano-node');
    // Every result is about the command or the database it restores, not an unrelated page.
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.slice(0, 5).every((p) => /cardano|client|mithril-client|database|snapshot|bootstrap|devnet|command/.test(p))).toBe(true);
  });

  test('phi_f: the protocol security page comes first', async ({page}) => {
    const pages = await resultPages(page, 'phi_f');
    expect(pages[0]).toBe('/doc/mithril/advanced/mithril-protocol/security');
    expect(pages.slice(0, 3)).toContain('/doc/mithril/advanced/mithril-protocol/');
  });

  test('register-signer: the signer registration pages', async ({page}) => {
    const pages = await resultPages(page, 'register-signer');
    expect(pages[0]).toBe('/doc/manual/operate/run-signer-node');
    // The signer node's page, whose diagram shows the POST /register-signer call.
    expect(pages.slice(0, 5)).toContain('/doc/mithril/advanced/mithril-network/signer');
  });

  test('unlisted pages are not search results, in either version', async ({page}) => {
    for (const version of ['', 'next/']) {
      const pages = await resultPages(page, 'pre-built binaries', version);
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((p) => /\/(compiled-binaries|networks-matrix)$/.test(p))).toEqual([]);
    }
  });

  test('a query with no match says so', async ({page}) => {
    await page.goto(`/doc/search?q=${encodeURIComponent('zzqxjv')}`);
    await waitForHydration(page);
    await expect(page.getByText('No documents were found')).toBeVisible();
  });
});

/** A string of the search plugin's bar code (one of its translation ids). */
const SEARCH_BAR_MARKER = 'theme.SearchBar.seeAll';

test('the search index and the search code load only when the reader opens the search box', async ({page, health}) => {
  const indexRequests: string[] = [];
  const searchBarCode: string[] = [];
  page.on('request', (req) => {
    if (isIndex(req.url())) indexRequests.push(req.url());
  });
  page.on('response', async (res) => {
    // A body Chromium no longer holds (cached or evicted) cannot be read; it is not the search bar's first load.
    if (res.url().endsWith('.js') && (await res.text().catch(() => '')).includes(SEARCH_BAR_MARKER)) searchBarCode.push(res.url());
  });
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests, 'index requests on page load').toEqual([]);
  expect(searchBarCode, 'search bar code on page load').toEqual([]);
  // The stand-in box is in place, with the shortcut's key caps.
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
  await expect(page.locator('nav.navbar .navbar__search kbd')).toHaveText(['ctrl', 'K']);

  const response = page.waitForResponse((res) => isIndex(res.url()));
  await searchBox(page).focus();
  const index = await response;
  expect(index.status()).toBe(200);
  // `hashed: true`: the URL carries the content hash, so a new deploy is never served a stale index.
  expect(new URL(index.url()).pathname).toBe('/doc/search-index.json');
  expect(new URL(index.url()).searchParams.get('_')).toMatch(/^[0-9a-f]{8}$/);
  await expect.poll(() => searchBarCode.length).toBe(1);
  expectHostsAllowed(health.externalRequests);
});

test('text typed before the search code has arrived is kept, and the results show', async ({page}) => {
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  // Slow the search bar's code down so that the whole query is typed into the stand-in box.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(SEARCH_BAR_MARKER)) await held;
    await route.fulfill({response});
  });
  await searchBox(page).focus();
  await page.keyboard.type('phi_f');
  await expect(searchBox(page)).toHaveValue('phi_f');
  await expect(searchBox(page)).not.toHaveAttribute('role', 'combobox');
  release();
  await expect(page.locator('nav.navbar').getByRole('combobox', {name: 'Search'})).toHaveValue('phi_f');
  await expect(page.locator('nav.navbar').getByRole('combobox', {name: 'Search'})).toBeFocused();
  await expect(suggestions(page).first()).toBeVisible();
  await expect(suggestions(page).first()).toContainText('phi_f');
});

test('a page opened from a search result loads the search bar at once and marks the terms', async ({page}) => {
  await page.goto('/doc/glossary?_highlight=epoch');
  await waitForHydration(page);
  await expect(page.locator('article mark').first()).toHaveText(/^epoch/i);
  await expect(searchBox(page)).toHaveValue('epoch');
});

test('keyboard: Ctrl+K focuses the box, arrows pick a result, Enter opens it with the terms highlighted', async ({page, health}) => {
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await expect(searchBox(page)).not.toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('relay');
  await expect(suggestions(page).first()).toBeVisible();
  const count = await suggestions(page).count();
  expect(count).toBeGreaterThan(1);
  // The first suggestion is pre-selected; ArrowDown moves the cursor to the second one.
  await expect(suggestions(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(suggestions(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(suggestions(page).nth(0)).not.toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await suggestions(page).nth(1).getAttribute('id'))!);
  const from = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== from && url.searchParams.get('_highlight') === 'relay');
  const marks = page.locator('article mark');
  await expect(marks.first()).toBeVisible();
  expect((await marks.allTextContents()).every((t) => t.toLowerCase().startsWith('relay'))).toBe(true);
  expectHostsAllowed(health.externalRequests);
});

test('on a Next page the search uses the Next index and leads to Next pages', async ({page}) => {
  const indexUrls: string[] = [];
  page.on('request', (req) => {
    if (isIndex(req.url())) indexUrls.push(new URL(req.url()).pathname);
  });
  await page.goto('/doc/next/manual/welcome');
  await waitForHydration(page);
  await searchBox(page).click();
  await page.keyboard.type('KES');
  await expect(suggestions(page).first()).toBeVisible();
  expect(indexUrls).toEqual(['/doc/next/search-index.json']);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/doc/next/manual/operate/run-signer-node?_highlight=kes*');

  // The full results page of the Next version lists Next doc pages only (plus blog posts and ADRs).
  const pages = await resultPages(page, 'KES', 'next/');
  expect(pages[0]).toBe('/doc/next/manual/operate/run-signer-node');
  expect(pages.filter((p) => !/^\/doc\/(next\/|dev-blog\/|adr\/)/.test(p)), 'results outside Next').toEqual([]);
});

test('on a Current page the search never leads to Next pages', async ({page}) => {
  const pages = await resultPages(page, 'signer');
  expect(pages.length).toBeGreaterThan(10);
  expect(pages.filter((p) => p.startsWith('/doc/next/'))).toEqual([]);
});

test('the blog, the ADRs and the glossary are searched too', async ({page}) => {
  expect((await resultPages(page, 'Record Architecture Decisions'))[0]).toBe('/doc/adr/1');
  expect(await resultPages(page, 'genesis certificate')).toContain('/doc/dev-blog/2022/09/07/genesis-certificate-feature');
  expect((await resultPages(page, 'stake distribution')).slice(0, 10)).toContain('/doc/glossary');
});

test('the results page answers at /doc/search and its "see all" link comes from the box', async ({page}) => {
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await searchBox(page).click();
  await page.keyboard.type('certificate');
  const seeAll = page.getByRole('link', {name: 'See all results'});
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await page.waitForURL(/\/doc\/search\/?\?q=certificate$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "certificate"');
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
  await expect(suggestions(page).first()).toBeVisible();
  const menu = await page.locator('nav.navbar').getByRole('listbox').boundingBox();
  expect(menu, 'the drop-down is on screen').not.toBeNull();
  expect(menu!.x).toBeGreaterThanOrEqual(0);
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(400);
});
