// Search benchmark (called by scripts/benchmarks/bench.mjs for each build it makes): prints figures, asserts
// nothing.
//
// - Index: size on disk of each version's Pagefind index (build/pagefind/, build/next/pagefind/)
//   and the time to build both from the build's HTML (plugins/pagefind/indexer.mjs run again).
// - Queries, in Debian's Chromium on a phone-sized page (/doc/manual/welcome), with Lighthouse's
//   mobile profile applied through the DevTools protocol once the page has loaded: 150 ms round
//   trip, 1.6 Mbps down, 750 Kbps up, CPU 4x slower. For each query, in a fresh browser context
//   (empty cache): the reader clicks the search box and enters the query at once (as if pasted);
//   then clears it and enters a second query. Measured in the page (event time stamps and a
//   MutationObserver, see watchQuery()): time from the tap on the box (first query) or from the
//   last key press or the paste (second query) until the drop-down lists that query's results (by
//   title: the titles come with the index, src/search/preload.ts) and until its first result is
//   complete (its excerpt, from the result's fragment, is in), and the bytes (response bodies as
//   the server sent them, plus headers) and requests the search made (see measure()). Medians
//   over the queries.
//   The second query is measured twice, each in a fresh browser context after the same first query:
//   typed letter by letter as a reader types it (TYPING_DELAY_MS between keys; bytes counted from
//   its first key, time from its last), and pasted at once (the worst case: the search learns the
//   words only at the last key).
// Timings depend on the machine: on a shared, busy one they are noisy.
//
// Run alone, to compare builds: node scripts/benchmarks/bench-search.mjs --dir BUILD [--dir BUILD ...]
// [--rounds N] measures each build/ folder (its indexes rebuilt from its HTML as above, the API
// reference from the repository's openapi.yaml) round by round in alternation, N rounds (default 3),
// then prints for each build the first query's median and range over every run, and each round's
// median.
import {API_ROUTE, API_SPEC_FILE, BASE_URL} from '../../shared/site.mjs';
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {readdirSync, statSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {chromium} from '@playwright/test';
import {buildIndexes} from '../../plugins/pagefind/indexer.mjs';
import {searchIndex} from '../../shared/searchIndex.mjs';

const scriptsDir = dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUERIES = ['KES', 'relay', 'cardano-db download', 'genesis verification key', 'snapshot converter', 'era'];
const SECOND_QUERY = {KES: 'relay', relay: 'KES', 'cardano-db download': 'certificate', 'genesis verification key': 'signer', 'snapshot converter': 'epoch', era: 'stake distribution'};
const SLOW_4G = {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};
const CPU_SLOWDOWN = 4;
/** Time between key presses of a typed query: a quick typist (80 words a minute); on a phone, slower. */
const TYPING_DELAY_MS = 150;

const kb = (bytes) => `${(bytes / 1000).toFixed(0)} KB`;
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function dirSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      const sub = dirSize(full);
      bytes += sub.bytes;
      files += sub.files;
    } else {
      bytes += statSync(full).size;
      files++;
    }
  }
  return {bytes, files};
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function serve(buildDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(scriptsDir, '..', 'delivery', 'serve.mjs'), '--port', String(port), '--dir', buildDir], {stdio: ['ignore', 'pipe', 'inherit']});
  await new Promise((ready, fail) => {
    child.stdout.on('data', (d) => String(d).includes('served at') && ready());
    child.on('exit', (code) => fail(new Error(`bench-search: the server of ${buildDir} exited (${code})`)));
  });
  return {origin: `http://127.0.0.1:${port}`, stop: () => child.kill()};
}

/**
 * Bytes and requests of what `action` makes the page fetch, with the times `action` returns (see
 * watchQuery()). Counted: requests
 * sent while it runs (the search's chunk, Pagefind's script, WebAssembly, index and fragments),
 * from the first byte sent to the last received. Not counted: Docusaurus' prefetches of pages
 * (`<link rel=prefetch>`, type "Other"), which its idle queue may still be running after the page
 * loaded, and requests already under way when the action started. Pagefind's files preloaded by
 * the box (`<link rel=preload>`, also "Other") are counted.
 */
