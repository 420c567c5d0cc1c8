import type {Page} from '@playwright/test';
import {fromHtml} from 'hast-util-from-html';
import type {Element as HastElement, Root as HastRoot} from 'hast';
import {test, expect, waitForHydration} from './fixtures';
import {docPages, versionRoots} from './data/pages';
import {MARKERS} from './support/markers';
import {settle} from './support/reader';

const manualPages = docPages.filter(({path}) => path.startsWith('/manual/'));

/** The ids of an article's h2 and h3 (not those inside a tab panel), and the table of contents' targets with their tags. */
async function tocOf(page: Page): Promise<{expected: string[]; targets: string[]; levels: string[]} | null> {
  const article = page.locator('article .markdown').first();
  const expected = await article.locator(':scope > h2, :scope > h3, :scope div:not(.tabs-container *) > h2, :scope div:not(.tabs-container *) > h3').evaluateAll((els) =>
    [...new Set(els.map((e) => e.id).filter(Boolean))],
  );
  const toc = page.locator('.table-of-contents');
  if ((await toc.count()) === 0) return {expected, targets: [], levels: []};
  const targets = await toc.first().locator('a').evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
  const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName ?? 'missing'), targets);
  return {expected, targets, levels};
}

/** The targets of the table of contents in a page's HTML as served. */
function servedTocTargets(html: string): string[] {
  const targets: string[] = [];
  visit(fromHtml(html), (node) => {
    const classes = node.properties.className;
    if (node.tagName === 'a' && Array.isArray(classes) && classes.includes('table-of-contents__link')) targets.push(decodeURIComponent(String(node.properties.href).replace(/^#/, '')));
  });
  return targets;
}

function visit(node: HastRoot | HastElement, each: (element: HastElement) => void): void {
  for (const child of node.children) {
    if (child.type === 'element') {
      each(child);
      visit(child, each);
    }
  }
}

/*
 * The table of contents is checked on every manual page, in both versions, as the server sends it
 * (one page with JavaScript off, no hydration: what a reader sees first, and what the app takes
 * over); the test after it shows, on one page of each version, that the app keeps it as served.
 */
test.describe('tables of contents as served', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
  test('every manual page, both versions: the table of contents lists its h2 and h3 headings, and nothing else', async ({page}) => {
    let checked = 0;
    for (const root of versionRoots) {
      for (const {path} of manualPages) {
        const at = `${root}${path}`;
        const response = await page.goto(at);
        expect(response?.status(), at).toBe(200);
        const {expected, targets, levels} = (await tocOf(page))!;
        if (targets.length === 0) {
          expect(expected, `${at}: a page without a table of contents has no h2/h3`).toEqual([]);
          continue;
        }
        expect(levels.filter((tag) => tag !== 'H2' && tag !== 'H3'), `${at}: TOC entries that are not h2/h3`).toEqual([]);
        expect(expected.filter((id) => !targets.includes(id)), `${at}: h2/h3 missing from the TOC`).toEqual([]);
        checked++;
      }
    }
    expect(checked, 'pages with a table of contents').toBeGreaterThan(manualPages.length);
  });
});

for (const root of versionRoots) {
  test(`${root}/manual/operate/run-signer-node: after hydration the table of contents is the one served`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    const path = `${root}/manual/operate/run-signer-node`;
    const served = servedTocTargets(await (await page.request.get(path)).text());
    expect(served.length, 'entries in the served page').toBeGreaterThan(8);
    await page.goto(path);
    await waitForHydration(page);
    const {expected, targets, levels} = (await tocOf(page))!;
    expect(targets).toEqual(served);
    expect(levels.filter((tag) => tag !== 'H2' && tag !== 'H3'), 'TOC entries that are not h2/h3').toEqual([]);
    expect(expected.filter((id) => !targets.includes(id)), 'h2/h3 missing from the TOC').toEqual([]);
  });
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

/**
 * Each shown code block of the page: the code its copy button copies, the text a reader's
 * selection of it gives, and whether its lines take exactly their own height (no extra line).
 */
async function codeBlocks(page: Page): Promise<Array<{copied: string; selected: string; lines: number; fits: boolean}>> {
  const blocks = page.locator('article .theme-code-block').filter({visible: true});
  const out = [];
  for (let i = 0; i < (await blocks.count()); i++) {
    const block = blocks.nth(i);
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    out.push({
      copied,
      ...(await block.locator('pre code').evaluate((code, text) => {
        const selection = getSelection()!;
        selection.selectAllChildren(code);
        const selected = selection.toString();
        selection.removeAllRanges();
        const style = getComputedStyle(code);
        const lines = text.split('\n').length;
        const height = code.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return {selected, lines, fits: Math.abs(height - lines * parseFloat(style.lineHeight)) < 1};
      }, copied)),
    });
  }
  return out;
}

test('code blocks copy, select and lay out their lines alike on a served page and after a client-side navigation', async ({page, request, context}) => {
  const html = await (await request.get('/doc/manual/operate/run-signer-node')).text();
  expect(html.match(/<pre[^>]*prism-code/g)?.length ?? 0).toBeGreaterThan(40);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const check = async (how: string) => {
    const blocks = await codeBlocks(page);
    expect(blocks.length, how).toBeGreaterThan(15);
    expect(blocks.filter((b) => b.lines > 1).length, `${how}: blocks of several lines`).toBeGreaterThan(10);
    for (const [i, block] of blocks.entries()) {
      expect(block.copied, `${how}, block ${i}: copied code ends with its last line`).not.toMatch(/\n$/);
      expect(block.selected.replace(/\n$/, ''), `${how}, block ${i}: a selection gives the copied code`).toBe(block.copied);
      expect(block.fits, `${how}, block ${i}: ${block.lines} line(s), no extra line`).toBe(true);
    }
  };
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  await check('served page');
  // Rendered by React after a client-side navigation (Prism's chunk loads): the same lines.
  await page.goto('/doc/manual/operate/become-mithril-spo');
  await waitForHydration(page);
  const link = page.locator('article a[href$="/manual/operate/run-signer-node"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/run-signer-node$/);
  await expect(page.locator('article pre.language-bash .token.function').first()).toBeVisible();
  await check('client-side navigation');
});

test('the protocol pages render KaTeX formulas and leave no raw $ in the text', async ({page}) => {
  for (const path of ['/doc/mithril/advanced/mithril-protocol/protocol', '/doc/mithril/advanced/mithril-protocol/security']) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.locator('article .katex').count()).toBeGreaterThan(3);
    const raw = await page.locator('article .markdown').evaluate((el) => {
      const clone = el.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('pre, code, .katex, style, svg, .diagram').forEach((n) => n.remove());
      return (clone.textContent ?? '').match(/\$[^$\s][^$]*\$/g) ?? [];
    });
    expect(raw, `${path}: unrendered maths`).toEqual([]);
  }
});

/** Pages with diagrams of each kind: flowcharts, sequence diagrams, a Next page, a post, an ADR. */
const DIAGRAM_PAGES = [
  '/doc/manual/operate/become-mithril-spo',
  '/doc/manual/develop/nodes/mithril-aggregator',
  '/doc/mithril/advanced/mithril-network/signer',
  '/doc/mithril/advanced/mithril-certification/cardano-transactions',
  '/doc/next/manual/develop/run-mithril-devnet',
  '/doc/dev-blog/2025/04/14/cardano-node-database-v2-certification',
  '/doc/adr/4',
];

test.describe('diagrams as served', () => {
  test.use({javaScriptEnabled: false});
  test('each diagram is an SVG in the page as the server sends it, its height known before anything runs', async ({page}) => {
    for (const path of DIAGRAM_PAGES) {
      await page.goto(path);
      const diagrams = page.locator('article .diagram');
      const count = await diagrams.count();
      expect(count, `${path} has diagrams`).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const {svgs, viewBox, height, ids} = await diagrams.nth(i).evaluate((el) => ({
          svgs: el.querySelectorAll(':scope > svg').length,
          viewBox: el.querySelector('svg')?.getAttribute('viewBox') ?? '',
          height: el.querySelector('svg')?.getBoundingClientRect().height ?? 0,
          ids: Array.from(document.querySelectorAll('[id]'), (e) => e.id),
        }));
        expect(svgs, `${path}: diagram ${i + 1} is one SVG`).toBe(1);
        expect(viewBox, `${path}: diagram ${i + 1} has a viewBox`).toMatch(/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/);
        expect(height, `${path}: diagram ${i + 1} takes its height from its width`).toBeGreaterThan(40);
        expect(ids.filter((id, at) => ids.indexOf(id) !== at), `${path}: ids used twice`).toEqual([]);
      }
      await expect(page.getByText('Syntax error in text')).toHaveCount(0);
    }
  });
});

