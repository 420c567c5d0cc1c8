import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {test as staticTest} from '@playwright/test';
import YAML from 'yaml';
import {test, expect, waitForHydration} from './fixtures';
import {BUILD_DIR, SITE_ORIGIN, builtPages, readBuildFile, sitemapPaths} from './support/build';
import {markdownTwinPath} from '../shared/markdownTwin';

/**
 * plugins/llms: the Markdown twins of the pages, llms.txt, llms-full.txt, the API as Markdown, and
 * the Copy page / View as Markdown actions. The static checks read build/ (after `npm run build`).
 */
const BASE = '/doc/';
type Kind = 'doc' | 'post';

/** A page of the build is a doc page or a post (dev blog or ADR), by the class Docusaurus gives <html>. */
function kindOf(html: string): Kind | null {
  const classes = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '';
  if (/\bdocs-doc-page\b/.test(classes)) return 'doc';
  if (/\bblog-post-page\b/.test(classes)) return 'post';
  return null;
}

function htmlOf(path: string): string {
  const rel = path.slice(BASE.length).replace(/\/$/, '');
  return readBuildFile(rel === '' ? 'index.html' : `${rel}/index.html`);
}

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

function h1Of(html: string): string {
  const h1 = /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (h1 === undefined) throw new Error('no <h1> in <main>');
  return decode(h1);
}

const twinFile = (path: string) => markdownTwinPath(path, BASE).slice(BASE.length);
const twinOf = (path: string) => readBuildFile(twinFile(path));

