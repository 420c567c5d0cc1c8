import {expect, type Page} from '@playwright/test';

/**
 * Resolves once no http(s) request of the page has been in flight for `quietMs`. Playwright's
 * 'networkidle' never comes on the API page: Redoc starts a worker from a blob: URL whose request
 * Chromium never reports as finished, so blob: and data: requests are left out here.
 */
export function trackNetwork(page: Page, quietMs = 400): () => Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const counted = (url: string) => /^https?:/.test(url);
  page.on('request', (r) => {
    if (!counted(r.url())) return;
    inFlight.add(r);
    lastChange = Date.now();
  });
  const done = (r: unknown) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, {timeout: 15_000, intervals: [100]}).toBe(true);
}