test('a diagram does not move the page: its place is the same at load, once in view, and after a client-side navigation', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 500});
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  const first = page.locator('article .diagram').first();
  const place = () => first.evaluate((el) => ({top: Math.round(el.getBoundingClientRect().top + window.scrollY), height: Math.round(el.getBoundingClientRect().height), page: document.documentElement.scrollHeight}));
  const atLoad = await place();
  expect(atLoad.top, 'the first diagram is more than two screens down').toBeGreaterThan(2 * 500);
  await first.scrollIntoViewIfNeeded();
  await settle(page);
  expect(await place()).toEqual(atLoad);
  // Reached by a link, the page's code draws the same SVG (the drawing is in the page's own chunk).
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  const servedSvg = (await (await page.request.get('/doc/manual/operate/run-signer-node')).text()).match(/<svg id="?(mermaid-[0-9a-f]+)/)?.[1];
  expect(servedSvg, 'the served page names its first drawing').toBeTruthy();
  await page.locator('.theme-doc-sidebar-container a[href="/doc/manual/operate/run-signer-node"]').first().click();
  await expect(page).toHaveURL(/run-signer-node$/);
  await expect(page.locator(`article .diagram svg#${servedSvg}`)).toHaveCount(1);
  expect((await place()).height).toBe(atLoad.height);
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

test('code blocks stay highlighted, additional languages included, now that Prism loads on demand', async ({page}) => {
  // Prism is not in main.js (overrides/docusaurus): its own chunk registers toml, bash and powershell
  // when the browser first renders a code block itself (src/components/CodeHighlighting).
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

const PRISM_MARKER = MARKERS.prism;

test('hydration keeps the prerendered code blocks, tabs included, and never loads Prism', async ({page}) => {
  // src/theme/CodeBlock/Content hydrates each block as a <pre> whose prerendered tokens React
  // leaves alone, and src/theme/Tabs no longer remounts its panels after hydration.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith('http://127.0.0.1')) {
      scripts.push(response.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as {__prerendered: Element[]; __tokens: number};
      w.__prerendered = Array.from(document.querySelectorAll('article pre.prism-code, article [role="tabpanel"]'));
      w.__tokens = document.querySelectorAll('article pre.prism-code .token').length;
    });
  });
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const {before, inTabs, kept, tokens, tokensNow} = await page.evaluate(() => {
    const w = window as unknown as {__prerendered: Element[]; __tokens: number};
    return {
      before: w.__prerendered.length,
      inTabs: w.__prerendered.filter((el) => el.matches('pre') && el.closest('.tabs-container')).length,
      kept: w.__prerendered.filter((el) => el.isConnected).length,
      tokens: w.__tokens,
      tokensNow: document.querySelectorAll('article pre.prism-code .token').length,
    };
  });
  expect(before).toBeGreaterThan(40);
  expect(inTabs, 'the page has code blocks inside tabs').toBeGreaterThan(5);
  expect(kept, 'prerendered code blocks and tab panels still in the page after hydration').toBe(before);
  expect(tokens).toBeGreaterThan(300);
  expect(tokensNow, 'highlighted tokens after hydration').toBe(tokens);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((code) => code.includes(PRISM_MARKER)).length, 'scripts carrying Prism').toBe(0);
});

