import {expect, type Page} from '@playwright/test';
import {API_SECTIONS} from '../../src/data/apiSections';

export {API_SECTIONS};

/**
 * Waits until src/theme/Redoc has marked every top-level section of the API reference rendered
 * (it does so a few sections per frame after hydration), so that layout-based checks, such
 * as axe's contrast rule, see the whole page laid out.
 */
export async function waitForAllSectionsRendered(page: Page): Promise<void> {
  // A selector that matched nothing would make the wait below pass at once.
  await expect(page.locator(API_SECTIONS).first()).toBeAttached();
  await expect
    .poll(() => page.evaluate((selector) => document.querySelectorAll(`${selector}:not([data-rendered])`).length, API_SECTIONS), {
      message: 'API sections still waiting to be rendered',
    })
    .toBe(0);
}

/**
 * Makes the API reference interactive as a reader would (src/theme/Redoc loads Redoc's code at the
 * first interaction with the page: here, the pointer moving over it) and waits until Redoc says it
 * is ready (`data-redoc-ready` on its <main>).
 */
export async function wakeRedoc(page: Page): Promise<void> {
  await page.mouse.move(10, 300);
  await page.locator('main[data-redoc-ready]').waitFor({state: 'attached'});
}