/** Lines of Markdown outside fenced code blocks, with inline code removed. */
function prose(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? null : marker;
      continue;
    }
    if (!fence) out.push(line.replace(/`[^`]*`/g, ''));
  }
  return out;
}

/** What must never be left in a twin: import/export lines, JSX elements or expressions, directives. */
function leftovers(markdown: string): string[] {
  return prose(markdown).filter((line) => /^\s*(import|export)\s/.test(line) || /(?<!\\)<\/?[A-Z][\w.]*[\s/>]/.test(line) || /^\s*:::/.test(line) || /\{\/\*|props\./.test(line));
}

const pages = sitemapPaths().map((path) => ({path, kind: kindOf(htmlOf(path))}));
const docAndPostPages = pages.filter((p) => p.kind !== null);
const currentDocs = pages.filter((p) => p.kind === 'doc' && !p.path.startsWith('/doc/next/'));

staticTest.describe('Markdown twins and llms.txt in build/', () => {
  staticTest('every doc page, post and ADR of the sitemap has a clean Markdown twin headed by its H1', () => {
    expect(docAndPostPages.filter((p) => p.kind === 'doc').length).toBeGreaterThanOrEqual(40);
    expect(docAndPostPages.filter((p) => p.path.startsWith('/doc/adr/')).length).toBeGreaterThan(5);
    expect(docAndPostPages.filter((p) => p.path.startsWith('/doc/dev-blog/')).length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const {path} of docAndPostPages) {
      if (!existsSync(join(BUILD_DIR, twinFile(path)))) {
        problems.push(`${path}: no twin ${markdownTwinPath(path, BASE)}`);
        continue;
      }
      const md = twinOf(path);
      const title = h1Of(htmlOf(path));
      if (md.split('\n')[0] !== `# ${title}`) problems.push(`${path}: twin starts with "${md.split('\n')[0]}", page H1 is "${title}"`);
      if (!md.includes(`\nURL: ${SITE_ORIGIN}${path}\n`)) problems.push(`${path}: twin does not give the page URL`);
      const left = leftovers(md);
      if (left.length) problems.push(`${path}: JSX or import left: ${left.slice(0, 3).join(' | ')}`);
    }
    expect(problems).toEqual([]);
  });

  staticTest('Next pages have twins too, linking inside Next', () => {
    for (const path of ['/doc/next/manual/welcome', '/doc/next/manual/operate/run-signer-node']) {
      const md = twinOf(path);
      expect(md.split('\n')[0]).toBe(`# ${h1Of(htmlOf(path))}`);
      expect(md).toContain('Version: Next (unreleased');
      expect(leftovers(md)).toEqual([]);
    }
    expect(twinOf('/doc/next/manual/operate/run-signer-node')).toContain(`](${SITE_ORIGIN}/doc/next/manual/getting-started/network-configurations)`);
  });

  staticTest('a twin keeps tabs as sections, admonitions as blockquotes, maths as TeX, diagrams and code fenced, links absolute', () => {
    const signer = twinOf('/doc/manual/operate/run-signer-node');
    expect(signer).toMatch(/\n#### Pre-built binary\n/);
    expect(signer).toMatch(/\n> \*\*(Tip|Info|Warning|Danger|Caution|Note)(: [^*]+)?\*\*\n/);
    expect(signer).toContain('\n```mermaid\nflowchart');
    expect(signer).toContain('\n```bash');
    // The imported installer section is inlined with the signer's name.
    expect(signer).toContain('-c mithril-signer -d latest');
    expect(prose(signer).filter((l) => /\]\((?!https?:|mailto:)/.test(l))).toEqual([]);
    const protocol = twinOf('/doc/mithril/advanced/mithril-protocol/protocol');
    expect(protocol).toMatch(/\$k\$/);
    expect(protocol).toMatch(/\n\$\$\n[^$]+\n\$\$\n/);
    // <ApiLink> and <DocCardList /> became links.
    expect(twinOf('/doc/manual/develop/nodes/mithril-signer')).toContain(`(${SITE_ORIGIN}/doc/aggregator-api/#tag/signers/operation/getRegisteredSigners)`);
    expect(twinOf('/doc/manual/develop/')).toContain(`- [Mithril network nodes](${SITE_ORIGIN}/doc/category/mithril-network-nodes)`);
    // A category page generated by the docs plugin has its twin too, listing its pages.
    expect(twinOf('/doc/category/mithril-network-nodes')).toContain(`- [Mithril aggregator node](${SITE_ORIGIN}/doc/manual/develop/nodes/mithril-aggregator)`);
  });

  staticTest('the landing page has its twin /doc/index.md', () => {
    const md = readBuildFile('index.md');
    expect(md.split('\n')[0]).toBe('# Mithril documentation');
    expect(md).toContain(`(${SITE_ORIGIN}/doc/manual/welcome)`);
  });

  staticTest('llms.txt follows llmstxt.org and links every Current doc page and the API twin', () => {
    const txt = readBuildFile('llms.txt');
    expect(txt).toMatch(/^# .+\n\n> .+\n/);
    const links = new Set([...txt.matchAll(/\]\((https:[^)\s]+)\)/g)].map((m) => m[1]));
    const missing = currentDocs.map((p) => `${SITE_ORIGIN}${markdownTwinPath(p.path, BASE)}`).filter((url) => !links.has(url));
    expect(currentDocs.length).toBeGreaterThanOrEqual(40);
    expect(missing).toEqual([]);
    expect(links.has(`${SITE_ORIGIN}/doc/aggregator-api.md`)).toBe(true);
    for (const section of ['User manual', 'About Mithril', 'Glossary', 'Aggregator API', 'Architecture decision records', 'Optional']) {
      expect(txt).toContain(`\n## ${section}\n`);
    }
    // Every linked twin exists.
    const broken = [...links].filter((url) => url.startsWith(`${SITE_ORIGIN}${BASE}`) && url.endsWith('.md') && !existsSync(join(BUILD_DIR, new URL(url).pathname.slice(BASE.length))));
    expect(broken).toEqual([]);
  });

  staticTest('/doc/next/llms.txt links the Next doc pages', () => {
    const txt = readBuildFile('next/llms.txt');
    const nextDocs = builtPages().filter((p) => p.path.startsWith('/doc/next/') && !/networks-matrix|compiled-binaries/.test(p.path) && kindOf(htmlOf(p.path)) === 'doc');
    expect(nextDocs.length).toBeGreaterThanOrEqual(40);
    expect(nextDocs.filter((p) => !txt.includes(`(${SITE_ORIGIN}${markdownTwinPath(p.path, BASE)})`)).map((p) => p.path)).toEqual([]);
  });

  staticTest('llms-full.txt holds every Current manual and concepts page, in sidebar order, each with its H1 and URL', () => {
    const full = readBuildFile('llms-full.txt');
    const wanted = currentDocs.filter((p) => /^\/doc\/(manual|mithril)\//.test(p.path) || p.path === '/doc/glossary');
    const positions = wanted.map((p) => ({path: p.path, at: full.indexOf(`# ${h1Of(htmlOf(p.path))}\n\n`), url: full.indexOf(`\nURL: ${SITE_ORIGIN}${p.path}\n`)}));
    expect(positions.filter((p) => p.at < 0 || p.url < 0).map((p) => p.path)).toEqual([]);
    expect(leftovers(full)).toEqual([]);
    // Sidebar order: the manual's welcome page first, the concepts after the manual.
    const at = (path: string) => full.indexOf(`\nURL: ${SITE_ORIGIN}${path}\n`);
    expect(at('/doc/manual/welcome')).toBeLessThan(at('/doc/manual/getting-started/'));
    expect(at('/doc/manual/operate/run-signer-node')).toBeLessThan(at('/doc/mithril/intro'));
  });

  staticTest('the API twin lists every operation of the OpenAPI description the reference is built from', () => {
    const spec = YAML.parse(readBuildFile('aggregator-api/openapi.yaml')) as {paths: Record<string, Record<string, {operationId?: string}>>};
    const md = readBuildFile('aggregator-api.md');
    const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(method))
        .map(([method, op]) => ({heading: `### ${method.toUpperCase()} ${path}`, id: op.operationId})),
    );
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((o) => !md.includes(`\n${o.heading}\n`) || !md.includes(`operationId \`${o.id}\``)).map((o) => o.heading)).toEqual([]);
  });
});

