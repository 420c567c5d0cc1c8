import {readFileSync} from 'node:fs';
import {join, dirname} from 'node:path';
import {test as base, expect, type Page, type Route} from '@playwright/test';

const katexDist = dirname(require.resolve('katex/dist/katex.min.css'));

/** Hosts a page may contact besides the site itself: analytics and the KaTeX stylesheet CDN. */
export const ALLOWED_EXTERNAL_HOSTS = ['www.googletagmanager.com', 'www.google-analytics.com', 'cdn.jsdelivr.net'];

/**
 * Console errors that are expected and cannot be fixed in the site. Keep this empty unless a
 * comment proves the message is outside our control.
 */
const CONSOLE_ERROR_ALLOWLIST: RegExp[] = [];

export interface PageHealth {
  consoleErrors: string[];
  pageErrors: string[];
  externalRequests: string[];
  failedRequests: string[];
}

/**
 * The test machine has no internet: answer the allowed external hosts locally (KaTeX's CSS and
 * fonts from the installed package, so the browser also checks the SRI hash; an empty analytics
 * script) and abort anything else, recording it.
 */
export async function routeExternal(page: Page, health: PageHealth): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route: Route) => {
    const url = new URL(route.request().url());
    health.externalRequests.push(url.href);
    if (url.hostname === 'cdn.jsdelivr.net') {
      const match = /\/npm\/katex@[^/]+\/dist\/(.+)$/.exec(url.pathname);
      if (match) {
        const file = join(katexDist, match[1]);
        const contentType = file.endsWith('.css') ? 'text/css' : file.endsWith('.woff2') ? 'font/woff2' : 'application/octet-stream';
        await route.fulfill({
          status: 200,
          body: readFileSync(file),
          headers: {'content-type': contentType, 'access-control-allow-origin': '*'},
        });
        return;
      }
    }
    if (url.hostname === 'www.googletagmanager.com') {
      await route.fulfill({status: 200, body: '', headers: {'content-type': 'text/javascript'}});
      return;
    }
    await route.abort('blockedbyclient');
  });
}

export function watchPage(page: Page): PageHealth {
  const health: PageHealth = {consoleErrors: [], pageErrors: [], externalRequests: [], failedRequests: []};
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !CONSOLE_ERROR_ALLOWLIST.some((re) => re.test(msg.text()))) {
      health.consoleErrors.push(`${msg.text()} (${msg.location().url})`);
    }
  });
  page.on('pageerror', (err) => health.pageErrors.push(String(err)));
  page.on('requestfailed', (req) => {
    const url = new URL(req.url());
    // net::ERR_ABORTED is a prefetch or chunk request cancelled by a navigation, not a failure.
    if (url.hostname === '127.0.0.1' && req.failure()?.errorText !== 'net::ERR_ABORTED') health.failedRequests.push(`${req.url()}: ${req.failure()?.errorText}`);
  });
  return health;
}

/** Waits until React has hydrated the prerendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

type Fixtures = {health: PageHealth};

/**
 * `test` with a page whose external requests are stubbed and whose console errors, uncaught
 * errors and failed same-origin requests fail the test (opt out per test with `health.consoleErrors = []`).
 */
export const test = base.extend<Fixtures>({
  health: [
    async ({page}, use) => {
      const health = watchPage(page);
      await routeExternal(page, health);
      await use(health);
      expect(health.pageErrors, 'uncaught page errors').toEqual([]);
      expect(health.consoleErrors, 'console errors').toEqual([]);
      expect(health.failedRequests, 'failed same-origin requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
