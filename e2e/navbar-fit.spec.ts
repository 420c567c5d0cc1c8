import {test, expect, waitForHydration} from './fixtures';

/**
 * Issue 57 (1): from the desktop breakpoint (997 px) up, the navbar holds every item of the
 * specification on one line: no item covers another, no label wraps, nothing leaves the bar, and
 * the site title, where it is shown, is not cut to "M…".
 */
const WIDTHS = [997, 1024, 1100, 1200, 1280];
// The version dropdown reads "Current" on released docs and "Next 🚧" (wider) on the Next docs.
const PAGES = ['/doc/manual/welcome', '/doc/next/manual/welcome'];

for (const path of PAGES) {
  for (const width of WIDTHS) {
    test(`navbar fits on one line at ${width} px (${path})`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
      const report = await page.evaluate(() => {
        const inner = document.querySelector<HTMLElement>('nav.navbar .navbar__inner')!;
        const innerBox = inner.getBoundingClientRect();
        const navBox = inner.closest('nav')!.getBoundingClientRect();
        const shown = (el: Element) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
        };
        // A dropdown's label is its link; its menu (hidden until opened) is not part of the bar.
        const label = (el: Element) => (el.classList.contains('dropdown') ? el.querySelector(':scope > .navbar__link')! : el);
        const name = (el: Element) =>
          el.getAttribute('aria-label') || label(el).textContent?.trim() || el.querySelector('[aria-label]')?.getAttribute('aria-label') || el.className;
        // The navbar's top-level items: the brand (logo and title), each item, the search box.
        const items = Array.from(
          inner.querySelectorAll(':scope > .navbar__items > .navbar__brand, :scope > .navbar__items > .navbar__item, :scope > .navbar__items > [class*="navbarSearchContainer"]'),
        );
        const problems: string[] = [];
        const boxes = items.map((el) => ({name: name(el), box: el.getBoundingClientRect(), shown: shown(el)}));
        for (const {name: n, shown: s} of boxes) if (!s) problems.push(`${n}: not visible`);
        // Each label is one line: its text's line boxes all share one top.
        for (const el of Array.from(inner.querySelectorAll('.navbar__item, .navbar__title'))) {
          if (!shown(el)) continue;
          // Text only: an icon beside a label (Explorer's external-link mark, the language globe) has a top of its own.
          const tops = new Set<number>();
          const walker = document.createTreeWalker(label(el), NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of Array.from(range.getClientRects())) if (r.width > 0) tops.add(Math.round(r.top));
          }
          if (tops.size > 1) problems.push(`${name(el)}: text on ${tops.size} lines`);
        }
        for (let i = 0; i < boxes.length; i++) {
          const a = boxes[i].box;
          if (a.left < innerBox.left - 0.5 || a.right > innerBox.right + 0.5 || a.top < navBox.top - 0.5 || a.bottom > navBox.bottom + 0.5) {
            problems.push(`${boxes[i].name}: outside the navbar (${Math.round(a.left)}-${Math.round(a.right)} in ${Math.round(innerBox.left)}-${Math.round(innerBox.right)})`);
          }
          for (let j = i + 1; j < boxes.length; j++) {
            const b = boxes[j].box;
            const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (overlap > 0.5 && overlapY > 0.5) problems.push(`${boxes[i].name} and ${boxes[j].name} overlap by ${Math.round(overlap)} px`);
          }
        }
        if (inner.scrollWidth > inner.clientWidth) problems.push(`navbar content overflows: ${inner.scrollWidth} > ${inner.clientWidth}`);
        const title = inner.querySelector<HTMLElement>('.navbar__title');
        if (title && shown(title) && title.getBoundingClientRect().width > 1 && title.scrollWidth > title.clientWidth) {
          problems.push(`title truncated: ${title.scrollWidth} > ${title.clientWidth}`);
        }
        return {count: items.length, problems};
      });
      // Brand, User manual, About Mithril, version, Explorer, Glossary, Blog, ADRs, language, GitHub, Discord, search.
      expect(report.count).toBe(12);
      expect(report.problems).toEqual([]);
      // The brand keeps its accessible name, whether the title text is shown or not.
      await expect(page.locator('nav.navbar .navbar__brand')).toHaveAccessibleName(/Mithril/);
    });
  }
}

/**
 * Issue 57 (2): the phone menu, opened from the keyboard, holds the focus (the rest of the page is
 * inert while it is open) until Escape closes it and gives the focus back to the menu button.
 */
test('the phone menu opened from the keyboard keeps the focus until Escape', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  const nav = page.locator('nav.navbar');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(nav).toHaveClass(/navbar-sidebar--show/);
  const where = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return {inMenu: el?.closest('.navbar-sidebar') != null, label: el?.getAttribute('aria-label') || el?.textContent?.trim() || el?.tagName || ''};
    });
  await expect.poll(async () => (await where()).inMenu, {message: 'opening the menu moves the focus into it'}).toBe(true);
  for (let i = 1; i <= 6; i++) {
    await page.keyboard.press('Tab');
    const at = await where();
    expect(at.inMenu, `Tab ${i} lands in the menu (${at.label})`).toBe(true);
  }
  for (let i = 1; i <= 8; i++) {
    await page.keyboard.press('Shift+Tab');
    const at = await where();
    expect(at.inMenu, `Shift+Tab ${i} lands in the menu (${at.label})`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
  await expect(toggle).toBeFocused();
  // The close button gives the focus back to the menu button too, and the page is no longer inert.
  await page.keyboard.press('Enter');
  await expect(nav).toHaveClass(/navbar-sidebar--show/);
  await page.getByRole('button', {name: 'Close navigation bar'}).focus();
  await page.keyboard.press('Enter');
  await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
  await expect(toggle).toBeFocused();
  expect(await page.locator('[inert]').evaluateAll((els) => els.filter((el) => !el.closest('.navbar-sidebar')).length)).toBe(0);
});

/**
 * Issue 57 (3): the search box's key caps (ctrl K) never cover its placeholder, down to a desktop
 * window zoomed to 200 % (640 CSS px at device scale 2). The placeholder's extent is measured with
 * a canvas in the input's computed font.
 */
test.describe('the search shortcut hint beside the placeholder', () => {
  test.use({deviceScaleFactor: 2});
  for (const width of [640, 800, 996, 997, 1024, 1100, 1200, 1280, 1340, 1600]) {
    test(`does not cover it at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/doc/manual/welcome');
      await waitForHydration(page);
      const m = await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('nav.navbar .navbar__search-input')!;
        const hints = input.parentElement!.querySelector<HTMLElement>('[aria-hidden="true"]:has(kbd)');
        const style = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const box = input.getBoundingClientRect();
        const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        const right = left + ctx.measureText(input.placeholder).width;
        const hintBox = hints && getComputedStyle(hints).display !== 'none' ? hints.getBoundingClientRect() : null;
        return {left, right, hintLeft: hintBox?.left ?? null, hintRight: hintBox?.right ?? null, inputRight: box.right};
      });
      if (width >= 997) expect(m.hintLeft, 'the hint is shown on the desktop navbar').not.toBeNull();
      if (m.hintLeft !== null) {
        expect(m.hintLeft, `hint ${Math.round(m.hintLeft)}-${Math.round(m.hintRight!)} vs placeholder ${Math.round(m.left)}-${Math.round(m.right)}`).toBeGreaterThanOrEqual(m.right);
        expect(m.hintRight!).toBeLessThanOrEqual(m.inputRight);
      }
    });
  }
});