async function measure(cdp, action) {
  const ours = new Set();
  let bytes = 0;
  let requests = 0;
  const urls = new Map();
  const onSent = (e) => {
    // Pagefind's files preloaded by the box (<link rel=preload>, type "Other" too) are the search's.
    if (e.type !== 'Other' || e.request.url.includes('/pagefind/')) ours.add(e.requestId);
    urls.set(e.requestId, e.request.url);
  };
  const onFinished = (e) => {
    if (!ours.has(e.requestId)) return;
    bytes += e.encodedDataLength;
    requests++;
    // BENCH_SEARCH_REQUESTS=1 lists each request the search made, with its bytes.
    if (process.env.BENCH_SEARCH_REQUESTS) console.log(`    ${String(e.encodedDataLength).padStart(7)} ${new URL(urls.get(e.requestId)).pathname}`);
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.loadingFinished', onFinished);
  const times = await action();
  cdp.off('Network.requestWillBeSent', onSent);
  cdp.off('Network.loadingFinished', onFinished);
  return {...times, bytes, requests};
}

/**
 * Times a query in the page itself, from `from` (the reader's tap on the box, or the last change of
 * its text: the last key, or the paste) until the drop-down lists the query's results (titlesMs)
 * and until its first result is complete, its excerpt in (ms). Clocked by the page (event time
 * stamps, a MutationObserver): Playwright's own waiting polls the page at growing intervals (up to
 * half a second), which would round the figures up.
 */
async function watchQuery(page, query, from) {
  await page.evaluate(
    ({query, from}) => {
      const box = document.querySelector('nav.navbar input.navbar__search-input');
      const clock = {start: null, titles: null, complete: null};
      window.__searchClock = clock;
      if (from === 'tap') box.addEventListener('pointerdown', (e) => (clock.start ??= e.timeStamp), {capture: true, once: true});
      else box.addEventListener('input', (e) => (clock.start = e.timeStamp), {capture: true});
      const options = `nav.navbar [role="listbox"][data-query="${CSS.escape(query)}"] [role="option"]`;
      const check = () => {
        if (clock.titles === null && document.querySelector(options)) clock.titles = performance.now();
        if (clock.complete === null && document.querySelector(`${options}:not([data-pending])`)) clock.complete = performance.now();
        if (clock.complete !== null) observer.disconnect();
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, {subtree: true, childList: true, attributes: true});
    },
    {query, from},
  );
  return async () => {
    const handle = await page.waitForFunction(() => window.__searchClock.complete !== null && window.__searchClock, undefined, {timeout: 60_000});
    const {start, titles, complete} = await handle.jsonValue();
    return {titlesMs: titles - start, ms: complete - start};
  };
}

async function oneReader(browser, origin, query, typed) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: false});
  const page = await context.newPage();
  // No request leaves the machine (analytics, KaTeX's CDN): answered empty at once.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({status: 200, body: ''}));
  try {
    await page.goto(`${origin}/doc/manual/welcome`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    const box = page.locator('nav.navbar input.navbar__search-input');
    const first = await measure(cdp, async () => {
      const done = await watchQuery(page, query, 'tap');
      await box.click();
      await page.keyboard.insertText(query);
      return done();
    });
    const next = SECOND_QUERY[query];
    await box.fill('');
    const second = await measure(cdp, async () => {
      const done = await watchQuery(page, next, 'last change');
      if (typed) await page.keyboard.type(next, {delay: TYPING_DELAY_MS});
      else await page.keyboard.insertText(next);
      return done();
    });
    return {first, second};
  } finally {
    await context.close();
  }
}

/**
 * Prints the search figures of one build (a copy of the site under the temp dir), and returns the
 * measured runs.
 * @param {string} buildDir the build/ of a site copy (its openapi.yaml is beside it, unless `spec` is given)
 * @param {string} label e.g. "1x"
 * @param {{spec?: string}} [options] the API description to index
 */
