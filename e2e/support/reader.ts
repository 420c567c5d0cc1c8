import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {expect, type Page} from '@playwright/test';

/** The two sizes a reader's move is checked at: a desktop window and a phone (touch). */
export const DESKTOP = {viewport: {width: 1280, height: 900}} as const;
export const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true} as const;

/**
 * Where a heading reached by a jump must sit: the theme gives headings
 * `scroll-margin-top: calc(var(--ifm-navbar-height) + 0.5rem)`, 60 + 8 px below the top of the
 * window, just under the sticky navbar. Tolerance: 6 px either way (sub-pixel layout, font metrics).
 */
export const HEADING_TOP = 68;
export const HEADING_TOLERANCE = 6;
/** Back must put the element the reader was looking at where it was, within this many px. */
export const BACK_TOLERANCE = 4;

/**
 * The long doc pages of a version: those whose prerendered table of contents has at least
 * `minEntries` entries (the manual's node pages, run-signer-node, the protocol and security
 * pages, the glossary...). Read from the build, so a page that grows long joins the suite.
 */
export function longDocPages(buildDir: string, {next = false, minEntries = 8} = {}): string[] {
  const root = next ? join(buildDir, 'next') : buildDir;
  const found: string[] = [];
  const skip = new Set(['next', 'dev-blog', 'adr', 'aggregator-api', 'search', 'pagefind', 'assets', 'img']);
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (dir === root && skip.has(name)) continue;
        walk(path);
      } else if (name === 'index.html' && dir !== root) {
        const html = readFileSync(path, 'utf8');
        if (!html.includes('theme-doc-markdown')) continue;
        const entries = html.match(/class="table-of-contents__link/g)?.length ?? 0;
        if (entries >= minEntries) found.push(`/doc/${next ? 'next/' : ''}${relative(root, dir)}`);
      }
    }
  };
  walk(root);
  return found.sort();
}

/**
 * The long pages a phone is checked on: what differs from one long page to another is what the
 * article holds, the layout being the same, so the phone takes, from `pages`, the two with the
 * most diagrams, the two with the most formulas, the two with the most tab groups, the two
 * longest with none of these, the two longest of all, and every page outside the docs' sidebars
 * (the glossary: Back goes through the navbar there). About half of the long pages; the desktop
 * takes them all. Read from the build, as `longDocPages`.
 */
export function phoneSample(buildDir: string, pages: string[]): string[] {
  const facts = pages.map((path) => {
    const html = readFileSync(join(buildDir, path.replace(/^\/doc\/?/, ''), 'index.html'), 'utf8');
    const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
    return {
      path,
      size: html.length,
      diagrams: count(/class="?diagram"?[ >]/g),
      formulas: count(/class="?katex"?[ >]/g),
      tabs: count(/role="?tablist"?[ >]/g),
      sidebar: html.includes('theme-doc-sidebar-container'),
    };
  });
  type Fact = (typeof facts)[number];
  const top = (rows: Fact[], by: (f: Fact) => number) => [...rows].sort((a, b) => by(b) - by(a) || b.size - a.size).slice(0, 2).filter((f) => by(f) > 0);
  const plain = facts.filter((f) => f.diagrams + f.formulas + f.tabs === 0);
  const chosen = new Set([
    ...top(facts, (f) => f.diagrams),
    ...top(facts, (f) => f.formulas),
    ...top(facts, (f) => f.tabs),
    ...top(plain, (f) => f.size),
    ...top(facts, (f) => f.size),
    ...facts.filter((f) => !f.sidebar),
  ].map((f) => f.path));
  return pages.filter((path) => chosen.has(path));
}

/**
 * Resolves once the page has stopped moving: the scroll position, the page's height and the
 * watched element's position unchanged for `frames` animation frames in a row. Fails if the page
 * is still moving after about 10 s of frames.
 */
