/**
 * The scripts of a page's own routes, written into its HTML as deferred scripts after main.js.
 *
 * Docusaurus writes only the two entry scripts (runtime~main, main) into a page: with Rspack, the
 * client manifest it maps the server render's modules with is keyed by chunk, not by module, so the
 * route chunks the render used are never found. The browser learnt of them only once main.js ran and
 * matched the route: the bundler's runtime then created a script element per chunk (nine on an ADR,
 * seventeen on the dev blog's list), each insertion a fetch started from the main thread, in the
 * middle of the start-up. Written into the page, they are fetched by the browser's preload scanner
 * while the HTML is parsed and run in document order after main.js (each only registers its
 * modules); when the app asks for them, they are installed already.
 *
 * Measured at 4x CPU (Chromium trace from navigation, 8 alternated loads, medians; a copy of the
 * build with the tags written by hand): dev blog list 927 -> 848 ms of main-thread time, script
 * evaluation 349 -> 240 ms; ADR 1 687 -> 662 ms, 241 -> 203 ms.
 *
 * The page's routes are matched as the browser matches them (react-router-config's matchRoutes on
 * the route table of `.docusaurus/routes.js`); each matched route's chunk names
 * (`.docusaurus/routesChunkNames.json`) give their chunks and files through the client manifest
 * (`.docusaurus/client-manifest.json`, `origins` and `assets`; a name without chunks there is a
 * module main.js holds). A matched route without chunk names, or a page without its main.js tag,
 * fails the build naming the route or the file. Called by
 * plugins/html-twins before it copies each page to its twin (Docusaurus runs the plugins' postBuild
 * at the same time, so a separate plugin could not come first); each page is replaced whole
 * (written to a temporary file, then renamed), so the plugins reading pages at the same time
 * (search index, Markdown twins) read either version, never a part.
 *
 * Not on the API references' pages: there, listing them took the page's Lighthouse score from 96
 * to 85 and TBT from 185 to 412 ms (5 alternated runs, `--as-index 1500`, medians; its 248 KB
 * description among them), and still from 91 to 86 with the description left to the bundler. Its
 * main-thread time did not move (window benchmark 1,448 vs 1,473 ms). Lighthouse simulates the
 * largest paint with every request started before it, and listed scripts start with the HTML.
 *
 * Tested by tests/unit/route-scripts.test.ts and e2e/route-scripts.spec.ts.
 */
import {readFileSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const {matchRoutes} = require('react-router-config') as {matchRoutes: (routes: RouteEntry[], pathname: string) => {route: RouteEntry}[]};

/** A route of the table as this module reads it: the key of its chunk names and its children. */
export type RouteEntry = {path: string; exact?: boolean; strict?: boolean; key: string; routes?: RouteEntry[]};

/** The chunk names of a route (`routesChunkNames.json`): nested objects and arrays of chunk names. */
type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

/** The parts of the client manifest this module reads. */
export type ClientManifest = {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]}>;
};

/**
 * The route table of `.docusaurus/routes.js`, each route's component replaced by the key of its
 * chunk names (`<path>-<hash>`, as ComponentCreator builds it). The file is generated code: its
 * imports are dropped and `ComponentCreator(path, hash)` read as that key; anything else in it
 * that is not plain data fails here, naming the file.
 */
export function readRouteTable(source: string, file = '.docusaurus/routes.js'): RouteEntry[] {
  const body = source
    .replace(/^import\s.*$/gm, '')
    .replace(/ComponentCreator\(\s*('[^']*')\s*(?:,\s*('[^']*')\s*)?\)/g, (_call, routePath: string, hash?: string) => `{__key: ${hash ? `${routePath} + '-' + ${hash}` : routePath}}`)
    .replace(/^export default\s*/m, 'return ');
  if (!/^\s*return\s*\[/m.test(body)) throw new Error(`${file}: no route table (\`export default [...]\`) found`);
  let table: unknown;
  try {
    // Generated code, evaluated without any name in scope: plain data or an error.
    table = new Function(`"use strict"; ${body}`)();
  } catch (error) {
    throw new Error(`${file}: cannot read the route table: ${(error as Error).message}`);
  }
  const convert = (route: {path: string; exact?: boolean; strict?: boolean; component: {__key: string}; routes?: unknown[]}): RouteEntry => {
    if (typeof route?.path !== 'string' || typeof route.component?.__key !== 'string') {
      throw new Error(`${file}: a route without a path or a ComponentCreator component: ${JSON.stringify(route)}`);
    }
    return {
      path: route.path,
      exact: route.exact,
      strict: route.strict,
      key: route.component.__key,
      routes: route.routes?.map((child) => convert(child as typeof route)),
    };
  };
  return (table as Parameters<typeof convert>[0][]).map(convert);
}

