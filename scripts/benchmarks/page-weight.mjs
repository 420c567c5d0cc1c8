// Page-weight helpers shared by the byte-budget tests (e2e/budgets.spec.ts) and `npm run bench`:
// which files a prerendered page of build/ loads first, and their sizes raw and gzipped.
import {readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {gzipSync} from 'node:zlib';

export {BASE_URL} from '../../shared/site.mjs';
import {BASE_URL} from '../../shared/site.mjs';

/** Gzipped size at zlib's default level (6), the level web servers use. */
export function gzipSize(buffer) {
  return gzipSync(buffer).length;
}

/** Every .html file under `dir`, as paths relative to it with forward slashes. */
export function listHtmlFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** A client-side redirect page written by @docusaurus/plugin-client-redirects (no content of its own). */
export function isRedirectStub(html) {
  return /<meta http-equiv="refresh"/i.test(html) && !/<script[^>]+src=/i.test(html);
}

/** The build file behind a same-site URL such as /doc/assets/js/main.1234.js, or null for another host. */
export function buildFileOf(buildDir, url) {
  const u = new URL(url, 'http://127.0.0.1');
  if (/^https?:/.test(url) && u.hostname !== '127.0.0.1' && u.hostname !== 'localhost') return null;
  if (!u.pathname.startsWith(BASE_URL)) return null;
  return join(buildDir, decodeURIComponent(u.pathname.slice(BASE_URL.length)));
}

/** The HTML file that serves a route of the site (/doc/x -> build/x/index.html or build/x.html). */
export function htmlFileOfRoute(buildDir, route) {
  const rel = route.replace(/^\/doc\/?/, '').replace(/\/$/, '');
  const candidates = rel === '' ? ['index.html'] : [`${rel}/index.html`, `${rel}.html`, rel];
  for (const c of candidates) {
    const full = join(buildDir, c);
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  throw new Error(`No HTML file in ${buildDir} for the route ${route} (looked for ${candidates.join(', ')})`);
}

const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};
const hasAttr = (tag, name) => new RegExp(`\\s${name}(?:[\\s>=]|$)`, 'i').test(tag);

/**
 * What the prerendered HTML itself asks for: scripts (with defer/async: the app's own are
 * deferred), stylesheets and fonts preloaded, each with its raw and gzipped size when it is a
 * file of the build.
 */
export function firstLoadAssets(buildDir, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const sizeOf = (url) => {
    const file = buildFileOf(buildDir, url);
    if (!file) return {url, external: true, raw: 0, gzip: 0};
    if (!existsSync(file)) throw new Error(`${htmlFile} loads ${url}, which is not in ${buildDir}`);
    const buf = readFileSync(file);
    return {url, external: false, raw: buf.length, gzip: gzipSize(buf)};
  };
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'src'))
    .map((tag) => ({...sizeOf(attr(tag, 'src')), inHead: head.includes(tag), defer: hasAttr(tag, 'defer'), async: hasAttr(tag, 'async'), type: attr(tag, 'type')}));
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /\srel=["']?stylesheet/i.test(tag))
    .map((tag) => ({...sizeOf(attr(tag, 'href')), media: attr(tag, 'media')}));
  const sum = (list, key) => list.filter((x) => !x.external).reduce((a, x) => a + x[key], 0);
  return {
    html,
    scripts,
    stylesheets,
    js: {raw: sum(scripts, 'raw'), gzip: sum(scripts, 'gzip')},
    css: {raw: sum(stylesheets, 'raw'), gzip: sum(stylesheets, 'gzip')},
  };
}

/** Formats a byte count as KiB with one decimal. */
export function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
