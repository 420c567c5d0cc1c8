import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {test as staticTest, type Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {buildFileOf, firstLoadAssets, gzipSize, isRedirectStub, kib, listHtmlFiles} from '../scripts/benchmarks/page-weight.mjs';
import {katexFallbackPath, katexStylesheet, woff2OnlyCss} from '../config/katex';
import {MARKERS} from './support/markers';

/**
 * Byte budgets of the production build. The static checks read build/ (run after `npm run build`);
 * the others drive Chromium against the served build. Sizes are gzip at zlib's default level.
 */
const BUILD = join(__dirname, '..', 'build');
const KIB = 1024;
/** The two scripts every page loads, whatever its route. */
const ENTRY_SCRIPT = /\/(runtime~)?main\.[0-9a-f]+\.js$/;

export const BUDGETS = {
  /**
   * The scripts every page loads (runtime~main + main), whatever its route: the site's target.
   * React DOM alone is ~41 KiB. overrides/docusaurus keeps Prism (~30 KiB) and the registry's module
   * paths (~3 KiB) out of main.js; measured 122.3 KiB at most, of which ~0.5 KiB is the page
   * template in the site config (158.7 KiB before lean-main, 177.8 KiB before the API description
   * left main.js and the search bar became lazy).
   */
  firstLoadJs: 125 * KIB,
  /**
   * Every script a page fetches before React has hydrated it: the two above and its routes' chunks,
   * all listed in its HTML (plugins/route-scripts). The longest manual page, run-signer-node (tabs,
   * 60 code blocks), measures 174.4 KiB (193.9 KiB when hydration still needed Prism).
   */
  jsBeforeInteractive: 200 * KIB,
  /** The site's own stylesheet per page (KaTeX's CDN stylesheet, 3.5 KiB, is reported, not counted). */
  css: 20 * KIB,
  /** Any web-font file a page can load (KaTeX's, from the CDN, or its same-origin fallback copy). */
  fontFile: 100 * KIB,
};

const requireBuild = () => {
  if (!existsSync(join(BUILD, 'index.html'))) {
    throw new Error(`${BUILD}/index.html not found: build the site first (npm run build)`);
  }
};

/** Prerendered pages with content (client-side redirect stubs excluded). */
function contentPages(): string[] {
  requireBuild();
  return listHtmlFiles(BUILD).filter((f) => !isRedirectStub(readFileSync(join(BUILD, f), 'utf8')));
}

staticTest.describe('static budgets of build/', () => {
  staticTest('every page loads at most the first-load JS budget for the scripts all pages share, and the route budget in all', () => {
    const pages = contentPages();
    expect(pages.length).toBeGreaterThan(100);
    const over: string[] = [];
    let largest = {file: '', gzip: 0};
    let largestAll = {file: '', gzip: 0};
    for (const file of pages) {
      const {js, scripts} = firstLoadAssets(BUILD, join(BUILD, file));
      const own = scripts.filter((s) => !s.external);
      const entry = own.filter((s) => ENTRY_SCRIPT.test(s.url));
      expect(entry.length, `${file} loads runtime~main and main`).toBe(2);
      const entryGzip = entry.reduce((sum, s) => sum + s.gzip, 0);
      if (entryGzip > largest.gzip) largest = {file, gzip: entryGzip};
      if (js.gzip > largestAll.gzip) largestAll = {file, gzip: js.gzip};
      if (entryGzip > BUDGETS.firstLoadJs) over.push(`${file}: runtime~main + main ${kib(entryGzip)}`);
      if (js.gzip > BUDGETS.jsBeforeInteractive) over.push(`${file}: all its scripts ${kib(js.gzip)}`);
    }
    console.log(
      `first-load JS: runtime~main + main ${kib(largest.gzip)} gzip at most (${largest.file}), budget ${kib(BUDGETS.firstLoadJs)}; ` +
        `with the route's chunks ${kib(largestAll.gzip)} at most (${largestAll.file}), budget ${kib(BUDGETS.jsBeforeInteractive)}`,
    );
    expect(over.slice(0, 10), `${over.length} budgets exceeded (first 10)`).toEqual([]);
  });

  staticTest("the scripts every page runs at load, and Redoc's chunk, carry V8's compile hint, and no other script does", () => {
    // plugins/compile-hints: the hint as the first line of the runtime and main scripts, which the HTML loads,
    // and of the one chunk that holds Redoc's bundle.
    const scripts = readdirSync(join(BUILD, 'assets', 'js')).filter((file) => file.endsWith('.js'));
    const hinted = scripts.filter((file) => readFileSync(join(BUILD, 'assets', 'js', file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
    const redoc = scripts.filter((file) => readFileSync(join(BUILD, 'assets', 'js', file), 'utf8').includes('"redoc-markdown "'));
    expect(redoc).toHaveLength(1);
    expect(hinted.filter((file) => !redoc.includes(file)).map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual(['main', 'runtime~main']);
    expect(hinted).toContain(redoc[0]);
    // Every page's HTML lists them; its routes' chunks (plugins/route-scripts) follow, without the hint.
    const {scripts: loaded} = firstLoadAssets(BUILD, join(BUILD, 'index.html'));
    const own = loaded.filter((script) => !script.external).map((script) => script.url.split('/').pop()!);
    expect(own.filter((file) => ENTRY_SCRIPT.test(`/${file}`)).sort()).toEqual(hinted.filter((file) => !redoc.includes(file)).sort());
    expect(own.filter((file) => !ENTRY_SCRIPT.test(`/${file}`)).filter((file) => hinted.includes(file))).toEqual([]);
  });

  staticTest('every page loads at most 20 KiB of the site CSS', () => {
    const over: string[] = [];
    let largest = 0;
    for (const file of contentPages()) {
      const {css} = firstLoadAssets(BUILD, join(BUILD, file));
      largest = Math.max(largest, css.gzip);
      if (css.gzip > BUDGETS.css) over.push(`${file}: ${kib(css.gzip)}`);
    }
    const katexCss = gzipSize(readFileSync(require.resolve('katex/dist/katex.min.css')));
    console.log(`site CSS: largest ${kib(largest)} gzip per page; KaTeX stylesheet (CDN) ${kib(katexCss)} gzip more`);
    expect(largest).toBeGreaterThan(0);
    expect(over.slice(0, 10), `${over.length} pages over ${kib(BUDGETS.css)} of CSS (first 10)`).toEqual([]);
  });

  staticTest('nothing render-blocking but the site CSS and the KaTeX stylesheet', () => {
    const katexHref = katexStylesheet().href;
    const problems: string[] = [];
    for (const file of contentPages()) {
      const {scripts, stylesheets} = firstLoadAssets(BUILD, join(BUILD, file));
      for (const s of scripts) {
        if (s.inHead && !s.defer && !s.async && s.type !== 'module') problems.push(`${file}: blocking script ${s.url}`);
      }
      for (const s of stylesheets) {
        const ours = !s.external && /^\/doc\/assets\/css\/[^/]+\.css$/.test(s.url);
        if (!ours && s.url !== katexHref) problems.push(`${file}: stylesheet ${s.url}`);
      }
    }
    expect(problems).toEqual([]);
  });

  staticTest('the only web fonts of the site are KaTeX fallback woff2 files, and no font a page can load is over 100 KiB', () => {
    const fonts: string[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const full = join(d, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(woff2?|ttf|otf|eot)$/i.test(name)) fonts.push(relative(BUILD, full).split(sep).join('/'));
      }
    };
    requireBuild();
    walk(BUILD);
    // plugins/katex-fallback: the woff2 files its stylesheet names, loaded only when the CDN fails.
    const fallbackDir = dirname(katexFallbackPath());
    const named = woff2OnlyCss(readFileSync(join(BUILD, katexFallbackPath()), 'utf8')).fonts.map((f) => `${fallbackDir}/${f}`);
    expect(fonts.sort(), 'font files in build/').toEqual(named.sort());
    // KaTeX's CDN stylesheet (the only other one that declares fonts) loads them from its own dist/fonts/.
    const katexFonts = join(dirname(require.resolve('katex/dist/katex.min.css')), 'fonts');
    const big = readdirSync(katexFonts)
      .filter((f) => f.endsWith('.woff2'))
      .filter((f) => statSync(join(katexFonts, f)).size > BUDGETS.fontFile);
    expect(big, 'KaTeX woff2 fonts over 100 KiB').toEqual([]);
  });

  staticTest('no script of build/ holds Mermaid (diagrams are drawn when written: shared/remarkStaticDiagrams.ts)', () => {
    // The marker is Mermaid's: its own bundle has it.
    expect(readFileSync(require.resolve('mermaid/dist/mermaid.min.js'), 'utf8')).toContain(MERMAID_MARKER);
    const scripts = readdirSync(join(BUILD, 'assets', 'js')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((f) => readFileSync(join(BUILD, 'assets', 'js', f), 'utf8').includes(MERMAID_MARKER))).toEqual([]);
  });

  staticTest("main.js does not carry the API reference's, the diagrams', Prism's or tslib's code, nor module paths", () => {
    const {scripts} = firstLoadAssets(BUILD, join(BUILD, 'manual/welcome/index.html'));
    for (const s of scripts.filter((x) => !x.external)) {
      const code = readFileSync(buildFileOf(BUILD, s.url)!, 'utf8');
      expect(code.includes(REDOC_MARKER), `${s.url} contains Redoc`).toBe(false);
      expect(code.includes(MERMAID_MARKER), `${s.url} contains Mermaid`).toBe(false);
      // overrides/docusaurus: Prism loads on demand, and the route registry has no paths.
      expect(code.includes(MARKERS.prism), `${s.url} contains Prism`).toBe(false);
      expect(code.includes(MARKERS.prismjs), `${s.url} contains Redoc's Prism`).toBe(false);
      expect(code.includes('"@site/docs/manual/welcome.md"'), `${s.url} contains the registry's module paths`).toBe(false);
      // The API description (openapi.yaml) is not copied into every page's global data.
      expect(code.includes('"operationId"'), `${s.url} contains the API description`).toBe(false);
      // overrides/docusaurus/utils-common-tslib.cjs: tslib's helpers, kept whole behind a CommonJS require.
      expect(code.includes(TSLIB_MARKER), `${s.url} contains tslib`).toBe(false);
    }
    expect(readFileSync(require.resolve('tslib'), 'utf8'), "tslib's own file holds the marker").toContain(TSLIB_MARKER);
  });

  staticTest('each library marker of e2e/support/markers.ts is found in build/, in a few chunks outside the start-up scripts', () => {
    const dir = join(BUILD, 'assets', 'js');
    const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'));
    for (const [library, marker] of Object.entries(MARKERS)) {
      const holders = scripts.filter((f) => readFileSync(join(dir, f), 'utf8').includes(marker));
      expect(holders.length, `scripts holding the ${library} marker "${marker}"`).toBeGreaterThan(0);
      // A marker in main.js or in many chunks would not identify a library any more.
      expect(holders.filter((f) => /^(main|runtime~main)\./.test(f)), `${library} marker in the start-up scripts`).toEqual([]);
      expect(holders.length, `scripts holding the ${library} marker`).toBeLessThanOrEqual(3);
    }
  });
});

const REDOC_MARKER = MARKERS.redoc;
/** A name only Mermaid's code uses (see e2e/support/markers.ts): no script of the site may hold it. */
const MERMAID_MARKER = 'mermaidAPI';
/** A helper of tslib's that no module of the site calls: its name is in tslib wherever tslib is bundled whole. */
const TSLIB_MARKER = '__addDisposableResource';

interface LoadedScript {
  url: string;
  gzip: number;
  code: string;
}

/**
 * Loads a page and returns the same-site scripts it requested before React committed the hydration
 * of the prerendered page. The moment of that first commit comes from React DOM itself, through the
 * hook it offers developer tools (`onCommitFiberRoot`); scripts that effects ask for afterwards
 * (Mermaid, prefetched routes) are not needed to make the page interactive.
 */
async function scriptsBeforeInteractive(page: Page, path: string): Promise<LoadedScript[]> {
  await page.addInitScript(() => {
    const w = window as unknown as {__hydratedAt?: number; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown};
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        w.__hydratedAt ??= performance.now();
      },
    };
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('load');
  const {at, urls} = await page.evaluate(() => {
    const hydratedAt = (window as unknown as {__hydratedAt?: number}).__hydratedAt;
    return {
      at: hydratedAt,
      urls: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name))
        .filter((e) => hydratedAt !== undefined && e.startTime < hydratedAt)
        .map((e) => e.name),
    };
  });
  expect(at, 'React reported its first commit').toBeDefined();
  return allScripts(urls);
}

/** Every same-site script the page has loaded so far. */
async function scriptsLoaded(page: Page): Promise<LoadedScript[]> {
  const urls = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\.js(\?|$)/.test(e.name)).map((e) => e.name),
  );
  return allScripts(urls);
}

