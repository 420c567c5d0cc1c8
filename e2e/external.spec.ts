import {readFileSync} from 'node:fs';
import {katexFallbackPath, katexStylesheet, sriHash} from '../config/katex';
import {test, expect, waitForHydration, ALLOWED_EXTERNAL_HOSTS} from './fixtures';

const MATHS_PAGE = '/doc/mithril/advanced/mithril-protocol/protocol';
const katexCss = readFileSync(require.resolve('katex/dist/katex.min.css'));

test('pages request only the site, the analytics host and the KaTeX stylesheet host, never an aggregator', async ({page, health}) => {
  // Every page is also checked by e2e/crawl.spec.ts; these are the page types with external content.
  for (const path of ['/doc/', MATHS_PAGE, '/doc/aggregator-api/', '/doc/manual/develop/run-mithril-devnet', '/doc/dev-blog/2025/11/03/distribution-2543']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  const hosts = [...new Set(health.externalRequests.map((u) => new URL(u).hostname))];
  expect(hosts.filter((h) => !ALLOWED_EXTERNAL_HOSTS.includes(h))).toEqual([]);
  expect(hosts.filter((h) => /(^|\.)api\.mithril\.network$/.test(h))).toEqual([]);
  expect(hosts).toContain('cdn.jsdelivr.net');
  expect(hosts).toContain('www.googletagmanager.com');
});

test('the KaTeX stylesheet carries the integrity of the file it names and styles the maths', async ({page}) => {
  const sheet = katexStylesheet();
  await page.goto(MATHS_PAGE);
  await waitForHydration(page);
  const link = page.locator(`head link[rel="stylesheet"][href="${sheet.href}"]`);
  await expect(link).toHaveAttribute('integrity', sriHash(katexCss));
  await expect(link).toHaveAttribute('crossorigin', 'anonymous');
  const katex = page.locator('.katex').first();
  await expect(katex).toBeVisible();
  // The stylesheet applied: KaTeX's font family and its hidden MathML copy.
  expect(await katex.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^KaTeX_Main/);
  expect(await page.locator('.katex-mathml').first().evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
});

test('a KaTeX stylesheet that does not match its integrity is refused by the browser (and the same-origin copy used)', async ({page, health}) => {
  // Control for the test above: the same file with one byte more must not apply.
  await page.route('https://cdn.jsdelivr.net/**/katex.min.css', (route) =>
    route.fulfill({status: 200, body: Buffer.concat([katexCss, Buffer.from(' ')]), headers: {'content-type': 'text/css', 'access-control-allow-origin': '*'}}),
  );
  await page.goto(MATHS_PAGE);
  await waitForHydration(page);
  const sheet = katexStylesheet();
  // The refused file gives its link no style sheet; its onerror added the fallback (e2e/katex-fallback.spec.ts).
  expect(await page.evaluate((href) => Boolean((document.querySelector(`link[href="${href}"]`) as HTMLLinkElement | null)?.sheet), sheet.href)).toBe(false);
  await expect(page.locator('head link[data-katex-fallback]')).toHaveAttribute('href', `/doc/${katexFallbackPath()}`);
  const refusal = (e: string) => e.includes('integrity');
  expect(health.consoleErrors.some(refusal), health.consoleErrors.join('\n')).toBe(true);
  health.consoleErrors = health.consoleErrors.filter((e) => !refusal(e));
});
