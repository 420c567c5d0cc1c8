import {test, expect, waitForHydration} from './fixtures';

const ANNOUNCEMENT = 'div[role="banner"]';

test.describe('announcement bar', () => {
  test('invites pool operators to the mainnet beta and links the on-boarding guide', async ({page}) => {
    await page.goto('/doc/manual/welcome');
    const bar = page.locator(ANNOUNCEMENT).first();
    await expect(bar).toContainText('mainnet beta');
    await expect(bar.getByRole('link')).toHaveAttribute('href', '/doc/manual/operate/become-mithril-spo');
  });

  test('closes, stays closed after reload, and comes back when its id changes', async ({page}) => {
    await page.goto('/doc/manual/welcome');
    await waitForHydration(page);
    const bar = page.locator(ANNOUNCEMENT).first();
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: /close/i}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(ANNOUNCEMENT)).toHaveCount(0);
    // A dismissal recorded for an older announcement id must not hide the current one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(ANNOUNCEMENT).first()).toBeVisible();
  });
});

test('the chosen docs version is stored and the reader stays in it', async ({page}) => {
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await page.locator('.navbar__items--right .dropdown').filter({hasText: 'Current'}).hover();
  await page.getByRole('link', {name: 'Next 🚧'}).first().click();
  await page.waitForURL('**/doc/next/manual/welcome');
  await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
  const stored = () => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
  expect(await stored()).toBe('current');
  await page.reload();
  await waitForHydration(page);
  expect(await stored()).toBe('current');
  await expect(page.locator('.navbar__items--right .dropdown > .navbar__link').first()).toHaveText('Next 🚧');
  // Client-side navigation from a Next page stays in Next.
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Prerequisites'}).click();
  await page.waitForURL('**/doc/next/manual/getting-started/prerequisites');
  await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
});

test('the navbar over the landing page turns solid after 70 px of scroll', async ({page}) => {
  await page.goto('/doc/');
  await waitForHydration(page);
  const navbar = page.locator('nav.navbar');
  const background = () => navbar.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background()).toBe('rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(navbar).not.toHaveClass(/navbar--scrolled/);
  await page.evaluate(() => window.scrollTo(0, 71));
  await expect(navbar).toHaveClass(/navbar--scrolled/);
  await expect.poll(background).toBe('rgb(255, 255, 255)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(navbar).not.toHaveClass(/navbar--scrolled/);
});

test('the mobile sidebar opens below 996 px and closes when the viewport becomes desktop', async ({page}) => {
  await page.setViewportSize({width: 800, height: 900});
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar.getByRole('link', {name: 'Glossary'})).toBeVisible();
  await page.setViewportSize({width: 1200, height: 900});
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the desktop navbar shows its items and the mobile toggle is hidden from 997 px', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/doc/manual/welcome');
  for (const name of ['User manual', 'About Mithril', 'Explorer', 'Glossary', 'Blog', 'ADRs']) {
    await expect(page.locator('nav.navbar').getByRole('link', {name: new RegExp(`^${name}`)}).first()).toBeVisible();
  }
  await expect(page.getByRole('link', {name: 'Mithril source code on GitHub'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Mithril community on Discord'})).toBeVisible();
  await expect(page.locator('nav.navbar').getByRole('button', {name: 'English'})).toBeVisible();
  await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
});

test('colour mode stays light when the browser prefers dark', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', {name: /switch between dark and light mode/i})).toHaveCount(0);
});

test('the footer has its four groups, the logo and the copyright of the current year', async ({page}) => {
  await page.goto('/doc/manual/welcome');
  // The site footer (doc pages also have a <footer> of their own: edit link and date).
  const footer = page.locator('footer.footer');
  for (const group of ['Contributing', 'Community', 'More', 'Legal']) {
    await expect(footer.getByText(group, {exact: true})).toBeVisible();
  }
  await expect(footer.getByRole('img', {name: 'Mithril logo'})).toBeVisible();
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} IOG, Inc.`);
});

test('the skip link is the first tab stop and moves focus to the main content', async ({page}) => {
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: /skip to main content/i});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main').first()).toBeFocused();
  // The next tab stop is inside the main content, not back in the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test.describe('the shell loads no SVG image: raster logos, icons drawn in the page', () => {
  // Each SVG file shown as an image (an <img> or a CSS image) is a document of its own to the browser,
  // parsed, styled and laid out on the main thread at load. The logos are PNG files rendered from
  // their SVG drawings (scripts/assets/render-logos.mjs), shown by the stock ThemedImage; the icons
  // are written into the page (config/navbar.ts, src/theme/SearchBar).
  for (const [device, viewport] of [
    ['phone', {width: 412, height: 823}],
    ['desktop', {width: 1280, height: 900}],
  ] as const) {
    test(`${device}: no SVG image is loaded by a post's shell, and each logo and icon keeps its name`, async ({page}) => {
      await page.setViewportSize(viewport);
      const session = await page.context().newCDPSession(page);
      await session.send('Network.enable');
      const svgImages: string[] = [];
      // CDP reports data: URLs too (Playwright's request event does not).
      // The favicon is left out: the browser shows it in its tab, it is not laid out in the page.
      session.on('Network.requestWillBeSent', ({request}) => {
        const url = request.url as string;
        if (/^data:image\/svg\+xml/.test(url) || (/\.svg(\?|$)/.test(url) && !url.endsWith('/img/favicon.svg'))) svgImages.push(url.slice(0, 80));
      });
      await page.goto('/doc/adr/1');
      await waitForHydration(page);
      // Scroll to the footer so that anything loaded lazily there would be requested too.
      await page.locator('footer.footer').scrollIntoViewIfNeeded();
      const logos = [
        [page.locator('nav.navbar .navbar__brand').getByRole('img', {name: 'Mithril logo'}), 32],
        [page.locator('footer.footer').getByRole('img', {name: 'Mithril logo'}), 48],
      ] as const;
      for (const [logo, size] of logos) {
        // One image once hydrated (the stock component writes a light and a dark one until then),
        // drawn at three times its displayed size, so it stays sharp on a phone's screen.
        await expect(logo).toHaveCount(1);
        await expect(logo).toBeVisible();
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(size * 3);
        const box = await logo.boundingBox();
        expect([box?.width, box?.height]).toEqual([size, size]);
        expect(await logo.getAttribute('src')).toMatch(/\/doc\/img\/mithril-logo(-light)?\.png$/);
      }
      expect(svgImages, 'SVG images loaded by the page').toEqual([]);
      const github = page.locator('nav.navbar').getByRole('link', {name: 'Mithril source code on GitHub'});
      await expect(github).toBeVisible();
      await expect(github.locator('svg[aria-hidden="true"] path')).toHaveCount(1);
      const box = await github.locator('svg').boundingBox();
      expect([box?.width, box?.height]).toEqual([24, 24]);
      const search = page.locator('nav.navbar form[role="search"]');
      const magnifier = search.locator('svg[aria-hidden="true"]');
      await expect(magnifier).toBeVisible();
      const input = search.locator('input[name="q"]');
      expect(await input.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
      // Where Infima drew its image: inside the input's left padding, centred on its height.
      const [icon, field] = [await magnifier.boundingBox(), await input.boundingBox()];
      const paddingLeft = await input.evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
      expect(icon!.x).toBeGreaterThanOrEqual(field!.x);
      expect(icon!.x + icon!.width).toBeLessThanOrEqual(field!.x + paddingLeft);
      expect(Math.abs(icon!.y + icon!.height / 2 - (field!.y + field!.height / 2))).toBeLessThanOrEqual(1);
    });
  }
});
