/**
 * Wide diagrams on a desktop and on a phone (GitHub issue 57, point 2; shared/remarkStaticDiagrams.ts
 * decides, per drawing, how it meets its column; src/css/custom.css carries that out).
 *
 * At 1280 x 800, every diagram of the pages with the widest drawings is within its column, or has
 * an "Open the diagram full size" link to the drawing alone; one whose box scrolls sideways says so
 * in a visible caption and can be focused to scroll it; the text of a diagram without that link is
 * at least 10 px on screen. On a 390 px phone, a diagram's text is as large as before (12 px at
 * least: the drawing keeps its phone min-width and scrolls sideways, saying so). Printed, a diagram
 * fits the page.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';

/** Pages with the widest drawings (up to 2,468 px), and one drawing scaled to the column (cardano-node-database-v2). */
const PAGES = [
  '/doc/manual/operate/run-signer-node',
  '/doc/mithril/beginner/how-it-works',
  '/doc/mithril/advanced/mithril-network/architecture',
  '/doc/mithril/advanced/mithril-protocol/protocol',
  '/doc/mithril/advanced/mithril-certification/cardano-node-database-v2',
  '/doc/manual/develop/run-mithril-devnet',
];

/** A diagram as drawn: its SVG's box, the column's right edge, its smallest text on screen, and whether its box scrolls. */
async function measure(figure: Locator) {
  return figure.evaluate((el) => {
    // Before this change a diagram was its scrolling box alone, without a figure around it.
    const box = el.classList.contains('diagram') ? (el as HTMLElement) : el.querySelector<HTMLElement>('.diagram')!;
    const svg = box.querySelector('svg')!;
    const rect = svg.getBoundingClientRect();
    const column = el.closest('article')!.getBoundingClientRect();
    const scale = rect.width / svg.viewBox.baseVal.width;
    let smallest = Infinity;
    let smallestNatural = Infinity;
    for (const t of Array.from(svg.querySelectorAll('text, tspan, foreignObject span, foreignObject div, foreignObject p'))) {
      if (!t.textContent?.trim()) continue;
      const size = parseFloat(getComputedStyle(t).fontSize);
      smallest = Math.min(smallest, size * scale);
      smallestNatural = Math.min(smallestNatural, size);
    }
    // The phone min-width given by the build (before this change an inline min-width, now a custom property).
    const phoneMin = Number(/(?:--diagram-min|min-width):\s*(\d+)px/.exec(svg.getAttribute('style') ?? '')?.[1] ?? 0);
    return {
      right: rect.right,
      columnRight: column.right,
      boxWidth: box.clientWidth,
      naturalWidth: svg.viewBox.baseVal.width,
      smallest,
      smallestNatural,
      phoneMin,
      scrolls: box.scrollWidth > box.clientWidth + 1,
      tabindex: box.getAttribute('tabindex'),
      label: box.getAttribute('aria-label'),
    };
  });
}

async function figures(page: Page, path: string) {
  await page.goto(path);
  const all = page.locator('article .diagram-figure, article div.diagram:not(.diagram-figure .diagram)');
  const count = await all.count();
  expect(count, `${path} has diagrams`).toBeGreaterThan(0);
  return Array.from({length: count}, (_, i) => all.nth(i));
}

