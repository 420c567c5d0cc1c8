#!/usr/bin/env node
// Main-thread trace of page loads in Chromium with a 4x CPU slowdown: prints figures, asserts nothing.
//
//   node scripts/benchmarks/trace-main-thread.mjs [--dir build] [--port 3418] [--runs 3] [--only signer]
//   node scripts/benchmarks/trace-main-thread.mjs --dir /tmp/a --dir /tmp/b --port 3218 --port 3418   (A/B, interleaved)
//   node scripts/benchmarks/trace-main-thread.mjs --dir build --port 3418 --dir <reference build> --paths reference --port 3419
//     (--paths after a --dir maps our page paths to that build's, as in bench:lighthouse)
//
// Where `npm run bench:lighthouse` gives scores, this says where the time goes, with figures that
// depend little on the machine's speed: the number of long tasks, the elements React owns after
// hydration, the script bytes evaluated. For each page and build directory (several directories
// are served on their own ports and measured in alternation, run by run) it loads the page in a
// fresh context, waits for the load event, hydration and two seconds without a long task, and reports from
// Chromium's trace (Lighthouse's task model, so categories match its breakdown):
// - the main-thread time after the first paint by category, and the blocking time (the part of
//   each task over 50 ms, from first paint to the end of the trace: TBT measured, not simulated);
// - the main-thread time and the script evaluation from navigation to the end of the trace, which
//   do not move with where the first paint falls (work before it is counted too);
// - each long task with the functions that took the most of it (sampling profiler; with source
//   maps next to the scripts, as a build with DIAG_SOURCEMAP=1 emits them, positions are mapped
//   to the source files);
// - DOM elements, elements React owns (hydrated or rendered by it), script bytes evaluated.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {median} from './lighthouse-breakdown.mjs';
import {buildArgs, cliArgs, pagesMatching} from './bench-args.mjs';
import {loadPathMapping, pathFor} from './reference-compare.mjs';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(siteDir, 'package.json'));
const {many, option, flag} = cliArgs();
const builds = buildArgs().map(({dir, paths}) => ({dir: resolve(dir), paths: loadPathMapping(paths)}));
const dirs = builds.map((b) => b.dir);
const ports = many('port').map(Number);
const runs = Number(option('runs', 3));
const only = many('only');
const slowdown = Number(option('slowdown', 4));
const topFunctions = Number(option('top', 5));
// --by-event N: also print, per category, the N trace events with the most self time (what "Other" is made of).
const byEvent = Number(option('by-event', 0));
// --by-function N: also print the N functions (sampling profiler, self time after the first paint) and source files
// with the most self time; with DIAG_SOURCEMAP=1 builds, named by their original source.
const byFunction = Number(option('by-function', 0));
const useLighthouse = flag('lighthouse');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const debug = (...m) => process.env.TRACE_DEBUG && console.error('[trace]', ...m);
if (ports.length !== dirs.length) {
  console.error(`trace-main-thread: give one --port per --dir (${dirs.length} dir(s), ${ports.length} port(s))`);
  process.exit(2);
}
for (const d of dirs) {
  if (!existsSync(join(d, 'index.html'))) {
    console.error(`trace-main-thread: ${d}/index.html not found (build the site first)`);
    process.exit(1);
  }
}

const PAGES = pagesMatching(only, 'trace-main-thread');

const {chromium} = require('playwright-core');
const {TraceProcessor} = await import(pathToFileURL(join(dirname(require.resolve('lighthouse')), 'lib/tracehouse/trace-processor.js')).href);
const {MainThreadTasks} = await import(pathToFileURL(join(dirname(require.resolve('lighthouse')), 'lib/tracehouse/main-thread-tasks.js')).href);
let TraceMap;
let originalPositionFor;
try {
  ({TraceMap, originalPositionFor} = require('@jridgewell/trace-mapping'));
} catch {
  // Source positions stay as bundle positions.
}

const CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.cpu_profiler',
  '__metadata',
];

function serve(dir, port) {
  return new Promise((resolvePromise, reject) => {
    const server = spawn(process.execPath, [join(siteDir, 'scripts', 'delivery', 'serve.mjs'), '--port', String(port), '--dir', dir], {stdio: ['ignore', 'pipe', 'inherit']});
    server.stdout.on('data', (d) => {
      if (String(d).includes('served at')) resolvePromise(server);
    });
    server.on('exit', (code) => reject(new Error(`scripts/delivery/serve.mjs exited (${code}); is port ${port} free?`)));
  });
}

