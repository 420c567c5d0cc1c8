/**
 * The article of a page loaded from the server is kept as the server wrote it, not hydrated
 * (src/components/StaticArticle): React owns none of its elements, yet every reader's move inside
 * it still works (links, tabs, code-block buttons). A page reached by a link renders its
 * article with React as usual.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {PHONE} from './support/reader';

/** Elements of the page's article, and how many of them React owns (a diagram counts as one: React sets its drawing as HTML). */
async function articleOwnership(page: Page): Promise<{elements: number; owned: number}> {
  return page.evaluate(() => {
    const elements = Array.from(document.querySelectorAll('article .markdown *')).filter((el) => !el.parentElement?.closest('.diagram-figure'));
    const owned = elements.filter((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))).length;
    return {elements: elements.length, owned};
  });
}

test('a page loaded from the server keeps its article unhydrated; a page reached by a link renders it with React', async ({page}) => {
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  const loaded = await articleOwnership(page);
  expect(loaded.elements, 'a long article').toBeGreaterThan(1000);
  expect(loaded.owned, 'article elements owned by React after hydration').toBe(0);
  // The rest of the page is hydrated as usual.
  expect(await page.locator('nav.menu').evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(true);

  await page.locator('.theme-doc-sidebar-menu a.menu__link[href="/doc/manual/operate/become-mithril-spo"]').click();
  await page.waitForURL('**/doc/manual/operate/become-mithril-spo');
  await expect(page.getByRole('heading', {level: 1})).toContainText('SPO');
  const rendered = await articleOwnership(page);
  expect(rendered.owned, 'article rendered by React after a client-side navigation').toBe(rendered.elements);
});

test('in a prerendered article, a link loads its page code on hover and changes page without reloading; an API link loads the reference in full', async ({page}) => {
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  const link = page.locator('article .markdown a[href^="/doc/manual/"]:not([href*="#"])').first();
  const href = (await link.getAttribute('href'))!;
  await link.scrollIntoViewIfNeeded();
  // Docusaurus' own preload, which the article's listener calls: recorded, then passed on.
  await page.evaluate(() => {
    const w = window as unknown as {docusaurus: {preload: (path: string) => unknown}; __preloaded: string[]};
    const original = w.docusaurus;
    w.__preloaded = [];
    w.docusaurus = {...original, preload: (path: string) => (w.__preloaded.push(path), original.preload(path))};
  });
  await link.hover();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__preloaded: string[]}).__preloaded), {message: `page code preloaded on hover of ${href}`})
    .toContain(new URL(href, 'http://x').pathname);
  await link.click();
  await page.waitForURL(`**${href}`);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument), 'same document after the click').toBe(true);

  // A link to an operation of the API reference (written by shared/remarkApiLinks.ts) is followed by the browser.
  await page.goto('/doc/manual/develop/nodes/mithril-aggregator');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  const apiLink = page.locator('article .markdown a[href*="/aggregator-api/#"]').first();
  await apiLink.scrollIntoViewIfNeeded();
  const apiHref = (await apiLink.getAttribute('href'))!;
  await Promise.all([page.waitForEvent('load'), apiLink.click()]);
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(apiHref);
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument), 'a new document for the API reference').toBeUndefined();
});

