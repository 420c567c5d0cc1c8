import {redirects} from '../config/redirects';
import {test, expect} from './fixtures';

for (const {from, to} of redirects) {
  test(`old path ${from} lands on ${to}`, async ({page}) => {
    const response = await page.goto(`/doc${from}`);
    expect(response?.status()).toBe(200);
    const target = `/doc${to as string}`;
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.locator('article h1, header h1, .redocusaurus h1').first()).toBeVisible();
  });
}

test('the public site\'s addresses of the two API references lead to ours, each with its own version', async ({page}) => {
  for (const [from, to, version] of [
    ['/doc/aggregator-api/current', '/doc/aggregator-api/', '0.1.55'],
    ['/doc/aggregator-api/next', '/doc/next/aggregator-api/', '0.1.68'],
  ]) {
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await expect(page.locator('.redocusaurus h1').first()).toContainText(version);
  }
});

test('a redirect keeps the hash of the old link', async ({page}) => {
  await page.goto('/doc/mithril/threat-model#top');
  await page.waitForURL((url) => url.pathname === '/doc/mithril/advanced/threat-model' && url.hash === '#top');
});
