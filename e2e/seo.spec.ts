import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {isRedirectStub, listHtmlFiles} from '../scripts/benchmarks/page-weight.mjs';
import {docPages} from './data/pages';

/**
 * SEO metadata of the production build (reads build/; no browser). Run after `npm run build`.
 */
const BUILD = join(__dirname, '..', 'build');
const SITE = 'https://mithril.network';
const SOCIAL_CARD = `${SITE}/doc/img/social-card.png`;

interface PageMeta {
  file: string;
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  meta: Map<string, string>;
}

function readBuild(file: string): string {
  const full = join(BUILD, file);
  if (!existsSync(full)) throw new Error(`${full} not found: build the site first (npm run build)`);
  return readFileSync(full, 'utf8');
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function pageMeta(file: string): PageMeta {
  const html = readBuild(file);
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = attr(tag, 'name') ?? attr(tag, 'property');
    const content = attr(tag, 'content');
    if (key && content !== undefined) meta.set(key, decode(content));
  }
  const canonicalTag = [...head.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]).find((t) => attr(t, 'rel') === 'canonical');
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(head)?.[1];
  return {
    file,
    title: title === undefined ? undefined : decode(title),
    description: meta.get('description'),
    canonical: canonicalTag ? attr(canonicalTag, 'href') : undefined,
    robots: meta.get('robots'),
    meta,
  };
}

/** build/ file of a URL of the sitemap. */
function fileOfUrl(url: string): string {
  const path = new URL(url).pathname;
  if (!path.startsWith('/doc/')) throw new Error(`sitemap.xml lists ${url}, outside /doc/`);
  const rel = path.slice('/doc/'.length).replace(/\/$/, '');
  const candidates = rel === '' ? ['index.html'] : [`${rel}/index.html`, `${rel}.html`];
  const found = candidates.find((c) => existsSync(join(BUILD, c)));
  if (!found) throw new Error(`sitemap.xml lists ${url}, but build/ has none of ${candidates.join(', ')}`);
  return found;
}

function sitemapUrls(): string[] {
  const xml = readBuild('sitemap.xml');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]));
}

/** Groups of files sharing the same value, e.g. two pages with one title. */
function duplicates(pages: PageMeta[], key: 'title' | 'description'): string[] {
  const byValue = new Map<string, string[]>();
  for (const p of pages) {
    const value = p[key] ?? '';
    byValue.set(value, [...(byValue.get(value) ?? []), p.file]);
  }
  return [...byValue].filter(([, files]) => files.length > 1).map(([value, files]) => `"${value}": ${files.join(', ')}`);
}

test.describe('pages of the sitemap', () => {
  test('every URL has a file, a title, a description, a canonical URL and social tags', () => {
    const urls = sitemapUrls();
    expect(urls.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const url of urls) {
      const p = pageMeta(fileOfUrl(url));
      if (!p.title?.trim()) problems.push(`${p.file}: no <title>`);
      if (!p.description?.trim()) problems.push(`${p.file}: no meta description`);
      if (p.canonical !== url) problems.push(`${p.file}: canonical ${p.canonical} is not its sitemap URL ${url}`);
      if (p.robots?.includes('noindex')) problems.push(`${p.file}: in the sitemap but noindex`);
      if (p.meta.get('og:image') !== SOCIAL_CARD) problems.push(`${p.file}: og:image ${p.meta.get('og:image')}`);
      if (p.meta.get('twitter:image') !== SOCIAL_CARD) problems.push(`${p.file}: twitter:image ${p.meta.get('twitter:image')}`);
      if (p.meta.get('twitter:card') !== 'summary_large_image') problems.push(`${p.file}: twitter:card ${p.meta.get('twitter:card')}`);
      if (!p.meta.get('og:title')) problems.push(`${p.file}: no og:title`);
      if (p.meta.get('og:description') !== p.description) problems.push(`${p.file}: og:description differs from the description`);
      if (p.meta.get('og:url') !== url) problems.push(`${p.file}: og:url ${p.meta.get('og:url')}`);
    }
    expect(problems).toEqual([]);
  });

  test('titles are unique', () => {
    const pages = sitemapUrls().map((u) => pageMeta(fileOfUrl(u)));
    expect(duplicates(pages, 'title'), 'pages sharing a title').toEqual([]);
  });

  test('descriptions are unique', () => {
    const pages = sitemapUrls().map((u) => pageMeta(fileOfUrl(u)));
    expect(duplicates(pages, 'description'), 'pages sharing a description').toEqual([]);
  });

  test('every Current doc page, blog post and ADR is submitted; Next, search and list pages are not', () => {
    const urls = new Set(sitemapUrls().map((u) => new URL(u).pathname.replace(/\/$/, '')));
    const listed = docPages.filter((p) => !['/compiled-binaries', '/networks-matrix'].includes(p.path)).map((p) => `/doc${p.path}`.replace(/\/$/, ''));
    expect(listed.filter((p) => !urls.has(p)), 'doc pages missing from the sitemap').toEqual([]);
    for (const p of ['/doc', '/doc/aggregator-api', '/doc/dev-blog', '/doc/adr', '/doc/adr/1', '/doc/dev-blog/2023/10/10/relay-security-advisory']) {
      expect(urls.has(p), `${p} in the sitemap`).toBe(true);
    }
    const unwanted = [...urls].filter((p) => /^\/doc\/(next\/|search$)|\/page\/\d+$|\/(archive|authors|tags)$/.test(p));
    expect(unwanted).toEqual([]);
  });
});

test.describe('pages outside the sitemap', () => {
  test('Next doc pages tell search engines not to index them', () => {
    for (const {path} of docPages) {
      const rel = `next${path}`.replace(/\/$/, '');
      const p = pageMeta(existsSync(join(BUILD, rel, 'index.html')) ? `${rel}/index.html` : `${rel}.html`);
      expect(p.robots, `${p.file} robots`).toContain('noindex');
    }
  });

  test('the Next API reference tells search engines not to index it; the Current one does not', () => {
    expect(pageMeta('next/aggregator-api/index.html').robots, 'Next reference robots').toContain('noindex');
    expect(pageMeta('aggregator-api/index.html').robots ?? '', 'Current reference robots').not.toContain('noindex');
  });

  test('every page still has a title, a canonical URL and the social card', () => {
    const problems: string[] = [];
    for (const file of listHtmlFiles(BUILD)) {
      if (isRedirectStub(readBuild(file))) continue;
      const p = pageMeta(file);
      if (!p.title?.trim()) problems.push(`${file}: no <title>`);
      if (file !== '404.html' && !p.canonical?.startsWith(`${SITE}/doc/`)) problems.push(`${file}: canonical ${p.canonical}`);
      if (p.meta.get('og:image') !== SOCIAL_CARD) problems.push(`${file}: og:image ${p.meta.get('og:image')}`);
    }
    expect(problems).toEqual([]);
  });
});

test('robots.txt points at the sitemap', () => {
  const robots = readBuild('robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Sitemap: https:\/\/mithril\.network\/doc\/sitemap\.xml$/m);
  expect(robots).not.toMatch(/^Disallow: \/doc\/?$/m);
});

test('the social card is a 1200x630 PNG', () => {
  const png = readFileSync(join(BUILD, 'img', 'social-card.png'));
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(300 * 1024);
});
