import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {BUILD_DIR, dropExpected404} from './support/build';
import {ChunkNetwork, recordChunkRequests} from './support/faults';
import {trackNetwork} from './support/network';

/** Marks the current document; a full page load forgets the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {__sameDocument?: boolean}).__sameDocument = true));
}
async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);
}

const navbarLink = (page: Page, name: string) => page.locator('nav.navbar').getByRole('link', {name, exact: true});

test.describe('path normalisation', () => {
  const pages = [
    {path: '/doc/manual/welcome.html', canonical: '/doc/manual/welcome', h1: 'Welcome'},
    {path: '/doc/manual/welcome/index.html', canonical: '/doc/manual/welcome', h1: 'Welcome'},
    {path: '/doc/glossary.html', canonical: '/doc/glossary', h1: 'Glossary'},
    {path: '/doc/manual/develop/index.html', canonical: '/doc/manual/develop/', h1: 'Develop'},
    {path: '/doc/next/manual/operate.html', canonical: '/doc/next/manual/operate/', h1: 'Operate'},
    {path: '/doc/adr/4.html', canonical: '/doc/adr/4', h1: /^4\. /},
    {path: '/doc/index.html', canonical: '/doc/', h1: 'Mithril documentation'},
    // The trailing slash: the server answers both forms with the page; the routed form is kept.
    {path: '/doc/manual/welcome/', canonical: '/doc/manual/welcome', h1: 'Welcome'},
    {path: '/doc/adr/4/', canonical: '/doc/adr/4', h1: /^4\. /},
    {path: '/doc/manual/develop', canonical: '/doc/manual/develop/', h1: 'Develop'},
    {path: '/doc/aggregator-api', canonical: '/doc/aggregator-api/', h1: /^Mithril Aggregator Server/},
  ];
  for (const {path, canonical, h1} of pages) {
    test(`${path} shows the page ${canonical}`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
      // The client shows the canonical address; the fixture fails the test on any hydration error.
      expect(new URL(page.url()).pathname).toBe(canonical);
      // The head the client wrote (in the commit that set data-has-hydrated) names the page as the
      // server and the sitemap do, whatever form of the address the reader used.
      const head = await page.evaluate(() => ({
        canonical: document.querySelector('head link[rel="canonical"]')?.getAttribute('href'),
        ogUrl: document.querySelector('head meta[property="og:url"]')?.getAttribute('content'),
        alternates: Array.from(document.querySelectorAll('head link[rel="alternate"][hreflang]'), (l) => l.getAttribute('href')),
      }));
      const url = `https://mithril.network${canonical}`;
      expect(head.alternates.length).toBeGreaterThan(0);
      expect(head).toEqual({canonical: url, ogUrl: url, alternates: head.alternates.map(() => url)});
    });
  }

  for (const path of ['/doc/manual/welcome.htm', '/doc/nope.html', '/doc/manual/nope/index.html', '/doc/manual/welcome/extra', '/doc/adr/11']) {
    test(`${path} shows the not-found page with status 404`, async ({page, health}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      health.consoleErrors = dropExpected404(health.consoleErrors, path);
    });
  }
});

test.describe('client-side navigation', () => {
  test('navbar and sidebar links change pages without reloading the document', async ({page}) => {
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    await markDocument(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Prerequisites'}).click();
    await page.waitForURL('**/doc/manual/getting-started/prerequisites');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Prerequisites');
    await navbarLink(page, 'Glossary').click();
    await page.waitForURL('**/doc/glossary');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Glossary');
    await navbarLink(page, 'Blog').click();
    await page.waitForURL('**/doc/dev-blog');
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('after navigation the view starts at the top, or at the hash target', async ({page}) => {
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    const next = page.locator('.pagination-nav__link--next');
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next.click();
    await page.waitForURL('**/doc/manual/getting-started/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A link to a term of another page lands on the term.
    await page.goto('/doc/adr/4');
    await waitForHydration(page);
    await markDocument(page);
    await page.locator('article a[href="/doc/glossary#epoch"]').first().click();
    await page.waitForURL('**/doc/glossary#epoch');
    await expect(page.locator('[id="epoch"]')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a client-side navigation rewrites the title, description, og:title and canonical for the new page", async ({page}) => {
    await page.goto('/doc/adr/1');
    await waitForHydration(page);
    const description = page.locator('head meta[name="description"]');
    const firstDescription = await description.getAttribute('content');
    await markDocument(page);
    await page.locator('.pagination-nav a[href="/doc/adr/2"]').click();
    await page.waitForURL('**/doc/adr/2');
    await expect(page).toHaveTitle(/^2\. .* \| Mithril\. A complete guide\.$/);
    const title = await page.title();
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', 'https://mithril.network/doc/adr/2');
    await expect(description).toHaveCount(1);
    await expect(description).not.toHaveAttribute('content', firstDescription!);
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe('prefetching', () => {
  test('no link is fetched for being on screen, whatever the reader does; a hovered link, or one reached with Tab, has its page code before the press', async ({page}) => {
    // src/clientModules/linkIntent.ts: Docusaurus' prefetch of the links in view does nothing.
    const quiet = trackNetwork(page);
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    await quiet();
    const chunks = recordChunkRequests(page);
    // Moving about, scrolling and reading: no page's code is asked for.
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 600);
    await page.mouse.wheel(0, -600);
    await quiet();
    expect(await page.locator('head link[rel="prefetch"]').count(), 'prefetches with no link approached').toBe(0);
    expect([...chunks.scripts(), ...chunks.prefetches()], 'chunk requests with no link approached').toEqual([]);
    // The keyboard focus on a link of the site fetches (only fetches) its page's code.
    const prerequisites = page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Prerequisites'});
    await prerequisites.focus();
    await expect.poll(() => chunks.prefetches().length, {message: 'page code fetched on focus'}).toBeGreaterThan(0);
    expect(chunks.scripts(), 'nothing run on focus').toEqual([]);
    await quiet();
    // The pointer on a link loads its page's code; the click then needs nothing more.
    await navbarLink(page, 'ADRs').hover();
    await expect.poll(() => chunks.scripts().length, {message: 'page code loaded on hover'}).toBeGreaterThan(0);
    await quiet();
    const atHover = chunks.scripts();
    await navbarLink(page, 'ADRs').click();
    await page.waitForURL('**/doc/adr');
    await expect(page.locator('main article')).toHaveCount(10);
    expect(chunks.scripts().slice(atHover.length), `code loaded by the click itself (on hover: ${atHover.join(' ')})`).toEqual([]);
  });

  const constrained = [
    {name: 'slow-2g', connection: {effectiveType: 'slow-2g', saveData: false}},
    {name: '2g', connection: {effectiveType: '2g', saveData: false}},
    {name: 'data saving on', connection: {effectiveType: '4g', saveData: true}},
  ];
  for (const {name, connection} of constrained) {
    test(`nothing is prefetched on a constrained connection (${name}), and links still work`, async ({page}) => {
      await page.addInitScript((c) => {
        Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => ({...c, addEventListener() {}, removeEventListener() {}})});
      }, connection);
      await page.goto('/doc/manual/welcome');
      await waitForHydration(page);
      expect(await page.evaluate(() => (navigator as unknown as {connection: {effectiveType: string}}).connection.effectiveType)).toBe(connection.effectiveType);
      const quiet = trackNetwork(page);
      const chunks = recordChunkRequests(page);
      await navbarLink(page, 'ADRs').hover();
      await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Prerequisites'}).hover();
      await quiet();
      expect(await page.locator('head link[rel="prefetch"]').count()).toBe(0);
      expect([...chunks.scripts(), ...chunks.prefetches()], 'chunk requests before any click').toEqual([]);
      // Navigation still loads the page's code on demand.
      await navbarLink(page, 'ADRs').click();
      await page.waitForURL('**/doc/adr');
      await expect(page.locator('main article')).toHaveCount(10);
      expect(chunks.scripts().length).toBeGreaterThan(0);
      expect(chunks.prefetches(), 'no prefetching on the new page either').toEqual([]);
    });
  }
});

test.describe('progress bar', () => {
  test('appears when the next page takes longer than 200 ms to load, and goes away after', async ({page}) => {
    const network = new ChunkNetwork();
    await network.install(page);
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    network.mode = 'held';
    await navbarLink(page, 'ADRs').click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await network.release();
    await page.waitForURL('**/doc/adr');
    await expect(page.locator('main article')).toHaveCount(10);
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test('does not appear when the next page is ready at once', async ({page}) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as {__progressShown?: boolean}).__progressShown = true;
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    // Load the next page's code first: the route change then completes in the same tick.
    await page.evaluate(() => (window as unknown as {docusaurus: {preload: (p: string) => Promise<unknown> | false}}).docusaurus.preload('/doc/adr'));
    await navbarLink(page, 'ADRs').click();
    await page.waitForURL('**/doc/adr');
    await expect(page.locator('main article')).toHaveCount(10);
    expect(await page.evaluate(() => (window as unknown as {__progressShown?: boolean}).__progressShown ?? false)).toBe(false);
  });
});

test.describe('failures', () => {
  test('when preloading the next page fails, a warning is logged and the page reloads', async ({page, health}) => {
    const network = new ChunkNetwork();
    await network.install(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    await markDocument(page);
    network.mode = 'downUntilReload';
    const reloaded = page.waitForEvent('load');
    await navbarLink(page, 'ADRs').click();
    await reloaded;
    await page.waitForURL('**/doc/adr');
    await waitForHydration(page);
    await expect(page.locator('main article')).toHaveCount(10);
    expect(await isSameDocument(page), 'the document was reloaded').toBe(false);
    expect(network.failed.size).toBeGreaterThan(0);
    expect(warnings.some((w) => /ChunkLoadError|Loading chunk/.test(w)), `warnings: ${warnings.join(' | ')}`).toBe(true);
    network.forgive(health);
  });

  test('when the page code cannot be loaded, the error and a Retry button show; Retry recovers', async ({page, health}) => {
    const network = new ChunkNetwork();
    await network.install(page);
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    network.mode = 'down';
    // The navigation fails and reloads (previous test); the reloaded page cannot load its code either.
    await navbarLink(page, 'ADRs').click();
    const alert = page.getByRole('alert').filter({hasText: /ChunkLoadError|Loading chunk/});
    await expect(alert).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/doc/adr');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    network.mode = 'up';
    await alert.getByRole('button', {name: 'Retry'}).click();
    await waitForHydration(page);
    await expect(page.getByRole('alert').filter({hasText: /ChunkLoadError|Loading chunk/})).toHaveCount(0);
    await expect(page.locator('main article')).toHaveCount(10);
    network.forgive(health);
  });

  test('a page that crashes while rendering shows "This page crashed." and Try again recovers', async ({page, health}) => {
    // The glossary's content module, served so that its component throws until told to stop.
    const chunkFile = readdirSync(join(BUILD_DIR, 'assets/js')).find((f) => {
      const text = readFileSync(join(BUILD_DIR, 'assets/js', f), 'utf8');
      return text.includes('"permalink":"/doc/glossary"') && text.includes('"source":"@site/versioned_docs');
    });
    expect(chunkFile, 'content chunk of /doc/glossary in build/assets/js').toBeDefined();
    const original = readFileSync(join(BUILD_DIR, 'assets/js', chunkFile!), 'utf8');
    const defaultExport = /default:\(\)=>([A-Za-z_$][\w$]*)/g;
    expect(original.match(defaultExport), 'one default export in the chunk').toHaveLength(1);
    const crashing = original.replace(defaultExport, 'default:()=>window.__crashUntilRestored($1)');
    await page.addInitScript(() => {
      const w = window as unknown as {__crashUntilRestored: (c: unknown) => unknown; __restored?: boolean};
      const wrapped = new Map<unknown, unknown>();
      w.__crashUntilRestored = (Component) => {
        if (!wrapped.has(Component)) {
          wrapped.set(Component, (props: unknown) => {
            if (!w.__restored) throw new Error('Injected render crash');
            return (Component as (p: unknown) => unknown)(props);
          });
        }
        return wrapped.get(Component);
      };
    });
    await page.route(`**/doc/assets/js/${chunkFile}`, (route) => route.fulfill({body: crashing, contentType: 'text/javascript'}));
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    await navbarLink(page, 'Glossary').click();
    await page.waitForURL('**/doc/glossary');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page.locator('nav.navbar'), 'the crash stays inside the layout').toBeVisible();
    await page.evaluate(() => ((window as unknown as {__restored: boolean}).__restored = true));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Glossary');
    await expect(page.locator('[id="epoch"]')).toBeAttached();
    const injected = (e: string) => e.includes('Injected render crash');
    expect(health.consoleErrors.some(injected) || health.pageErrors.some(injected)).toBe(true);
    health.consoleErrors = health.consoleErrors.filter((e) => !injected(e));
    health.pageErrors = health.pageErrors.filter((e) => !injected(e));
  });
});

test.describe('without browser storage', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The user denied access to storage', 'SecurityError');
        },
      });
    });
  });

  test('every page type renders and hydrates, and a warning says storage is unavailable', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const pages = [
      {path: '/doc/', check: page.getByRole('heading', {level: 1, name: 'Mithril documentation'})},
      {path: '/doc/manual/welcome', check: page.getByRole('heading', {level: 1, name: 'Welcome'})},
      {path: '/doc/next/mithril/advanced/mithril-protocol/protocol', check: page.locator('.katex').first()},
      {path: '/doc/glossary', check: page.getByRole('heading', {level: 1, name: 'Glossary'})},
      {path: '/doc/dev-blog', check: page.locator('main article').first()},
      {path: '/doc/dev-blog/tags/mithril-client', check: page.getByRole('heading', {level: 1})},
      {path: '/doc/adr/4', check: page.getByRole('heading', {level: 1})},
      {path: '/doc/aggregator-api/', check: page.locator('.redocusaurus')},
    ];
    for (const {path, check} of pages) {
      warnings.length = 0;
      await page.goto(path);
      await waitForHydration(page);
      await expect(check, path).toBeVisible();
      expect(warnings.some((w) => w.includes('browser storage is not available')), `${path}: ${warnings.join(' | ')}`).toBe(true);
    }
  });

  test('the announcement bar and the version choice behave as with empty storage', async ({page}) => {
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    const bar = page.locator('div[role="banner"]').first();
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: /close/i}).click();
    await expect(bar).toBeHidden();
    // Nothing could be remembered: the bar is back on the next load.
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('div[role="banner"]').first()).toBeVisible();
    // Choosing Next works for this visit, but is not remembered.
    // Opened with the keyboard: a hover-opened menu closes if the pointer leaves it mid-transition.
    const versions = page.locator('.navbar__items--right .dropdown').filter({hasText: 'Current'});
    await versions.locator(':scope > .navbar__link').focus();
    await page.keyboard.press('Enter');
    await expect(versions.locator('.dropdown__menu')).toBeVisible();
    await versions.getByRole('link', {name: 'Next 🚧'}).click();
    await page.waitForURL('**/doc/next/manual/welcome');
    await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
    await page.goto('/doc/');
    await waitForHydration(page);
    await expect(navbarLink(page, 'User manual')).toHaveAttribute('href', '/doc/manual/welcome');
  });
});
