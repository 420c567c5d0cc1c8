#!/usr/bin/env node
// Main-thread time of page loads over a fixed window, in Chromium with the CPU slowed 4x: prints
// figures, asserts nothing.
//
//   node scripts/benchmarks/main-thread-window.mjs [--dir build] [--port 3410] [--runs 3] [--only signer] [--window 15] [--cpu 4]
//   node scripts/benchmarks/main-thread-window.mjs --dir build --dir /tmp/reference-site/docs/website/build --paths reference
//   node scripts/benchmarks/main-thread-window.mjs --dir build --only signer --read
//   node scripts/benchmarks/main-thread-window.mjs --dir build --dir /tmp/reference-site/docs/website/build --paths reference --floor
//
// Lighthouse's main-thread figures end shortly after the page goes quiet, so work a page defers
// (idle callbacks, timers, code loaded after the load event) escapes them. Here each page is
// loaded in a fresh browser context with the CPU slowed by Emulation.setCPUThrottlingRate (--cpu,
// 4 by default), nothing is clicked, scrolled or typed, and the trace runs from the navigation until
// --window seconds (15 by default) after the load event. From the trace (Lighthouse's task model,
// as in trace-main-thread.mjs), the renderer main thread's top-level tasks that start in that
// span give: the busy time (sum of their durations: real milliseconds at the slowed CPU, not
// simulated), split at the load event, and the long tasks (over 50 ms): count, summed duration and
// blocking time (the part of each beyond 50 ms).
//
// --read: the reader reads the page instead of leaving it alone. From 1 s after the load event,
// the mouse wheel scrolls nine tenths of a screen every --read-step ms (900 by default) until the
// end of the page; the window then ends 2 s after the last scroll (or --window s after load, if
// later). What the page does as it is read (code and drawings loaded as they come into view) is
// counted with the load.
//
// Several --dir are served on their own ports (--port, --port + 1, ...) and measured in
// alternation, run by run. With two or more, a table follows: the first build (ours) against the
// second (the reference), medians, ours / reference, with the main-thread target of issue 33
// (ratio ≤ 0.4) and our long manual page against our landing page (≤ 1.5x), after a table of what
// each page holds (elements, text: ours / reference). --paths after a --dir
// maps our page paths to that build's (page-paths.json; `reference` for the public site).
//
// --floor: the first build's pages are also loaded without their scripts (script elements and
// script preloads taken out of the HTML as it is served, script requests refused: ./no-script.mjs),
// in alternation with the rest. That is what the page's HTML and CSS alone cost, the floor that no
// work on our scripts can go under. A table follows: per page, the floor, ours, what our scripts
// add, and the floor over the reference's figure, which says whether the 0.4 target is within reach
// of script work at all (and the floor's long page / landing, for the 1.5x target).
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {median} from './lighthouse-breakdown.mjs';
import {buildArgs, cliArgs, pagesMatching} from './bench-args.mjs';
import {contentTable, floorTable, loadPathMapping, mainThreadVerdict, pathFor, pathProblems, referenceTable} from './reference-compare.mjs';
import {windowFigures} from './task-figures.mjs';
import {withoutScripts} from './no-script.mjs';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(siteDir, 'package.json'));
const {many, option} = cliArgs();
const runs = Number(option('runs', 3));
const port = Number(option('port', 3410));
const only = many('only');
const windowS = Number(option('window', 15));
const cpu = Number(option('cpu', 4));
const read = process.argv.includes('--read');
const floor = process.argv.includes('--floor');
const readStep = Number(option('read-step', 900));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!(windowS > 0) || !(cpu >= 1) || !(runs >= 1)) {
  console.error('main-thread-window: --window takes seconds (> 0), --cpu a slowdown (≥ 1), --runs a count (≥ 1)');
  process.exit(2);
}