test('twins and llms.txt are served as text', async ({request}) => {
  for (const [path, type] of [
    ['/doc/manual/welcome.md', 'text/markdown; charset=utf-8'],
    ['/doc/index.md', 'text/markdown; charset=utf-8'],
    ['/doc/aggregator-api.md', 'text/markdown; charset=utf-8'],
    ['/doc/llms.txt', 'text/plain; charset=utf-8'],
    ['/doc/llms-full.txt', 'text/plain; charset=utf-8'],
    ['/doc/next/llms.txt', 'text/plain; charset=utf-8'],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
  }
});

const ACTION_PAGES = [
  {label: 'doc page', path: '/doc/manual/operate/run-signer-node'},
  {label: 'Next doc page', path: '/doc/next/manual/welcome'},
  {label: 'doc page outside the sidebars', path: '/doc/glossary'},
  {label: 'generated category page', path: '/doc/category/mithril-network-nodes'},
  {label: 'dev blog post', path: '/doc/dev-blog/2025/11/03/distribution-2543'},
  {label: 'ADR', path: '/doc/adr/4'},
];

for (const {label, path} of ACTION_PAGES) {
  test(`${label}: Copy page puts the Markdown twin on the clipboard, by keyboard`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await waitForHydration(page);
    const group = page.getByRole('group', {name: 'This page as Markdown'});
    await expect(group).toHaveCount(1);
    const copy = group.getByRole('button', {name: 'Copy page'});
    const view = group.getByRole('link', {name: 'View as Markdown'});
    // Both are in the keyboard order, one after the other.
    await copy.focus();
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(group.getByRole('status')).toHaveText(/^Copied/);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(twinOf(path));
  });
}

test('View as Markdown opens the twin, by keyboard', async ({page}) => {
  const path = '/doc/manual/operate/run-signer-node';
  await page.goto(path);
  await waitForHydration(page);
  const view = page.getByRole('group', {name: 'This page as Markdown'}).getByRole('link', {name: 'View as Markdown'});
  await view.focus();
  const [response] = await Promise.all([page.waitForEvent('response', (r) => r.url().endsWith('.md')), page.keyboard.press('Enter')]);
  await page.waitForURL(`**${path}.md`);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toBe(twinOf(path));
});

test('Copy page says so clearly when the clipboard is unavailable', async ({page}) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined, configurable: true}));
  await page.goto('/doc/manual/welcome');
  await waitForHydration(page);
  const group = page.getByRole('group', {name: 'This page as Markdown'});
  await group.getByRole('button', {name: 'Copy page'}).click();
  await expect(group.getByRole('status')).toHaveText(/not available.*View as Markdown/);
});

test('blog list pages show no Copy page (only the posts themselves)', async ({page}) => {
  await page.goto('/doc/dev-blog');
  await waitForHydration(page);
  await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
});
