import {readFileSync} from 'node:fs';
import {test, expect, waitForHydration} from './fixtures';
import {BUILD_DIR} from './support/build';
import {buildFileOf} from '../scripts/page-weight.mjs';
import {docPages, versionRoots} from './data/pages';

const manualPages = docPages.filter(({path}) => path.startsWith('/manual/'));

for (const root of versionRoots) {
  for (const {path} of manualPages) {
    test(`${root}${path}: the table of contents lists h2 and h3 headings only`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      await page.goto(`${root}${path}`);
      await waitForHydration(page);
      const article = page.locator('article .markdown').first();
      const expected = await article.locator(':scope > h2, :scope > h3, :scope div:not(.tabs-container *) > h2, :scope div:not(.tabs-container *) > h3').evaluateAll((els) =>
        [...new Set(els.map((e) => e.id).filter(Boolean))],
      );
      const toc = page.locator('.table-of-contents');
      if ((await toc.count()) === 0) {
        expect(expected, 'a page without a table of contents has no h2/h3').toEqual([]);
        return;
      }
      const tocTargets = await toc.first().locator('a').evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
      const levels = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)?.tagName ?? 'missing'),
        tocTargets,
      );
      expect(levels.filter((tag) => tag !== 'H2' && tag !== 'H3'), 'TOC entries that are not h2/h3').toEqual([]);
      const h4InToc = await page.evaluate((ids) => ids.some((id) => document.getElementById(id)?.tagName === 'H4'), tocTargets);
      expect(h4InToc).toBe(false);
      for (const id of expected) expect(tocTargets).toContain(id);
    });
  }
}

test('code-block copy buttons copy the code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/doc/manual/getting-started/bootstrap-cardano-node');
  await waitForHydration(page);
  const block = page.locator('article div[class*="codeBlockContainer"]').first();
  const code = (await block.locator('pre code').innerText()).trim();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  const lines = (text: string) => text.split('\n').map((l) => l.trimEnd()).filter(Boolean);
  expect(lines(clipboard)).toEqual(lines(code));
});

test('the protocol pages render KaTeX formulas and leave no raw $ in the text', async ({page}) => {
  for (const path of ['/doc/mithril/advanced/mithril-protocol/protocol', '/doc/mithril/advanced/mithril-protocol/security']) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.locator('article .katex').count()).toBeGreaterThan(3);
    const raw = await page.locator('article .markdown').evaluate((el) => {
      const clone = el.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('pre, code, .katex, style, svg, .docusaurus-mermaid-container').forEach((n) => n.remove());
      return (clone.textContent ?? '').match(/\$[^$\s][^$]*\$/g) ?? [];
    });
    expect(raw, `${path}: unrendered maths`).toEqual([]);
  }
});

