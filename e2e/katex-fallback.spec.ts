import type {Page} from '@playwright/test';
import {katexFallbackPath, katexStylesheet} from '../config/katex';
import {test, expect, waitForHydration, ALLOWED_EXTERNAL_HOSTS} from './fixtures';

/**
 * KaTeX's stylesheet comes from a CDN (config/katex.ts); where that host is blocked, the link's
 * onerror adds the same-origin copy written by plugins/katex-fallback. Without any KaTeX sheet,
 * every formula shows twice: its MathML copy (for screen readers) as plain text, then its HTML.
 */
const MATHS_PAGE = '/doc/mithril/advanced/mithril-protocol/protocol';
const FALLBACK = `/doc/${katexFallbackPath()}`;
const CDN = 'https://cdn.jsdelivr.net/**';

/** Chromium's console message for the CDN stylesheet the test blocks on purpose, and nothing else. */
const dropBlockedCdn = (errors: string[]) => errors.filter((e) => !(e.startsWith('Failed to load resource: net::ERR_') && e.includes('(https://cdn.jsdelivr.net/')));

/** Formulas whose MathML copy takes visible room (more than KaTeX's 1 px clip) and their count. */
async function formulaLayout(page: Page): Promise<{formulas: number; visibleMathml: number}> {
  return page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('.katex-mathml'));
    const visible = all.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 || r.height > 1;
    });
    return {formulas: all.length, visibleMathml: visible.length};
  });
}

test('with the CDN host blocked, the same-origin KaTeX sheet is applied and each formula shows once', async ({page, health}) => {
  const fallbackRequests: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith(FALLBACK.replace(/katex\.min\.css$/, ''))) fallbackRequests.push(r.status());
  });
  await page.route(CDN, (route) => route.abort('blockedbyclient'));
  const sheetLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === FALLBACK);
  await page.goto(MATHS_PAGE);
  expect((await sheetLoaded).status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('head link[data-katex-fallback]')).toHaveAttribute('href', FALLBACK);
  // The fallback link sits right after the CDN link, so the cascade is the same.
  expect(await page.evaluate(() => document.querySelector('link[data-katex-fallback]')?.previousElementSibling?.getAttribute('href'))).toBe(katexStylesheet().href);

  const katex = page.locator('.katex').first();
  await expect(katex).toBeVisible();
  await expect.poll(() => katex.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^KaTeX_Main/);
  const {formulas, visibleMathml} = await formulaLayout(page);
  expect(formulas).toBeGreaterThan(5);
  expect(visibleMathml, 'formulas shown twice').toBe(0);
  // KaTeX's fonts come from the site too, as woff2.
  await page.evaluate(() => document.fonts.ready);
  const fonts = await page.evaluate(() => {
    let loaded = 0;
    document.fonts.forEach((f) => {
      if (f.family.replace(/["']/g, '').startsWith('KaTeX') && f.status === 'loaded') loaded++;
    });
    return loaded;
  });
  expect(fonts).toBeGreaterThan(0);
  expect(fallbackRequests.length).toBeGreaterThan(1);
  expect(fallbackRequests.every((s) => s === 200)).toBe(true);
  // No other host than the allowed ones.
  expect(health.externalRequests.map((u) => new URL(u).hostname).filter((h) => !ALLOWED_EXTERNAL_HOSTS.includes(h))).toEqual([]);
  health.consoleErrors = dropBlockedCdn(health.consoleErrors);
});

test('control: with neither the CDN nor the fallback sheet, formulas do show twice', async ({page, health}) => {
  await page.route(CDN, (route) => route.abort('blockedbyclient'));
  await page.route(`**${FALLBACK}`, (route) => route.abort('blockedbyclient'));
  await page.goto(MATHS_PAGE);
  await waitForHydration(page);
  const {formulas, visibleMathml} = await formulaLayout(page);
  expect(visibleMathml).toBe(formulas);
  health.consoleErrors = dropBlockedCdn(health.consoleErrors).filter((e) => !e.includes(FALLBACK));
  // The aborted fallback is this test's doing, not a failure of the site.
  health.failedRequests = health.failedRequests.filter((e) => !e.includes(FALLBACK));
});

test('with the CDN reachable, the fallback sheet is never requested', async ({page, health}) => {
  const local: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.hostname === '127.0.0.1' && url.pathname.startsWith('/doc/katex/')) local.push(url.pathname);
  });
  // The fixture answers the CDN with the installed package's files (e2e/fixtures.ts).
  await page.goto(MATHS_PAGE);
  await waitForHydration(page);
  const katex = page.locator('.katex').first();
  await expect.poll(() => katex.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^KaTeX_Main/);
  expect((await formulaLayout(page)).visibleMathml).toBe(0);
  await page.evaluate(() => document.fonts.ready);
  expect(health.externalRequests.some((u) => u === katexStylesheet().href)).toBe(true);
  await expect(page.locator('link[data-katex-fallback]')).toHaveCount(0);
  expect(local).toEqual([]);
});
