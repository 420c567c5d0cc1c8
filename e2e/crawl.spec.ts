import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {BrowserContext} from '@playwright/test';
import {redirects} from '../config/redirects';
import {test, expect, ALLOWED_EXTERNAL_HOSTS, watchPage, waitForHydration} from './fixtures';
import {BUILD_DIR, builtPages, sitemapPaths, unlistedPaths} from './support/build';
import {brokenInPageLinks, readStaticPage, type StaticPage} from './support/static-page';
import {docPages, versionRoots} from './data/pages';
import {trackNetwork} from './support/network';

/**
 * Checks every page of the built site: each page of build/ (which includes every URL of
 * build/sitemap.xml and the pages it leaves out: unlisted docs, Next docs, list pages) and every
 * redirect source of config/redirects.ts.
 *
 * - In the HTML the server sends (every page, no browser: e2e/support/static-page.ts): an in-page
 *   link (`#id`) without a target; for the specification's doc pages, a wrong H1, title or version
 *   banner.
 * - In Chromium (every page but two families that are sampled, and every redirect): an HTTP error
 *   (document or same-origin resource), an uncaught error, a console error, a failed same-origin
 *   request, a page that never hydrates, a redirect that does not land.
 *   Sampled: the blog's tag pages (`TAG_SAMPLE`) and the Next doc pages (`NEXT_SAMPLE`). Both are
 *   made by the same components as pages visited in full (the blog's list pages, which show every
 *   excerpt a tag page shows; the Current docs), with articles that stay as the server wrote them,
 *   and together they were more than half of the visits and of the crawl's time.
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
}

/** The specification's doc pages in both versions, by path. */
const specDocs = new Map<string, {title: string; next: boolean}>(
  versionRoots.flatMap((root) => docPages.map(({path, title}) => [`${root}${path}`, {title, next: root === '/doc/next'}] as const)),
);

/**
 * Blog tag pages visited: one in `TAG_SAMPLE`, and every page of a paginated tag. There are about
 * 95, a third of the site, and each only lists excerpts that the blog's own list pages (all
 * visited) show too, with the same components: visiting them all took a quarter of the crawl's
 * time and found nothing the list pages do not. Their links and anchors are checked for every one
 * of them by the build (onBrokenLinks, onBrokenAnchors: 'throw').
 */
const TAG_SAMPLE = 8;
const TAG_PAGE = /^\/doc\/dev-blog\/tags\/[^/]+$/;
/** One Next doc page in this many is visited in Chromium (sorted by path); the Next API reference always. */
const NEXT_SAMPLE = 6;
const NEXT_DOC = /^\/doc\/next\/(?!aggregator-api\/)./;

export function sampledNextPages(paths: string[]): Set<string> {
  return new Set(paths.filter((path) => NEXT_DOC.test(path)).sort().filter((_, i) => i % NEXT_SAMPLE === 0));
}

