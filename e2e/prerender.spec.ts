import {test, expect} from './fixtures';
import {builtPages, readBuildFile} from './support/build';

/**
 * Without JavaScript the site is still readable: every page's main content is in its prerendered
 * HTML. Each page of build/ (the sitemap's and those it leaves out) is parsed by the
 * browser's HTML parser, which runs no script, and must hold a <main> with the page's h1 (list
 * pages: their entries) and real text.
 */
const LIST_PAGES = /^\/doc\/(dev-blog(\/page\/\d+)?|adr)$/;
/** Index pages whose content is a list of links (tags, authors): entries instead of prose. */
const INDEX_PAGES = /\/(tags|authors)$/;
/** The search page's content is its results, computed in the browser: it must show its h1 and field. */
const SEARCH_PAGE = '/doc/search';
const MIN_TEXT = 200;

test('every page has its main content, h1 and text in the prerendered HTML', async ({page}) => {
  const pages = builtPages();
  await page.goto('/doc/');
  const problems: string[] = [];
  const batch = 25;
  for (let i = 0; i < pages.length; i += batch) {
    const files = pages.slice(i, i + batch).map(({path, file}) => ({path, html: readBuildFile(file)}));
    const results = await page.evaluate((items) => {
      return items.map(({path, html}) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const mains = doc.querySelectorAll('main');
        const main = mains[0];
        // The h1 is in <main>, or just above it in the page's content wrapper (archive pages).
        const content = doc.getElementById('__docusaurus_skipToContent_fallback');
        const h1 = (main?.querySelector('h1') ?? content?.querySelector('h1'))?.textContent?.trim() ?? '';
        const text = (main?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return {
          path,
          mains: mains.length,
          h1,
          articles: main?.querySelectorAll('article h2 a[href]').length ?? 0,
          links: main?.querySelectorAll('a[href]').length ?? 0,
          searchField: !!content?.querySelector('input[type="search"]'),
          textLength: text.length,
          title: doc.title,
        };
      });
    }, files);
    for (const r of results) {
      const fail = (why: string) => problems.push(`${r.path}: ${why}`);
      if (r.path === SEARCH_PAGE) {
        if (!r.h1 || !r.searchField) fail('no h1 or no search field');
        continue;
      }
      if (r.mains !== 1) fail(`${r.mains} <main> elements`);
      if (INDEX_PAGES.test(r.path)) {
        if (r.links === 0) fail('no entries listed');
      } else if (r.textLength < MIN_TEXT) fail(`only ${r.textLength} characters of text in <main>`);
      if (LIST_PAGES.test(r.path)) {
        if (r.articles === 0) fail('no entries listed');
      } else {
        if (!r.h1) fail('no h1 in <main>');
        // The h1 names the page: the document title starts with it (the landing page's title is the site's).
        else if (r.path !== '/doc/' && !r.title.startsWith(r.h1.replace(/\s+/g, ' ').slice(0, 20))) fail(`h1 "${r.h1}" does not match the title "${r.title}"`);
      }
    }
  }
  console.log(`prerendered HTML checked for ${pages.length} pages`);
  expect(problems).toEqual([]);
});

/**
 * The API references are written in place by the server: their island starts with the reference,
 * with no Suspense boundary (React's `<!--$-->` comments, or a pending `<!--$?-->` whose content
 * comes after the footer). React 19 outlines a large boundary, so a boundary there left the page
 * without JavaScript, and the served island, with the fallback (src/theme/Redoc/index.tsx).
 */
test('the API references are prerendered in place, with no Suspense boundary around them', async ({page}) => {
  await page.goto('/doc/');
  for (const file of ['aggregator-api/index.html', 'next/aggregator-api/index.html']) {
    const island = await page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const element = doc.querySelector('main .api-reference-island');
      if (!element) return null;
      return {
        comments: Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.COMMENT_NODE)
          .map((node) => node.textContent),
        operations: element.querySelectorAll('.redocusaurus [data-section-id^="tag/"]').length,
        outlined: doc.querySelectorAll('template[id^="B:"], div[hidden][id^="S:"]').length,
        fallback: element.textContent?.includes('Loading the API reference') ?? false,
      };
    }, readBuildFile(file));
    expect(island, `${file}: no .api-reference-island in <main>`).not.toBeNull();
    expect(island, file).toMatchObject({comments: [], outlined: 0, fallback: false});
    expect(island!.operations, `${file}: operations in the island`).toBeGreaterThan(10);
  }
});
