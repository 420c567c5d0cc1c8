#!/usr/bin/env node
// Lighthouse scores of the production build: prints figures, asserts nothing.
//
//   npm run build && npm run bench:lighthouse [-- --runs 3] [-- --port 3400] [-- --only signer] [-- --save dir]
//                                             [-- --as-index 2000] [-- --dir other-build]
//   npm run bench:lighthouse -- --dir build-a --dir build-b [--only API] [--runs 5]   (A/B, interleaved)
//   npm run bench:lighthouse -- --dir build --dir /tmp/reference-site/docs/website/build --paths reference
//
// --only keeps the pages whose label or path contains the given text (repeated: the pages matching
// any of them; a text matching no page is an error); --save writes each run's
// full Lighthouse JSON report into the given directory (to read the long tasks and diagnostics).
//
// --as-index N emulates a machine whose benchmarkIndex is N. Lighthouse's scores depend on the speed
// of the host (its simulated 4x CPU slowdown multiplies the host's own task times), and a fast host
// scores higher than the machine class the budgets are set for. With this option each run's CPU
// slowdown is 4 x (the host's benchmarkIndex / N), the index taken from the run before it (the first
// from a calibration run of the first page, not counted), so that the host's speed drifting during
// the bench is followed. Each run prints the host's index, the slowdown used and the index it
// amounts to (host index x 4 / slowdown). A run whose emulated index is more than --tolerance
// (0.15 by default) off N, because the host's speed changed between runs, is run again (--attempts
// tries in all, 5 by default; if none lands within the tolerance, the closest is kept and the
// summary counts it).
//
// With several --dir, each build is served on its own port (--port, --port + 1, ...) and the runs
// alternate between them (page 1 run 1 on A, on B, page 1 run 2 on A, ...), so that the host's
// speed drifting during the bench weighs on every build alike; a comparison table against the
// first directory follows the usual output (scripts/benchmarks/ab-overrides.mjs builds the variants).
// Then each build against the last (the reference; with two builds, the first against the second): per page, the medians of TBT and
// of the main-thread time (mainthread-work-breakdown, all categories), ours / reference, with the
// verdict against issue 33's targets (reference-compare.mjs), and the host's benchmarkIndex.
// --paths NAME|FILE after a --dir maps our page paths to that build's (page-paths.json: `reference`
// for the public site of ../shared/reference-site/build.sh); each page path is checked against its
// build before any run (a missing page or a redirect stops the bench).
//
// Serves build/ on 127.0.0.1 (scripts/delivery/serve.mjs), runs Lighthouse (mobile preset, the default:
// emulated Moto G Power, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium several times
// per page, and prints the median score of each category and of the main metrics. Requests to
// other hosts (analytics, the KaTeX stylesheet on its CDN) are blocked: the machine may have no
// internet, and a third party's latency would make the figures noisy.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {compareBuilds, formatBreakdown, mainThreadOf, mainThreadTotal, median, runLine} from './lighthouse-breakdown.mjs';
import {buildArgs, cliArgs, pagesMatching} from './bench-args.mjs';
import {loadPathMapping, mainThreadVerdict, pathFor, pathProblems, referenceTable, tbtVerdict} from './reference-compare.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const {many, option} = cliArgs();
const runs = Number(option('runs', 3));
const port = Number(option('port', 3400));
const only = many('only');
const saveDir = option('save', '');
const asIndex = Number(option('as-index', 0));
// With --as-index: how far a run's emulated index may be from the target before it is run again.
const tolerance = Number(option('tolerance', 0.15));
// With --as-index: how many times a run is tried before the attempt closest to the target is kept.
const attempts = Math.max(1, Number(option('attempts', 5)));
let offTarget = 0;
if (option('as-index', null) !== null && !(asIndex > 0)) {
  console.error('bench:lighthouse: --as-index takes a benchmarkIndex, a positive number (e.g. 2000)');
  process.exit(1);
}
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PAGES = pagesMatching(only, 'bench:lighthouse');
const CATEGORIES = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'Best pr.'],
  ['seo', 'SEO'],
];
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
];
const BLOCKED = ['*googletagmanager.com*', '*google-analytics.com*', '*cdn.jsdelivr.net*', '*cdn.redoc.ly*'];