export function sampledTagPages(paths: string[]): Set<string> {
  const tags = paths.filter((path) => TAG_PAGE.test(path)).sort();
  const paginated = new Set(paths.filter((path) => /^\/doc\/dev-blog\/tags\/[^/]+\/page\//.test(path)).map((path) => path.replace(/\/page\/.*$/, '')));
  return new Set(tags.filter((path, i) => i % TAG_SAMPLE === 0 || paginated.has(path)));
}

function allVisits(): Visit[] {
  const built = builtPages().map(({path}) => path);
  // The unlisted pages (reached only by a link) are all visited, and the Next docs' two entry points.
  const sampled = new Set([...sampledTagPages(built), ...sampledNextPages(built), ...unlistedPaths, '/doc/next/manual/welcome', '/doc/next/mithril/intro']);
  const pages = built.filter((path) => !(TAG_PAGE.test(path) || NEXT_DOC.test(path)) || sampled.has(path)).map((path): Visit => ({path}));
  const moved = redirects.map(({from, to}) => ({path: `/doc${from as string}`, landsOn: `/doc${to as string}`}));
  return [...pages, ...moved];
}

/** What a doc page of the specification shows that it should not: wrong H1, title or version banner. */
function docPageProblems(shown: StaticPage, {title, next}: {title: string; next: boolean}): string[] {
  const problems: string[] = [];
  if (shown.h1 !== title) problems.push(`H1 is ${JSON.stringify(shown.h1)}, not ${JSON.stringify(title)}`);
  if (shown.title !== `${title} | Mithril. A complete guide.`) problems.push(`document title is ${JSON.stringify(shown.title)}`);
  if (next && !shown.banner?.includes('unreleased')) problems.push(`Next page without the "unreleased" banner (${JSON.stringify(shown.banner)})`);
  if (!next && shown.banner !== null) problems.push(`Current page with a version banner: ${JSON.stringify(shown.banner)}`);
  return problems;
}

async function visit(context: BrowserContext, {path, landsOn}: Visit): Promise<string[]> {
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
    if (landsOn && (await page.locator('article h1, header h1, .redocusaurus h1').count()) === 0) problems.push(`landed on ${landsOn} without a page title (h1)`);
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
  // Every page of the sitemap, but for the blog's tag pages, which are sampled (see TAG_SAMPLE).
  const tagPages = builtPages().map(({path}) => path).filter((p) => TAG_PAGE.test(p));
  expect(tagPages.length, 'tag pages built').toBeGreaterThan(TAG_SAMPLE);
  expect(tagPages.filter((p) => paths.has(p)).length, 'tag pages visited').toBeGreaterThanOrEqual(Math.floor(tagPages.length / TAG_SAMPLE));
  expect(sitemapPaths().filter((p) => !TAG_PAGE.test(p) && !paths.has(p)), 'sitemap URLs missing from the crawl').toEqual([]);
  expect(unlistedPaths.filter((p) => !paths.has(p)), 'unlisted pages missing from the crawl').toEqual([]);
  expect(visits.filter((v) => v.landsOn)).toHaveLength(redirects.length);
  const built = new Set(builtPages().map(({path}) => path));
  expect([...specDocs.keys()].filter((p) => !built.has(p)), "the specification's doc pages missing from the build").toEqual([]);
  const nextDocs = [...built].filter((p) => NEXT_DOC.test(p));
  expect(nextDocs.filter((p) => paths.has(p)).length, 'Next doc pages visited').toBeGreaterThanOrEqual(Math.floor(nextDocs.length / NEXT_SAMPLE));
  expect([...built].filter((p) => p.startsWith('/doc/') && !NEXT_DOC.test(p) && !TAG_PAGE.test(p) && !paths.has(p)), 'pages missing from the crawl').toEqual([]);
  // Both doc versions, both blogs with their list and tag pages, the API page, the landing page.
  for (const p of ['/doc/', '/doc/next/manual/welcome', '/doc/dev-blog/page/5', '/doc/dev-blog/tags/mithril-client/page/2', '/doc/adr/tags/superseded', '/doc/aggregator-api/']) {
    expect(paths.has(p), p).toBe(true);
  }
});

test("every page's HTML: in-page links have a target; the specification's doc pages have their H1, title and banner", () => {
  const problems: string[] = [];
  const pages = builtPages();
  for (const {path, file} of pages) {
    const shown = readStaticPage(readFileSync(join(BUILD_DIR, file), 'utf8'));
    const broken = brokenInPageLinks(shown, path);
    if (broken.length) problems.push(`${path}: in-page links without a target: ${broken.join(', ')}`);
    const doc = specDocs.get(path);
    if (doc) problems.push(...docPageProblems(shown, doc).map((p) => `${path}: ${p}`));
  }
  console.log(`static checks: ${pages.length} pages, ${problems.length} problems`);
  expect(pages.length).toBeGreaterThan(200);
  expect(problems).toEqual([]);
});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every page loads cleanly in Chromium, the tag pages and Next docs sampled (part ${shard + 1} of ${SHARDS})`, async ({context}) => {
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
