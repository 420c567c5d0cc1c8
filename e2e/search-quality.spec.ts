/**
 * What the search shows and where it leads (issue 57, point 4): excerpts hold the article's text
 * only (no page buttons, reading time, admonition labels or raw Markdown; table cells apart), the
 * page that holds a query's exact phrase ranks in the top 3, and the terms a result marks on its
 * page leave the address once shown and are never marked in code or navigation.
 */
import type {Page} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {test, expect, waitForHydration} from './fixtures';
import {BUILD_DIR} from './support/build';

interface Fragment {
  url: string;
  content: string;
  meta: {title?: string};
}

/** Every page of an index as Pagefind stored it: its text (what excerpts are cut from) and title. */
function fragmentsOf(bundle: string): Fragment[] {
  const dir = join(BUILD_DIR, bundle, 'fragment');
  return readdirSync(dir).map((name) => {
    // (A fragment is gzipped JSON after Pagefind's signature, "pagefind_dcd".)
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
  });
}

/** Page furniture that is not the article's text. */
const FURNITURE: Array<[string, RegExp]> = [
  ['Copy page button', /\bCopy page\b/],
  ['View as Markdown link', /\bView as Markdown\b/],
  ['reading time', /\b\d+ min read\b/],
  // A default admonition label: the type's name alone, as a sentence of its own.
  ['admonition label', /(^|[.!?:] )(note|tip|info|warning|danger|caution)\. /i],
];

test.describe('excerpts hold the article text only', () => {
  for (const bundle of ['pagefind', 'next/pagefind']) {
    test(`no page furniture, no raw Markdown in titles, table cells apart (${bundle})`, () => {
      const pages = fragmentsOf(bundle);
      expect(pages.length).toBeGreaterThan(50);
      for (const [what, pattern] of FURNITURE) {
        const found = pages.filter((p) => pattern.test(p.content)).map((p) => `${p.url}: …${p.content.match(pattern)?.[0]}…`);
        expect(found, `${what} in the indexed text`).toEqual([]);
      }
      expect(pages.filter((p) => (p.meta.title ?? '').includes('`')).map((p) => `${p.url}: ${p.meta.title}`), 'backticks in titles').toEqual([]);
      // The threat model's table: each cell its own words (T12's row, after T11's last cell).
      const threats = pages.find((p) => /\/mithril\/advanced\/threat-model$/.test(p.url));
      expect(threats, 'the threat model is indexed').toBeDefined();
      expect(threats!.content).not.toMatch(/[a-z]T\d\d|T\d\d[A-Z]/);
      expect(threats!.content).toMatch(/\bT12\b[^a-z]*Compromise of the genesis signing key/);
    });
  }

  test('the results show a table row cell by cell, and a release post by its title without backticks', async ({page}) => {
    await page.goto(`/doc/search?q=${encodeURIComponent('compromise genesis signing key')}`);
    await waitForHydration(page);
    await expect(page.getByText(/documents? found/)).toBeVisible({timeout: 30_000});
    const texts = await page.locator('main article').allInnerTexts();
    for (const [what, pattern] of FURNITURE) expect(texts.filter((t) => pattern.test(t)), what).toEqual([]);
    const threats = page.locator('main article').filter({has: page.locator('h2 a[href*="/mithril/advanced/threat-model"]')}).first();
    await expect(threats).toBeVisible();
    expect(await threats.innerText()).not.toMatch(/[a-z]T\d\d|T\d\d[A-Z]/);

    await page.goto(`/doc/search?q=${encodeURIComponent('distribution 2543')}`);
    await waitForHydration(page);
    await expect(page.getByText(/documents? found/)).toBeVisible({timeout: 30_000});
    const titles = await page.locator('main article h2').allInnerTexts();
    expect(titles).toContain('Distribution 2543 is now available');
    expect(titles.filter((t) => t.includes('`'))).toEqual([]);
    const all = await page.locator('main article').allInnerTexts();
    for (const [what, pattern] of FURNITURE) expect(all.filter((t) => pattern.test(t)), what).toEqual([]);
  });
});

/**
 * The pages, in order, that the full results page (/doc/search) lists for a query, each page once
 * (without the highlight query and the anchor).
 */
