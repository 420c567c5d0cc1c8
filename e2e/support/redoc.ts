import {expect, type Page} from '@playwright/test';
import {API_SECTIONS} from '../../src/data/apiSections';

export {API_SECTIONS};

/** The two ways a reader gets the API reference: served (prerendered, no Redoc code), or rendered by Redoc in the browser. */
export const MODES = ['served', 'rendered'] as const;
export type Mode = (typeof MODES)[number];

/**
 * Turns the served reference the page shows into one Redoc renders in the browser, as a reader
 * gets it after client-side navigation: to the manual and Back. Waits until Redoc says it has
 * mounted (`data-redoc-ready` on its <main>) and the page is back where the address says.
 */
export async function renderRedoc(page: Page): Promise<void> {
  const url = page.url();
  await page.locator('nav.navbar').getByRole('link', {name: 'User manual', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Welcome');
  await page.goBack();
  await page.waitForURL(url);
  await page.locator('main[data-redoc-ready]').waitFor({state: 'attached'});
  await expect(page.locator('[data-section-id*="/operation/"]')).toHaveCount(31);
}