test('the word-wrap button of a prerendered block works after hydration', async ({page}) => {
  // The hydrated <pre> keeps the word-wrap ref (src/theme/CodeBlock/Content), so the theme's hook
  // finds the server's <code>, and the button appears where lines overflow.
  await page.setViewportSize({width: 400, height: 800});
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  // Blocks with a line too long for a 400 px screen.
  const blocks = page.locator('article .theme-code-block');
  const wide = await blocks.evaluateAll((els) =>
    els.flatMap((el, i) => ((el.textContent ?? '').split('\n').some((line) => line.length > 60) ? [i] : [])),
  );
  expect(wide.length).toBeGreaterThan(2);
  // The first one, brought into view, has its button.
  const block = blocks.nth(wide[0]);
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const button = block.locator('button[title="Toggle word wrap"]');
  await expect(button).toBeVisible();
  const code = button.locator('xpath=ancestor::div[contains(@class,"codeBlockContent")]').locator('pre code');
  expect(await code.getAttribute('style')).toBeNull();
  await button.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  await button.click();
  await expect(code).not.toHaveAttribute('style');
});

test('a block the browser renders keeps its code, as plain text in the same layout, when Prism cannot load', async ({page, health}) => {
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(PRISM_MARKER)) await route.abort('failed');
    else await route.fulfill({response, body});
  });
  await page.goto('/doc/manual/develop/');
  await waitForHydration(page);
  await page.locator('a[href="/doc/manual/develop/nodes/mithril-client-library"]:visible').first().click();
  await expect(page).toHaveURL(/mithril-client-library$/);
  const toml = page.locator('article pre.language-toml').first();
  await expect(toml).toContainText('mithril-client');
  await expect.poll(() => health.consoleErrors.some((e) => e.includes('Code highlighting could not be loaded'))).toBe(true);
  expect(await toml.locator('.token').count(), 'no tokens without Prism').toBe(0);
  // Same layout classes as a highlighted block: nothing moves when the tokens arrive.
  expect(await toml.evaluate((el) => el.className)).toMatch(/prism-code .*codeBlock_/);
  health.consoleErrors.splice(0);
  health.failedRequests.splice(0);
  // A chunk still being fetched by the handler when the page closes (code preloaded on hover)
  // would fail with "Response has been disposed": the handlers are done with before the page ends.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('tabs: a choice applies to every tab group with the same groupId, is kept in the address and storage, and survives a reload', async ({page}) => {
  await page.goto('/doc/manual/develop/nodes/mithril-client');
  await waitForHydration(page);
  // The page's tab groups with groupId="system" (each has a Windows tab).
  const groups = page.locator('article .tabs-container').filter({has: page.getByRole('tab', {name: 'Windows'})});
  const selected = () => groups.evaluateAll((gs) => gs.map((g) => g.querySelector('[role="tab"][aria-selected="true"]')?.textContent));
  expect((await selected()).length).toBeGreaterThanOrEqual(4);
  await groups.first().getByRole('tab', {name: 'Windows'}).click();
  await expect(page).toHaveURL(/[?&]system=windows/);
  expect(new Set(await selected())).toEqual(new Set(['Windows']));
  await expect(groups.first().getByRole('tabpanel')).toContainText('PowerShell');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.system'))).toBe('windows');
  // A reload without the query string: the stored choice is applied after hydration.
  await page.goto('/doc/manual/develop/nodes/mithril-client');
  await waitForHydration(page);
  await expect.poll(selected).toEqual(Array((await selected()).length).fill('Windows'));
  await expect(groups.first().locator('[role="tabpanel"]:not([hidden])')).toContainText('PowerShell');
  // The query string wins over storage.
  await page.goto('/doc/manual/develop/nodes/mithril-client?system=linux-mac');
  await waitForHydration(page);
  await expect.poll(selected).toEqual(Array((await selected()).length).fill('Linux / Mac'));
});

test('tabs work with the keyboard: arrows, Home and End move focus, Enter and Space select', async ({page}) => {
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  const list = page.locator('article [role="tablist"]').first();
  const tabs = list.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
  await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('End');
  await expect(tabs.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(count - 1)).toBeFocused();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press(' ');
  await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => window.scrollY), 'Space selects the tab instead of scrolling the page').toBe(scrollBefore);
});