test.describe('diagrams at 1280 x 800', () => {
  test.use({viewport: {width: 1280, height: 800}});
  for (const path of PAGES) {
    test(`each diagram of ${path} fits its column or opens full size; one that scrolls says so`, async ({page}) => {
      for (const [i, figure] of (await figures(page, path)).entries()) {
        const name = `${path}: diagram ${i + 1}`;
        await figure.scrollIntoViewIfNeeded();
        const m = await measure(figure);
        const fullSize = figure.locator('a.diagram-full-size');
        const hasFullSize = (await fullSize.count()) === 1 && (await fullSize.isVisible());
        expect(m.right <= m.columnRight + 1 || hasFullSize, `${name}: right edge ${m.right.toFixed(0)} px, column's ${m.columnRight.toFixed(0)} px, and no full-size link`).toBe(true);
        const cue = figure.getByText('Scroll sideways to see the whole diagram');
        if (m.scrolls) {
          await expect(cue, `${name} scrolls sideways (${m.naturalWidth.toFixed(0)} px drawing in ${m.boxWidth} px): its caption says so`).toBeVisible();
          expect(m.tabindex, `${name} scrolls: focusable`).toBe('0');
          expect(m.label, `${name} scrolls: labelled`).toBeTruthy();
        } else if ((await cue.count()) > 0) {
          await expect(cue, `${name} does not scroll: no caption says it does`).toBeHidden();
        }
        // Scaled to its column, or scrolling at its desktop min-width: never under 10 px.
        expect(m.smallest, `${name}: smallest text on screen, px`).toBeGreaterThanOrEqual(10);
      }
    });
  }

  test('the full-size link opens the drawing alone at its natural size, by keyboard too', async ({page}) => {
    await page.goto('/doc/mithril/beginner/how-it-works');
    const link = page.locator('article a.diagram-full-size').last();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/doc\/diagrams\/[0-9a-f]{16}\.svg$/);
    const natural = await link.evaluate((a) => a.closest('.diagram-figure')!.querySelector('svg')!.viewBox.baseVal.width);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/\./g, '\\.')}$`));
    const drawn = await page.evaluate(() => ({
      root: document.documentElement.localName,
      width: (document.documentElement as unknown as SVGSVGElement).getBoundingClientRect().width,
      errors: document.getElementsByTagName('parsererror').length,
      texts: document.querySelectorAll('text, foreignObject div').length,
    }));
    expect(drawn.root).toBe('svg');
    expect(drawn.errors).toBe(0);
    expect(drawn.texts).toBeGreaterThan(3);
    expect(Math.abs(drawn.width - Math.ceil(natural))).toBeLessThanOrEqual(1);
  });

  test('every full-size link of the pages is served as an SVG', async ({page}) => {
    const hrefs = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      for (const href of await page.locator('article a.diagram-full-size').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) hrefs.add(href);
    }
    expect(hrefs.size).toBeGreaterThan(5);
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toContain('image/svg+xml');
    }
  });
});

test('printed, each diagram fits the page, without its caption or link', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.emulateMedia({media: 'print'});
  for (const figure of await figures(page, '/doc/manual/operate/run-signer-node')) {
    const m = await measure(figure);
    expect(m.right, 'printed diagram within the page').toBeLessThanOrEqual(m.columnRight + 1);
    expect(m.scrolls).toBe(false);
    await expect(figure.locator('.diagram-note')).toBeHidden();
  }
});

test.describe('diagrams on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  for (const path of PAGES) {
    test(`diagrams of ${path} keep their text size: not scaled under their phone min-width`, async ({page}) => {
      for (const [i, figure] of (await figures(page, path)).entries()) {
        const name = `${path}: diagram ${i + 1}`;
        const m = await measure(figure);
        // As before: the drawing is its column's width, but never under its phone min-width nor over its natural width.
        const width = Math.min(m.naturalWidth, Math.max(m.phoneMin, m.boxWidth));
        expect(m.smallest, `${name}: smallest text, px`).toBeCloseTo((m.smallestNatural * width) / m.naturalWidth, 1);
        expect(m.smallest, `${name}: smallest text, px`).toBeGreaterThanOrEqual(Math.min(12, m.smallestNatural));
        if (m.scrolls) {
          expect(m.tabindex, `${name} scrolls: focusable`).toBe('0');
          await figure.scrollIntoViewIfNeeded();
          await expect(figure.getByText('Scroll sideways to see the whole diagram'), `${name} scrolls: its caption says so`).toBeVisible();
        }
      }
    });
  }
});
