/**
 * The reader's path on the API reference. A served page runs none of Redoc's code
 * (src/theme/Redoc/served.ts answers on the prerendered markup): the menu, its floating button
 * on a phone, a sample tab, a deep link, the scroll spy, the search box. How fast the first tap
 * answers is measured by `npm run bench:api-click`, not here.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {DESKTOP, PHONE, settle} from './support/reader';

const API = '/doc/aggregator-api/';
const GROUP = 'tag/cardano-db-v2';
const OPERATION = 'tag/cardano-db-v2/operation/getCardanoDatabaseSnapshot';

/** The section with this id has its top just below the navbar (59 ± 6 px: where Redoc itself puts it, 1 px above the navbar's bottom edge). */
async function expectSectionInView(page: Page, id: string): Promise<void> {
  await settle(page);
  const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
  expect(Math.abs(top - 59), `section ${id} top at ${top.toFixed(1)} px`).toBeLessThanOrEqual(6);
}

function menuItem(page: Page, id: string) {
  return page.locator(`.menu-content li[data-item-id="${id}"]`).first();
}

test('the landing page opens the API reference in the same tab', async ({page, context}) => {
  await page.goto('/doc/');
  await waitForHydration(page);
  const button = page.getByRole('link', {name: 'Aggregator API'});
  await expect(button).not.toHaveAttribute('target', '_blank');
  const pages = context.pages().length;
  await button.click();
  await expect(page).toHaveURL(/\/doc\/aggregator-api\/$/);
  expect(context.pages().length, 'no new tab').toBe(pages);
});

test('every sample tab panel is in the prerendered page, the unselected ones hidden and their markup kept as text', async ({page}) => {
  await page.goto(API);
  const counts = await page.evaluate(() => {
    const panels = Array.from(document.querySelectorAll('.redocusaurus [data-rttabs] .react-tabs__tab-panel:not(.react-tabs__tab-panel--selected)'));
    // overrides/redoc/react-tabs-panels.server.mjs: where scripts run, a <noscript>'s content is
    // raw text, so the other samples are not elements of the page until their tab is shown.
    const stashed = panels.filter((p) => p.children.length === 1 && p.firstElementChild!.tagName === 'NOSCRIPT' && p.firstElementChild!.childElementCount === 0);
    const parsed = stashed.map((p) => {
      const template = document.createElement('template');
      template.innerHTML = p.firstElementChild!.textContent ?? '';
      return template.content;
    });
    return {
      unselected: panels.length,
      stashed: stashed.length,
      markup: parsed.filter((content) => content.querySelector('pre, .redoc-json') !== null).length,
      rust: parsed.filter((content) => (content.textContent ?? '').includes('mithril_client::')).length,
      shown: panels.filter((p) => getComputedStyle(p).display !== 'none').length,
      elements: document.querySelectorAll('.redocusaurus *').length,
    };
  });
  expect(counts.unselected, 'unselected panels (Rust, JavaScript, other responses)').toBeGreaterThan(50);
  expect(counts.stashed, 'unselected panels holding only a <noscript> read as text').toBe(counts.unselected);
  expect(counts.markup, "unselected panels whose text is a sample's markup").toBe(counts.unselected);
  expect(counts.rust, 'panels holding a Rust sample').toBeGreaterThan(10);
  expect(counts.shown, 'unselected panels shown').toBe(0);
  // About 14,500 with the other samples as elements.
  expect(counts.elements, "elements of the reference").toBeLessThan(10_500);
});

