/**
 * <ApiLink> follows the docs version (issue 55): a Next page links the Next API reference
 * (/doc/next/aggregator-api/, openapi-next.yaml), every other page the Current one, and each link's
 * fragment is an operation of that reference. Read from the served HTML of every page, then one
 * link followed in Chromium.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test, expect} from './fixtures';
import {BUILD_DIR} from './support/build';
import {apiOperations, apiOperationsNext} from '../shared/apiOperations';
import {apiOperationHash} from '../shared/apiLink';

/** Every page file of the build (X/index.html), but the API references' own pages. */
function pageFiles(dir = BUILD_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['assets', 'pagefind', 'aggregator-api'].includes(name) ? [] : pageFiles(path);
    return name === 'index.html' ? [path] : [];
  });
}

/** The links of a page's <article> into an API reference. */
function apiLinks(html: string): string[] {
  const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
  // The served HTML is minified: an attribute may be quoted or not.
  return [...article.matchAll(/href=(?:"([^"]*)"|([^\s>"]+))/g)]
    .map((m) => (m[1] ?? m[2]).replaceAll('&amp;', '&'))
    .filter((href) => /^\/doc\/(?:next\/)?aggregator-api\/?#/.test(href));
}

test('every ApiLink of a page opens an operation of its own version\'s API reference', () => {
  const wrong: string[] = [];
  let next = 0;
  let current = 0;
  for (const file of pageFiles()) {
    const rel = relative(BUILD_DIR, file);
    const isNext = rel.startsWith('next/');
    const [route, operations, version] = isNext ? ['/doc/next/aggregator-api/', apiOperationsNext, 'next' as const] : ['/doc/aggregator-api/', apiOperations, 'current' as const];
    for (const href of apiLinks(readFileSync(file, 'utf8'))) {
      if (isNext) next += 1;
      else current += 1;
      const [path, hash] = href.split('#');
      const op = /\/operation\/([A-Za-z0-9]+)$/.exec(hash)?.[1];
      if (path !== route) wrong.push(`${rel}: ${href} (expected ${route})`);
      else if (!op || !(op in operations) || hash !== apiOperationHash(op, version)) wrong.push(`${rel}: ${href} is no operation of ${route}`);
    }
  }
  expect(next, 'ApiLinks on Next pages').toBeGreaterThan(100);
  expect(current, 'ApiLinks on Current pages, posts and ADRs').toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});

test('an ApiLink of a Next page lands on the operation in the Next reference', async ({page}) => {
  await page.goto('/doc/next/mithril/advanced/mithril-network/architecture');
  const link = page.locator('article a[href^="/doc/next/aggregator-api/#tag/"]').first();
  await expect(link).toBeAttached();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/doc\/next\/aggregator-api\/#tag\/[a-z0-9-]+\/operation\/[A-Za-z0-9]+$/);
  await link.click();
  await page.waitForURL(`**${href}`);
  await expect(page.locator(`[id="${href!.split('#')[1]}"]`)).toBeInViewport();
});
