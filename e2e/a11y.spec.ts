import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {dropExpected404} from './support/build';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface PageType {
  name: string;
  path: string;
  status?: number;
  /** Extra steps before the scan (e.g. open the mobile sidebar). */
  prepare?: (page: Page) => Promise<void>;
  viewport?: {width: number; height: number};
  /** Parts of the page the scan leaves out, with the reason next to the page type. */
  exclude?: string[];
  /** The only parts of the page the scan covers (the whole page when absent). */
  include?: string[];
}

/**
 * The pages Lighthouse audits (`npm run bench:lighthouse`). Its accessibility score also counts
 * heading-order (a best practice) and target-size (WCAG 2.2), which Redoc's <h5> headings and its
 * 15 px JSON-sample buttons failed: their scans add those two rules.
 */
const LIGHTHOUSE_PAGES = ['/doc/', '/doc/manual/operate/run-signer-node', '/doc/mithril/advanced/mithril-protocol/protocol', '/doc/aggregator-api/', '/doc/dev-blog', '/doc/adr/1'];
const LIGHTHOUSE_RULES = ['heading-order', 'target-size'];

const pageTypes: PageType[] = [
  {name: 'landing page', path: '/doc/'},
  {name: 'manual doc page', path: '/doc/manual/operate/run-signer-node'},
  {name: 'About doc page', path: '/doc/mithril/beginner/how-it-works'},
  {name: 'advanced protocol page with maths', path: '/doc/mithril/advanced/mithril-protocol/protocol'},
  {name: 'Next version doc page (banner)', path: '/doc/next/manual/welcome'},
  {name: 'glossary', path: '/doc/glossary'},
  // The API reference is about 10,000 nodes, and a scan of it takes a minute or more on a busy
  // 2-core machine: its menu is scanned as loaded, the rest once, with Redoc running and three
  // Try it panels open.
  {name: 'API reference menu, as loaded', path: '/doc/aggregator-api/', include: ['.menu-content']},
  {
    name: 'API reference with a response, a nested object, a server list and Try it panels open (GET, GET by hash, POST)',
    path: '/doc/aggregator-api/',
    // The menu is left out of this scan: scrolling to the operations opens their menu groups,
    // whose items Redoc writes without a list/menu parent (aria-required-parent, list), a
    // defect of Redoc's menu independent of the panels (the scan above keeps the menu as
    // loaded, groups closed).
    exclude: ['.menu-content'],
    prepare: async (page) => {
      // Parts shown only once opened (src/theme/Redoc/served.ts): a response, a nested object, a server list.
      const operation = page.locator('[id="tag/certificates/operation/getCertificate"]');
      await operation.getByRole('button', {name: /^default Any other failure/}).click();
      await page.locator('button[aria-label="expand capabilities"]').first().click();
      await operation.locator('button:has(.http-verb)').click();
      // getCertificate: an identifier field with its Fill button.
      for (const op of ['getStatus', 'getCertificate', 'registerSigner']) {
        const details = page.locator(`details[data-try-it="${op}"]`);
        await details.locator('summary').click();
        await expect(details.getByRole('form')).toBeVisible();
      }
    },
  },
  {name: 'ADR, Lighthouse\'s (heading order and target size)', path: '/doc/adr/1'},
  {name: 'blog list', path: '/doc/dev-blog'},
  {name: 'blog post', path: '/doc/dev-blog/2025/11/03/distribution-2543'},
  {name: 'blog tag page', path: '/doc/dev-blog/tags/mithril-client'},
  {name: 'blog archive', path: '/doc/dev-blog/archive'},
  {name: 'ADR', path: '/doc/adr/4'},
  {name: 'ADR tag page', path: '/doc/adr/tags/accepted'},
  {
    name: 'search page with results',
    path: '/doc/search?q=signer',
    prepare: async (page) => {
      await expect(page.locator('#__docusaurus_skipToContent_fallback main article a[href*="/doc/"]').first()).toBeVisible();
    },
  },
  {
    name: 'search box with its results open',
    path: '/doc/manual/welcome',
    prepare: async (page) => {
      await page.locator('nav.navbar input.navbar__search-input').click();
      await page.keyboard.type('signer');
      await expect(page.locator('nav.navbar [role="listbox"][data-query="signer"] [role="option"]').first()).toBeVisible();
    },
  },
  {
    name: 'search box with its results open, narrow screen',
    path: '/doc/manual/welcome',
    viewport: {width: 400, height: 800},
    prepare: async (page) => {
      await page.locator('nav.navbar input.navbar__search-input').click();
      await page.keyboard.type('KES');
      await expect(page.locator('nav.navbar [role="listbox"][data-query="KES"] [role="option"]').first()).toBeVisible();
    },
  },
  {name: 'not-found page', path: '/doc/this-page-does-not-exist', status: 404},
  {name: 'not-found page, Next', path: '/doc/next/this-page-does-not-exist', status: 404},
  {
    name: 'mobile sidebar open',
    path: '/doc/manual/welcome',
    viewport: {width: 400, height: 800},
    prepare: async (page) => {
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
    },
  },
];

test('every page Lighthouse audits is scanned with its two extra rules', () => {
  const scanned = new Set(pageTypes.filter((type) => !type.viewport).map((type) => type.path));
  expect(LIGHTHOUSE_PAGES.filter((path) => !scanned.has(path))).toEqual([]);
});

