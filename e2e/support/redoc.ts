import type {Page} from '@playwright/test';
import {API_SECTIONS} from '../../src/data/apiSections';

export {API_SECTIONS};

/**
 * Makes the API reference interactive as a reader would (src/theme/Redoc loads Redoc's code at the
 * first interaction with the page: here, the pointer moving over it) and waits until Redoc says it
 * is ready (`data-redoc-ready` on its <main>).
 */
export async function wakeRedoc(page: Page): Promise<void> {
  await page.mouse.move(10, 300);
  await page.locator('main[data-redoc-ready]').waitFor({state: 'attached'});
}
