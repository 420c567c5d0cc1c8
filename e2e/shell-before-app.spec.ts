/**
 * Pages loaded without their app (src/shell, plugins/deferred-app): what a reader can do before the
 * app is there, on a long page, at desktop and phone sizes. The app's scripts are held back by the
 * test where it matters ("gate"), so each move is made before the app could have started, however
 * fast this machine is.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration, waitForShell} from './fixtures';
import {DESKTOP, PHONE, settle} from './support/reader';

const LONG = '/doc/manual/operate/run-signer-node';
const APP_SCRIPT = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/** Records the app's script requests; `hold` keeps them waiting until `release()`. */
async function watchApp(page: Page, {hold = false} = {}): Promise<{requested: () => string[]; release: () => void}> {
  const requested: string[] = [];
  let release!: () => void;
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  if (!hold) release = () => {};
  await page.route(APP_SCRIPT, async (route: Route) => {
    requested.push(route.request().url());
    await gate;
    await route.continue();
  });
  return {requested: () => [...requested], release};
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {__sameDocument?: boolean}).__sameDocument = true));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);
}

test('a doc page, a blog post, an ADR, the glossary and the landing page load the shell, not the app; the API reference and the search page load the app', async ({page}) => {
  const app = await watchApp(page);
  for (const path of ['/doc/', LONG, '/doc/dev-blog/2025/11/03/distribution-2543', '/doc/adr/1', '/doc/glossary', '/doc/next/manual/welcome']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('data-app'), path).toBe('shell');
    expect(app.requested(), `${path}: the app's scripts`).toEqual([]);
  }
  for (const path of ['/doc/aggregator-api/', '/doc/search']) {
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(await page.locator('html').getAttribute('data-app'), path).toBeNull();
  }
});

for (const [size, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`before the app, ${size}`, () => {
    test.use(options);
    const phone = size === 'phone';

    test('tabs, copy, the table of contents and the navbar answer without loading the app', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const app = await watchApp(page);
      await page.goto(LONG);
      await waitForShell(page);
      // A tab of a group: every tab of that group follows, and the choice is stored.
      const tab = page.locator('.markdown .tabs-container [role="tab"][data-value="source"]').first();
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.install-method'))).toBe('source');
      // Copy.
      const block = page.locator('.markdown .theme-code-block').first();
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      await block.locator('button.code-copy').click();
      const code = await block.locator('code').evaluate((el) => Array.from(el.querySelectorAll('.token-line'), (l) => l.textContent).join('\n'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      // The navbar turns "scrolled" past 70 px.
      await expect(page.locator('.navbar')).toHaveClass(/navbar--scrolled/);
      if (!phone) {
        // The table of contents marks the section being read. (A section far from the page's
        // diagrams: one coming near the view loads the app, to draw it.)
        const link = page.locator('.theme-doc-toc-desktop a.table-of-contents__link[href="#verify-the-signer-binary"]');
        await link.click();
        await settle(page);
        await expect(link).toHaveClass(/table-of-contents__link--active/);
        await expect(page.locator('.theme-doc-toc-desktop .table-of-contents__link--active')).toHaveCount(1);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.locator('.navbar')).not.toHaveClass(/navbar--scrolled/);
      expect(app.requested(), "the app's scripts").toEqual([]);
    });

    test('the announcement bar closes without the app, and stays closed once the app runs', async ({page}) => {
      const app = await watchApp(page);
      await page.goto(LONG);
      await waitForShell(page);
      const bar = page.locator('.theme-announcement-bar');
      await bar.getByRole('button', {name: /close/i}).click();
      await expect(bar).toBeHidden();
      expect(app.requested()).toEqual([]);
      await waitForHydration(page);
      await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    });

    test('a link pressed before the app is there changes page on the client once it is', async ({page}) => {
      const app = await watchApp(page, {hold: true});
      await page.goto(LONG);
      await waitForShell(page);
      await markDocument(page);
      if (phone) {
        // The phone's menu is the app's: the press is held, then given to it.
        await page.locator('button.navbar__toggle').click();
        await expect(page.locator('html')).toHaveAttribute('data-app', 'loading');
        app.release();
        const link = page.locator('.navbar-sidebar__item:not([inert]) .menu__link[href="/doc/manual/welcome"]:visible').first();
        await link.click();
      } else {
        await page.locator('.theme-doc-sidebar-container a.menu__link[href="/doc/manual/welcome"]').click();
        await expect(page.locator('html')).toHaveAttribute('data-app', 'loading');
        expect(page.url(), 'no page change before the app runs').toMatch(/run-signer-node$/);
        app.release();
      }
      await page.waitForURL('**/doc/manual/welcome');
      await expect(page.locator('h1')).toHaveText('Welcome');
      expect(await isSameDocument(page), 'changed page without reloading').toBe(true);
      // Back shows the first page again, rendered by the app.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${LONG}$`));
      await expect(page.locator('h1')).toHaveText(/Run a Mithril signer node/);
      expect(await isSameDocument(page)).toBe(true);
    });

    test("a link whose page's code cannot load is followed by the browser", async ({page, health}) => {
      await page.route(APP_SCRIPT, (route) => route.abort('failed'));
      await page.goto(LONG);
      await waitForShell(page);
      await markDocument(page);
      const link = phone
        ? page.locator('.pagination-nav__link--next')
        : page.locator('.theme-doc-sidebar-container a.menu__link[href="/doc/manual/welcome"]');
      const href = await link.getAttribute('href');
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL(`**${href}`);
      await page.waitForLoadState('load');
      expect(await isSameDocument(page), 'a full page load').toBe(false);
      await expect(page.locator('html')).toHaveAttribute('data-app', /shell|failed/);
      // The blocked scripts are this test's doing.
      health.failedRequests = health.failedRequests.filter((entry) => !/\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js: /.test(entry));
      health.consoleErrors = [];
    });
  });
}

test.describe('the app starts when the reader reaches for it', () => {
  test.use(DESKTOP);

  test('the pointer on a link, or the focus on the search box, loads the app; a link opened in a new tab does not need it', async ({page}) => {
    const app = await watchApp(page);
    await page.goto(LONG);
    await waitForShell(page);
    // Links the browser answers: a jump within the page, another site.
    await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').first().hover();
    await page.locator('.navbar a[href^="https://github.com"]').hover();
    expect(app.requested()).toEqual([]);
    await page.locator('.theme-doc-sidebar-container a.menu__link[href="/doc/manual/welcome"]').hover();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(app.requested().length).toBe(2);

    const other = await page.context().newPage();
    const otherApp = await watchApp(other);
    await other.goto(LONG);
    await waitForShell(other);
    await other.keyboard.press('Control+k');
    await expect(other.locator('.navbar__search-input')).toBeFocused();
    await other.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(otherApp.requested().length).toBe(2);
    await other.close();
  });

  test('Tab to a sidebar link and Enter: the page changes on the client', async ({page}) => {
    await page.goto(LONG);
    await waitForShell(page);
    await markDocument(page);
    const link = page.locator('.theme-doc-sidebar-container a.menu__link[href="/doc/manual/welcome"]');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/doc/manual/welcome');
    await expect(page.locator('h1')).toHaveText('Welcome');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a page opened from a search result loads the app to mark the searched terms', async ({page}) => {
    await page.goto(`${LONG}?_highlight=signer`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.locator('.markdown mark').first()).toBeVisible();
  });
});
