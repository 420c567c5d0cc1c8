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