function allScripts(urls: string[]): LoadedScript[] {
  return [...new Set(urls)]
    .map((url) => ({url, file: buildFileOf(BUILD, url)}))
    .filter((x): x is {url: string; file: string} => x.file !== null)
    .map(({url, file}) => {
      const buf = readFileSync(file);
      return {url, gzip: gzipSize(buf), code: buf.toString('utf8')};
    });
}

test('the local server compresses text as a production host does, and only when asked', async ({request}) => {
  // scripts/delivery/serve.mjs: Lighthouse (npm run bench:lighthouse) measures transfer sizes through it.
  const {scripts} = firstLoadAssets(BUILD, join(BUILD, 'index.html'));
  const main = scripts.find((s) => /\/main\.[0-9a-f]+\.js$/.test(s.url));
  expect(main, 'main.js in the landing page').toBeDefined();
  for (const path of ['/doc/', main!.url, '/doc/sitemap.xml']) {
    const gzipped = await request.get(path, {headers: {'accept-encoding': 'gzip'}});
    expect(gzipped.status(), path).toBe(200);
    expect(gzipped.headers()['content-encoding'], path).toBe('gzip');
    const plain = await request.get(path, {headers: {'accept-encoding': 'identity'}});
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    expect((await gzipped.body()).equals(await plain.body()), `${path}: same content either way`).toBe(true);
  }
  const image = await request.get('/doc/img/social-card.png', {headers: {'accept-encoding': 'gzip'}});
  expect(image.headers()['content-encoding'], 'PNG sent as is').toBeUndefined();
});