test.describe('API reference, desktop', () => {
  test.use(DESKTOP);

  test('a deep link shows its menu entry active in an open group before any interaction', async ({page}) => {
    await page.goto(`${API}#${OPERATION}`);
    await waitForHydration(page);
    const item = menuItem(page, OPERATION);
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-api-active', '');
    await expect(page.locator('main[data-redoc-ready]')).toHaveCount(0);
  });

  test('a deep link marks its menu entry active within a second of hydration, shown in the menu', async ({page}) => {
    // Times taken in the page: when the app marks itself hydrated, and when the entry is marked.
    await page.addInitScript((id) => {
      const w = window as unknown as {__marks: {hydrated?: number; active?: number}};
      w.__marks = {};
      new MutationObserver(() => {
        if (w.__marks.hydrated === undefined && document.documentElement.getAttribute('data-has-hydrated') === 'true') w.__marks.hydrated = performance.now();
        const entry = Array.from(document.querySelectorAll('.menu-content li[data-item-id]')).find((li) => li.getAttribute('data-item-id') === id);
        if (w.__marks.active === undefined && entry && entry.hasAttribute('data-api-active')) w.__marks.active = performance.now();
      }).observe(document, {attributes: true, childList: true, subtree: true});
    }, OPERATION);
    await page.goto(`${API}#${OPERATION}`);
    await waitForHydration(page);
    const item = menuItem(page, OPERATION);
    await expect(item).toHaveAttribute('data-api-active', '');
    const marks = await page.evaluate(() => (window as unknown as {__marks: {hydrated?: number; active?: number}}).__marks);
    expect(marks.hydrated, 'hydration seen').toBeDefined();
    expect(marks.active, 'entry marked active').toBeDefined();
    expect(marks.active! - marks.hydrated!, 'ms from hydration to the entry marked active').toBeLessThanOrEqual(1000);
    // Shown: inside the menu's visible area, with the active background.
    await expect(item.locator(':scope > label')).toBeInViewport();
    const background = await item.locator(':scope > label').evaluate((label) => getComputedStyle(label).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page).toHaveURL(new RegExp(`#${OPERATION}$`));
  });

  test('the first click on a menu entry and on a sample tab is answered on the served page', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);

    // A group of the menu: the address names it, its section is in view, the group is open.
    await menuItem(page, GROUP).locator(':scope > label').click();
    await expect(page).toHaveURL(new RegExp(`#${GROUP}$`));
    await expectSectionInView(page, GROUP);
    const child = menuItem(page, OPERATION);
    await expect(child).toBeVisible();

    // An operation in it.
    await child.click();
    await expect(page).toHaveURL(new RegExp(`#${OPERATION}$`));
    await expectSectionInView(page, OPERATION);
    await expect(child).toHaveAttribute('data-api-active', '');
    // Issue 54, point 2: the states are told to assistive technology too.
    await expect(child).toHaveAttribute('aria-current', 'location');
    await expect(menuItem(page, GROUP)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuItem(page, GROUP)).not.toHaveAttribute('aria-current', /.*/);
    await expect(page.locator('.menu-content li[aria-current]')).toHaveCount(1);
    await expect(page.locator('.menu-content li[aria-expanded="false"]').first()).toBeAttached();

    // A sample tab of that operation: selected, its panel shown with its code.
    const section = page.locator(`[id="${OPERATION}"]`);
    const rust = section.locator('[role="tab"]', {hasText: /^Rust$/}).first();
    await rust.click();
    await expect(rust).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator(`[id="${await rust.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('mithril_client');
    // Parsed from its <noscript>, highlighted as the server wrote it.
    await expect(panel.locator('noscript')).toHaveCount(0);
    await expect(panel.locator('pre .token').first()).toBeVisible();
    await expect(page.locator('main[data-redoc-ready]')).toHaveCount(0);
    // Another tab of the same list: the first one's panel hides.
    const curl = section.locator('[role="tab"]', {hasText: /^curl$/}).first();
    await curl.click();
    await expect(curl).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toBeHidden();
  });

  test('Enter on a menu entry that has the focus goes to its section, as a click does', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const group = menuItem(page, GROUP);
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${GROUP}$`));
    await expectSectionInView(page, GROUP);
    await expect(group).toHaveAttribute('data-api-active', '');
  });

  test("the menu's search box keeps the entries that match every word; Enter goes to the first, Escape brings every entry back", async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const box = page.locator('.menu-content [role="search"] input');
    const shown = () => page.locator('.menu-content li[data-item-id]:not(:has(> ul))').evaluateAll((items) => items.filter((li) => (li as HTMLElement).offsetParent !== null).map((li) => li.getAttribute('data-item-id')));
    const all = (await page.locator('.menu-content li[data-item-id]:not(:has(> ul))').count());
    // Two characters: nothing filtered yet (Redoc's search starts at three).
    await box.fill('ca');
    await expect(page.locator('.api-search-status')).toHaveText('');
    await box.fill('cardano database snapshot');
    await expect(page.locator('.api-search-status')).toHaveText(/^\d+ operations? found$/);
    const found = await shown();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all);
    expect(found).toContain(OPERATION);
    for (const id of found) expect(id, 'an operation of a Cardano database group').toMatch(/cardano-db/);
    await box.fill('no such operation');
    await expect(page.locator('.api-search-status')).toHaveText('No results found');
    expect(await shown()).toEqual([]);
    await box.fill('getCardanoDatabaseSnapshot');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${OPERATION}$`));
    await expectSectionInView(page, OPERATION);
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(page.locator('.menu-content li[data-api-filtered]')).toHaveCount(0);
  });
});

test.describe('API reference, phone', () => {
  test.use(PHONE);

  test('the floating menu opens at the first tap and its entries work', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const menu = page.locator('.menu-content');
    await expect(menu).toBeHidden();
    await page.locator('.menu-content + div').tap();
    await expect(menu).toBeVisible();
    await menuItem(page, GROUP).locator(':scope > label').tap();
    await expect(page).toHaveURL(new RegExp(`#${GROUP}$`));
    await expectSectionInView(page, GROUP);
    // As Redoc's own menu does: a group keeps the menu open, an operation closes it.
    await expect(menu).toBeVisible();
    await menuItem(page, OPERATION).tap();
    await expect(page).toHaveURL(new RegExp(`#${OPERATION}$`));
    await expect(menu).toBeHidden();
    await expectSectionInView(page, OPERATION);
    await page.locator('.menu-content + div').tap();
    await expect(menu).toBeVisible();
    await page.locator('.menu-content + div').tap();
    await expect(menu).toBeHidden();
  });
});