async function resultPages(page: Page, query: string): Promise<string[]> {
  await page.goto(`/doc/search?${new URLSearchParams({q: query})}`);
  await waitForHydration(page);
  await expect(page.getByText(/documents? found|No results for/)).toBeVisible({timeout: 30_000});
  const hrefs = await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.replace(/[?#].*$/, '')))];
}

/**
 * Real queries, each with the page whose headings or text hold the phrase, which must be among the
 * first three results.
 */
export const RELEVANCE: Array<{query: string; page: string}> = [
  // The networks' tables (6 mentions, one row per network).
  {query: 'genesis verification key', page: '/doc/manual/getting-started/network-configurations'},
  {query: 'ancillary verification key', page: '/doc/manual/getting-started/network-configurations'},
  {query: 'rotate the KES keys', page: '/doc/manual/operate/run-signer-node'},
  {query: 'squid proxy', page: '/doc/manual/operate/run-signer-node'},
  // Not the pages about the aggregator ("aggregate" and "aggregator" share a stem).
  {query: 'aggregate verification key', page: '/doc/mithril/advanced/mithril-protocol/protocol'},
  {query: 'recompute certificate hashes', page: '/doc/manual/develop/nodes/mithril-aggregator'},
  {query: 'build on Windows with MSYS2', page: '/doc/manual/getting-started/bootstrap-cardano-node'},
  {query: 'attack glossary', page: '/doc/mithril/advanced/mithril-protocol/security'},
  {query: 'deployment architecture', page: '/doc/mithril/advanced/threat-model'},
];

test.describe('relevance: the page holding the phrase is in the top 3', () => {
  for (const {query, page: expected} of RELEVANCE) {
    test(`${query}: ${expected}`, async ({page}) => {
      const pages = await resultPages(page, query);
      const rank = pages.indexOf(expected) + 1;
      expect(rank, `rank of ${expected} in ${pages.slice(0, 8).join(', ')}`).toBeGreaterThan(0);
      expect(rank).toBeLessThanOrEqual(3);
    });
  }
});

test.describe('a page opened from a result', () => {
  test('the terms leave the address once marked; the hash and other parameters stay', async ({page}) => {
    await page.goto('/doc/glossary?x=1&_highlight=epoch&_highlight=certificate#epoch');
    await waitForHydration(page);
    await expect(page.locator('main article mark').first()).toBeAttached();
    await expect(page.locator('nav.navbar input.navbar__search-input')).toHaveValue('epoch certificate');
    await expect.poll(() => page.evaluate(() => location.search + location.hash)).toBe('?x=1#epoch');
  });

  test('the address a result opens loses its terms too (client navigation)', async ({page}) => {
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    await page.locator('nav.navbar input.navbar__search-input').click();
    await page.keyboard.type('KES');
    const first = page.locator('nav.navbar [role="listbox"][data-query="KES"] [role="option"]:not([data-pending])').first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href'))!;
    expect(href).toContain('_highlight=kes');
    await first.click();
    await expect(page.locator('main article mark').first()).toBeAttached();
    await expect.poll(() => page.evaluate(() => location.pathname + location.search + location.hash)).toBe(href.replace(/\?_highlight=kes/, ''));
    // Back and forward still work from the cleaned entry.
    await page.goBack();
    await page.waitForURL(/\/doc\/manual\/welcome$/);
  });

  for (const [path, term] of [
    ['/doc/aggregator-api/', 'epoch'],
    ['/doc/manual/operate/run-signer-node', 'mithril'],
    ['/doc/manual/develop/nodes/mithril-client', 'certificate'],
  ] as const) {
    test(`${path}: no mark inside code samples, menus or navigation ("${term}")`, async ({page}) => {
      await page.goto(`${path}?_highlight=${term}`);
      await waitForHydration(page);
      await expect(page.locator('main mark').first()).toBeAttached();
      const misplaced = await page.locator('mark').evaluateAll((marks) =>
        marks
          .filter((m) => m.closest('pre, code, nav, [role="navigation"], [role="menu"], .menu-content, .api-content [class*="sample"], [class*="Sample"]'))
          .map((m) => `${m.textContent} in ${m.parentElement?.tagName.toLowerCase()}.${m.parentElement?.className}`),
      );
      expect(misplaced).toEqual([]);
    });
  }
});
