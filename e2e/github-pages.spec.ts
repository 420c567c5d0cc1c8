import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {test as staticTest} from '@playwright/test';
import {katexFallbackPath} from '../config/katex';
import {redirects} from '../config/redirects';
import {test, expect, waitForHydration} from './fixtures';
import {BUILD_DIR, builtPages} from './support/build';

/**
 * The build served with GitHub Pages' path rules (scripts/delivery/serve.mjs, scripts/delivery/serve-resolve.mjs):
 * every page and every old address answers at /X, /X/, /X.html and /X/index.html
 * (plugins/html-twins); cache headers as README.md recommends.
 */
staticTest('every page and every redirect stub exists both as X/index.html and X.html', () => {
  const missing: string[] = [];
  const pages = builtPages().map(({file}) => file.replace(/\/index\.html$/, '')).filter((rel) => rel !== 'index.html');
  expect(pages.length).toBeGreaterThan(100);
  for (const rel of [...pages, ...redirects.map(({from}) => (from as string).replace(/^\/|\/$/g, ''))]) {
    for (const file of [`${rel}/index.html`, `${rel}.html`]) if (!existsSync(join(BUILD_DIR, file))) missing.push(file);
  }
  expect(missing).toEqual([]);
});

for (const {path, lands, h1} of [
  // The client then shows the form the site routes (src/clientModules/htmlPath.ts).
  {path: '/doc/manual/develop', lands: '/doc/manual/develop/', h1: 'Develop'},
  {path: '/doc/manual/welcome/', lands: '/doc/manual/welcome', h1: 'Welcome'},
  {path: '/doc/mithril/threat-model.html', lands: '/doc/mithril/advanced/threat-model', h1: /threat model/i},
]) {
  test(`${path} answers 200 at once and shows the page`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom(), 'no HTTP redirect').toBeNull();
    await page.waitForURL((url) => url.pathname === lands);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
  });
}

test('a folder asked without its slash gets a 301 to the folder, as on GitHub Pages', async ({request}) => {
  const response = await request.get('/doc', {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/doc/');
});

test('hashed and versioned files are cached for a year, pages are revalidated', async ({request, page}) => {
  await page.goto('/doc/manual/welcome');
  const script = await page.locator('script[src^="/doc/assets/js/"]').first().getAttribute('src');
  expect(script).toMatch(/^\/doc\/assets\/js\//);
  for (const path of [script!, `/doc/${katexFallbackPath()}`]) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
  // Pagefind's entry file is not content-hashed: it names the index files of the current build.
  for (const path of ['/doc/manual/welcome', '/doc/sitemap.xml', '/doc/pagefind/pagefind-entry.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});