/**
 * Issue 34: the menu, as a reader uses it once the page has hydrated: open a group, then click an
 * operation in it. The address names it, its section is on screen, its group stays open. Run at
 * normal speed and with the CPU slowed 4x.
 */
const MENU_PATHS = [
  {group: GROUP, operation: OPERATION},
  {group: 'tag/certificates', operation: 'tag/certificates/operation/getCertificate'},
];

async function slowCpu(page: Page, rate: number): Promise<void> {
  if (rate <= 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate});
}

/** The operation's entry is shown active in an open group. */
async function expectEntryShown(page: Page, group: string, operation: string): Promise<void> {
  const entry = menuItem(page, operation);
  await expect(entry, `${operation} visible in its open group`).toBeVisible();
  await expect(menuItem(page, group).locator(':scope > ul')).toBeVisible();
  const active = await entry.evaluate(
    (li) => li.hasAttribute('data-api-active'),
  );
  expect(active, `${operation} marked active`).toBe(true);
}

for (const cpu of [1, 4]) {
  for (const [size, preset] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    test.describe(`API menu after hydration, ${size}, CPU ${cpu}x`, () => {
      test.use(preset);
      // At 4x, the issue's own case only (each run takes 25-45 s on a 2-core runner).
      for (const {group, operation} of cpu > 1 ? MENU_PATHS.slice(0, 1) : MENU_PATHS) {
        test(`group ${group.split('/')[1]}, then one of its operations`, async ({page}) => {
          test.slow(cpu > 1);
          await slowCpu(page, cpu);
          await page.goto(API);
          await waitForHydration(page);
          const open = async (): Promise<void> => {
            if (size === 'phone') {
              // The phone's menu is behind its floating button; an entry tapped closes it.
              await page.locator('.menu-content + div').tap();
              await expect(page.locator('.menu-content')).toBeVisible();
            }
          };
          const press = async (id: string, target = menuItem(page, id)): Promise<void> => {
            if (size === 'phone') await target.tap();
            else await target.click();
          };

          await open();
          // Speed is measured by `npm run bench:api-click`; here only the outcome counts, however slow.
          const patience = {timeout: cpu > 1 ? 30_000 : 10_000};
          await press(group, menuItem(page, group).locator(':scope > label'));
          await expect(page).toHaveURL(new RegExp(`#${group}$`), patience);
          // A group pressed leaves the phone's menu open (as Redoc's menu, which closes on an
          // operation only): the reader picks an operation from it next.
          if (size === 'phone') await expect(page.locator('.menu-content'), 'menu still open after a group').toBeVisible();
          await expect(menuItem(page, operation)).toBeVisible();
          await press(operation);
          await expect(page).toHaveURL(new RegExp(`#${operation}$`), patience);
          await expectSectionInView(page, operation);

          // Nothing moves the reader or the address afterwards.
          await settle(page);
          await expect(page).toHaveURL(new RegExp(`#${operation}$`));
          await expectSectionInView(page, operation);
          await open();
          await expectEntryShown(page, group, operation);
        });
      }
    });
  }
}

