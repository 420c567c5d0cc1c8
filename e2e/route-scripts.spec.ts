/**
 * A served page lists its routes' chunks as deferred scripts after main.js (plugins/route-scripts):
 * the browser fetches them while it parses the HTML and the bundler, once the app starts, finds
 * them installed and inserts no script element of its own. Client-side navigation still loads the
 * next route's chunks through the bundler.
 */
import {test, expect, waitForHydration} from './fixtures';

const PAGES = [
  '/doc/',
  '/doc/adr/1',
  '/doc/dev-blog',
  '/doc/manual/operate/run-signer-node',
  '/doc/mithril/advanced/mithril-protocol/protocol',
  '/doc/next/manual/welcome',
  '/doc/glossary',
];

/** The site scripts a page's HTML lists, in order (minified HTML: quoted or not). */
const listedScripts = (html: string) => [...html.matchAll(/<script src=("?)(\/doc\/assets\/js\/[^"\s>]+)\1 defer[^>]*><\/script>/g)].map((m) => m[2]!);

/** Script elements the bundler's runtime inserted (it marks each with data-rspack), as it inserts them (it removes each once loaded). */
const insertedByBundler = () => (window as unknown as {__bundlerScripts: string[]}).__bundlerScripts.length;

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as {__bundlerScripts: string[]}).__bundlerScripts = []);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.hasAttribute('data-rspack')) seen.push(node.src);
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
});

test('a served page lists every script it loads in its HTML, and the bundler inserts none while it starts', async ({page, request}) => {
  for (const path of PAGES) {
    const requested: string[] = [];
    const onRequest = (r: {url: () => string}) => {
      const url = new URL(r.url());
      if (url.hostname === '127.0.0.1' && url.pathname.startsWith('/doc/assets/js/')) requested.push(url.pathname);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await waitForHydration(page);
    page.off('request', onRequest);
    expect(await page.evaluate(insertedByBundler), `${path}: script elements the bundler inserted at start-up`).toBe(0);
    const html = await (await request.get(path)).text();
    const listed = listedScripts(html);
    expect(listed.length, `${path}: runtime~main, main and its routes' chunks`).toBeGreaterThan(2);
    expect(listed.slice(0, 2).map((src) => src.replace(/\.[0-9a-f]+\.js$/, '')), path).toEqual(['/doc/assets/js/runtime~main', '/doc/assets/js/main']);
    // Every script fetched until hydration is one the HTML lists, fetched once.
    expect(requested.filter((src) => !listed.includes(src)), `${path}: scripts loaded that the HTML does not list`).toEqual([]);
    expect(new Set(requested).size, `${path}: a script fetched twice`).toBe(requested.length);
  }
});

test('client-side navigation loads the next route through the bundler, as before', async ({page}) => {
  await page.goto('/doc/adr/1');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  await page.locator('a[href="/doc/dev-blog"]').first().click();
  await page.waitForURL('**/doc/dev-blog');
  await expect(page.locator('article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument), 'same document').toBe(true);
  expect(await page.evaluate(insertedByBundler), 'chunks of the dev blog list loaded by the bundler').toBeGreaterThan(0);
});

test("the API reference's pages list no route script: the bundler loads its chunks, as before", async ({page, request}) => {
  for (const path of ['/doc/aggregator-api/', '/doc/next/aggregator-api/']) {
    await page.goto(path);
    await waitForHydration(page);
    const html = await (await request.get(path)).text();
    const listed = listedScripts(html).map((src) => src.replace(/\.[0-9a-f]+\.js$/, ''));
    expect(listed, path).toEqual(['/doc/assets/js/runtime~main', '/doc/assets/js/main']);
    expect(await page.evaluate(insertedByBundler), `${path}: chunks the bundler loaded`).toBeGreaterThan(0);
  }
});
