#!/usr/bin/env node
// Writers' loop figures for `npm run bench` (called from scripts/benchmarks/bench.mjs with a fresh copy of the
// site; `node scripts/benchmarks/bench-devloop.mjs` alone makes its own copy):
// - cold start: from launching `docusaurus start` until /doc/ is served with all its scripts;
// - hot reload: from saving a doc page (in the copy, never the checkout) until Chromium shows the
//   new text on the open page, three times (median and each run).
// With --vs DIR (another site, e.g. the reference site's docs/website), both sites in alternation
// (--rounds, default 2), then one production build each, and the ratios.
// Prints figures, asserts nothing. Port: --dev-port (default 3217).
import {spawn} from 'node:child_process';
import {appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {chromium} from '@playwright/test';

const args = process.argv.slice(2);
const PORT = Number(args.includes('--dev-port') ? args[args.indexOf('--dev-port') + 1] : 3217);
const PAGE = {route: '/doc/manual/welcome', file: 'versioned_docs/version-maintained/manual/welcome.md'};
const RELOADS = 3;
const START_TIMEOUT_MS = 10 * 60_000;

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Resolves once `url` answers 200 with an HTML page whose scripts all answer 200 too. */
async function servedWithScripts(url, child, output) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`docusaurus start exited (${child.exitCode}):\n${output().slice(-3000)}`);
    try {
      const res = await fetch(url);
      const html = res.ok ? await res.text() : '';
      // The site's own scripts (another host's, such as an analytics script, is not the dev server's to serve).
      const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1], url)).filter((u) => u.origin === new URL(url).origin).map((u) => u.href);
      if (scripts.length > 0) {
        const answers = await Promise.all(scripts.map((s) => fetch(s).then((r) => r.status)));
        if (answers.every((s) => s === 200)) return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} was not served within ${START_TIMEOUT_MS / 1000} s`);
}

/** Starts the dev server in `dir`, measures, stops it. Returns the figures in milliseconds. */
export async function benchDevLoop(dir) {
  console.log(`\n[dev server] ${dir}, port ${PORT}`);
  const bin = join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const started = performance.now();
  const child = spawn(process.execPath, [bin, 'start', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FORCE_COLOR: '0', BROWSER: 'none'},
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const file = join(dir, PAGE.file);
  const original = readFileSync(file, 'utf8');
  let browser;
  try {
    await servedWithScripts(`http://127.0.0.1:${PORT}/doc/`, child, () => output);
    const cold = performance.now() - started;
    console.log(`  cold start (until /doc/ is served with its scripts) ${secs(cold)}`);

    browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']});
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}${PAGE.route}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: START_TIMEOUT_MS});
    await page.getByRole('heading', {level: 1}).waitFor();
    const reloads = [];
    for (let i = 1; i <= RELOADS; i++) {
      const marker = `Dev loop bench edit ${i} ${Date.now()}`;
      const savedAt = performance.now();
      appendFileSync(file, `\n${marker}\n`);
      await page.getByText(marker).waitFor({timeout: 120_000});
      reloads.push(performance.now() - savedAt);
    }
    console.log(`  hot reload (save ${PAGE.file} -> text shown in Chromium) median ${secs(median(reloads))} (${reloads.map(secs).join(', ')})`);
    return {coldStartMs: cold, hotReloadMs: reloads};
  } finally {
    await browser?.close();
    writeFileSync(file, original);
    const stop = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    stop('SIGTERM');
    const exited = new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    const timer = setTimeout(() => stop('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/** A copy of the site in a temp dir with a private node_modules of links (as scripts/benchmarks/bench.mjs does). */
function copySite(siteDir) {
  const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'bench-results', '.cache-loader']);
  const dir = mkdtempSync(join(tmpdir(), 'mithril-doc-bench-dev-'));
  for (const name of readdirSync(siteDir)) if (!skip.has(name)) cpSync(join(siteDir, name), join(dir, name), {recursive: true});
  const modules = realpathSync(join(siteDir, 'node_modules'));
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules)) if (name !== '.cache') symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  return dir;
}

/** `docusaurus build` in `dir` (its own copy, no cache): wall time in milliseconds. */
async function benchBuild(dir) {
  const bin = join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const started = performance.now();
  await new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, 'build'], {cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: {...process.env, FORCE_COLOR: '0'}});
    let errors = '';
    child.stderr.on('data', (d) => (errors += d));
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`docusaurus build in ${dir} exited ${code}:\n${errors.slice(-2000)}`))));
  });
  const ms = performance.now() - started;
  console.log(`  build ${secs(ms)}`);
  return ms;
}

/**
 * A copy of the reference site's docs/website, two levels down as in its repository: its config
 * reads ../../openapi.yaml. Returns the copy's docs/website folder.
 */
function copyReference(websiteDir) {
  const copy = copySite(websiteDir);
  const base = mkdtempSync(join(tmpdir(), 'mithril-doc-bench-ref-'));
  const website = join(base, 'docs', 'website');
  mkdirSync(dirname(website), {recursive: true});
  cpSync(copy, website, {recursive: true, verbatimSymlinks: true});
  rmSync(copy, {recursive: true, force: true});
  const spec = resolve(websiteDir, '..', '..', 'openapi.yaml');
  if (existsSync(spec)) cpSync(spec, join(base, 'openapi.yaml'));
  return website;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const ours = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  // --vs DIR: the same loop on another Docusaurus site (the public reference site, built by
  // ../shared/reference-site/build.sh: give its docs/website folder), runs alternated, then each
  // site's production build once; prints both and the ratios ours / theirs.
  const vs = args.includes('--vs') ? resolve(args[args.indexOf('--vs') + 1]) : undefined;
  const rounds = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 2;
  const sites = vs ? [['ours', ours], ['reference', vs]] : [['ours', ours]];
  const copies = new Map(sites.map(([name, dir]) => [name, name === 'reference' ? copyReference(dir) : copySite(dir)]));
  const figures = new Map(sites.map(([name]) => [name, {cold: [], reload: [], build: []}]));
  try {
    for (let round = 1; round <= (vs ? rounds : 1); round++) {
      for (const [name] of sites) {
        const {coldStartMs, hotReloadMs} = await benchDevLoop(copies.get(name));
        figures.get(name).cold.push(coldStartMs);
        figures.get(name).reload.push(...hotReloadMs);
      }
    }
    if (vs) for (const [name] of sites) figures.get(name).build.push(await benchBuild(copies.get(name)));
  } finally {
    for (const dir of copies.values()) rmSync(dir, {recursive: true, force: true});
  }
  if (vs) {
    const row = (label, key) => {
      const a = median(figures.get('ours')[key]);
      const b = median(figures.get('reference')[key]);
      return `${label.padEnd(34)} ${secs(a).padStart(8)} ${secs(b).padStart(10)} ${(a / b).toFixed(2).padStart(7)}x`;
    };
    console.log(`\n${'writer\'s loop (medians)'.padEnd(34)} ${'ours'.padStart(8)} ${'reference'.padStart(10)} ${'ratio'.padStart(8)}`);
    console.log(row(`dev server cold start (${rounds} each)`, 'cold'));
    console.log(row(`hot reload (${rounds * RELOADS} each)`, 'reload'));
    console.log(row('production build (1 each)', 'build'));
  }
}
