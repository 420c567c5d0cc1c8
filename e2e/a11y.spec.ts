import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {dropExpected404} from './support/build';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface PageType {
  name: string;
  path: string;
  status?: number;
  /** Extra steps before the scan (e.g. open the mobile sidebar). */
  prepare?: (page: Page) => Promise<void>;
  viewport?: {width: number; height: number};
}

const pageTypes: PageType[] = [
  {name: 'landing page', path: '/doc/'},
  {name: 'manual doc page', path: '/doc/manual/operate/run-signer-node'},
  {name: 'About doc page', path: '/doc/mithril/beginner/how-it-works'},
  {name: 'advanced protocol page with maths', path: '/doc/mithril/advanced/mithril-protocol/protocol'},
  {name: 'Next version doc page (banner)', path: '/doc/next/manual/welcome'},
  {name: 'glossary', path: '/doc/glossary'},
  {name: 'API reference', path: '/doc/aggregator-api/'},
  {name: 'blog list', path: '/doc/dev-blog'},
  {name: 'blog post', path: '/doc/dev-blog/2025/11/03/distribution-2543'},
  {name: 'blog tag page', path: '/doc/dev-blog/tags/mithril-client'},
  {name: 'blog archive', path: '/doc/dev-blog/archive'},
  {name: 'ADR', path: '/doc/adr/4'},
  {name: 'ADR tag page', path: '/doc/adr/tags/accepted'},
  {name: 'not-found page', path: '/doc/this-page-does-not-exist', status: 404},
  {
    name: 'mobile sidebar open',
    path: '/doc/manual/welcome',
    viewport: {width: 400, height: 800},
    prepare: async (page) => {
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
    },
  },
];

for (const {name, path, status = 200, prepare, viewport} of pageTypes) {
  test(`${name} (${path}) has no serious or critical WCAG 2.1 A/AA violation`, async ({page, health}) => {
    if (viewport) await page.setViewportSize(viewport);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForHydration(page);
    if (prepare) await prepare(page);
    const {violations} = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
    const summary = violations.map((v) => `${v.impact ?? 'unknown'} ${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    console.log(`axe ${name}: ${violations.length === 0 ? 'no violations' : `\n  ${summary.join('\n  ')}`}`);
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    if (status === 404) health.consoleErrors = dropExpected404(health.consoleErrors, path);
  });
}
