/**
 * The "Try it" panels of the API reference (plugins/api-samples/try-it.ts, src/components/TryIt),
 * driven against a stand-in aggregator on 127.0.0.1 (e2e/support/standin-aggregator.ts) that
 * serves the message fixtures with the real router's CORS headers: nothing of the panels loads
 * with the page, a panel loads when opened, answers are checked against the documented schemas,
 * and failures (404, timeout, cancel, network error, redirect, non-JSON) are reported without
 * losing what was typed. POST operations send nothing.
 */
import type {Page, Locator} from '@playwright/test';
import {test, expect, waitForHydration, type PageHealth} from './fixtures';
import {BIG_STAKE, KNOWN_CERTIFICATE, KNOWN_IDENTIFIERS, PLANTED, startStandIn, type StandIn} from './support/standin-aggregator';

const API = '/doc/aggregator-api/';
/** Ports of this worktree's stand-ins: 31240-31249 (31249 stays closed: the network-error case). */
const BASE_PORT = 31240;
const CLOSED_PORT = 31249;

let standIn: StandIn;

test.beforeAll(async ({}, testInfo) => {
  // One stand-in per worker, on its own port.
  standIn = await startStandIn(BASE_PORT + (testInfo.workerIndex % 8), {slowMs: 4_000});
});
test.afterAll(async () => {
  await standIn?.close();
});

/** Console errors and failed requests the browser reports for the stand-in's 404 and the closed port are expected. */
function forgiveStandInErrors(health: PageHealth): void {
  const ours = (text: string) => /127\.0\.0\.1:312\d\d/.test(text) || /status of 404/.test(text);
  for (const list of [health.consoleErrors, health.failedRequests]) {
    const kept = list.filter((entry) => !ours(entry));
    list.splice(0, list.length, ...kept);
  }
}

const panel = (page: Page, op: string): Locator => page.locator(`details[data-try-it="${op}"]`);

async function openPanel(page: Page, op: string): Promise<Locator> {
  const details = panel(page, op);
  // The panel's own summary (an answer's body is a <details> of its own, further down).
  const summary = details.locator(':scope > summary');
  await summary.scrollIntoViewIfNeeded();
  await summary.click();
  await expect(details.getByRole('form')).toBeVisible();
  return details;
}

async function useAddress(details: Locator, address: string): Promise<void> {
  await details.getByLabel('Aggregator', {exact: true}).selectOption('other');
  await details.getByLabel('Aggregator address').fill(address);
}

