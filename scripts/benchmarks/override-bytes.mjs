#!/usr/bin/env node
/**
 * Byte benefit of overrides (overrides/README.md, "Paying for each override"): builds the site once
 * as is and once per given override switched off (OVERRIDES_OFF=id), into scratch folders, and
 * prints what each override saves: first-load JS (gzip) of key pages, main.js (gzip), and all the
 * build's JS (gzip, every chunk).
 *
 *   node scripts/benchmarks/override-bytes.mjs [id ...] [--baseline DIR] [--keep]
 *
 * Without ids: every switchable override. `--baseline DIR` reuses a build made from the same tree
 * with nothing switched off (else one is made). Each build takes a few minutes; LLMS_TXT=0 for
 * all of them (the Markdown twins do not change the JS). The last build's fired report is the one
 * left in .docusaurus: run `npm run build` again before `npm run check:overrides`.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {firstLoadAssets, gzipSize, htmlFileOfRoute, kib} from './page-weight.mjs';
import {API_ROUTE, BASE_URL} from '../../shared/site.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'overrides', 'manifest.json'), 'utf8'));
const PAGES = ['/doc/', '/doc/manual/welcome', '/doc/manual/operate/run-signer-node', `${BASE_URL}${API_ROUTE}`, '/doc/dev-blog'];

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const ids = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--baseline');
const selected = ids.length > 0 ? ids : manifest.overrides.filter((o) => o.switch).map((o) => o.id);
const scratch = mkdtempSync(join(tmpdir(), 'override-bytes-'));

function build(off, outDir) {
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: ROOT,
    env: {...process.env, OVERRIDES_OFF: off, LLMS_TXT: '0'},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`build with OVERRIDES_OFF=${off} failed:\n${result.stdout}\n${result.stderr}`);
  console.error(`[override-bytes] built with OVERRIDES_OFF=${off || '(none)'} in ${Math.round((Date.now() - started) / 1000)} s`);
  return outDir;
}

function allJsGzip(dir) {
  let total = 0;
  const walk = (d) => {
    for (const name of readdirSync(d, {withFileTypes: true})) {
      if (name.isDirectory()) walk(join(d, name.name));
      else if (name.name.endsWith('.js')) total += gzipSize(readFileSync(join(d, name.name)));
    }
  };
  walk(join(dir, 'assets', 'js'));
  return total;
}

function measure(dir) {
  const pages = Object.fromEntries(PAGES.map((route) => [route, firstLoadAssets(dir, htmlFileOfRoute(dir, route)).js.gzip]));
  const mainFile = readdirSync(join(dir, 'assets', 'js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  return {pages, main: mainFile ? gzipSize(readFileSync(join(dir, 'assets', 'js', mainFile))) : 0, allJs: allJsGzip(dir)};
}

const baselineDir = option('--baseline') ? resolve(option('--baseline')) : build('', join(scratch, 'baseline'));
if (!existsSync(join(baselineDir, 'index.html'))) throw new Error(`${baselineDir} is not a build`);
const base = measure(baselineDir);
const rows = [];
for (const id of selected) {
  const dir = build(id, join(scratch, `off-${id}`));
  const off = measure(dir);
  rows.push({id, off});
  if (!args.includes('--keep')) rmSync(dir, {recursive: true, force: true});
}

const delta = (a, b) => `${b - a >= 0 ? '' : '-'}${kib(Math.abs(b - a))}`;
console.log(`Baseline: main.js ${kib(base.main)}, all JS ${kib(base.allJs)}; first-load JS ${PAGES.map((p) => `${p} ${kib(base.pages[p])}`).join(', ')}\n`);
console.log(`| Override switched off | main.js | all JS | ${PAGES.map((p) => `first-load ${p}`).join(' | ')} |`);
console.log(`|---|---|---|${PAGES.map(() => '---').join('|')}|`);
for (const {id, off} of rows) {
  console.log(`| \`${id}\` | ${delta(base.main, off.main)} | ${delta(base.allJs, off.allJs)} | ${PAGES.map((p) => delta(base.pages[p], off.pages[p])).join(' | ')} |`);
}
console.log('\n(Figures are what the build gains with the override off: the override saves that much.)');
if (!args.includes('--keep')) rmSync(scratch, {recursive: true, force: true});
else console.error(`[override-bytes] kept ${scratch}`);