test('code-block buttons are in the prerendered page, and answer while the article stays unhydrated', async ({page, request, context}) => {
  const html = await (await request.get('/doc/manual/operate/run-signer-node')).text();
  const blocks = (html.match(/class="[^"]*theme-code-block[^"]*"/g) ?? []).length;
  expect(blocks).toBeGreaterThan(40);
  expect((html.match(/class="clean-btn code-copy/g) ?? []).length, 'a copy button per block in the HTML').toBe(blocks);
  expect((html.match(/class="clean-btn code-wrap/g) ?? []).length, 'a word-wrap button per block in the HTML').toBe(blocks);
  // Their icons are drawn by CSS (src/theme/CodeBlock/Buttons/styles.module.css): no element inside a button.
  expect(html.match(/<button[^>]*class="clean-btn code-(copy|wrap)[^>]*>(?!<\/button>)/g) ?? [], 'code-block buttons with inline markup').toEqual([]);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  const block = page.locator('article .theme-code-block').filter({visible: true}).nth(3);
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
  await expect(copy).toBeVisible();
  const icon = (pseudo: '::before' | '::after') =>
    block.locator('button.code-copy').evaluate((button, which) => {
      const style = getComputedStyle(button, which);
      return {mask: style.maskImage || style.webkitMaskImage, opacity: style.opacity, width: style.width};
    }, pseudo);
  expect((await icon('::before')).mask, 'copy icon drawn').toContain('data:image/svg+xml');
  expect((await icon('::before')).width).toBe('18px');
  expect((await icon('::after')).opacity, 'no tick before copying').toBe('0');
  await copy.click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  // The tick replaces the copy icon (after its transition).
  await expect.poll(async () => (await icon('::after')).opacity, {message: 'tick shown once copied'}).toBe('1');
  const lines = (text: string) => text.split('\n').map((line) => line.trimEnd()).filter(Boolean);
  const code = await block.locator('pre code').innerText();
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(lines(code));
  // Back to its label after a second.
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  expect((await articleOwnership(page)).owned).toBe(0);
});

/** How many of the elements under `selector` React owns, and how many there are. */
async function ownership(page: Page, selector: string): Promise<{elements: number; owned: number}> {
  return page.evaluate((sel) => {
    const elements = Array.from(document.querySelectorAll(`${sel} *`));
    const owned = elements.filter((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))).length;
    return {elements: elements.length, owned};
  }, selector);
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));

test('the footer and the table of contents after hydration: the highlight follows the reading, entries jump, the footer link changes page without reloading', async ({page}) => {
  await page.goto('/doc/manual/operate/run-signer-node');
  await waitForHydration(page);
  const FOOTER = 'footer.theme-layout-footer';
  const TOC = '.theme-doc-toc-desktop ul.table-of-contents';
  // The footer is the page's contentinfo landmark, with its links; the table of contents lists links.
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  expect(await page.locator(`${FOOTER} a[href]`).count(), 'footer links').toBeGreaterThan(5);
  expect(await page.locator(`${TOC} a.table-of-contents__link`).count(), 'TOC entries').toBeGreaterThan(6);
  // The theme's hook marks the entry of the heading in view on the served list.
  const entry = page.locator(`${TOC} a.table-of-contents__link`).nth(3);
  const id = (await entry.getAttribute('href'))!.slice(1);
  // Under the navbar, as a jump puts it (the hook takes the last heading above a line near the top).
  await page.locator(`[id="${id}"]`).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80));
  await expect(entry, 'entry of the heading in view').toHaveClass(/table-of-contents__link--active/);
  // A click on an entry is the browser's own jump.
  const next = page.locator(`${TOC} a.table-of-contents__link`).nth(6);
  const nextId = (await next.getAttribute('href'))!.slice(1);
  await markDocument(page);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`#${nextId}$`));
  await expect(page.locator(`[id="${nextId}"]`)).toBeInViewport();

  // The footer's link to the ADRs goes through the router.
  await page.locator(`${FOOTER} a[href="/doc/adr"]`).click();
  await page.waitForURL('**/doc/adr');
  await expect(page.locator('main article')).toHaveCount(10);
  expect(await sameDocument(page), 'same document after the footer link').toBe(true);
  // Reached by a link: rendered by React as usual.
  const rendered = await ownership(page, FOOTER);
  expect(rendered.owned, 'footer rendered by React after a client-side navigation').toBe(rendered.elements);
  const posts = await ownership(page, 'main article');
  expect(posts.owned, 'posts rendered by React after a client-side navigation').toBe(posts.elements);
});

test('the posts of a blog list are kept as served; their title and tag links change page without reloading', async ({page}) => {
  await page.goto('/doc/dev-blog');
  await waitForHydration(page);
  await expect(page.locator('main article')).toHaveCount(10);
  // Each post of the list, header and tags included, is kept as served (src/theme/BlogPostItem).
  const kept = await ownership(page, 'main article');
  expect(kept.elements, 'ten posts as served').toBeGreaterThan(200);
  expect(kept.owned, 'post elements owned by React after hydration').toBe(0);
  await markDocument(page);
  const first = page.locator('main article').first();
  const tag = first.locator('footer a[href*="/dev-blog/tags/"]').first();
  const tagHref = (await tag.getAttribute('href'))!;
  await tag.click();
  await page.waitForURL(`**${tagHref}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText('tagged');
  expect(await sameDocument(page), 'same document after a tag link').toBe(true);
  await page.goBack();
  await page.waitForURL('**/doc/dev-blog');
  const title = page.locator('main article h2 a').first();
  const titleHref = (await title.getAttribute('href'))!;
  await title.click();
  await page.waitForURL(`**${titleHref}`);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await sameDocument(page), 'same document after a title link').toBe(true);
});

/** Opens the phone's menu, presses its link to `path`, and checks the page changed in the same document. */
async function followPhoneMenuLink(page: Page, path: string, heading: string): Promise<void> {
  await markDocument(page);
  await page.locator('button.navbar__toggle').click();
  const link = page.locator(`.navbar-sidebar a[href="${path}"]`);
  await expect(link).toBeVisible();
  await link.click();
  await page.waitForURL(`**${path}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText(heading);
  expect(await sameDocument(page), `same document after the phone menu's link to ${path}`).toBe(true);
}

test.describe('phone', () => {
  test.use(PHONE);

  test('the phone menu lists the docs and changes page in the same document; a wider screen shows the desktop sidebar for the page then shown', async ({page}) => {
    await page.goto('/doc/manual/operate/run-signer-node');
    await waitForHydration(page);
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar).toBeHidden();
    const current = page.locator('aside.theme-doc-sidebar-container nav.menu a[aria-current="page"]');

    // The phone's menu has the docs' sidebar, and its links work.
    await followPhoneMenuLink(page, '/doc/manual/operate/become-mithril-spo', 'SPO');

    // Wide enough to show it: the sidebar is shown, for the page now shown.
    await page.setViewportSize({width: 1280, height: 900});
    await expect(sidebar).toBeVisible();
    await expect(current).toHaveAttribute('href', '/doc/manual/operate/become-mithril-spo');
    // The navbar's items are shown and work.
    await page.locator('nav.navbar .navbar__items--right').getByRole('link', {name: 'Glossary', exact: true}).click();
    await page.waitForURL('**/doc/glossary');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Glossary');
    expect(await sameDocument(page), 'same document after the navbar link').toBe(true);
  });

  test('the phone menu lists the posts; widened, the blog sidebar and the table of contents are those of the post then shown, and the highlight follows the reading', async ({page}) => {
    await page.goto('/doc/adr/1');
    await waitForHydration(page);
    const LIST = 'aside nav[aria-label="Blog recent posts navigation"]';
    const list = page.locator(LIST);
    // The desktop table of contents, hidden by the theme's CSS on a phone.
    const TOC_BOX = '.col--2 div.thin-scrollbar';
    await expect(page.locator(TOC_BOX)).toBeHidden();

    await followPhoneMenuLink(page, '/doc/adr/2', '2.');

    await page.setViewportSize({width: 1280, height: 900});
    await expect(list).toBeVisible();
    await expect(list.locator('a[aria-current="page"]')).toHaveAttribute('href', '/doc/adr/2');
    // The table of contents is ADR 2's, and its highlight follows the reading.
    await expect(page.locator(TOC_BOX)).toBeVisible();
    await expect(page.locator(`${TOC_BOX} a.table-of-contents__link`).first()).toHaveAttribute('href', /^#/);
    const entry = page.locator(`${TOC_BOX} a.table-of-contents__link`).nth(1);
    const id = decodeURIComponent((await entry.getAttribute('href'))!.slice(1));
    await page.locator(`[id="${id}"]`).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80));
    await expect(entry).toHaveClass(/table-of-contents__link--active/);
  });
});