/** Every chunk name of a route, in the order they are listed. */
export function flatChunkNames(names: ChunkNames | undefined): string[] {
  if (names === undefined) return [];
  if (typeof names === 'string') return [names];
  if (Array.isArray(names)) return names.flatMap(flatChunkNames);
  return Object.values(names).flatMap(flatChunkNames);
}

/**
 * The script files (relative to the build folder) of the routes that match `pathname`, as the
 * browser would load them when the app starts, without the entry's own files. Throws, naming the
 * route, when a matched route has no chunk names.
 */
export function routeScriptFiles(
  pathname: string,
  routes: RouteEntry[],
  chunkNames: Record<string, ChunkNames>,
  manifest: ClientManifest,
  entryFiles: ReadonlySet<string> = new Set(),
): string[] {
  const files: string[] = [];
  for (const {route} of matchRoutes(routes, pathname)) {
    // The catch-all route has no chunk of its own (ComponentCreator('*') renders the 404 page from main.js).
    if (!(route.key in chunkNames)) {
      if (route.path === '*') continue;
      throw new Error(`route-scripts: route ${route.path} (${route.key}) has no chunk names in routesChunkNames.json`);
    }
    for (const name of flatChunkNames(chunkNames[route.key])) {
      // A name with no chunk of its own: its module is in main.js (the site's config, for one), and
      // the bundler's import of it loads nothing either.
      for (const chunk of manifest.origins[name] ?? []) {
        for (const {file} of manifest.assets[chunk]?.js ?? []) {
          if (!entryFiles.has(file) && !files.includes(file)) files.push(file);
        }
      }
    }
  }
  return files;
}

/**
 * A route script that fails to load takes itself out of the page. The bundler, asked for its chunk
 * later, looks for a script element of that address to wait on: it would find this one, whose
 * error has passed, and wait for its two-minute timeout; without it, it loads the chunk again and
 * reports a failure at once (the page's "Retry"). One still loading is found and waited on: the
 * bundler's handler then calls this one as a plain function with the event, hence `event.target`
 * rather than `this`.
 */
const FAILED = 'event.target.remove()';

/** The main.js tag Docusaurus writes (minified HTML: unquoted attributes). */
const MAIN_SCRIPT = /<script src=("?)([^"\s>]*\/assets\/js\/main\.[0-9a-f]+\.js)\1 defer><\/script>/;

/**
 * The page's HTML with a deferred script for each file after its main.js tag. Throws, naming the
 * file, when the page has no main.js tag or has the scripts already.
 */
export function withRouteScripts(html: string, files: string[], baseUrl: string, file: string): string {
  const main = MAIN_SCRIPT.exec(html);
  if (!main) throw new Error(`route-scripts: ${file} has no <script src=…/assets/js/main.….js defer> tag to add the route's scripts after`);
  const tags = files.map((f) => {
    const src = `${baseUrl}${f}`;
    if (html.includes(`src=${src}`) || html.includes(`src="${src}"`)) throw new Error(`route-scripts: ${file} has ${src} already`);
    return `<script src=${src} defer onerror=${FAILED}></script>`;
  });
  const end = main.index + main[0].length;
  return html.slice(0, end) + tags.join('') + html.slice(end);
}

/** What the build's pages need: the route table, chunk names and client manifest of `generatedFilesDir`. */
export function loadRouteScripts(generatedFilesDir: string): {routes: RouteEntry[]; chunkNames: Record<string, ChunkNames>; manifest: ClientManifest} {
  const read = (name: string) => readFileSync(path.join(generatedFilesDir, name), 'utf8');
  return {
    routes: readRouteTable(read('routes.js'), path.join(generatedFilesDir, 'routes.js')),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, ChunkNames>,
    manifest: JSON.parse(read('client-manifest.json')) as ClientManifest,
  };
}

/**
 * Writes each page's route scripts into it: `pages` maps a page's file (relative to `outDir`) to
 * the path the browser loads it at. Returns how many pages and tags were written.
 */
export async function writeRouteScripts(outDir: string, baseUrl: string, generatedFilesDir: string, pages: {file: string; pathname: string}[]): Promise<{pages: number; scripts: number}> {
  const {routes, chunkNames, manifest} = loadRouteScripts(generatedFilesDir);
  let scripts = 0;
  for (const {file, pathname} of pages) {
    const target = path.join(outDir, file);
    const html = await readFile(target, 'utf8');
    const main = MAIN_SCRIPT.exec(html);
    const entryFiles = new Set(main ? [main[2].slice(baseUrl.length)] : []);
    const files = routeScriptFiles(pathname, routes, chunkNames, manifest, entryFiles);
    const temporary = `${target}.route-scripts`;
    await writeFile(temporary, withRouteScripts(html, files, baseUrl, file));
    await rename(temporary, target);
    scripts += files.length;
  }
  return {pages: pages.length, scripts};
}
