/**
 * Local Docusaurus plugin that makes every page answer at `/doc/X`, `/doc/X/`, `/doc/X.html` and
 * `/doc/X/index.html` on GitHub Pages, whose rules are (scripts/delivery/serve-resolve.mjs follows them):
 * a path ending in `/` is answered by `index.html` in that folder; any other path by the file of
 * that name, else by `<path>.html`, else, if `<path>/index.html` exists, by a 301 redirect to
 * `<path>/`; anything else gets the site's 404 page.
 *
 * The site keeps `trailingSlash: undefined` (docusaurus.config.ts): routes stay as written (doc
 * pages without a slash, category indexes and list pages with one) and each page is written as
 * `X/index.html`. This plugin adds a copy of each at `X.html` after the build, so `/doc/X` is
 * answered at once (no 301 to `/doc/X/`) and the `.html` form of every address lands too. The
 * client-side redirects of plugin-client-redirects (stubs at `from/index.html`) get the same twin,
 * written from that plugin's own template (both plugins run their postBuild at the same time, so
 * its files cannot be copied).
 *
 * Before copying, it writes each page's route scripts into it (plugins/route-scripts): Docusaurus
 * runs every plugin's postBuild at the same time, so that step has to come from here to be done
 * before the copies.
 *
 * Checked by e2e/behaviour.spec.ts (path normalisation), e2e/redirects.spec.ts and
 * tests/unit/html-twins.test.ts.
 */
import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// No `exports` map in the package: its file-writing helpers are reachable, and typed.
import {toRedirectFiles} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';
import {writeRouteScripts} from '../route-scripts';
import {apiReferenceAt} from '../../shared/apiReferences';

const {recordFired} = require('../../overrides/report.cjs') as typeof import('../../overrides/report.cjs');

export type HtmlTwinsOptions = {
  /** The `redirects` option given to plugin-client-redirects. */
  redirects: {from: string | string[]; to: string}[];
};

/**
 * The page file Docusaurus wrote for each route (relative to the build folder), with the route's
 * path: `X/index.html` for `/doc/X` and `/doc/X/` (once, for the first of the two), `index.html`
 * for the home page, the route's own name for routes that are files (`/doc/404.html`).
 */
export function routePages(routesPaths: string[], baseUrl: string): {file: string; pathname: string}[] {
  const pages = new Map<string, string>();
  for (const route of routesPaths) {
    if (!route.startsWith(baseUrl)) continue;
    const rel = route.slice(baseUrl.length).replace(/\/+$/, '');
    const file = rel === '' ? 'index.html' : /\.[a-z0-9]+$/i.test(rel) ? rel : `${rel}/index.html`;
    if (!pages.has(file)) pages.set(file, route);
  }
  return [...pages].map(([file, pathname]) => ({file, pathname})).sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * For each route (with the base URL), the page file Docusaurus wrote and its twin, relative to the
 * build folder. The home page and routes that are files already (`/doc/404.html`) have none.
 */
export function pageTwins(routesPaths: string[], baseUrl: string): {from: string; to: string}[] {
  return routePages(routesPaths, baseUrl)
    .filter(({file}) => file.endsWith('/index.html'))
    .map(({file}) => ({from: file, to: `${file.slice(0, -'/index.html'.length)}.html`}))
    .sort((a, b) => a.to.localeCompare(b.to));
}

export default function htmlTwins(context: LoadContext, options: HtmlTwinsOptions): Plugin {
  return {
    name: 'html-twins',
    async postBuild({outDir, routesPaths, baseUrl}) {
      // Each page gets its routes' scripts first (plugins/route-scripts), so that its twin has them too.
      // Not the API references (see plugins/route-scripts: their score fell with the scripts listed).
      const pages = routePages(routesPaths, baseUrl).filter(({file, pathname}) => existsSync(path.join(outDir, file)) && !apiReferenceAt(pathname, baseUrl));
      const written = await writeRouteScripts(outDir, baseUrl, context.generatedFilesDir, pages);
      // Reported to npm run check:overrides (manifest entry route-scripts): the pages list their routes' scripts.
      if (written.scripts > 0) recordFired(context.siteDir, ['route-scripts'], 'postBuild');
      for (const {from, to} of pageTwins(routesPaths, baseUrl)) {
        const source = path.join(outDir, from);
        const target = path.join(outDir, to);
        // Routes that render no file of their own (none today) and files a plugin wrote already.
        if (!existsSync(source) || existsSync(target)) continue;
        await copyFile(source, target);
      }
      const redirects = options.redirects.flatMap(({from, to}) => (Array.isArray(from) ? from : [from]).map((f) => ({from: f, to})));
      const stubs = toRedirectFiles(redirects, {outDir, baseUrl}, context.siteConfig.trailingSlash);
      for (const [i, {from}] of redirects.entries()) {
        const target = path.join(outDir, `${from.replace(/^\/+|\/+$/g, '')}.html`);
        if (existsSync(target)) throw new Error(`html-twins: ${path.relative(outDir, target)} exists already; the redirect from ${from} would hide it`);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, stubs[i]!.fileContent);
      }
    },
  };
}
