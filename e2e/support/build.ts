import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';

/** The production build the e2e server serves (playwright.config.ts runs scripts/delivery/serve.mjs on it). */
export const BUILD_DIR = resolve(__dirname, '..', '..', 'build');
/** The site's public origin: sitemap and feed addresses start with it. */
export const SITE_ORIGIN = 'https://mithril.network';

export function readBuildFile(relPath: string): string {
  const file = join(BUILD_DIR, relPath);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the site first (npx docusaurus build)`);
  }
  return readFileSync(file, 'utf8');
}

/** Maps a public address (https://mithril.network/doc/x) to its path on the local server (/doc/x). */
export function toLocalPath(url: string): string {
  const parsed = new URL(url);
  if (parsed.origin !== SITE_ORIGIN) throw new Error(`${url} is not an address of ${SITE_ORIGIN}`);
  return parsed.pathname + parsed.hash;
}

/** Every page path listed in build/sitemap.xml, as served locally (/doc/...). */
export function sitemapPaths(): string[] {
  const xml = readBuildFile('sitemap.xml');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => toLocalPath(m[1]));
  if (paths.length === 0) throw new Error('build/sitemap.xml lists no <loc>');
  return paths;
}

export interface BlogSource {
  /** File name in the blog folder, e.g. 2025-11-03-distribution-2543.md */
  file: string;
  /** The route the file name implies, e.g. /doc/dev-blog/2025/11/03/distribution-2543 */
  route: string;
  /** ISO date from the file name. */
  date: string;
}

/** The dev blog posts of blog/, with the route each file name implies (YYYY-MM-DD-slug.md). */
export function devBlogSources(): BlogSource[] {
  const dir = resolve(__dirname, '..', '..', 'blog');
  return readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .map((file) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file);
      if (!m) throw new Error(`blog/${file}: the file name must be YYYY-MM-DD-slug.md`);
      return {file, route: `/doc/dev-blog/${m[1]}/${m[2]}/${m[3]}/${m[4]}`, date: `${m[1]}-${m[2]}-${m[3]}`};
    });
}

export interface BuiltPage {
  /** The page's canonical path on the local server, e.g. /doc/manual/develop/ */
  path: string;
  /** Its file in build/. */
  file: string;
}

/**
 * Every page of the build: each index.html under build/ (assets aside) that is not a redirect stub
 * of plugin-client-redirects, at the canonical address its <link rel="canonical"> gives. The sitemap
 * leaves some out on purpose (Next docs, list pages, unlisted pages); the crawl must not.
 */
export function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (full !== join(BUILD_DIR, 'assets')) walk(full);
      } else if (entry === 'index.html') {
        const html = readFileSync(full, 'utf8');
        if (/<meta[^>]*http-equiv=["']?refresh/i.test(html)) continue;
        const file = relative(BUILD_DIR, full);
        const canonical = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"' >]+)/.exec(html);
        if (!canonical) throw new Error(`build/${file} has no <link rel="canonical">`);
        pages.push({path: toLocalPath(canonical[1]), file});
      }
    }
  };
  walk(BUILD_DIR);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The pages left out of the sitemap on purpose (unlisted docs) in both versions. */
export const unlistedPaths = ['/doc/networks-matrix', '/doc/compiled-binaries', '/doc/next/networks-matrix', '/doc/next/compiled-binaries'];

/**
 * Chromium logs "Failed to load resource: ... 404" as a console error for a document answered
 * with 404. Tests that load a missing page on purpose drop exactly that message, nothing else.
 */
export function dropExpected404(consoleErrors: string[], path: string): string[] {
  return consoleErrors.filter((e) => {
    const m = /^Failed to load resource: the server responded with a status of 404 \(Not Found\) \((http[^)]+)\)$/.exec(e);
    return !(m && new URL(m[1]).pathname === path);
  });
}

