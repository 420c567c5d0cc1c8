import {redirects} from '../config/redirects';
import {test, expect} from './fixtures';

for (const {from, to} of redirects) {
  test(`old path ${from} lands on ${to}`, async ({page}) => {
    const response = await page.goto(`/doc${from}`);
    expect(response?.status()).toBe(200);
    const target = `/doc${to as string}`;
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.locator('article h1, header h1').first()).toBeVisible();
  });
}

test('a redirect keeps the hash of the old link', async ({page}) => {
  await page.goto('/doc/mithril/threat-model#top');
  await page.waitForURL((url) => url.pathname === '/doc/mithril/advanced/threat-model' && url.hash === '#top');
});