for (const {name, path, status = 200, prepare, viewport, exclude = [], include = []} of pageTypes) {
  test(`${name} (${path}) has no serious or critical WCAG 2.1 A/AA violation${LIGHTHOUSE_PAGES.includes(path) ? ', nor any of heading order or target size' : ''}`, async ({page, health}) => {
    // axe walks the whole DOM; the API reference has about 10,000 nodes and takes over a minute
    // on a busy 2-core machine.
    test.setTimeout(180_000);
    if (viewport) await page.setViewportSize(viewport);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForHydration(page);
    if (prepare) await prepare(page);
    const builder = new AxeBuilder({page}).withTags(WCAG_TAGS);
    if (LIGHTHOUSE_PAGES.includes(path)) builder.options({rules: Object.fromEntries(LIGHTHOUSE_RULES.map((rule) => [rule, {enabled: true}]))});
    for (const selector of exclude) builder.exclude(selector);
    for (const selector of include) builder.include(selector);
    const results = await builder.analyze();
    const {violations} = results;
    if (LIGHTHOUSE_PAGES.includes(path)) {
      const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id));
      expect(LIGHTHOUSE_RULES.filter((rule) => !ran.has(rule)), 'extra rules not run').toEqual([]);
    }
    const summary = violations.map((v) => `${v.impact ?? 'unknown'} ${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    console.log(`axe ${name}: ${violations.length === 0 ? 'no violations' : `\n  ${summary.join('\n  ')}`}`);
    // Serious and critical ones; and any of Lighthouse's two extra rules (heading-order is "moderate").
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || LIGHTHOUSE_RULES.includes(v.id));
    expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    if (status === 404) health.consoleErrors = dropExpected404(health.consoleErrors, path);
  });
}

test.describe('keyboard', () => {
  const dropdown = (page: Page, label: string) => page.locator('.navbar__items--right .dropdown').filter({has: page.locator(':scope > .navbar__link', {hasText: label})});
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  for (const {label, items} of [
    {label: 'Current', items: ['Next 🚧', 'Current']},
    {label: 'English', items: ['English']},
  ]) {
    test(`the ${label} dropdown opens, is walked and closes with the keyboard`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      await page.goto('/doc/manual/welcome');
      await waitForHydration(page);
      const menu = dropdown(page, label);
      const button = menu.locator(':scope > .navbar__link');
      await button.focus();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // Enter opens, Tab walks the items, Escape closes and returns to the button.
      await page.keyboard.press('Enter');
      await expect(menu).toHaveClass(/dropdown--show/);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // Items take focus once the menu's opening transition has made them visible.
      await expect(menu.locator('.dropdown__menu')).toBeVisible();
      for (const item of items) {
        await page.keyboard.press('Tab');
        expect(await focusedText(page)).toBe(item);
      }
      await page.keyboard.press('Escape');
      await expect(menu).not.toHaveClass(/dropdown--show/);
      await expect(button).toBeFocused();
      // Space opens too; tabbing past the last item closes the menu.
      await page.keyboard.press(' ');
      await expect(menu).toHaveClass(/dropdown--show/);
      await expect(menu.locator('.dropdown__menu')).toBeVisible();
      for (let i = 0; i <= items.length; i++) await page.keyboard.press('Tab');
      await expect(menu).not.toHaveClass(/dropdown--show/);
      await expect(menu.locator('.dropdown__menu')).toBeHidden();
    });
  }

  test('Enter on a version in the dropdown switches to it', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    await dropdown(page, 'Current').locator(':scope > .navbar__link').focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page, 'Current').locator('.dropdown__menu')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Next 🚧');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/doc/next/manual/welcome');
    await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
  });

  test('the mobile sidebar opens, is walked and closes with the keyboard', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    // Tab reaches the sidebar after the navbar's own stops (brand, icon links, search box), then
    // moves through it: close button, links.
    const focusInfo = () =>
      page.evaluate(() => ({
        inSidebar: document.activeElement?.closest('.navbar-sidebar') !== null,
        label: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '',
      }));
    let stops = 0;
    do {
      await page.keyboard.press('Tab');
      stops++;
    } while (!(await focusInfo()).inSidebar && stops < 10);
    expect((await focusInfo()).inSidebar, `focus reaches the sidebar within ${stops} tab stops`).toBe(true);
    const seen: string[] = [(await focusInfo()).label];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const where = await focusInfo();
      expect(where.inSidebar, `tab stop ${stops + i + 1} (${where.label}) is in the sidebar`).toBe(true);
      seen.push(where.label);
    }
    expect(seen).toContain('Close navigation bar');
    expect(seen).toContain('Welcome');
    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
    // The close button works from the keyboard too, and Enter on a link navigates.
    await page.keyboard.press(' ');
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    await page.getByRole('button', {name: 'Close navigation bar'}).focus();
    await page.keyboard.press('Enter');
    await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Prerequisites'}).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/doc/manual/getting-started/prerequisites');
    await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('focus is visible on every kind of focusable element', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/doc/manual/operate/run-signer-node');
    await waitForHydration(page);
    const kinds = new Map<string, string>();
    // Walk the first 60 tab stops: skip link, navbar, sidebar, breadcrumbs, content, code buttons.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const kind = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} in ${el.closest('nav, main, aside, header, footer, .theme-code-block')?.className.split(' ')[0] || el.closest('nav, main, aside, header, footer')?.tagName.toLowerCase() || 'page'}`;
        return {kind, outline: `${style.outlineStyle} ${style.outlineWidth}`, visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0};
      });
      if (!info) continue;
      expect(info.visible, `focus outline of ${info.kind}: ${info.outline}`).toBe(true);
      kinds.set(info.kind, info.outline);
    }
    console.log(`focus outlines checked on: ${[...kinds.keys()].join('; ')}`);
    expect(kinds.size).toBeGreaterThan(3);
  });
});