const builds = buildArgs().map(({dir, paths}) => ({dir: resolve(siteDir, dir), paths: loadPathMapping(paths)}));
for (const {dir} of builds) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`main-thread-window: ${dir}/index.html not found (build the site first: npm run build)`);
    process.exit(1);
  }
}
if (!existsSync(chromePath)) {
  console.error(`main-thread-window: Chromium not found at ${chromePath}. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}
const PAGES = pagesMatching(only, 'main-thread-window');
const problems = pathProblems(builds, PAGES.map(([, path]) => path));
if (problems.length) {
  console.error(`main-thread-window: page paths that would not be measured as pages:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const shortDir = (d) => relative(siteDir, d) || '.';
const nameOf = (b) => (b.noScript ? `${shortDir(b.dir)}, no script` : shortDir(b.dir));

const {chromium} = require('playwright-core');
const lighthouseDir = dirname(require.resolve('lighthouse'));
const {TraceProcessor} = await import(pathToFileURL(join(lighthouseDir, 'lib/tracehouse/trace-processor.js')).href);
const {MainThreadTasks} = await import(pathToFileURL(join(lighthouseDir, 'lib/tracehouse/main-thread-tasks.js')).href);

// Enough for the task model over a long window (no CPU profile or stacks: they would make the
// trace of 15 s large without adding to these figures).
const CATEGORIES = ['-*', 'disabled-by-default-lighthouse', 'loading', 'v8', 'v8.execute', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'];

function serve(dir, servePort) {
  return new Promise((resolvePromise, reject) => {
    const server = spawn(process.execPath, [join(siteDir, 'scripts', 'delivery', 'serve.mjs'), '--port', String(servePort), '--dir', dir], {stdio: ['ignore', 'pipe', 'inherit']});
    server.stdout.on('data', (d) => {
      if (String(d).includes('served at')) resolvePromise(server);
    });
    server.on('exit', (code) => reject(new Error(`scripts/delivery/serve.mjs exited (${code}); is port ${servePort} free? Use --port`)));
  });
}

/** One load of `url`: the trace from the navigation to --window seconds after the load event. */
async function measureOnce(browser, url, {noScript = false} = {}) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  try {
    if (noScript) {
      // Only the page and scripts go through the route handler: styles, fonts and images load as
      // in the other builds' runs, without a round trip through this process.
      await context.route(url, async (route) => {
        const response = await route.fetch();
        return route.fulfill({response, body: withoutScripts(await response.text()).html});
      });
      await context.route('**/*.js', (route) => route.abort());
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    const events = [];
    cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
    const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {categories: CATEGORIES.join(','), transferMode: 'ReportEvents'});
    await page.goto(url, {waitUntil: 'load', timeout: 120_000});
    // The load event's time at the page's clock, read with a bare CDP evaluation (Playwright's
    // helpers would add their own script to the trace).
    const {result} = await cdp.send('Runtime.evaluate', {expression: "performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? performance.now()", returnByValue: true});
    const loadMs = Number(result.value);
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const pageNow = async () => Number((await cdp.send('Runtime.evaluate', {expression: 'performance.now()', returnByValue: true})).result.value);
    let windowEndMs = loadMs + windowS * 1000;
    let screens = 0;
    if (read) {
      await sleep(1000);
      for (;;) {
        const {result: end} = await cdp.send('Runtime.evaluate', {expression: 'Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 2', returnByValue: true});
        if (end.value || screens > 200) break;
        await cdp.send('Input.dispatchMouseEvent', {type: 'mouseWheel', x: 200, y: 400, deltaX: 0, deltaY: Math.round(823 * 0.9)});
        screens++;
        await sleep(readStep);
      }
      await sleep(2000);
      windowEndMs = Math.max(windowEndMs, await pageNow());
    }
    const now = await pageNow();
    if (now < windowEndMs + 500) await sleep(windowEndMs + 500 - now);
    await cdp.send('Tracing.end');
    await complete;
    // What the page holds (read after the trace: innerText lays the page out).
    const {result: held} = await cdp.send('Runtime.evaluate', {expression: "JSON.stringify({elements: document.getElementsByTagName('*').length, text: (document.querySelector('main') ?? document.body).innerText.length})", returnByValue: true});
    const content = JSON.parse(held.value);
    const processed = TraceProcessor.processTrace({traceEvents: events});
    const {mainThreadEvents, frames, timestamps} = processed;
    const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin).filter((t) => !t.parent);
    return {loadMs, screens, windowEndMs, content, ...windowFigures(tasks, {loadMs, windowEndMs})};
  } finally {
    await context.close();
  }
}

const servers = [];
process.on('exit', () => servers.forEach((s) => s.kill()));
for (const [i, {dir}] of builds.entries()) servers.push(await serve(dir, port + i));
const browser = await chromium.launch({executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run']});
const r = Math.round;
const results = [];
try {
  console.log(
    read
      ? `Main thread while the page is read (wheel, a screen every ${readStep} ms from 1 s after load, to its end, + 2 s; at least ${windowS} s after load), Chromium CPU ${cpu}x, ${runs} run(s) per page and build`
      : `Main thread over ${windowS} s after load, Chromium CPU ${cpu}x, no interaction, ${runs} run(s) per page and build`,
  );
  for (const [i, {dir}] of builds.entries()) console.log(`  ${shortDir(dir)} on http://127.0.0.1:${port + i}`);
  console.log('');
  for (const [label, ourPath] of PAGES) {
    const perBuild = builds.map(({dir, paths}, build) => ({build, dir, label, ourPath, path: pathFor(paths, ourPath), port: port + build, runs: []}));
    if (floor) perBuild.push({...perBuild[0], build: 'floor', noScript: true, runs: []});
    for (let run = 0; run < runs; run++) {
      for (const b of perBuild) {
        const f = await measureOnce(browser, `http://127.0.0.1:${b.port}${b.path}`, {noScript: b.noScript});
        b.runs.push(f);
        console.log(
          `${label} [${nameOf(b)}] run ${run + 1}/${runs}: load ${r(f.loadMs)} ms${read ? `, read ${f.screens} screens, window ${r(f.windowEndMs)} ms` : ''}, main thread busy ${r(f.busy)} ms (until load ${r(f.busyUntilLoad)}, after ${r(f.busyAfterLoad)}), ` +
            `long tasks ${f.longTasks} (${r(f.longTaskTotal)} ms, blocking ${r(f.blocking)} ms), last task ended at ${r(f.lastTaskEnd)} ms`,
        );
      }
    }
    results.push(...perBuild);
  }
} finally {
  await browser.close();
  for (const s of servers) s.kill();
}

const m = (b, key) => median(b.runs.map((f) => f[key]));
const span = read ? 'the end of the reading (see --read)' : `${windowS} s after load`;
console.log(`\nMedians (ms, real time at CPU ${cpu}x, from the navigation to ${span}):`);
for (const b of results) {
  console.log(
    `  ${b.label} [${nameOf(b)}] ${b.path}: busy ${r(m(b, 'busy'))} (until load ${r(m(b, 'busyUntilLoad'))}, after ${r(m(b, 'busyAfterLoad'))}), ` +
      `long tasks ${m(b, 'longTasks')} (${r(m(b, 'longTaskTotal'))} ms, blocking ${r(m(b, 'blocking'))} ms), load ${r(m(b, 'loadMs'))}`,
  );
}
if (builds.length > 1) {
  const [ours, reference] = builds.map((b) => b.dir);
  // By rank, not folder: the same build may be given twice (a check of the noise).
  const series = (b) => ({busy: b.runs.map((f) => f.busy), longTaskTotal: b.runs.map((f) => f.longTaskTotal), blocking: b.runs.map((f) => f.blocking)});
  const pages = PAGES.map(([label, ourPath]) => {
    const [o, ref] = [0, 1].map((build) => results.find((b) => b.build === build && b.ourPath === ourPath));
    return {label, ourPath, refPath: ref.path, ours: series(o), reference: series(ref)};
  });
  const held = (build, ourPath) => results.find((b) => b.build === build && b.ourPath === ourPath).runs.map((f) => f.content);
  console.log(`\n${contentTable({pages: PAGES.map(([label, ourPath]) => ({label, ours: held(0, ourPath), reference: held(1, ourPath)}))})}`);
  console.log(
    `\n${referenceTable({
      pages,
      metrics: [
        {key: 'busy', title: 'main thread', verdict: mainThreadVerdict},
        {key: 'longTaskTotal', title: 'long tasks'},
        {key: 'blocking', title: 'blocking'},
      ],
      longPageMetric: 'busy',
      oursName: shortDir(ours),
      referenceName: shortDir(reference),
      heading: `medians of ${runs} run(s), ms from the navigation to ${span} at CPU ${cpu}x`,
    })}`,
  );
}
if (floor) {
  const runsOf = (build, ourPath) => results.find((b) => b.build === build && b.ourPath === ourPath)?.runs.map((f) => f.busy);
  const pages = PAGES.map(([label, ourPath]) => ({label, ourPath, floor: runsOf('floor', ourPath), ours: runsOf(0, ourPath), reference: builds.length > 1 ? runsOf(1, ourPath) : undefined}));
  console.log(`\n${floorTable({pages, heading: `main-thread busy, medians of ${runs} run(s), ms from the navigation to ${span} at CPU ${cpu}x`})}`);
}