test.describe('Try it panels', () => {
  test('nothing of the panels loads with the page; one opens on a tap, with a form and the curl line', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.css')) scripts.push(request.url());
    });
    await page.goto(API);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /try-it/.test(url)), 'panel code before any interaction').toEqual([]);
    await expect(panel(page, 'getStatus')).toHaveCount(1);
    await expect(page.locator('details[data-try-it]')).toHaveCount(31);

    const details = await openPanel(page, 'getCertificate');
    expect(scripts.some((url) => /\/try-it\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    await expect(details.getByLabel('Aggregator', {exact: true})).toHaveValue('https://aggregator.release-mainnet.api.mithril.network/aggregator');
    // An identifier starts empty (an example would be a 404 on a real network), with its Fill control.
    await expect(details.getByRole('textbox', {name: /^certificate_hash/})).toHaveValue('');
    await expect(details.getByRole('button', {name: 'Fill from GET /certificates'})).toBeVisible();
    await expect(details.locator('[data-try-it-curl]')).toContainText("curl -s -f 'https://aggregator.release-mainnet.api.mithril.network/aggregator/certificate/");
    await expect(details.getByRole('button', {name: 'Send'})).toBeEnabled();
    await expect(details.getByRole('status')).toHaveText('');

    // The reference's own controls leave the panel alone (src/theme/Redoc/served.ts).
    await page.mouse.move(10, 300);
    await expect(details).toHaveAttribute('open', '');
    await expect(details.getByRole('form')).toBeVisible();

    // Epoch parameters start at `latest`.
    const byEpoch = await openPanel(page, 'getCardanoStakeDistributionByEpoch');
    await expect(byEpoch.getByRole('combobox', {name: /^epoch/})).toHaveValue('latest');
  });

  test('its code is fetched when the pointer comes on a panel\'s summary, not before, so the tap opens it without a download', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const tryIt = () => scripts.filter((url) => /\/try-it\.[0-9a-f]+\.js$/.test(url));
    await page.goto(API);
    await waitForHydration(page);
    // Reading the reference (pointer, wheel) fetches no Try-it code.
    await page.mouse.move(10, 300);
    await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(tryIt(), 'Try-it code fetched with no panel approached').toEqual([]);
    const details = panel(page, 'getStatus');
    const summary = details.locator(':scope > summary');
    await summary.scrollIntoViewIfNeeded();
    // The panel's code, then the Try-it data it asks for as it is evaluated.
    const loaded = page.waitForResponse(/\/try-it-data\.[0-9a-f]+\.js$/);
    await summary.hover();
    await loaded;
    expect(tryIt(), 'Try-it code fetched on hover').toHaveLength(1);
    // The tap needs nothing from the network: its code is in. (How fast the form then appears is
    // measured by `npm run bench:api-click`, not asserted here: a loaded CI host makes any
    // duration meaningless.)
    const before = scripts.length;
    await summary.click();
    await expect(details.getByRole('form')).toBeVisible();
    expect(scripts.slice(before), 'scripts requested by the tap').toEqual([]);
  });

  test('a success that matches the documented schema, from a typed aggregator address', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const details = await openPanel(page, 'getStatus');
    await useAddress(details, `${standIn.origin}/aggregator`);
    await expect(details.locator('[data-try-it-curl]')).toHaveText(`curl -s -f '${standIn.origin}/aggregator/status'`);
    await details.getByRole('button', {name: 'Send'}).click();
    const status = details.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toContainText(/^200 OK in \d+ ms\. The body matches the documented schema\.$/);
    await expect(details.locator('[data-try-it-check]')).toContainText('matches the documented schema');
    await expect(details.locator('[data-try-it-http-status]')).toHaveText('200 OK');
    await expect(details.locator('[data-try-it-body]')).toContainText('"cardano_network"');
    await expect(details.getByText('content-type')).toBeVisible();
    expect(standIn.requests).toContain('GET /aggregator/status');
  });

  test('a planted difference is named: missing field, wrong type, unknown enum value, extra field', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const details = await openPanel(page, 'getStatus');
    await useAddress(details, `${standIn.origin}/planted/aggregator`);
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByRole('status')).toContainText(/differences? from the documented schema/);
    const check = details.locator('[data-try-it-check]');
    await expect(check.locator('li[data-kind="missing"]')).toContainText(`.${PLANTED.missing}: required field missing`);
    await expect(check.locator('li[data-kind="type"]')).toContainText(`.${PLANTED.wrongType}: expected integer, got the string "many"`);
    await expect(check.locator('li[data-kind="enum"]')).toContainText(`.${PLANTED.unknownEra}: unknown value "tomorrow"`);
    await expect(check.locator('li[data-kind="extra"]')).toContainText(`.${PLANTED.extra}: field not in the description`);
  });

  test('a 404 (documented, empty body) for a hash typed in, then a known certificate', async ({page, health}) => {
    await page.goto(API);
    await waitForHydration(page);
    const details = await openPanel(page, 'getCertificate');
    await useAddress(details, `${standIn.origin}/aggregator`);
    await details.getByRole('textbox', {name: /^certificate_hash/}).fill('ab'.repeat(32));
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByRole('status')).toContainText(/^404 Not Found in \d+ ms\. The body matches the documented schema\.$/);
    await details.getByRole('textbox', {name: /^certificate_hash/}).fill(KNOWN_CERTIFICATE);
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByRole('status')).toContainText(/^200 OK .* matches the documented schema\.$/);
    forgiveStandInErrors(health);
  });

  test('Fill reads an identifier the stand-in lists, and the Send then answers 200', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const cases = [
      ['getCertificate', 'certificate_hash', '/certificates'],
      ['getSnapshot', 'digest', '/artifact/snapshots'],
      ['getCardanoDatabaseSnapshot', 'hash', '/artifact/cardano-database'],
      ['getMithrilStakeDistribution', 'hash', '/artifact/mithril-stake-distributions'],
      ['getCardanoStakeDistribution', 'hash', '/artifact/cardano-stake-distributions'],
      ['getCardanoTransactionSnapshot', 'hash', '/artifact/cardano-transactions'],
      ['getProtocolConfiguration', 'epoch', '/status'],
    ] as const;
    const unlistedBefore = standIn.unlisted().length;
    for (const [op, name, list] of cases) {
      const details = await openPanel(page, op);
      await useAddress(details, `${standIn.origin}/aggregator`);
      const input = details.getByRole('textbox', {name: new RegExp(`^${name}`)});
      await expect(input, op).toHaveValue('');
      const before = standIn.requests.length;
      await details.getByRole('button', {name: `Fill from GET ${list}`}).click();
      await expect(input, op).toHaveValue(list === '/status' ? /^\d+$/ : KNOWN_IDENTIFIERS[list]);
      // Besides the list, only the version check that follows a Send (GET /, src/components/TryIt/version.ts) may arrive.
      expect(standIn.requests.slice(before).filter((r) => r !== 'GET /aggregator/'), `${op}: the fill asks for the list only`).toEqual([`GET /aggregator${list}`]);
      await details.getByRole('button', {name: 'Send'}).click();
      await expect(details.getByRole('status'), op).toContainText(/^200 OK in \d+ ms\. The body matches the documented schema/);
    }
    expect(standIn.unlisted().slice(unlistedBefore)).toEqual([]);
  });

  test('a Send with only the aggregator typed never asks for an identifier the aggregator did not list', async ({page, health}) => {
    test.setTimeout(180_000);
    await page.goto(API);
    await waitForHydration(page);
    // The GET operations (a POST panel's summary says why it sends nothing).
    const ops = await page
      .locator('details[data-try-it]')
      .evaluateAll((all) => all.filter((d) => d.querySelector(':scope > summary')!.textContent === 'Try it').map((d) => (d as HTMLElement).dataset.tryIt!));
    expect(ops.length).toBe(24);
    const before = standIn.requests.length;
    const unlistedBefore = standIn.unlisted().length;
    let sent = 0;
    const sendEach = async (): Promise<void> => {
      for (const op of ops) {
        const details = await openPanel(page, op);
        await useAddress(details, `${standIn.origin}/aggregator`);
        await details.getByRole('button', {name: 'Send'}).click();
        // Either an answer, or the form stopped at an empty identifier (nothing sent).
        const status = details.getByRole('status');
        const stopped = details.locator('[aria-invalid="true"]');
        await expect.poll(async () => /^\d{3} |^No answer|^Redirection/.test((await status.textContent()) ?? '') || (await stopped.count()) > 0, op).toBe(true);
        if ((await stopped.count()) > 0) await expect(details.getByText(/^Required: press "Fill from GET \//), op).toBeVisible();
        else sent++;
      }
    };
    // The stand-in answers 404 for the routes it does not serve (/, /epoch-settings...): expected.
    try {
      await sendEach();
    } finally {
      forgiveStandInErrors(health);
    }
    expect(sent, 'the routes without identifiers were sent').toBeGreaterThan(10);
    expect(standIn.requests.length).toBeGreaterThan(before);
    expect(standIn.unlisted().slice(unlistedBefore), 'identifiers the stand-in never listed').toEqual([]);
  });

  test('a body is shown and copied with every digit: a stake above 2^53 stays exact', async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {__copied?: string};
      Object.defineProperty(navigator, 'clipboard', {value: {writeText: async (text: string) => void (w.__copied = text)}, configurable: true});
    });
    await page.goto(API);
    await waitForHydration(page);
    const details = await openPanel(page, 'getStatus');
    await useAddress(details, `${standIn.origin}/aggregator`);
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByRole('status')).toContainText(/^200 OK .* The body matches the documented schema\.$/);
    await expect(details.locator('[data-try-it-body]')).toContainText(`"total_cardano_stake": ${BIG_STAKE}`);
    await details.getByRole('button', {name: 'Copy body'}).click();
    await expect(details.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as {__copied?: string}).__copied ?? '');
    expect(copied).toContain(`"total_cardano_stake": ${BIG_STAKE}`);
    expect(copied).not.toContain('21573658203458220');
  });

  test('a timeout and a Cancel keep what was typed', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const details = await openPanel(page, 'getStatus');
    await useAddress(details, `${standIn.origin}/slow/aggregator`);
    await details.getByLabel('Time limit (seconds)').fill('0.5');
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByRole('status')).toHaveText('No answer within 0.5 s: the request was stopped.');
    await expect(details.locator('[data-try-it-result="timeout"]')).toContainText('Everything typed is kept');
    await expect(details.getByLabel('Aggregator address')).toHaveValue(`${standIn.origin}/slow/aggregator`);

    await details.getByLabel('Time limit (seconds)').fill('30');
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByRole('button', {name: 'Cancel'})).toBeEnabled();
    await details.getByRole('button', {name: 'Cancel'}).click();
    await expect(details.getByRole('status')).toHaveText('Request cancelled.');
    await expect(details.getByRole('button', {name: 'Cancel'})).toBeDisabled();
    await expect(details.getByLabel('Time limit (seconds)')).toHaveValue('30');
  });

  test('a network error, a body that is not JSON, and an address that is not one', async ({page, health}) => {
    await page.goto(API);
    await waitForHydration(page);
    const details = await openPanel(page, 'getStatus');
    await useAddress(details, 'aggregator.example');
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByLabel('Aggregator address')).toHaveAttribute('aria-invalid', 'true');
    await expect(details.getByText(/Not a complete address/)).toBeVisible();

    await details.getByLabel('Aggregator address').fill(`http://127.0.0.1:${CLOSED_PORT}/aggregator`);
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByRole('status')).toHaveText('The aggregator could not be reached.');
    await expect(details.locator('[data-try-it-result="network"]')).toContainText(`http://127.0.0.1:${CLOSED_PORT}`);
    await expect(details.getByLabel('Aggregator address')).toHaveValue(`http://127.0.0.1:${CLOSED_PORT}/aggregator`);

    await details.getByLabel('Aggregator address').fill(`${standIn.origin}/text/aggregator`);
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByRole('status')).toContainText('The body is not JSON');
    await expect(details.locator('[data-try-it-body]')).toHaveText('aggregator status: fine');
    forgiveStandInErrors(health);
  });

  test('downloadSnapshot: the redirect is reported, not followed, and its Location hidden from pages is explained', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const details = await openPanel(page, 'downloadSnapshot');
    await useAddress(details, `${standIn.origin}/aggregator`);
    await details.getByRole('button', {name: 'Fill from GET /artifact/snapshots'}).click();
    await expect(details.getByRole('textbox', {name: /^digest/})).toHaveValue(KNOWN_IDENTIFIERS['/artifact/snapshots']);
    await expect(details.locator('[data-try-it-curl]')).toContainText("-w '%{http_code} %{redirect_url}\\n'");
    await details.getByRole('button', {name: 'Send'}).click();
    await expect(details.getByRole('status')).toContainText('Redirection');
    const result = details.locator('[data-try-it-result="redirect"]');
    await expect(result).toContainText('Location');
    await expect(result).toContainText('locations');
    expect(standIn.requests.filter((r) => r.includes('/download')).length).toBeGreaterThan(0);
    expect(standIn.requests.filter((r) => r.includes('snapshot_download')), 'the redirect is not followed').toEqual([]);
  });

  test('POST operations explain why they send nothing and show the curl line', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const details = await openPanel(page, 'registerSigner');
    await expect(details.getByRole('button', {name: 'Send'})).toHaveCount(0);
    await expect(details).toContainText('changes the state of the aggregator');
    // Aimed at the reader's own aggregator, never a hosted network.
    await expect(details.getByLabel('Aggregator', {exact: true})).toHaveValue('http://localhost:8080/aggregator');
    await expect(details.locator('[data-try-it-curl]')).toContainText("curl -s -f -X POST 'http://localhost:8080/aggregator/register-signer'");
    await expect(details.locator('[data-try-it-curl]')).toContainText('"verification_key":"7b22766b22');
  });

  test('the form is usable with the keyboard and every field has a label', async ({page}) => {
    await page.goto(API);
    await waitForHydration(page);
    const summary = panel(page, 'getStatus').locator('summary');
    await summary.scrollIntoViewIfNeeded();
    await summary.focus();
    await page.keyboard.press('Enter');
    const details = panel(page, 'getStatus');
    await expect(details.getByRole('form', {name: 'Try GET /status'})).toBeVisible();
    for (const field of await details.locator('input, select').all()) {
      const id = await field.getAttribute('id');
      await expect(details.locator(`label[for="${id}"]`)).toHaveCount(1);
    }
    await details.getByLabel('Aggregator', {exact: true}).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(details.getByRole('button', {name: 'Send'})).toBeFocused();
  });
});