export async function settle(page: Page, selector?: string, frames = 20): Promise<void> {
  await page.evaluate(
    ({selector, frames}) =>
      new Promise<void>((resolve, reject) => {
        let last = '';
        let stable = 0;
        let count = 0;
        const tick = (): void => {
          const el = selector ? document.querySelector(selector) : null;
          const signature = `${window.scrollY}|${document.documentElement.scrollHeight}|${el ? Math.round(el.getBoundingClientRect().top) : ''}`;
          stable = signature === last ? stable + 1 : 0;
          last = signature;
          if (stable >= frames) resolve();
          else if (++count > 600) reject(new Error(`the page kept moving (${signature})`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    {selector, frames},
  );
}

/** Where a heading is after a jump, and whether the page could have scrolled it further up. */
export async function headingPlace(page: Page, id: string): Promise<{top: number; bottom: number; atBottom: boolean; innerHeight: number}> {
  return page.evaluate((id) => {
    const heading = document.getElementById(id);
    if (!heading) throw new Error(`no element #${id}`);
    const {top, bottom} = heading.getBoundingClientRect();
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return {top, bottom, atBottom: window.scrollY >= max - 1, innerHeight: window.innerHeight};
  }, id);
}

/**
 * The heading named by `id` sits just below the navbar (HEADING_TOP ± HEADING_TOLERANCE), or, when
 * the page is scrolled to its end and cannot bring it that high, is wholly on screen below the navbar.
 */
export async function expectHeadingLanded(page: Page, id: string, how: string): Promise<void> {
  // After a client-side navigation the address changes first and the page once its code is in.
  await page.locator(`[id="${id}"]`).first().waitFor({state: 'attached'});
  await settle(page, `[id="${id}"]`);
  const place = await headingPlace(page, id);
  const where = `#${id} (${how}): top ${place.top.toFixed(1)} px, page ${place.atBottom ? 'at its end' : 'not at its end'}`;
  if (place.atBottom && place.top > HEADING_TOP) {
    expect(place.bottom, `${where}: heading below the window`).toBeLessThanOrEqual(place.innerHeight);
  } else {
    expect(Math.abs(place.top - HEADING_TOP), `${where}: expected ${HEADING_TOP} ± ${HEADING_TOLERANCE}`).toBeLessThanOrEqual(HEADING_TOLERANCE);
  }
}

/** The ids of the page's table-of-contents entries whose headings are shown, in order. */
export async function tocIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const links = document.querySelectorAll<HTMLAnchorElement>('.table-of-contents a.table-of-contents__link');
    const ids: string[] = [];
    for (const link of Array.from(links)) {
      const id = decodeURIComponent(new URL(link.href).hash.slice(1));
      // A heading inside an unselected tab is not shown: a jump to it cannot land anywhere.
      const heading = id ? document.getElementById(id) : null;
      if (id && heading?.checkVisibility() && !ids.includes(id)) ids.push(id);
    }
    return ids;
  });
}

/**
 * The block of the article (a direct child of its Markdown) at `y` px from the top of the window:
 * its index among the blocks and its top.
 */
export async function markBlockAt(page: Page, y: number): Promise<{index: number; top: number}> {
  return page.evaluate((y) => {
    const markdown = document.querySelector('.theme-doc-markdown');
    if (!markdown) throw new Error('no article');
    const blocks = Array.from(markdown.querySelectorAll(':scope > *'));
    const block = blocks.find((el) => {
      const r = el.getBoundingClientRect();
      return r.top <= y && r.bottom > y;
    }) ?? blocks.find((el) => el.getBoundingClientRect().top > y);
    if (!block) throw new Error(`no block at ${y} px`);
    return {index: blocks.indexOf(block), top: block.getBoundingClientRect().top};
  }, y);
}

/** The top of the article's block number `index` (found again by index: a page shown again has new nodes). */
export async function markedBlockTop(page: Page, index: number): Promise<number> {
  return page.evaluate((index) => {
    const blocks = document.querySelectorAll('.theme-doc-markdown > *');
    const block = blocks[index];
    if (!block) throw new Error(`no block ${index}`);
    return block.getBoundingClientRect().top;
  }, index);
}
