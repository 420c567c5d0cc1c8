/**
 * The reader's path on the long pages (all of them on a desktop, those of `phoneSample` on a
 * phone: each kind of content and the longest): jumps to headings (table of
 * contents, links from other pages, addresses with a fragment) land with the heading just below
 * the navbar once the page has settled; Back after following a sidebar link shows the same content
 * at the same place; switching a tab leaves the clicked tab where it was; diagrams are readable and
 * hovering them raises no error; the search shortcut pressed right after `load` works.
 *
 * "Settled" is a condition, not a delay: scroll position, page height and the heading's position
 * unchanged for 20 animation frames (e2e/support/reader.ts). Tolerances: heading top 68 ± 6 px
 * (navbar 60 px + the theme's 0.5rem scroll margin); Back 4 px; tab 2 px.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {
  BACK_TOLERANCE,
  DESKTOP,
  PHONE,
  expectHeadingLanded,
  longDocPages,
  phoneSample,
  markBlockAt,
  markedBlockTop,
  settle,
  tocIds,
} from './support/reader';

const LONG_PAGES = [
  ...longDocPages('build'),
  // Next's copies of the two longest pages (the other Next pages have the same layout).
  '/doc/next/manual/operate/run-signer-node',
  '/doc/next/mithril/advanced/mithril-protocol/protocol',
];

/** The phone's share (see phoneSample), with Next's two copies. */
const PHONE_PAGES = [...phoneSample('build', longDocPages('build')), ...LONG_PAGES.filter((path) => path.startsWith('/doc/next/'))];

test('the suite covers the long pages', () => {
  for (const path of [
    '/doc/manual/operate/run-signer-node',
    '/doc/manual/develop/nodes/mithril-aggregator',
    '/doc/manual/develop/nodes/mithril-client',
    '/doc/mithril/advanced/mithril-protocol/protocol',
    '/doc/mithril/advanced/mithril-protocol/security',
    '/doc/glossary',
  ]) {
    expect(LONG_PAGES, path).toContain(path);
  }
  // The phone's share: each kind of content and the longest pages, about half of them.
  for (const path of ['/doc/manual/operate/run-signer-node', '/doc/mithril/advanced/mithril-protocol/security', '/doc/mithril/advanced/mithril-protocol/protocol', '/doc/manual/develop/nodes/mithril-client', '/doc/glossary']) {
    expect(PHONE_PAGES, path).toContain(path);
  }
  expect(PHONE_PAGES.length).toBeGreaterThanOrEqual(8);
  expect(PHONE_PAGES.length).toBeLessThan(LONG_PAGES.length);
});

/** Opens the phone's "On this page" drop-down (it renders its links once opened). */
async function openMobileToc(page: Page): Promise<void> {
  const toggle = page.locator('.theme-doc-toc-mobile button').first();
  await toggle.scrollIntoViewIfNeeded();
  const firstLink = page.locator('.theme-doc-toc-mobile .table-of-contents__link').first();
  if (!(await firstLink.isVisible())) await toggle.click();
  await expect(firstLink).toBeVisible();
}