async function importFromSite(name) {
  const require = createRequire(join(siteDir, 'package.json'));
  let path;
  try {
    path = require.resolve(name);
  } catch {
    return null;
  }
  return import(pathToFileURL(path).href);
}

const lighthouseModule = await importFromSite('lighthouse');
if (!lighthouseModule) {
  console.error(
    'bench:lighthouse needs the `lighthouse` package, which is not installed.\n' +
      `Install it as a dev dependency (exact version):\n\n  npm i -D lighthouse@${LIGHTHOUSE_VERSION}\n\n` +
      'then build the site (npm run build) and run `npm run bench:lighthouse` again.',
  );
  process.exit(1);
}
const lighthouse = lighthouseModule.default;
const {throttling: THROTTLING} = await importFromSite('lighthouse/core/config/constants.js');
/** Lighthouse's mobile preset throttling (simulated slow 4G, 4x CPU), with another CPU slowdown. */
const mobileWithSlowdown = (cpuSlowdownMultiplier) => ({...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier});
const DEFAULT_SLOWDOWN = THROTTLING.mobileSlow4G.cpuSlowdownMultiplier;
// chrome-launcher comes with lighthouse; resolve it from there if it is not hoisted.
const chromeLauncher =
  (await importFromSite('chrome-launcher')) ??
  (await import(pathToFileURL(createRequire(createRequire(join(siteDir, 'package.json')).resolve('lighthouse')).resolve('chrome-launcher')).href));