test.describe('API menu, desktop: arrows and the sticky menu', () => {
  test.use(DESKTOP);

  /** The arrow of a group's entry: "down" when it points down, "right" when it points right. */
  async function arrow(page: Page, id: string): Promise<string> {
    return menuItem(page, id)
      .locator(':scope > label > svg')
      .evaluate((svg) => {
        const m = new DOMMatrixReadOnly(getComputedStyle(svg).transform === 'none' ? undefined : getComputedStyle(svg).transform);
        // Redoc draws the arrow pointing down and turns it -90° for a closed group.
        return Math.round(Math.atan2(m.b, m.a) * (180 / Math.PI)) === 0 ? 'down' : 'right';
      });
  }

  test('an open group points its arrow down, a closed one to the right', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    await menuItem(page, 'tag/certificates').locator(':scope > label').click();
    await expect(menuItem(page, 'tag/certificates').locator(':scope > ul')).toBeVisible();
    // The arrow turns with a transition: read once it has ended.
    await expect.poll(() => arrow(page, 'tag/certificates'), {message: 'open group'}).toBe('down');
    expect(await arrow(page, GROUP), 'closed group').toBe('right');
  });

  test("the menu's search box and first entry stay below the navbar once the page is scrolled", async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const check = async (when: string): Promise<void> => {
      await page.mouse.wheel(0, 4000);
      await settle(page);
      const place = await page.evaluate(() => {
        const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
        const box = document.querySelector<HTMLElement>('.menu-content input')!;
        const first = document.querySelector<HTMLElement>('.menu-content li[data-item-id] > label')!;
        const covered = (el: HTMLElement): boolean => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !hit || !el.contains(hit);
        };
        return {navbar, box: box.getBoundingClientRect().top, boxCovered: covered(box), firstCovered: covered(first), y: window.scrollY};
      });
      expect(place.y, `${when}: page scrolled`).toBeGreaterThan(1000);
      expect(place.box, `${when}: search box top below the navbar (${place.navbar} px)`).toBeGreaterThanOrEqual(place.navbar - 1);
      expect(place.boxCovered, `${when}: search box covered`).toBe(false);
      expect(place.firstCovered, `${when}: first menu entry covered`).toBe(false);
    };
    await check('served');
  });
});

/**
 * Issue 57: links readers already have into the reference use Redoc's other anchors, a JSON
 * pointer to the operation (`#/paths/~1register-signer/post`, `~1` being `/`, braces as typed or
 * percent-encoded) or `#operation/<operationId>`. They land on the operation, whose address
 * becomes the one the page uses (`#tag/<tag>/operation/<operationId>`); an anchor naming no
 * operation of the reference leaves the page as it was (the top, the address unchanged).
 */
test.describe('API reference, the anchors of older links', () => {
  test.use(DESKTOP);

  const REFERENCES = [
    {name: 'Current', api: API, extra: []},
    {name: 'Next', api: '/doc/next/aggregator-api/', extra: [{anchor: '/paths/~1proof~1v2~1cardano-block/get', id: 'tag/proof/operation/getCardanoBlockProof'}]},
  ];
  const ANCHORS = [
    {anchor: '/paths/~1register-signer/post', id: 'tag/signers/operation/registerSigner'},
    {anchor: '/paths/~1certificate~1{certificate_hash}/get', id: 'tag/certificates/operation/getCertificate'},
    {anchor: '/paths/~1certificate~1%7Bcertificate_hash%7D/get', id: 'tag/certificates/operation/getCertificate'},
    {anchor: 'operation/getCardanoDatabaseSnapshot', id: OPERATION},
  ];

  /** The top of the section's heading, in px from the top of the window. */
  async function headingTop(page: Page, id: string): Promise<number> {
    await settle(page);
    return page.evaluate((id) => document.getElementById(id)!.querySelector('h2')!.getBoundingClientRect().top, id);
  }

  for (const {name, api, extra} of REFERENCES) {
    for (const {anchor, id} of [...ANCHORS, ...extra]) {
      test(`${name}: #${anchor} lands on its operation, the address then #${id}`, async ({page}) => {
        await page.goto(`${api}#${anchor}`);
        await waitForHydration(page);
        await expect(page).toHaveURL(new RegExp(`${api}#${id}$`));
        const top = await headingTop(page, id);
        expect(top, `heading of ${id} at ${top.toFixed(1)} px`).toBeGreaterThanOrEqual(0);
        expect(top, `heading of ${id} at ${top.toFixed(1)} px`).toBeLessThanOrEqual(200);
        await expect(menuItem(page, id)).toHaveAttribute('data-api-active', '');
      });
    }

    test(`${name}: a JSON-pointer anchor typed into the address of the open page lands on its operation`, async ({page}) => {
      await page.goto(api);
      await waitForHydration(page);
      await page.evaluate(() => {
        window.location.hash = '/paths/~1register-signer/post';
      });
      const id = 'tag/signers/operation/registerSigner';
      await expect(page).toHaveURL(new RegExp(`${api}#${id}$`));
      const top = await headingTop(page, id);
      expect(top, `heading at ${top.toFixed(1)} px`).toBeGreaterThanOrEqual(0);
      expect(top, `heading at ${top.toFixed(1)} px`).toBeLessThanOrEqual(200);
    });

    test(`${name}: an anchor that names no operation keeps the page at the top and the address as it was`, async ({page}) => {
      await page.goto(`${api}#/paths/~1no-such-route/get`);
      await waitForHydration(page);
      await settle(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(new URL(page.url()).hash).toBe('#/paths/~1no-such-route/get');
    });
  }
});