test.describe('budgets in the browser', () => {
  const docPages: Array<[string, number]> = [
    ['/doc/manual/welcome', BUDGETS.jsBeforeInteractive],
    ['/doc/glossary', BUDGETS.jsBeforeInteractive],
    ['/doc/mithril/advanced/mithril-protocol/protocol', BUDGETS.jsBeforeInteractive],
    ['/doc/next/mithril/beginner/how-it-works', BUDGETS.jsBeforeInteractive],
    ['/doc/manual/develop/nodes/mithril-client-library', BUDGETS.jsBeforeInteractive],
    ['/doc/manual/operate/run-signer-node', BUDGETS.jsBeforeInteractive],
  ];
  for (const [path, budget] of docPages) {
    test(`${path} fetches at most ${kib(budget)} of JS before it is interactive`, async ({page, health}) => {
      const scripts = await scriptsBeforeInteractive(page, path);
      const total = scripts.reduce((a, s) => a + s.gzip, 0);
      console.log(`${path}: ${scripts.length} scripts, ${kib(total)} gzip before hydration`);
      expect(scripts.some((s) => /\/main\.[0-9a-f]+\.js$/.test(s.url)), 'main.js was measured').toBe(true);
      expect(total).toBeLessThanOrEqual(budget);
      // Bytes only: console errors of these pages are the business of e2e/pages.spec.ts and the
      // crawl, which load every page.
      health.consoleErrors.splice(0);
    });
  }

  test("the API reference's code loads on its route only", async ({page, health}) => {
    await page.goto('/doc/aggregator-api/');
    await waitForHydration(page);
    await expect(page.locator('.redocusaurus h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Prerendered and hydrated without Redoc: a served reference runs none of its code, even once
    // the reader moves and clicks (src/theme/Redoc/served.ts answers).
    await page.mouse.move(10, 300);
    await page.locator('.redocusaurus button:has(.http-verb)').first().click();
    await page.waitForLoadState('networkidle');
    expect((await scriptsLoaded(page)).some((s) => s.code.includes(REDOC_MARKER)), 'the served API page loads Redoc').toBe(false);
    // Left for the manual and come Back to, the reference is the served page again, with no Redoc.
    await page.locator('nav.navbar').getByRole('link', {name: 'User manual', exact: true}).click();
    await page.waitForURL('**/doc/manual/welcome');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/doc/aggregator-api/');
    await expect(page.locator('.redocusaurus h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await scriptsLoaded(page)).some((s) => s.code.includes(REDOC_MARKER)), 'the API page, after Back, loads Redoc').toBe(false);
    // The marker is real: Redoc's chunk in the build holds it.
    const built = readdirSync(join(BUILD, 'assets', 'js')).filter((file) => file.endsWith('.js'));
    expect(built.some((file) => readFileSync(join(BUILD, 'assets', 'js', file), 'utf8').includes(REDOC_MARKER)), REDOC_MARKER).toBe(true);
    // This test is about which scripts load where: the API page's own console errors are the API
    // reference tests' business, so they are not reported from here.
    health.consoleErrors.splice(0);
    for (const path of ['/doc/', '/doc/manual/welcome', '/doc/dev-blog', '/doc/adr/1', '/doc/glossary']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('load');
      const redoc = (await scriptsLoaded(page)).filter((s) => s.code.includes(REDOC_MARKER)).map((s) => s.url);
      expect(redoc, `${path} loads Redoc`).toEqual([]);
    }
  });

  test('no page loads Mermaid: its diagrams are drawn in the page, shown all the way through', async ({page}) => {
    await page.goto('/doc/mithril/beginner/how-it-works');
    await waitForHydration(page);
    const diagrams = page.locator('article .diagram svg');
    expect(await diagrams.count()).toBeGreaterThan(0);
    for (const diagram of await diagrams.all()) {
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram).toBeVisible();
    }
    await page.waitForLoadState('load');
    expect((await scriptsLoaded(page)).filter((s) => s.code.includes(MERMAID_MARKER)).map((s) => s.url)).toEqual([]);
  });
});
