import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';

/** The production build the e2e server serves (playwright.config.ts runs scripts/serve.mjs on it). */
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

/**
 * The build file holding the prerendered HTML of a local page path (/doc/x -> build/x/index.html
 * or build/x.html), mirroring scripts/serve.mjs.
 */
export function htmlFileOf(path: string): string {
  const rel = decodeURIComponent(path.replace(/^\/doc\/?/, '')).replace(/\/$/, '');
  const candidates = rel === '' ? ['index.html'] : [join(rel, 'index.html'), `${rel}.html`];
  const found = candidates.find((c) => existsSync(join(BUILD_DIR, c)));
  if (!found) throw new Error(`no HTML file in build/ for ${path} (tried ${candidates.join(', ')})`);
  return found;
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

/**
 * Every page of the build as a route: each `index.html` under build/ (and `404.html`'s folder
 * excluded). A superset of the sitemap, which leaves out the Next docs (noindex) and list pages.
 */
export function builtPagePaths(): string[] {
  const {readdirSync, statSync} = require('node:fs') as typeof import('node:fs');
  const {join, relative} = require('node:path') as typeof import('node:path');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== 'assets') walk(full);
      } else if (entry === 'index.html') {
        const rel = relative(BUILD_DIR, dir);
        out.push(rel === '' ? '/doc/' : `/doc/${rel}`);
      }
    }
  };
  walk(BUILD_DIR);
  return out.sort();
}
