import type {BrowserContext, Page} from '@playwright/test';
import {redirects} from '../config/redirects';
import {test, expect, ALLOWED_EXTERNAL_HOSTS, watchPage, waitForHydration} from './fixtures';
import {builtPages, sitemapPaths, unlistedPaths} from './support/build';
import {docPages, versionRoots} from './data/pages';
import {trackNetwork} from './support/network';

/**
 * Visits every page of the built site in Chromium: each page of build/ (which includes every URL
 * of build/sitemap.xml and the pages it leaves out: unlisted docs, Next docs, list pages) and
 * every redirect source of config/redirects.ts. A page fails on
 * an HTTP error (document or same-origin resource), an uncaught error, a console error, a failed
 * same-origin request, a page that never hydrates, or an in-page link (`#id`) without a target.
 */
const SHARDS = 2;
const PAGES_AT_ONCE = Number(process.env.CRAWL_CONCURRENCY ?? 4);

/*
 * No request routing here: Playwright disables the HTTP cache of a page with routes, and the crawl
 * would then download and compile the whole bundle for every page. Instead, every host except the
 * local server resolves to nothing, every request is recorded, and a request to a host outside
 * ALLOWED_EXTERNAL_HOSTS is a problem (the allowed ones, analytics and the KaTeX stylesheet, fail
 * offline, and their console messages are ignored).
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  },
});

const isLocal = (url: URL) => url.hostname === '127.0.0.1';
const isAllowedExternal = (url: URL) => ALLOWED_EXTERNAL_HOSTS.includes(url.hostname);

interface Visit {
  path: string;
  /** For a redirect source: the page it must land on. */
  landsOn?: string;
  /** For a doc page of the specification: its title, and whether it is a Next page. */
  doc?: {title: string; next: boolean};
}

/** The specification's doc pages in both versions, by path. */
const specDocs = new Map<string, {title: string; next: boolean}>(
  versionRoots.flatMap((root) => docPages.map(({path, title}) => [`${root}${path}`, {title, next: root === '/doc/next'}] as const)),
);

function allVisits(): Visit[] {
  const pages = builtPages().map(({path}): Visit => ({path, doc: specDocs.get(path)}));
  const moved = redirects.map(({from, to}) => ({path: `/doc${from as string}`, landsOn: `/doc${to as string}`}));
  return [...pages, ...moved];
}

/** In-page links (`#id`, or this page's path plus `#id`) whose id no element carries. */
async function brokenInPageAnchors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const raw = a.getAttribute('href') ?? '';
      const url = new URL(a.href, location.href);
      const samePage = raw.startsWith('#') || (url.origin === location.origin && url.pathname === location.pathname && url.hash !== '');
      if (!samePage || url.hash === '' || url.hash === '#') continue;
      const id = decodeURIComponent(url.hash.slice(1));
      if (!document.getElementById(id)) broken.push(raw);
    }
    return [...new Set(broken)];
  });
}

/** What a doc page of the specification shows that it should not: wrong H1, title or version banner. */
async function docPageProblems(page: Page, {title, next}: {title: string; next: boolean}): Promise<string[]> {
  const shown = await page.evaluate(() => ({
    h1: document.querySelector('article h1, header h1')?.textContent?.trim() ?? null,
    title: document.title,
    banner: document.querySelector('.theme-doc-version-banner')?.textContent ?? null,
  }));
  const problems: string[] = [];
  if (shown.h1 !== title) problems.push(`H1 is ${JSON.stringify(shown.h1)}, not ${JSON.stringify(title)}`);
  if (shown.title !== `${title} | Mithril. A complete guide.`) problems.push(`document title is ${JSON.stringify(shown.title)}`);
  if (next && !shown.banner?.includes('unreleased')) problems.push(`Next page without the "unreleased" banner (${JSON.stringify(shown.banner)})`);
  if (!next && shown.banner !== null) problems.push(`Current page with a version banner: ${JSON.stringify(shown.banner)}`);
  return problems;
}

async function visit(context: BrowserContext, {path, landsOn, doc}: Visit): Promise<string[]> {
  const page = await context.newPage();
  const health = watchPage(page);
  const networkQuiet = trackNetwork(page);
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && !isLocal(url) && !isAllowedExternal(url)) problems.push(`request to a host that is not allowed: ${url.href}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (isLocal(url) && response.status() >= 400) problems.push(`HTTP ${response.status()} ${url.pathname}`);
  });
  try {
    const response = await page.goto(path);
    if (response?.status() !== 200) problems.push(`answered ${response?.status()}`);
    if (landsOn) await page.waitForURL((url) => url.pathname === landsOn, {timeout: 10_000});
    await waitForHydration(page);
    // Let late work (lazy chunks, diagrams, analytics route events) report its errors.
    await networkQuiet();
    const anchors = await brokenInPageAnchors(page);
    if (anchors.length) problems.push(`in-page links without a target: ${anchors.join(', ')}`);
    if (doc) problems.push(...(await docPageProblems(page, doc)));
  } catch (error) {
    problems.push(String(error).split('\n')[0]);
  }
  const offlineAllowed = (e: string) => {
    const at = /\((https?:[^)]+)\)$/.exec(e);
    return at !== null && isAllowedExternal(new URL(at[1])) && e.startsWith('Failed to load resource');
  };
  problems.push(...health.pageErrors.map((e) => `uncaught: ${e}`));
  problems.push(...health.consoleErrors.filter((e) => !offlineAllowed(e)).map((e) => `console: ${e.split('\n')[0]}`));
  problems.push(...health.failedRequests.map((e) => `request failed: ${e}`));
  await page.close();
  return problems.map((p) => `${path}: ${p}`);
}

const visits = allVisits();

test('the crawl list covers the sitemap, the unlisted pages and the redirects', () => {
  const paths = new Set(visits.map((v) => v.path));
  expect(paths.size, 'no page twice').toBe(visits.length);
  expect(sitemapPaths().filter((p) => !paths.has(p)), 'sitemap URLs missing from the crawl').toEqual([]);
  expect(unlistedPaths.filter((p) => !paths.has(p)), 'unlisted pages missing from the crawl').toEqual([]);
  expect(visits.filter((v) => v.landsOn)).toHaveLength(redirects.length);
  expect([...specDocs.keys()].filter((p) => !paths.has(p)), "the specification's doc pages missing from the crawl").toEqual([]);
  expect(visits.filter((v) => v.doc)).toHaveLength(specDocs.size);
  // Both doc versions, both blogs with their list and tag pages, the API page, the landing page.
  for (const p of ['/doc/', '/doc/next/manual/welcome', '/doc/dev-blog/page/5', '/doc/dev-blog/tags/mithril-client/page/2', '/doc/adr/tags/superseded', '/doc/aggregator-api/']) {
    expect(paths.has(p), p).toBe(true);
  }
});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every page loads cleanly (part ${shard + 1} of ${SHARDS})`, async ({context}) => {
    const mine = visits.filter((_, i) => i % SHARDS === shard);
    test.setTimeout(60_000 + mine.length * 5_000);
    const started = Date.now();
    const problems: string[] = [];
    const queue = [...mine];
    await Promise.all(
      Array.from({length: PAGES_AT_ONCE}, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) problems.push(...(await visit(context, next)));
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`crawl part ${shard + 1}/${SHARDS}: ${mine.length} pages in ${seconds} s (${PAGES_AT_ONCE} at a time), ${problems.length} problems`);
    expect(problems).toEqual([]);
  });
}