test('Mermaid diagrams render as SVG when they come near the viewport', async ({page}) => {
  for (const path of [
    '/doc/manual/operate/become-mithril-spo',
    '/doc/mithril/advanced/mithril-network/signer',
    '/doc/mithril/advanced/mithril-certification/cardano-transactions',
    '/doc/next/manual/develop/run-mithril-devnet',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    // src/theme/Mermaid: one slot per diagram, filled when it is within half a screen of the viewport.
    const slots = page.locator('article [data-mermaid-slot]');
    const count = await slots.count();
    expect(count, `${path} has diagrams`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await slots.nth(i).scrollIntoViewIfNeeded();
      await expect(slots.nth(i).locator('.docusaurus-mermaid-container svg')).toBeVisible();
    }
    await expect(page.getByText('Syntax error in text')).toHaveCount(0);
  }
});

test('a diagram below the first screen is not rendered, nor Mermaid loaded, until the reader scrolls near it', async ({page}) => {
  // Scripts the page has loaded so far that contain Mermaid (read from build/, by URL).
  const mermaidScripts = async () =>
    (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
      .map((url) => buildFileOf(BUILD_DIR, url))
      .filter((file): file is string => file !== null && file.endsWith('.js'))
      .filter((file) => readFileSync(file, 'utf8').includes('mermaidAPI'));
  await page.setViewportSize({width: 1280, height: 500});
  // run-signer-node's first diagram sits more than two screens down (half a screen ahead renders).
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const slots = page.locator('article [data-mermaid-slot]');
  expect(await slots.count()).toBeGreaterThan(0);
  const firstTop = await slots.first().evaluate((el) => el.getBoundingClientRect().top);
  expect(firstTop, 'the first diagram is more than two screens down').toBeGreaterThan(2 * 500);
  await expect(page.locator('article .docusaurus-mermaid-container')).toHaveCount(0);
  expect(await mermaidScripts()).toEqual([]);
  await slots.first().scrollIntoViewIfNeeded();
  await expect(slots.first().locator('.docusaurus-mermaid-container svg')).toBeVisible();
  expect((await mermaidScripts()).length).toBeGreaterThan(0);
  // With a screen tall enough to show it, the same diagram renders without any scrolling.
  await page.setViewportSize({width: 1280, height: 2000});
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(slots.first().locator('.docusaurus-mermaid-container svg')).toBeVisible();
});

test('glossary terms have stable anchors that other pages link to', async ({page}) => {
  await page.goto('/doc/glossary#certificate');
  await waitForHydration(page);
  await expect(page.locator('h2#certificate')).toBeInViewport();
  const ids = await page.locator('article h2[id]').evaluateAll((hs) => hs.map((h) => h.textContent?.replace(/\u200b/g, '').trim() ?? ''));
  expect(ids.length).toBeGreaterThanOrEqual(19);
  expect([...ids].sort((a, b) => a.localeCompare(b))).toEqual(ids);
});

test('ApiLink links point at an operation of the API reference', async ({page}) => {
  await page.goto('/doc/mithril/advanced/mithril-network/architecture');
  const links = page.locator('article a[href*="/doc/aggregator-api/#tag/"]');
  expect(await links.count()).toBeGreaterThan(0);
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(/^\/doc\/aggregator-api\/#tag\/[a-z0-9-]+\/operation\/[A-Za-z]+$/);
});

test('code blocks stay highlighted, additional languages included, now that Prism loads with them', async ({page}) => {
  // Prism is not in main.js (plugins/lean-main): the landing page runs without it, and the code
  // block chunk registers toml, bash and powershell when a page with code is first rendered.
  const tokens = (language: string) => page.locator(`article pre.language-${language} .token:not(.plain)`);
  await page.goto('/doc/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  // Client-side navigation, so that the browser (not the prerendered HTML) renders the blocks.
  await page.locator('main a[href="/doc/manual/develop/"]').first().click();
  await expect(page).toHaveURL(/\/doc\/manual\/develop\/$/);
  await page.locator('a[href="/doc/manual/develop/nodes/mithril-client-library"]:visible').first().click();
  await expect(page).toHaveURL(/mithril-client-library$/);
  await expect(tokens('toml').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument), 'no full reload').toBe(true);
  expect(await tokens('toml').count()).toBeGreaterThan(3);
  // After a full load and hydration: bash and powershell blocks keep their token markup.
  await page.goto('/doc/manual/develop/nodes/mithril-client');
  await waitForHydration(page);
  expect(await tokens('powershell').count()).toBeGreaterThan(10);
  expect(await tokens('bash').count()).toBeGreaterThan(10);
});

test('hydration keeps the prerendered code blocks: they are not rendered a second time', async ({page}) => {
  // src/theme/CodeBlock drops the stock remount after hydration (one colour mode on this site).
  // Blocks inside tabs are left out: the stock Tabs component still remounts its content.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {__prerendered: Element[]}).__prerendered = Array.from(document.querySelectorAll('article pre.prism-code')).filter(
        (el) => !el.closest('.tabs-container'),
      );
    });
  });
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  await page.waitForLoadState('load');
  const {before, kept} = await page.evaluate(() => {
    const prerendered = (window as unknown as {__prerendered: Element[]}).__prerendered;
    return {before: prerendered.length, kept: prerendered.filter((el) => el.isConnected).length};
  });
  expect(before).toBeGreaterThan(20);
  expect(kept, 'prerendered code blocks still in the page after hydration').toBe(before);
});
