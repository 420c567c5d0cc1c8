/**
 * Pages that load without their app (src/shell/index.ts explains why and what answers the reader).
 *
 * After the build, for every page but the ones that need the app at once (the API references,
 * whose reference is a React island; the search page, which is the app's search), the two script
 * tags Docusaurus writes for the app (`runtime~main` and `main`, deferred) are replaced by one
 * deferred tag for the shell, which names them in `data-app` and loads them when the reader
 * reaches for a control of the app. The shell is bundled here with esbuild, into
 * `assets/js/shell.<hash>.js`.
 *
 * Run by plugins/html-twins before it copies each page to its `.html` twin (the two plugins'
 * postBuild would otherwise run at the same time). A page whose app tags are not the two expected
 * ones stops the build, naming the file: Docusaurus changed how it writes them.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {buildSync} from 'esbuild';
import {apiReferenceAt} from '../../shared/apiReferences';

const {recordFired} = require('../../overrides/report.cjs') as typeof import('../../overrides/report.cjs');

const ROOT = path.join(__dirname, '../..');
const SHELL_ENTRY = path.join(ROOT, 'src/shell/index.ts');

/** Routes (relative to the base URL) whose page loads its app at once. */
export const APP_AT_ONCE = ['search', 'next/search'];

export interface DeferredAppOptions {
  outDir: string;
  baseUrl: string;
  routesPaths: string[];
  locales: string[];
  siteStorage: {type: string; namespace: string};
  /** The announcement bar's id, if the site has a closeable one. */
  announcementId?: string;
}

/** Whether the page at `route` (with the base URL) loads without its app. */
export function loadsWithoutApp(route: string, baseUrl: string): boolean {
  if (!route.startsWith(baseUrl)) return false;
  const rel = route.slice(baseUrl.length).replace(/\/+$/, '');
  if (APP_AT_ONCE.includes(rel)) return false;
  return apiReferenceAt(route, baseUrl) === undefined;
}

/** The shell's bundle (minified) and its file name. */
export function bundleShell(siteStorage: DeferredAppOptions['siteStorage'], locales: string[]): {code: string; fileName: string} {
  if (locales.length !== 1 || locales[0] !== 'en') {
    throw new Error(`plugins/deferred-app: the shell writes English messages only (src/shell/shims/translate.ts), and the site has the locales ${locales.join(', ')}`);
  }
  const result = buildSync({
    entryPoints: [SHELL_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    write: false,
    legalComments: 'none',
    alias: {
      '@docusaurus/theme-common': path.join(ROOT, 'src/shell/shims/themeCommon.ts'),
      '@docusaurus/Translate': path.join(ROOT, 'src/shell/shims/translate.ts'),
    },
    define: {SITE_STORAGE: JSON.stringify({type: siteStorage.type, namespace: siteStorage.namespace})},
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  return {code, fileName: `shell.${hash}.js`};
}

const APP_TAG = /<script src=("?)([^"\s>]+\/(runtime~main|main)\.[0-9a-f]+\.js)\1 defer><\/script>/g;

function attribute(value: string): string {
  return /^[^\s"'=<>`]+$/.test(value) ? value : `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** The page's HTML with the app's two tags replaced by the shell's; throws, naming `file`, if they are not there. */
export function deferAppInHtml(html: string, file: string, shellUrl: string, baseUrl: string, announcementId?: string): string {
  const tags = [...html.matchAll(APP_TAG)];
  const names = tags.map((tag) => tag[3]).join(', ');
  if (tags.length !== 2 || names !== 'runtime~main, main' || tags[1]!.index !== tags[0]!.index! + tags[0]![0].length) {
    throw new Error(`plugins/deferred-app: ${file} does not end with the app's two script tags (runtime~main, then main, deferred); found: ${names || 'none'}`);
  }
  const scripts = tags.map((tag) => tag[2]!).join(' ');
  const shell =
    `<script src=${attribute(shellUrl)} defer data-app=${attribute(scripts)} data-base-url=${attribute(baseUrl)}` +
    (announcementId ? ` data-announcement=${attribute(announcementId)}` : '') +
    '></script>';
  const start = tags[0]!.index!;
  return html.slice(0, start) + shell + html.slice(start + tags[0]![0].length + tags[1]![0].length);
}

/** The file Docusaurus wrote for `route`. */
function pageFile(outDir: string, route: string, baseUrl: string): string {
  const rel = route.slice(baseUrl.length);
  if (rel === '') return path.join(outDir, 'index.html');
  if (rel.endsWith('.html')) return path.join(outDir, rel);
  return path.join(outDir, rel.replace(/\/+$/, ''), 'index.html');
}

/** Writes the shell and rewrites every page that loads without its app; returns how many. */
export async function deferApp(options: DeferredAppOptions & {siteDir?: string}): Promise<number> {
  const {outDir, baseUrl} = options;
  const {code, fileName} = bundleShell(options.siteStorage, options.locales);
  await mkdir(path.join(outDir, 'assets/js'), {recursive: true});
  await writeFile(path.join(outDir, 'assets/js', fileName), code);
  const shellUrl = `${baseUrl}assets/js/${fileName}`;
  let count = 0;
  for (const route of new Set(options.routesPaths)) {
    if (!loadsWithoutApp(route, baseUrl)) continue;
    const file = pageFile(outDir, route, baseUrl);
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch {
      continue; // A route without a page of its own (none today; html-twins skips them too).
    }
    const rewritten = deferAppInHtml(html, path.relative(outDir, file), shellUrl, baseUrl, options.announcementId);
    // Other plugins read the pages at the same time (the search index): a page is replaced whole.
    const temporary = `${file}.deferred-app`;
    await writeFile(temporary, rewritten);
    await rename(temporary, file);
    count += 1;
  }
  if (count > 0 && options.siteDir) recordFired(options.siteDir, ['deferred-app'], 'postBuild');
  return count;
}
