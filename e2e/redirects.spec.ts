import {test, expect} from './fixtures';

// Every redirect of config/redirects.ts is followed in Chromium by e2e/crawl.spec.ts: it must answer
// 200, land on its target and load there without an error. Here: the cases a list cannot show.

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
