/**
 * The two API references (issue 32): Current (openapi.yaml, API 0.1.55) at /doc/aggregator-api/
 * and Next (openapi-next.yaml, API 0.1.68) at /doc/next/aggregator-api/, each with its own version,
 * routes, download, Markdown twin and search results; the version dropdown of an API page switches
 * between them; a Try-it panel says which API version the aggregator runs (against a stand-in
 * whose GET / reports 0.1.68) and, on the Current page, links the Next reference.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, type PageHealth} from './fixtures';
import {SITE_ORIGIN, readBuildFile} from './support/build';
import {startStandIn, type StandIn} from './support/standin-aggregator';

const CURRENT = '/doc/aggregator-api/';
const NEXT = '/doc/next/aggregator-api/';
/** Port of this file's stand-in (e2e/try-it.spec.ts uses 31240-31247 and leaves 31249 closed). */
const PORT = 31248;

/** The reference's title, rendered by Redoc from the document's info: its name and API version. */
const title = (page: Page) => page.locator('.redocusaurus h1').first();

test.describe('two API references', () => {
  test('both render, each with its own version and download', async ({page}) => {
    await page.goto(CURRENT);
    await expect(title(page)).toContainText('0.1.55');
    await expect(page.locator('a[download], a[href$="openapi.yaml"]').first()).toHaveAttribute('href', '/doc/aggregator-api/openapi.yaml');
    await page.goto(NEXT);
    await expect(title(page)).toContainText('0.1.68');
    await expect(page.locator('a[download], a[href$="openapi.yaml"]').first()).toHaveAttribute('href', '/doc/next/aggregator-api/openapi.yaml');
    expect(readBuildFile('next/aggregator-api/openapi.yaml')).toMatch(/^ {2}version: 0\.1\.68$/m);
    expect(readBuildFile('aggregator-api/openapi.yaml')).toMatch(/^ {2}version: 0\.1\.55$/m);
  });

  test('Next documents /proof/v2/cardano-transaction and no /artifact/snapshot/{digest}; Current the other way round', async ({page}) => {
    const operation = (id: string) => page.locator(`[id="tag/proof/operation/${id}"], [data-section-id$="/operation/${id}"]`);
    await page.goto(NEXT);
    await expect(operation('getCardanoTransactionProofV2').first()).toBeAttached();
    await expect(page.locator('details[data-try-it="getCardanoTransactionProofV2"]')).toHaveCount(1);
    await expect(page.locator('details[data-try-it="getSnapshot"]')).toHaveCount(0);
    await expect(page.locator('.redocusaurus').getByText('/proof/v2/cardano-transaction', {exact: true}).first()).toBeAttached();
    await expect(page.locator('.redocusaurus').getByText('/artifact/snapshot/{digest}', {exact: true})).toHaveCount(0);
    await page.goto(CURRENT);
    await expect(page.locator('details[data-try-it="getSnapshot"]')).toHaveCount(1);
    await expect(page.locator('details[data-try-it="getCardanoTransactionProofV2"]')).toHaveCount(0);
  });

  test('the version dropdown of an API page switches between the two references', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(CURRENT);
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({has: page.locator('.dropdown__menu a[href="/doc/next/aggregator-api/"]')});
    await expect(dropdown.locator('> .navbar__link')).toHaveText('Current');
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText(['Current (API 0.1.55)', 'Next 🚧 (API 0.1.68)']);
    await dropdown.hover();
    await items.filter({hasText: 'Next'}).click();
    await page.waitForURL((url) => url.pathname === NEXT);
    // The other reference, loaded in full (src/theme/Redoc: leaving a served reference).
    await expect(title(page)).toContainText('0.1.68', {timeout: 30_000});
    await expect(page.locator('.navbar__items--right .dropdown > .navbar__link').filter({hasText: /^Next/})).toBeVisible();
    // A doc page keeps the stock docs dropdown.
    await page.goto('/doc/manual/welcome');
    await expect(page.locator('.navbar__items--right .dropdown__menu a[href="/doc/next/manual/welcome"]')).toHaveCount(1);
    await expect(page.locator('.navbar__items--right .dropdown__menu a[href="/doc/next/aggregator-api/"]')).toHaveCount(0);
  });

  test('llms.txt lists both Markdown twins, each of its own version', async ({request}) => {
    const llms = readBuildFile('llms.txt');
    expect(llms).toContain(`(${SITE_ORIGIN}/doc/aggregator-api.md)`);
    expect(llms).toContain(`(${SITE_ORIGIN}/doc/next/aggregator-api.md)`);
    const next = await request.get('/doc/next/aggregator-api.md');
    expect(next.status()).toBe(200);
    const text = await next.text();
    expect(text).toContain('(API version 0.1.68)');
    expect(text).toContain('/proof/v2/cardano-transaction');
    expect(text).not.toContain('/artifact/snapshot/{digest}');
    expect(readBuildFile('aggregator-api.md')).toContain('(API version 0.1.55)');
  });

  test('search finds each reference in its own version', async ({page}) => {
    const resultPages = async (query: string, version = ''): Promise<string[]> => {
      const params = new URLSearchParams({q: query, ...(version ? {version} : {})});
      await page.goto(`/doc/search?${params}`);
      await waitForHydration(page);
      await expect(page.getByText(/documents? found|No documents were found/)).toBeVisible({timeout: 30_000});
      const hrefs = await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.map((href) => href.replace(/\?[^#]*/, ''));
    };
    // One result per page, pointing at its best section: a v2 proof, which only Next documents.
    const next = await resultPages('cardano-block proof', 'next');
    expect(next.some((href) => /^\/doc\/next\/aggregator-api\/#tag\/proof\/operation\/getCardano(BlockProof|TransactionProofV2)$/.test(href)), next.join('\n')).toBe(true);
    expect(next.filter((href) => href.startsWith(CURRENT)), 'Current reference in Next results').toEqual([]);
    const current = await resultPages('snapshot download');
    expect(current.some((href) => href.startsWith(`${CURRENT}#tag/`)), current.join('\n')).toBe(true);
    expect(current.filter((href) => href.startsWith(NEXT)), 'Next reference in Current results').toEqual([]);
  });
});

test.describe('Try it knows which API version the aggregator runs', () => {
  // One stand-in on one port: the two tests run one after the other, in one worker.
  test.describe.configure({mode: 'serial'});
  let standIn: StandIn;
  test.beforeAll(async () => {
    standIn = await startStandIn(PORT, {openApiVersion: '0.1.68'});
  });
  test.afterAll(async () => {
    await standIn?.close();
  });
  const forgive = (health: PageHealth): void => {
    for (const list of [health.consoleErrors, health.failedRequests]) list.splice(0, list.length, ...list.filter((entry) => !/127\.0\.0\.1:312\d\d/.test(entry)));
  };

  /** Opens getStatus's Try it on `path`, aims it at the stand-in and presses Send; returns the panel. */
  const sendGetStatus = async (page: Page, path: string) => {
    await page.goto(path);
    await waitForHydration(page);
    const details = page.locator('details[data-try-it="getStatus"]');
    await details.locator('summary').scrollIntoViewIfNeeded();
    await details.locator('summary').click();
    await details.getByLabel('Aggregator', {exact: true}).selectOption('other');
    await details.getByLabel('Aggregator address').fill(`${standIn.origin}/aggregator`);
    await details.getByRole('button', {name: 'Send'}).click();
    return details;
  };

  test('on the Current page, an aggregator reporting 0.1.68 is named with both versions and the Next reference linked', async ({page, health}) => {
    const details = await sendGetStatus(page, CURRENT);
    await expect(details.locator('[data-try-it-http-status]')).toHaveText(/^200/);
    const note = details.locator('[data-try-it-version="other"]');
    await expect(note).toContainText('runs API 0.1.68, not 0.1.55 as this page documents');
    await expect(note.getByRole('link', {name: 'Open the Next 🚧 reference (API 0.1.68)'})).toHaveAttribute('href', '/doc/next/aggregator-api/#tag/aggregator/operation/getStatus');
    await expect(note.locator('[data-try-it-version-check]')).toContainText('Checked against the Next 🚧 contract (API 0.1.68): matches');
    expect(standIn.requests).toContain('GET /aggregator/');
    forgive(health);
  });

  test('on the Next page, the same aggregator matches the version documented', async ({page, health}) => {
    const details = await sendGetStatus(page, NEXT);
    await expect(details.locator('[data-try-it-version="same"]')).toHaveText('The aggregator runs API 0.1.68, the version this page documents (Next 🚧).');
    forgive(health);
  });
});
