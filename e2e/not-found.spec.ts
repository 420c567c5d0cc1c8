/**
 * Issue 57: the not-found page. build/404.html is written once and served for every missing
 * address (GitHub Pages, and scripts/delivery/serve.mjs here): at /doc/... and at /doc/next/...
 * alike, and at /doc/404.html itself. It has a real title, a search form filled with the words of
 * the missing address, the site's entry points (Next's under /doc/next/), and it logs no error: no
 * hydration mismatch (React errors #418, #423, #425) at a Next address.
 */
import {test, expect, waitForHydration} from './fixtures';
import {dropExpected404} from './support/build';
import {DESKTOP, PHONE} from './support/reader';

const TITLE = 'Page Not Found | Mithril. A complete guide.';

const CURRENT_LINKS = [
  {name: 'User manual', href: '/doc/manual/welcome'},
  {name: 'About Mithril', href: '/doc/mithril/intro'},
  {name: 'Aggregator API reference', href: '/doc/aggregator-api/'},
  {name: 'Glossary', href: '/doc/glossary'},
  {name: 'Dev blog', href: '/doc/dev-blog'},
];
const NEXT_LINKS = [
  {name: 'User manual', href: '/doc/next/manual/welcome'},
  {name: 'About Mithril', href: '/doc/next/mithril/intro'},
  {name: 'Aggregator API reference', href: '/doc/next/aggregator-api/'},
  {name: 'Glossary', href: '/doc/next/glossary'},
  {name: 'Dev blog', href: '/doc/dev-blog'},
];

const CASES = [
  {path: '/doc/missing', status: 404, query: 'missing', links: CURRENT_LINKS, results: '/doc/search?q=signer'},
  {path: '/doc/next/missing', status: 404, query: 'missing', links: NEXT_LINKS, results: '/doc/search?q=signer&version=next'},
  {path: '/doc/next/manual/operate/run-a-signer-node', status: 404, query: 'run a signer node', links: NEXT_LINKS, results: '/doc/search?q=signer&version=next'},
  {path: '/doc/manual/getting_started.html', status: 404, query: 'getting started', links: CURRENT_LINKS, results: '/doc/search?q=signer'},
  // The file itself, as GitHub Pages serves it at its own address.
  {path: '/doc/404.html', status: 200, query: '', links: CURRENT_LINKS, results: '/doc/search?q=signer'},
];

for (const size of [DESKTOP, PHONE]) {
  test.describe(`not-found page, ${size.viewport.width} px`, () => {
    test.use(size);

    for (const {path, status, query, links, results} of CASES) {
      test(`${path}: status ${status}, title, search, entry points, no console error`, async ({page, health, request}) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await waitForHydration(page);
        // React reports a hydration mismatch in the commit that ends hydration; two frames after it,
        // anything it logged is in the console.
        await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
        health.consoleErrors = dropExpected404(health.consoleErrors, path);
        await expect(page).toHaveTitle(TITLE);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', {level: 1})).toHaveText('Page Not Found');

        const box = main.getByRole('searchbox', {name: 'Search the documentation'});
        await expect(box).toBeVisible();
        await expect(box).toHaveValue(query);

        const nav = main.getByRole('navigation', {name: /^Main sections/});
        for (const {name, href} of links) {
          const link = nav.getByRole('link', {name, exact: true});
          await expect(link, name).toHaveAttribute('href', href);
          expect((await request.get(href)).status(), `${href} resolves`).toBe(200);
        }

        await box.fill('signer');
        await box.press('Enter');
        await page.waitForURL((url) => `${url.pathname}${url.search}` === results);
        await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "signer"');
        await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
      });
    }
  });
}