async function clickTocEntry(page: Page, id: string, phone: boolean): Promise<void> {
  const scope = phone ? '.theme-doc-toc-mobile' : '.theme-doc-toc-desktop';
  if (phone) await openMobileToc(page);
  const link = page.locator(`${scope} a.table-of-contents__link[href="#${encodeURIComponent(id).replace(/%2F/g, '/')}"]`).first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

for (const [size, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`reader's path, ${size}`, () => {
    test.use(options);
    const phone = size === 'phone';

    for (const path of phone ? PHONE_PAGES : LONG_PAGES) {
      test(`jumps and Back on ${path}`, async ({page}) => {
        await page.goto(path);
        await waitForHydration(page);
        if (phone) await openMobileToc(page);
        const ids = await tocIds(page);
        expect(ids.length, 'table of contents entries').toBeGreaterThanOrEqual(3);
        const [first, middle, last] = [ids[0], ids[Math.floor(ids.length / 2)], ids[ids.length - 1]];

        // Far below the first screen: that is what makes the page one of the long ones.
        const lastTop = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY, last);
        expect(lastTop, 'last entry far below the first screen').toBeGreaterThan(2 * (options.viewport.height));

        // One after another (desktop: the table of contents stays beside the text; phone: its
        // drop-down is at the top of the article, so each click starts from there).
        for (const id of [first, middle, last]) {
          if (phone) await scrollToTop(page);
          await clickTocEntry(page, id, phone);
          await expectHeadingLanded(page, id, 'table of contents, one after another');
        }
        // From the top of the page (on a phone, each jump above already started there).
        for (const id of phone ? [] : [middle, last]) {
          await scrollToTop(page);
          await clickTocEntry(page, id, phone);
          await expectHeadingLanded(page, id, 'table of contents, from the top');
        }

        // A direct load with a deep fragment.
        await page.goto(`${path}#${last}`);
        await waitForHydration(page);
        await expectHeadingLanded(page, last, 'direct load with the fragment');

        // Back after following a sidebar link: the same block at the same place.
        await page.goto(path);
        await waitForHydration(page);
        await page.evaluate(() => window.scrollTo(0, Math.round(document.documentElement.scrollHeight * 0.6)));
        await settle(page);
        const before = await markBlockAt(page, 300);
        const url = page.url();
        // The docs sidebar's first other page (in the phone's menu); the navbar's for a page
        // outside the sidebars (the glossary).
        if (phone) {
          await page.locator('button.navbar__toggle').click();
          await page.locator('.navbar-sidebar__item:not([inert]) .menu__link[href^="/doc/"]:not(.menu__link--active):not([href*="#"]):visible').first().click();
        } else {
          const sidebar = page.locator('.theme-doc-sidebar-container .menu__link[href^="/doc/"]:not(.menu__link--active)');
          const link = (await sidebar.count()) > 0 ? sidebar.first() : page.locator('.navbar__items a.navbar__link[href^="/doc/"]:not(.navbar__link--active)').first();
          await link.click();
        }
        await expect(page).not.toHaveURL(url);
        await settle(page);
        await page.goBack();
        await expect(page).toHaveURL(url);
        await settle(page);
        const after = await markedBlockTop(page, before.index);
        expect(Math.abs(after - before.top), `block ${before.index} was at ${before.top.toFixed(1)} px before, ${after.toFixed(1)} px after Back`).toBeLessThanOrEqual(BACK_TOLERANCE);
      });
    }

    test('a link from another page lands on its heading', async ({page}) => {
      await page.goto('/doc/manual/operate/become-mithril-spo');
      await waitForHydration(page);
      const link = page.locator('.theme-doc-markdown a[href*="run-signer-node#rotating-the-kes-keys"]').first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(/run-signer-node#rotating-the-kes-keys$/);
      await expectHeadingLanded(page, 'rotating-the-kes-keys', 'link from become-mithril-spo');
    });

    test('a search result lands on its section', async ({page}) => {
      await page.goto('/doc/search?q=troubleshooting');
      const result = page.locator('a[href*="run-signer-node"][href*="#"]').first();
      await expect(result).toBeVisible({timeout: 20_000});
      const id = decodeURIComponent(new URL((await result.getAttribute('href'))!, 'http://x').hash.slice(1));
      await result.click();
      await expect(page).toHaveURL(/run-signer-node/);
      await expectHeadingLanded(page, id, 'search result');
    });

    test('switching a tab leaves the clicked tab where it was', async ({page}) => {
      await page.goto('/doc/manual/develop/nodes/mithril-client');
      await waitForHydration(page);
      const tabs = page.locator('[role="tab"]', {hasText: /^Windows$/});
      expect(await tabs.count(), 'Windows tabs on the page').toBeGreaterThanOrEqual(9);
      const tab = tabs.nth(8);
      await tab.evaluate((el) => el.scrollIntoView({block: 'center'}));
      await settle(page);
      const before = (await tab.boundingBox())!.y;
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await settle(page);
      const after = (await tab.boundingBox())!.y;
      expect(Math.abs(after - before), `tab moved from ${before.toFixed(1)} to ${after.toFixed(1)} px`).toBeLessThanOrEqual(2);
    });

    for (const path of ['/doc/mithril/beginner/how-it-works', '/doc/mithril/advanced/mithril-network/architecture', '/doc/mithril/advanced/mithril-protocol/protocol']) {
      test(`diagrams on ${path} are readable and can be hovered`, async ({page, health}) => {
        await page.goto(path);
        await waitForHydration(page);
        const slots = page.locator('article .diagram');
        const count = await slots.count();
        expect(count, 'diagrams on the page').toBeGreaterThan(0);
        for (let i = 0; i < count; i++) {
          const slot = slots.nth(i);
          await slot.scrollIntoViewIfNeeded();
          const svg = slot.locator('svg').first();
          await expect(svg).toBeVisible();
          // The smallest text of the diagram as drawn: its font size times the drawing's scale.
          const smallest = await svg.evaluate((el: SVGSVGElement) => {
            const scale = el.getBoundingClientRect().width / el.viewBox.baseVal.width;
            const texts = el.querySelectorAll('text, tspan, foreignObject span, foreignObject div, foreignObject p');
            let min = Infinity;
            for (const t of Array.from(texts)) {
              if (!t.textContent?.trim()) continue;
              min = Math.min(min, parseFloat(getComputedStyle(t).fontSize) * scale);
            }
            return min;
          });
          // 12 px on a phone; a desktop scales a wide drawing down to 10 px text (shared/remarkStaticDiagrams.ts).
          expect(smallest, `diagram ${i + 1}: smallest text in px`).toBeGreaterThanOrEqual(phone ? 12 : 10);
          // A wide diagram scrolls inside its figure: the page itself never gets wider than the window,
          // and a figure that scrolls can be reached with the keyboard to scroll it.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(options.viewport.width);
          const scrolls = await slot.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
          if (scrolls) await expect(slot, `diagram ${i + 1} scrolls sideways`).toHaveAttribute('tabindex', '0');
          // Hover its nodes (flowcharts) or actors (sequence diagrams): no page error.
          const nodes = svg.locator('g.node, g.actor, rect.actor');
          const n = Math.min(await nodes.count(), 4);
          for (let k = 0; k < n; k++) {
            const node = nodes.nth(k);
            await node.scrollIntoViewIfNeeded();
            await node.hover({force: true});
          }
          // A page error raised by a hover is reported by then: the next frame has run.
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          expect(health.pageErrors, `diagram ${i + 1}`).toEqual([]);
        }
      });
    }
  });
}

test.describe('search shortcut', () => {
  test.use(DESKTOP);
  test('Ctrl+K pressed before the app has hydrated focuses the search box, and what is typed is kept', async ({page}) => {
    // The app's scripts are held back until the keys are pressed: the page is its prerendered
    // HTML (with the inline shortcut of its head, config/earlyShortcut.ts) and nothing else, as on
    // a phone between the first paint and hydration, however fast this machine is.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/.*\.js(\?|$)/, async (route) => {
      await gate;
      await route.continue();
    });
    // (Held deferred scripts also hold DOMContentLoaded: the page is taken as soon as its search box is there.)
    await page.goto('/doc/manual/operate/run-signer-node', {waitUntil: 'commit'});
    await page.locator('.navbar__search-input').waitFor({state: 'visible'});
    await page.keyboard.press('Control+k');
    await page.keyboard.type('kes');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated')), 'hydrated before the key press').not.toBe('true');
    const box = page.locator('.navbar__search-input');
    await expect(box).toBeFocused();
    release();
    await waitForHydration(page);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('kes');
  });

  test('Tab from the search box with results open moves to the next control', async ({page}) => {
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    const box = page.locator('.navbar__search-input');
    await box.click();
    await box.fill('signer');
    await expect(page.locator('#search-bar-results [role="option"]').first()).toBeVisible({timeout: 20_000});
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      return {text: el.textContent?.trim() ?? '', visible: r.width > 0 && r.height > 0};
    });
    expect(focused, 'focus after Tab').not.toBeNull();
    expect(focused!.visible, `focused "${focused!.text}" is visible`).toBe(true);
  });
});