// --dir DIR measures another build (an A/B comparison), build/ by default; several --dir alternate.
// --paths after a --dir: where that build serves our pages (reference-compare.mjs).
const builds = buildArgs().map(({dir, paths}) => ({dir: resolve(siteDir, dir), paths: loadPathMapping(paths)}));
const buildDirs = builds.map((b) => b.dir);
for (const buildDir of buildDirs) {
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`bench:lighthouse: ${buildDir}/index.html not found. Build the site first: npm run build`);
    process.exit(1);
  }
}
const problems = pathProblems(builds, PAGES.map(([, path]) => path));
if (problems.length) {
  console.error(`bench:lighthouse: page paths that would not be measured as pages:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const shortDir = (d) => relative(siteDir, d) || '.';
if (!existsSync(chromePath)) {
  console.error(`bench:lighthouse: Chromium not found at ${chromePath}. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}

/** Starts scripts/delivery/serve.mjs on `port` for `buildDir` and resolves once it listens. */
function serve(buildDir, port) {
  return new Promise((resolvePromise, reject) => {
    const server = spawn(process.execPath, [join(siteDir, 'scripts', 'delivery', 'serve.mjs'), '--port', String(port), '--dir', buildDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.on('data', (d) => {
      if (String(d).includes('served at')) resolvePromise(server);
    });
    server.on('exit', (code) => reject(new Error(`scripts/delivery/serve.mjs exited (${code}); is port ${port} free? Use --port`)));
  });
}

const servers = [];
for (const [i, buildDir] of buildDirs.entries()) servers.push(await serve(buildDir, port + i));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results = [];
let lighthouseVersion = '';
try {
  console.log(`Lighthouse (mobile preset), ${runs} run(s) per page, Chromium ${chromePath}`);
  for (const [i, d] of buildDirs.entries()) console.log(`  ${shortDir(d)} on http://127.0.0.1:${port + i}`);
  console.log(`Blocked: ${BLOCKED.join(' ')}\n`);
  const runLighthouse = (url, slowdown) =>
    lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map(([id]) => id), blockedUrlPatterns: BLOCKED, throttling: mobileWithSlowdown(slowdown)},
      undefined,
    );
  // The host's latest benchmarkIndex (for --as-index): from a calibration run first, then each run.
  let hostIndex = null;
  if (asIndex) {
    const calibration = await runLighthouse(`http://127.0.0.1:${port}${PAGES[0][1]}`, DEFAULT_SLOWDOWN);
    hostIndex = calibration?.lhr?.environment?.benchmarkIndex ?? null;
    if (!hostIndex) throw new Error('bench:lighthouse: the calibration run reported no benchmarkIndex');
    console.log(`Emulating a machine of benchmarkIndex ${asIndex}: calibration run gave the host ${Math.round(hostIndex)}\n`);
  }
  for (const [label, path] of PAGES) {
    const perDir = builds.map(({dir, paths}, build) => ({
      build,
      dir,
      label,
      path: pathFor(paths, path),
      ourPath: path,
      scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, []])),
      metrics: Object.fromEntries(METRICS.map(([id]) => [id, []])),
      mainThread: [],
    }));
    for (let i = 0; i < runs; i++) {
      for (const [d, r] of perDir.entries()) {
        const url = `http://127.0.0.1:${port + d}${r.path}`;
        let lhr;
        let slowdown;
        // The closest of the attempts so far to the target index (--as-index).
        let best = null;
        for (let attempt = 1; ; attempt++) {
          const tried = asIndex ? Math.max(1, Math.round(((DEFAULT_SLOWDOWN * hostIndex) / asIndex) * 10) / 10) : DEFAULT_SLOWDOWN;
          const result = await runLighthouse(url, tried);
          const attemptLhr = result?.lhr;
          if (!attemptLhr) throw new Error(`Lighthouse returned no result for ${url}`);
          lighthouseVersion = attemptLhr.lighthouseVersion;
          if (attemptLhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${attemptLhr.runtimeError.code} ${attemptLhr.runtimeError.message}`);
          const measured = attemptLhr.environment?.benchmarkIndex;
          if (measured) hostIndex = measured;
          // The slowdown was set from the host's speed in the run before; when the host's speed
          // changed meanwhile, the run emulated another machine: it is run again (up to
          // --attempts times), and the attempt closest to the target is kept.
          const emulated = measured ? (measured * DEFAULT_SLOWDOWN) / tried : asIndex;
          const distance = asIndex ? Math.abs(emulated - asIndex) : 0;
          if (!best || distance < best.distance) best = {lhr: attemptLhr, slowdown: tried, distance};
          if (!asIndex || distance <= asIndex * tolerance || attempt >= attempts) break;
          console.log(`  ${label} run ${i + 1}/${runs}: host benchmarkIndex ${Math.round(measured)} with CPU ${tried}x emulated index ${Math.round(emulated)}, more than ${Math.round(tolerance * 100)} % off ${asIndex}: run again`);
        }
        ({lhr, slowdown} = best);
        if (asIndex && best.distance > asIndex * tolerance) {
          offTarget++;
          console.log(`  ${label} run ${i + 1}/${runs}: no attempt within ${Math.round(tolerance * 100)} % of ${asIndex}; the closest is kept`);
        }
        if (saveDir) {
          const dirOut = buildDirs.length > 1 ? join(saveDir, shortDir(r.dir).replace(/\W+/g, '_')) : saveDir;
          mkdirSync(dirOut, {recursive: true});
          writeFileSync(join(dirOut, `${r.path.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(lhr));
        }
        for (const [id] of CATEGORIES) r.scores[id].push(lhr.categories[id]?.score == null ? null : lhr.categories[id].score * 100);
        for (const [id] of METRICS) r.metrics[id].push(lhr.audits[id]?.numericValue);
        r.mainThread.push(mainThreadOf(lhr, slowdown));
        const which = buildDirs.length > 1 ? ` [${shortDir(r.dir)}]` : '';
        console.log(runLine(label, i, runs, r.scores.performance.at(-1), r.mainThread.at(-1)) + which);
      }
    }
    results.push(...perDir);
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
console.log(`\nLighthouse ${lighthouseVersion}, medians of ${runs} run(s):`);
const many_ = buildDirs.length > 1;
const dirWidth = Math.max(...buildDirs.map((d) => shortDir(d).length)) + 2;
console.log(
  pad('page', 20) +
    (many_ ? pad('build', dirWidth) : pad('path', 48)) +
    CATEGORIES.map(([, h]) => lpad(h, 9)).join('') +
    METRICS.map(([, h]) => lpad(h, 9)).join(''),
);
for (const r of results) {
  console.log(
    pad(r.label, 20) +
      (many_ ? pad(shortDir(r.dir), dirWidth) : pad(r.path, 48)) +
      CATEGORIES.map(([id]) => lpad(Math.round(median(r.scores[id])), 9)).join('') +
      METRICS.map(([id, , unit]) => {
        const m = median(r.metrics[id]);
        return lpad(unit === 'ms' ? `${Math.round(m)}` : m.toFixed(3), 9);
      }).join(''),
  );
}
console.log('\nScores are 0-100; FCP, LCP and TBT in ms (simulated mobile), CLS unitless.');
console.log(`benchmarkIndex of the runs (machine speed; Lighthouse's reference mid-range machines score about 1,000 to 2,500): median ${Math.round(median(results.flatMap((r) => r.mainThread.map((m) => m.benchmarkIndex))))}`);
if (asIndex) {
  const all = results.flatMap((r) => r.mainThread);
  console.log(
    `Emulated machine: CPU slowdown ${Math.min(...all.map((m) => m.slowdown))}x to ${Math.max(...all.map((m) => m.slowdown))}x instead of ${DEFAULT_SLOWDOWN}x; ` +
      `benchmarkIndex it amounts to: median ${Math.round(median(all.map((m) => m.asIndex)))} (target ${asIndex})` +
      (offTarget ? `; ${offTarget} of ${all.length} run(s) stayed more than ${Math.round(tolerance * 100)} % off after ${attempts} attempts` : `; every run within ${Math.round(tolerance * 100)} %`),
  );
}
console.log(`\nMain thread (simulated mobile ms: trace CPU time x the run's CPU slowdown${asIndex ? '' : `, ${DEFAULT_SLOWDOWN}`}):`);
for (const r of results) console.log(formatBreakdown(many_ ? `${r.label} [${shortDir(r.dir)}]` : r.label, r.path, r.mainThread));
if (many_) console.log(`\n${compareBuilds(results, shortDir)}`);
if (many_) {
  // Each build against the last one (with two builds: the first against the second), so that a
  // before and an after of ours are both set against the reference in one alternated bench.
  const referenceRank = buildDirs.length - 1;
  const reference = buildDirs[referenceRank];
  // By rank, not folder: the same build may be given twice (a check of the noise).
  const figures = (r) => ({tbt: r.mainThread.map((m) => m.tbt), mainThread: r.mainThread.map(mainThreadTotal)});
  for (let rank = 0; rank < referenceRank; rank++) {
    const pages = PAGES.map(([label, ourPath]) => {
      const [o, ref] = [rank, referenceRank].map((build) => results.find((r) => r.build === build && r.ourPath === ourPath));
      return {label, ourPath, refPath: ref.path, ours: figures(o), reference: figures(ref)};
    });
    console.log(
      `\n${referenceTable({
        pages,
        metrics: [
          {key: 'tbt', title: 'TBT', verdict: tbtVerdict},
          {key: 'mainThread', title: 'main thread', verdict: mainThreadVerdict},
        ],
        longPageMetric: 'mainThread',
        oursName: shortDir(buildDirs[rank]),
        referenceName: shortDir(reference),
        benchmarkIndexes: results.flatMap((r) => r.mainThread.map((m) => m.benchmarkIndex)),
        heading: `Lighthouse medians of ${runs} run(s), ms (simulated mobile)`,
      })}`,
    );
  }
}
