/**
 * The reader's path on the API reference: the first tap on a menu entry, a sample tab or the phone's
 * menu button is answered before Redoc's code is in (src/theme/Redoc/before.ts), and Redoc then
 * takes over the same state; a deep link shows its entry in the menu at once; the landing page's
 * button opens the reference in the same tab.
 *
 * Redoc's code is held back (every script requested after the page has hydrated waits for the test
 * to let it through), so these tests show what the reader gets before Redoc is ready, however fast
 * the machine. How fast the first tap answers is measured by `npm run bench:api-click`, not here.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {DESKTOP, PHONE, settle} from './support/reader';

const API = '/doc/aggregator-api/';
const GROUP = 'tag/cardano-db-v2';
const OPERATION = 'tag/cardano-db-v2/operation/getCardanoDatabaseSnapshot';

/** Holds every script requested from now on until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The section with this id has its top just below the navbar (68 ± 6 px, or on screen at the page's end). */
async function expectSectionInView(page: Page, id: string): Promise<void> {
  await settle(page);
  const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
  expect(Math.abs(top - 68), `section ${id} top at ${top.toFixed(1)} px`).toBeLessThanOrEqual(6);
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

test('every sample tab panel is in the prerendered page, the unselected ones hidden', async ({page}) => {
  await page.goto(API);
  const counts = await page.evaluate(() => {
    const panels = Array.from(document.querySelectorAll('.redocusaurus [data-rttabs] .react-tabs__tab-panel:not(.react-tabs__tab-panel--selected)'));
    return {
      unselected: panels.length,
      empty: panels.filter((p) => !p.textContent?.trim()).length,
      shown: panels.filter((p) => getComputedStyle(p).display !== 'none').length,
    };
  });
  expect(counts.unselected, 'unselected panels (Rust, JavaScript, other responses)').toBeGreaterThan(50);
  expect(counts.empty, 'empty unselected panels').toBe(0);
  expect(counts.shown, 'unselected panels shown').toBe(0);
});

test.describe('API reference, desktop', () => {
  test.use(DESKTOP);

  test('a deep link shows its menu entry active in an open group before any interaction', async ({page}) => {
    await page.goto(`${API}#${OPERATION}`);
    await waitForHydration(page);
    const item = menuItem(page, OPERATION);
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-pre-active', '');
    await expect(page.locator('main[data-redoc-ready]')).toHaveCount(0);
  });

  test('the first click on a menu entry and on a sample tab is answered before Redoc is in', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const release = await holdScripts(page);

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
    await expect(child).toHaveAttribute('data-pre-active', '');

    // A sample tab of that operation: selected, its panel shown with its code.
    const section = page.locator(`[id="${OPERATION}"]`);
    const rust = section.locator('[role="tab"]', {hasText: /^Rust$/}).first();
    await rust.click();
    await expect(rust).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator(`[id="${await rust.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('mithril_client');
    await expect(page.locator('main[data-redoc-ready]')).toHaveCount(0);

    // Redoc takes over the same state.
    release();
    await page.locator('main[data-redoc-ready]').waitFor({state: 'attached', timeout: 30_000});
    await expect(rust).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toBeVisible();
    await expect(child).toBeVisible();
    await expect(page.locator('[data-pre-active], [data-pre-open]')).toHaveCount(0);
    // Redoc's own tabs and menu answer from then on.
    const curl = section.locator('[role="tab"]', {hasText: /^curl$/}).first();
    await curl.click();
    await expect(curl).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toBeHidden();
  });
});

test.describe('API reference, phone', () => {
  test.use(PHONE);

  test('the floating menu opens at the first tap and its entries work before Redoc is in', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const release = await holdScripts(page);
    const menu = page.locator('.menu-content');
    await expect(menu).toBeHidden();
    await page.locator('.menu-content + div').tap();
    await expect(menu).toBeVisible();
    await menuItem(page, GROUP).locator(':scope > label').tap();
    await expect(page).toHaveURL(new RegExp(`#${GROUP}$`));
    await expect(menu).toBeHidden();
    await expectSectionInView(page, GROUP);
    release();
    await page.locator('main[data-redoc-ready]').waitFor({state: 'attached', timeout: 30_000});
    await page.locator('.menu-content + div').tap();
    await expect(menu).toBeVisible();
  });
});
