import {test, expect, waitForHydration} from './fixtures';

// Every doc page of the specification, in both versions, is checked for its H1, document title and
// version banner by the crawl (e2e/crawl.spec.ts), which visits every built page in one warm browser.

test('the landing page has the site title, the hero and its calls to action', async ({page}) => {
  await page.goto('/doc/');
  await expect(page).toHaveTitle('Mithril. A complete guide.');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Mithril documentation');
  for (const name of ['Read the user manual', 'Learn the concepts', 'Aggregator API', 'Dev blog']) {
    await expect(page.getByRole('link', {name, exact: true})).toBeVisible();
  }
});

test('an unknown path shows the not-found page with a 404 status', async ({page, health}) => {
  const response = await page.goto('/doc/this/page/does-not-exist');
  // Chromium logs the 404 of the document itself; that one is the point of this test.
  health.consoleErrors = health.consoleErrors.filter((e) => !/status of 404 .*does-not-exist/.test(e));
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
