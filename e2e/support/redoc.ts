import {expect, type Page} from '@playwright/test';

/** Top-level sections of the API reference, as src/theme/Redoc selects them. */
export const API_SECTIONS = '.redocusaurus .api-content [data-section-id]:not([data-section-id] [data-section-id])';

/**
 * Waits until src/theme/Redoc has marked every top-level section of the API reference rendered
 * (it does so a few sections per frame after hydration), so that layout-based checks, such
 * as axe's contrast rule, see the whole page laid out.
 */
export async function waitForAllSectionsRendered(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((selector) => document.querySelectorAll(`${selector}:not([data-rendered])`).length, API_SECTIONS), {
      message: 'API sections still waiting to be rendered',
    })
    .toBe(0);
}
