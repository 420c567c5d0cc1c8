/**
 * Issue 56, point 1: a component that a writer imports into a page (shared/remarkIslands.ts) works
 * on the published page as it does in the development server: on a page loaded from the server,
 * whose article is kept as prerendered (src/components/StaticArticle), the component alone is
 * rendered by React in its place (./islands.tsx); on a page reached by a link, with the rest of
 * the article. Its code is the page's own; the Markdown twin uses its declared form.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {PHONE} from './support/reader';
import {readBuildFile} from './support/build';

const PAGE = '/doc/next/mithril/advanced/mithril-protocol/protocol';
const LABEL = 'Share of the total stake held by the pool (%)';

/** Types a pool's share into the calculator and reads its expected wins. */
async function expectAnswers(page: Page): Promise<void> {
  const calculator = page.locator('figure').filter({has: page.getByLabel(LABEL)});
  await expect(calculator).toContainText('3.78 of 16948');
  await page.getByLabel(LABEL).fill('1');
  await expect(calculator).toContainText('37.8 of 16948');
  await expect(calculator).toContainText('1.94%');
  await page.getByLabel(LABEL).fill('');
  await expect(calculator).toContainText('Type a share between 0 and 100');
  await expect(page.getByLabel(LABEL)).toHaveAttribute('aria-invalid', 'true');
}

/** How many elements of the article outside the calculator React owns. */
async function ownedOutsideIslands(page: Page): Promise<{elements: number; owned: number}> {
  return page.evaluate(() => {
    const elements = Array.from(document.querySelectorAll('article .markdown *')).filter((el) => !el.closest('[data-island]') && !el.parentElement?.closest('.diagram-figure'));
    return {elements: elements.length, owned: elements.filter((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))).length};
  });
}

for (const [name, viewport] of [
  ['desktop', {width: 1280, height: 900}],
  ['phone', PHONE.viewport],
] as const) {
  test.describe(name, () => {
    test.use({viewport});

    test('on a page loaded from the server, the imported component answers while the rest of the article stays as prerendered', async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(PAGE);
      await waitForHydration(page);
      await expectAnswers(page);
      const {elements, owned} = await ownedOutsideIslands(page);
      expect(elements, 'a long article').toBeGreaterThan(200);
      expect(owned, 'article elements owned by React outside the component').toBe(0);
      expect(errors).toEqual([]);
    });

    test('on a page reached by a link, the component answers too', async ({page}) => {
      await page.goto('/doc/next/mithril/advanced/mithril-protocol/');
      await waitForHydration(page);
      await page.locator(`article a[href="${PAGE}"]`).first().click();
      await page.waitForURL(`**${PAGE}`);
      await expectAnswers(page);
    });
  });
}

test('the component\'s code is not in main.js but in its page\'s chunk; the twin holds its declared Markdown form', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/doc/assets/js/')) scripts.push(await response.text());
  });
  await page.goto('/doc/next/mithril/advanced/mithril-protocol/security');
  await waitForHydration(page);
  expect(await page.content()).not.toContain('data-island');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((code) => code.includes(LABEL)), 'scripts of another page holding the calculator').toEqual([]);
  const twin = readBuildFile('next/mithril/advanced/mithril-protocol/protocol.md');
  expect(twin).toContain('An interactive calculator on this page gives a signer\'s odds for one message, with k = 1944,');
  expect(twin).toContain('$\\phi(s) = 1 - (1 - \\phi_f)^s$');
  expect(twin).not.toMatch(/<LotteryOdds|<Island/);
});