/**
 * Issue 34: printing a doc page, a blog post or an ADR prints the article alone at the page's full
 * width (no sidebar column, no collapse, copy, Markdown or code-block buttons, no navbar, table of
 * contents or pagination), keeps its headings, code, tables, formulas and diagrams, and prints an
 * external link's address after its text.
 */
test.describe('printing', () => {
  test.use(DESKTOP);
  const PRINTED = [
    {path: '/doc/manual/operate/run-signer-node', keeps: ['h2', 'pre', 'table']},
    {path: '/doc/mithril/advanced/mithril-protocol/protocol', keeps: ['h2', '.katex']},
    {path: '/doc/dev-blog/2025/11/03/distribution-2543', keeps: ['h2']},
    {path: '/doc/adr/1', keeps: ['h2']},
  ];
  for (const {path, keeps} of PRINTED) {
    test(`${path} prints the article alone, full width`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.emulateMedia({media: 'print'});
      const printed = await page.evaluate((keeps) => {
        const shown = (el: Element): boolean => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
        const article = document.querySelector('article')!;
        const furniture = Array.from(
          document.querySelectorAll('.navbar, .footer, aside, nav, .pagination-nav, .theme-doc-toc-mobile, .table-of-contents, button, .page-actions, .theme-edit-this-page'),
        ).filter(shown).map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
        const external = Array.from(article.querySelectorAll<HTMLAnchorElement>('.markdown a[href^="http"]')).filter(shown);
        return {
          width: article.getBoundingClientRect().width,
          page: document.documentElement.clientWidth,
          furniture,
          kept: keeps.map((selector: string) => [selector, Array.from(article.querySelectorAll(selector)).filter(shown).length] as const),
          externalLinks: external.length,
          addressesPrinted: external.filter((a) => getComputedStyle(a, '::after').content.includes(a.getAttribute('href')!)).length,
        };
      }, keeps);
      expect(printed.furniture, 'screen furniture printed').toEqual([]);
      expect(printed.width, `article ${printed.width} px wide on a ${printed.page} px page`).toBeGreaterThanOrEqual(printed.page * 0.95);
      for (const [selector, count] of printed.kept) expect(count, `${selector} printed`).toBeGreaterThan(0);
      if (path.includes('run-signer-node')) expect(printed.externalLinks, 'external links on the page (the check below needs some)').toBeGreaterThan(0);
      expect(printed.addressesPrinted, 'external links print their address').toBe(printed.externalLinks);
    });
  }
});