export async function benchSearch(buildDir, label, {spec} = {}) {
  const siteDir = resolve(buildDir, '..');
  console.log(`\nSearch (Pagefind), ${label}:`);
  const indexing = await buildIndexes({
    outDir: buildDir,
    baseUrl: BASE_URL,
    spec: spec ?? join(siteDir, API_SPEC_FILE),
    apiRoute: `${BASE_URL}${API_ROUTE}`,
    ...searchIndex,
  });
  for (const [name, dir] of [['Current', 'pagefind'], ['Next', 'next/pagefind']]) {
    const {bytes, files} = dirSize(join(buildDir, dir));
    console.log(`  index ${name.padEnd(8)} ${indexing.counts[name.toLowerCase()]} pages, ${kb(bytes)} on disk in ${files} files`);
  }
  console.log(`  index build time (both versions, from the built HTML): ${indexing.seconds.toFixed(1)} s`);

  const server = await serve(buildDir);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking']});
  const runs = [];
  try {
    for (const query of QUERIES) {
      const typed = await oneReader(browser, server.origin, query, true);
      const pasted = await oneReader(browser, server.origin, query, false);
      const r = {first: typed.first, second: typed.second, pasted: pasted.second, firstAgain: pasted.first};
      runs.push({query, ...r});
      const t = (m) => `${secs(m.titlesMs)} (${secs(m.ms)})`;
      console.log(
        `  ${JSON.stringify(query).padEnd(28)} first ${t(r.first)} / ${t(r.firstAgain)}, ${kb(r.first.bytes)} in ${r.first.requests} requests; ` +
          `then ${JSON.stringify(SECOND_QUERY[query])} typed ${t(r.second)}, ${kb(r.second.bytes)} in ${r.second.requests} requests, ` +
          `pasted ${t(r.pasted)}, ${kb(r.pasted.bytes)} in ${r.pasted.requests} requests`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const firsts = runs.flatMap((r) => [r.first, r.firstAgain]);
  const seconds = runs.map((r) => r.second);
  const pasted = runs.map((r) => r.pasted);
  const times = (runsOf) => `median ${secs(median(runsOf.map((f) => f.titlesMs)))} to the results listed, ${secs(median(runsOf.map((f) => f.ms)))} to the first excerpt`;
  console.log('  (each time: results listed by title, then in brackets the first result with its excerpt; bytes up to the excerpt)');
  console.log(
    `  first query (${firsts.length} runs):  ${times(firsts)}, ${kb(median(firsts.map((f) => f.bytes)))} [median ${median(firsts.map((f) => f.bytes))} B] ` +
      `(max ${kb(Math.max(...firsts.map((f) => f.bytes)))}), ${median(firsts.map((f) => f.requests))} requests`,
  );
  console.log(
    `  second query, typed (from the last key): ${times(seconds)}, ${kb(median(seconds.map((f) => f.bytes)))} ` +
      `(max ${kb(Math.max(...seconds.map((f) => f.bytes)))}), ${median(seconds.map((f) => f.requests))} requests (${TYPING_DELAY_MS} ms between keys)`,
  );
  console.log(
    `  second query, pasted: ${times(pasted)}, ${kb(median(pasted.map((f) => f.bytes)))} ` +
      `(max ${kb(Math.max(...pasted.map((f) => f.bytes)))}), ${median(pasted.map((f) => f.requests))} requests`,
  );
  console.log(`  (slow 4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU x${CPU_SLOWDOWN}; timings are noisy on a busy machine)`);
  return {firsts, seconds, pasted};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const dirs = args.flatMap((arg, i) => (arg === '--dir' ? [resolve(args[i + 1] ?? '')] : []));
  const roundsArg = args.indexOf('--rounds');
  const rounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : 3;
  if (dirs.length === 0 || !Number.isInteger(rounds) || rounds < 1) {
    console.error('usage: node scripts/benchmarks/bench-search.mjs --dir BUILD [--dir BUILD ...] [--rounds N]');
    process.exit(2);
  }
  const spec = join(scriptsDir, '..', '..', API_SPEC_FILE);
  /** @type {Map<string, Array<{firsts: object[]}>>} */
  const byDir = new Map(dirs.map((dir) => [dir, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const dir of dirs) byDir.get(dir).push(await benchSearch(dir, `${dir}, round ${round} of ${rounds}`, {spec}));
  }
  const range = (values) => `${secs(median(values))} [${secs(Math.min(...values))}-${secs(Math.max(...values))}]`;
  console.log(`\nFirst query, every run of ${rounds} rounds: median [min-max], then each round's median`);
  for (const [dir, results] of byDir) {
    const firsts = results.flatMap((r) => r.firsts);
    const perRound = (key) => results.map((r) => secs(median(r.firsts.map((f) => f[key])))).join(', ');
    console.log(`  ${dir} (${firsts.length} runs)`);
    console.log(`    results listed  ${range(firsts.map((f) => f.titlesMs))}; rounds ${perRound('titlesMs')}`);
    console.log(`    first excerpt   ${range(firsts.map((f) => f.ms))}; rounds ${perRound('ms')}`);
    console.log(`    bytes ${median(firsts.map((f) => f.bytes))} B median, ${median(firsts.map((f) => f.requests))} requests`);
  }
}