/** Source maps of the build, by script URL path (read once). */
const maps = new Map();
function mapFor(dir, url) {
  if (!TraceMap || !url?.startsWith('http')) return null;
  const key = `${dir} ${url}`;
  if (!maps.has(key)) {
    const file = join(dir, new URL(url).pathname.replace(/^\/doc\//, ''));
    maps.set(key, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  }
  return maps.get(key);
}

const sources = new Map();
function enclosingFunction(rel, line, column) {
  const file = join(siteDir, rel.replace(/^\.\//, ''));
  if (!sources.has(file)) sources.set(file, existsSync(file) ? readFileSync(file, 'utf8').split('\n') : null);
  const text = sources.get(file)?.[line - 1]?.slice(0, column + 1);
  if (!text) return null;
  const names = [...text.matchAll(/function ([\w$]+)\(|([\w$.]+)=function\(/g)];
  const last = names.at(-1);
  return last ? `${last[1] ?? last[2]}` : null;
}

function frameName(dir, {functionName, url, lineNumber, columnNumber}) {
  const map = mapFor(dir, url);
  if (map) {
    const pos = originalPositionFor(map, {line: lineNumber + 1, column: columnNumber});
    if (pos.source) {
      const rel = pos.source.replace(/^webpack:\/\/[^/]*\//, '');
      const src = rel.replace(/^.*node_modules\//, '~');
      // Minified dependencies (react-dom): name the enclosing function of the original file.
      const name = pos.name ?? (src.includes('.min.js') ? enclosingFunction(rel, pos.line, pos.column) : null);
      return `${name ?? functionName ?? '(anonymous)'} ${src}:${pos.line}${src.includes('.min.js') ? `:${pos.column}` : ''}`;
    }
  }
  const file = url ? url.replace(/^.*\//, '') : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
}

/** Samples of the CPU profile in the trace, for one thread: [{ts, frame}] with self time. */
function profileSamples(events, pid, tid, dir) {
  const nodes = new Map();
  const out = [];
  let ts = null;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) ts = e.args?.data?.startTime ?? ts;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data;
    const profile = data?.cpuProfile ?? {};
    for (const n of profile.nodes ?? []) nodes.set(n.id, n);
    const samples = profile.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    if (ts == null) continue;
    for (let i = 0; i < samples.length; i++) {
      ts += deltas[i] ?? 0;
      const node = nodes.get(samples[i]);
      if (!node) continue;
      out.push({ts, node});
    }
  }
  out.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < out.length; i++) out[i].self = i + 1 < out.length ? Math.min(out[i + 1].ts - out[i].ts, 2000) : 0;
  return out.map(({ts, node, self}) => ({ts, self, frame: node.callFrame ? frameName(dir, node.callFrame) : '(unknown)'}));
}

async function traceOnce(browser, dir, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lastLongTaskEnd = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, e.startTime + e.duration);
    }).observe({type: 'longtask', buffered: true});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
  const events = [];
  cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {categories: CATEGORIES.join(','), transferMode: 'ReportEvents'});
  debug('goto', url);
  await page.goto(url, {waitUntil: 'load', timeout: 120_000});
  debug('loaded');
  // Quiet: hydrated, then two seconds (at the page's clock) without a long task; at most 30 s. Polled with a bare
  // CDP evaluation (Playwright's own helpers would inject and compile their script in the trace).
  for (const end = Date.now() + 30_000; Date.now() < end; ) {
    const {result} = await cdp.send('Runtime.evaluate', {
      expression: "document.documentElement.dataset.hasHydrated === 'true' ? performance.now() - window.__lastLongTaskEnd : 0",
      returnByValue: true,
    });
    if (result.value > 2000) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  debug('quiet');
  await cdp.send('Tracing.end');
  await complete;
  debug('trace', events.length);
  const counts = await page.evaluate(() => {
    const all = document.querySelectorAll('#__docusaurus *');
    let owned = 0;
    for (const el of all) if (Object.keys(el).some((k) => k.startsWith('__reactFiber$'))) owned += 1;
    return {elements: all.length, reactOwned: owned};
  });
  debug('counted', counts);
  await context.close();
  return analyse(events, dir, url, counts, 1);
}

/** Lighthouse's own trace (mobile preset, simulated throttling: the page runs at full speed). */
async function lighthouseOnce(dir, url) {
  const result = await lighthouse(
    url,
    {port: lhChrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*', '*cdn.jsdelivr.net*', '*cdn.redoc.ly*'], additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler'},
    undefined,
  );
  const res = analyse(result.artifacts.Trace.traceEvents, dir, url, {elements: NaN, reactOwned: NaN}, 4);
  res.lighthouse = {tbt: result.lhr.audits['total-blocking-time'].numericValue, perf: result.lhr.categories.performance.score * 100, benchmarkIndex: result.lhr.environment.benchmarkIndex};
  return res;
}

/** Figures of one trace; `scale` multiplies durations (4: Lighthouse's simulated slowdown). */
function analyse(events, dir, url, counts, scale) {
  const trace = {traceEvents: events};
  const processed = TraceProcessor.processTrace(trace);
  const {mainThreadEvents, frames, timestamps, mainFrameInfo} = processed;
  const nav = TraceProcessor.processNavigation(processed);
  const fcp = nav.timestamps.firstContentfulPaint;
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin)
    .filter((t) => !t.parent);
  const toMs = (ts) => (ts - timestamps.timeOrigin) / 1000;
  const x = (ms) => ms * scale;
  const fcpMs = toMs(fcp);
  const after = tasks.filter((t) => t.startTime >= fcpMs);
  // From navigation, first paint or not: a figure that does not move with where the first paint falls.
  const all = tasks.filter((t) => t.startTime >= 0);
  let scriptAll = 0;
  const walkAll = (task) => {
    if (task.group.label === 'Script Evaluation') scriptAll += x(task.selfTime);
    task.children.forEach(walkAll);
  };
  all.forEach(walkAll);
  const groups = {};
  const byName = {};
  for (const t of after) {
    const walk = (task) => {
      groups[task.group.label] = (groups[task.group.label] ?? 0) + x(task.selfTime);
      const key = `${task.group.label}: ${task.event.name}`;
      byName[key] = (byName[key] ?? 0) + x(task.selfTime);
      task.children.forEach(walk);
    };
    walk(t);
  }
  const mainEvent = mainThreadEvents[0];
  const evaluated = new Set(
    mainThreadEvents.filter((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.includes('/assets/js/')).map((e) => e.args.data.url),
  );
  let scriptBytes = 0;
  for (const u of evaluated) {
    const file = join(dir, new URL(u).pathname.replace(/^\/doc\//, ''));
    if (existsSync(file)) scriptBytes += readFileSync(file).length;
  }
  const samples = profileSamples(events, mainEvent.pid, mainEvent.tid, dir);
  const functions = {};
  const files = {};
  for (const s of samples) {
    if (toMs(s.ts) < fcpMs || /^\((idle|program|garbage collector)\)/.test(s.frame)) continue;
    const ms = x(s.self / 1000);
    functions[s.frame] = (functions[s.frame] ?? 0) + ms;
    const file = s.frame.replace(/^\S* ?/, '').replace(/:\d+(:\d+)?$/, '') || '(native)';
    files[file] = (files[file] ?? 0) + ms;
  }
  const long = after.filter((t) => x(t.duration) > 50).map((t) => {
    const self = new Map();
    for (const s of samples) {
      const ms = toMs(s.ts);
      if (ms < t.startTime || ms > t.endTime) continue;
      if (/^\((idle|program|garbage collector)\)/.test(s.frame)) continue;
      self.set(s.frame, (self.get(s.frame) ?? 0) + s.self / 1000);
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, topFunctions);
    const source = t.attributableURLs.find((u) => u.includes('/assets/')) ?? t.attributableURLs[0] ?? '';
    const taskGroups = {};
    const walk = (task) => {
      taskGroups[task.group.label] = (taskGroups[task.group.label] ?? 0) + task.selfTime;
      task.children.forEach(walk);
    };
    walk(t);
    const group = Object.entries(taskGroups)
      .filter(([, ms]) => ms >= 5)
      .sort((a, b) => b[1] - a[1])
      .map(([g, ms]) => `${g} ${Math.round(x(ms))}`)
      .join(', ');
    return {start: t.startTime, duration: x(t.duration), group, source: source.replace(/^.*\//, ''), top: top.map(([f, ms]) => [f, x(ms)])};
  });
  return {
    fcp: fcpMs,
    blocking: after.reduce((s, t) => s + Math.max(0, x(t.duration) - 50), 0),
    mainThreadAfterFcp: x(after.reduce((s, t) => s + t.duration, 0)),
    mainThreadAll: x(all.reduce((s, t) => s + t.duration, 0)),
    scriptAll,
    groups,
    events: byName,
    functions,
    files,
    long,
    ...counts,
    scripts: evaluated.size,
    scriptBytes,
  };
}

debug('start');
const servers = [];
process.on('exit', () => servers.forEach((s) => s.kill()));
for (let i = 0; i < dirs.length; i++) servers.push(await serve(dirs[i], ports[i]));
let lighthouse;
let lhChrome;
if (useLighthouse) {
  lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
  const launcher = await import(pathToFileURL(createRequire(require.resolve('lighthouse')).resolve('chrome-launcher')).href);
  lhChrome = await launcher.launch({chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']});
}
const browser = await chromium.launch({executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run']});
const r = (x) => Math.round(x);
try {
  console.log(`${useLighthouse ? 'Lighthouse trace (mobile preset, durations x4 as simulated)' : `Chromium trace, CPU slowdown ${slowdown}x`}, ${runs} run(s) per page and build, builds: ${dirs.join(', ')}\n`);
  for (const [label, path] of PAGES) {
    const results = dirs.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (let d = 0; d < dirs.length; d++) {
        const pageUrl = `http://127.0.0.1:${ports[d]}${pathFor(builds[d].paths, path)}`;
        const res = useLighthouse ? await lighthouseOnce(dirs[d], pageUrl) : await traceOnce(browser, dirs[d], pageUrl);
        if (res.lighthouse) console.log(`  Lighthouse: benchmarkIndex ${Math.round(res.lighthouse.benchmarkIndex)}, performance ${Math.round(res.lighthouse.perf)}, TBT ${Math.round(res.lighthouse.tbt)} ms (simulated)`);
        results[d].push(res);
        console.log(
          `${label} [${dirs[d]}] run ${run + 1}: FCP ${r(res.fcp)} ms, blocking ${r(res.blocking)} ms, main thread after FCP ${r(res.mainThreadAfterFcp)} ms, ` +
            `long tasks ${res.long.length}, elements ${res.elements} (React-owned ${res.reactOwned}), scripts evaluated ${res.scripts} (${r(res.scriptBytes / 1024)} KiB raw)`,
        );
        for (const t of res.long) {
          console.log(`    ${r(t.start)}+${r(t.duration)} [${t.group}] ${t.source}: ${t.top.map(([f, ms]) => `${f} ${r(ms)}`).join('; ')}`);
        }
      }
    }
    console.log(`\n${label} ${path}, medians:`);
    for (let d = 0; d < dirs.length; d++) {
      const rs = results[d];
      const groups = [...new Set(rs.flatMap((x) => Object.keys(x.groups)))].map((g) => [g, median(rs.map((x) => x.groups[g] ?? 0))]).sort((a, b) => b[1] - a[1]);
      console.log(
        `  [${dirs[d]}] blocking ${r(median(rs.map((x) => x.blocking)))} ms, long tasks ${median(rs.map((x) => x.long.length))}, main thread after FCP ${r(median(rs.map((x) => x.mainThreadAfterFcp)))} ms (` +
          groups.map(([g, ms]) => `${g} ${r(ms)}`).join(', ') +
          `); from navigation: main thread ${r(median(rs.map((x) => x.mainThreadAll)))} ms, Script Evaluation ${r(median(rs.map((x) => x.scriptAll)))} ms; React-owned elements ${median(rs.map((x) => x.reactOwned))} of ${median(rs.map((x) => x.elements))}, scripts evaluated ${r(median(rs.map((x) => x.scriptBytes)) / 1024)} KiB raw`,
      );
      if (byEvent > 0) {
        const events = [...new Set(rs.flatMap((x) => Object.keys(x.events)))].map((e) => [e, median(rs.map((x) => x.events[e] ?? 0))]).sort((a, b) => b[1] - a[1]);
        console.log(`    by trace event (self time): ${events.slice(0, byEvent).map(([e, ms]) => `${e} ${r(ms)}`).join(', ')}`);
      }
      if (byFunction > 0) {
        for (const key of ['files', 'functions']) {
          const top = [...new Set(rs.flatMap((x) => Object.keys(x[key])))].map((f) => [f, median(rs.map((x) => x[key][f] ?? 0))]).sort((a, b) => b[1] - a[1]);
          console.log(`    by ${key === 'files' ? 'source file' : 'function'} (profiler self time after first paint):\n${top.slice(0, byFunction).map(([f, ms]) => `      ${String(r(ms)).padStart(5)} ${f}`).join('\n')}`);
        }
      }
    }
    console.log('');
  }
} finally {
  await browser.close();
  await lhChrome?.kill();
  for (const s of servers) s.kill();
}
