#!/usr/bin/env node
/**
 * Drift checks of the override layer (overrides/manifest.json), run after a build from the repo
 * root: `npm run check:overrides`. For every entry:
 *
 * 1. version: each package it depends on is installed at the manifest's exact version;
 * 2. upstream: each stock file it forks, replaces, wraps or patches still has the recorded sha256
 *    (an upstream change forces a look, even when our code still "works");
 * 3. fired: each loader and module swap (manifest `detect`) took effect in the last build, as
 *    recorded in .docusaurus/overrides-fired.json (overrides/report.cjs);
 * 4. selectors: each class name in the selectors of its stylesheet (manifest `css`) occurs in the
 *    built HTML or JS.
 *
 * Every failure names the override. Options:
 *   --root DIR        repository root (default: this file's parent folder)
 *   --build DIR       built site (default: ROOT/build)
 *   --skip-build      only versions and upstream hashes (no fired report, no selectors)
 *   --json            print the results as JSON (used by scripts/delivery/rehearse-upgrade.mjs)
 *   --update-hashes   write the installed upstream files' sha256 into the manifest (after a look)
 *   --table           print the manifest as a Markdown table
 *   --write-readme    write that table into overrides/README.md (between its table markers)
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

export function loadManifest(root) {
  return JSON.parse(readFileSync(join(root, 'overrides', 'manifest.json'), 'utf8'));
}

/** Node's lookup of `name` from `startDir` (node_modules of each parent, up to `root`). */
function lookUp(startDir, name, root) {
  let dir = startDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return dirname(candidate);
    if (resolve(dir) === resolve(root)) return null;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Folder of package `name` as seen from the chain `from` (each resolved from the previous). */
export function packageDir(root, name, from = []) {
  let dir = root;
  for (const step of from) {
    dir = lookUp(dir, step, root);
    if (!dir) return null;
  }
  return lookUp(dir, name, root);
}

export function sha256Of(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

function walk(dir, keep, out = []) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) walk(file, keep, out);
    else if (keep(name)) out.push(file);
  }
  return out;
}

/** Every token of letters, digits, `_` and `-` in the built HTML and JS (CSS left out: it holds the selectors). */
export function builtTokens(buildDir) {
  const tokens = new Set();
  for (const file of walk(buildDir, (name) => /\.(html|js)$/.test(name))) {
    for (const token of readFileSync(file, 'utf8').match(/[A-Za-z0-9_-]+/g) ?? []) tokens.add(token);
  }
  return tokens;
}

/** [{selector, line, classes}] of a stylesheet's rules (at-rule preludes and keyframe steps left out). */
export function selectorsOf(css) {
  const out = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const rule = /([^{};]+)\{/g;
  let match;
  while ((match = rule.exec(text))) {
    const prelude = match[1].trim();
    if (!prelude || prelude.startsWith('@')) continue;
    const line = text.slice(0, match.index + match[1].indexOf(prelude)).split('\n').length;
    // Strings and attribute values may hold dots: left out.
    const bare = prelude.replace(/\[[^\]]*\]/g, '').replace(/"[^"]*"|'[^']*'/g, '');
    const classes = [...bare.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]);
    if (classes.length > 0) out.push({selector: prelude.replace(/\s+/g, ' '), line, classes});
  }
  return out;
}

/**
 * Runs the checks. Returns [{id, mechanism, problems: [{kind, message}], notes: []}], one per entry.
 * `kind`: 'version', 'upstream', 'fired', 'selector', 'missing', 'unlisted' (a file of src/theme no entry lists).
 */
export function checkOverrides({root, buildDir = join(root, 'build'), manifest = loadManifest(root), skipBuild = false, report}) {
  const results = [];
  const reportPath = join(root, '.docusaurus', 'overrides-fired.json');
  const fired = skipBuild ? null : (report ?? (existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null));
  let tokens = null;
  for (const entry of manifest.overrides) {
    const problems = [];
    const notes = [];
    const fail = (kind, message) => problems.push({kind, message: `${entry.id}: ${message}`});
    for (const pkg of entry.packages ?? []) {
      const dir = packageDir(root, pkg.name, pkg.from);
      if (!dir) {
        fail('version', `${pkg.name} is not installed${pkg.from ? ` (looked up from ${pkg.from.join(' > ')})` : ''}; the manifest says ${pkg.version}`);
        continue;
      }
      const installed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
      if (installed !== pkg.version) fail('version', `${pkg.name} is ${installed}, the manifest says ${pkg.version}: check the override against the new version, then update overrides/manifest.json`);
    }
    for (const up of entry.upstream ?? []) {
      const dir = packageDir(root, up.package, up.from);
      const file = dir && join(dir, up.file);
      if (!file || !existsSync(file)) {
        fail('upstream', `stock file ${up.package}/${up.file} no longer exists`);
        continue;
      }
      if (!up.sha256) {
        fail('upstream', `no sha256 recorded for ${up.package}/${up.file} (node overrides/check.mjs --update-hashes)`);
        continue;
      }
      const hash = sha256Of(file);
      if (hash !== up.sha256) fail('upstream', `stock file ${up.package}/${up.file} changed (sha256 ${hash.slice(0, 12)}, recorded ${up.sha256.slice(0, 12)}): compare it with ${entry.files.join(', ')}, then record the new hash (--update-hashes)`);
    }
    for (const file of entry.files ?? []) {
      if (!existsSync(join(root, file))) fail('missing', `its file ${file} does not exist`);
    }
    if (!skipBuild && (entry.detect ?? []).length > 0) {
      if (!fired) fail('fired', `no fired report (${relative(root, reportPath)}): run npm run build first`);
      else if ((fired.off ?? []).includes(entry.id)) notes.push('switched off in the last build (OVERRIDES_OFF)');
      else if (!fired.fired?.[entry.id]) fail('fired', `did not fire in the last build (${entry.mechanism}: ${entry.detect.map((d) => d.loader ?? d.module ?? 'self-report').join(', ')}): its target ${entry.target} was not found or not built`);
    }
    if (!skipBuild && entry.css) {
      if (!existsSync(buildDir)) fail('selector', `no build at ${buildDir}: run npm run build first`);
      else {
        tokens ??= builtTokens(buildDir);
        const css = readFileSync(join(root, entry.css), 'utf8');
        for (const {selector, line, classes} of selectorsOf(css)) {
          const missing = classes.filter((name) => !tokens.has(name));
          if (missing.length > 0) fail('selector', `selector "${selector}" (${entry.css}:${line}): class ${missing.map((n) => `"${n}"`).join(', ')} matches nothing in the built HTML or JS`);
        }
      }
    }
    results.push({id: entry.id, mechanism: entry.mechanism, problems, notes});
  }
  const unlisted = unlistedThemeFiles(root, manifest);
  if (unlisted.length > 0) {
    results.push({
      id: 'src/theme',
      mechanism: 'swizzle',
      problems: unlisted.map((file) => ({kind: 'unlisted', message: `src/theme: ${file} shadows a theme component but no manifest entry lists it (add it to the files of its entry in overrides/manifest.json)`})),
      notes: [],
    });
  }
  return results;
}

/**
 * The files under src/theme (each one shadows, or helps shadow, a component of a theme) that no
 * manifest entry lists, itself or in a folder it lists. README.md files are documentation.
 */
export function unlistedThemeFiles(root, manifest) {
  const themeDir = join(root, 'src', 'theme');
  if (!existsSync(themeDir)) return [];
  const listed = manifest.overrides.flatMap((entry) => entry.files ?? []).map((file) => file.replace(/\/+$/, ''));
  return walk(themeDir, (name) => name !== 'README.md')
    .map((file) => relative(root, file).split('\\').join('/'))
    .filter((file) => !listed.some((entry) => file === entry || file.startsWith(`${entry}/`)))
    .sort();
}

/** Writes the installed upstream files' hashes into the manifest. */
export function updateHashes(root) {
  const file = join(root, 'overrides', 'manifest.json');
  const manifest = loadManifest(root);
  let changed = 0;
  for (const entry of manifest.overrides) {
    for (const up of entry.upstream ?? []) {
      const dir = packageDir(root, up.package, up.from);
      if (!dir || !existsSync(join(dir, up.file))) throw new Error(`${entry.id}: ${up.package}/${up.file} not found`);
      const hash = sha256Of(join(dir, up.file));
      if (hash !== up.sha256) (up.sha256 = hash), (changed += 1);
    }
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return changed;
}

/** The manifest as a Markdown table. */
export function markdownTable(manifest) {
  const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = manifest.overrides.map((o) => {
    const pkgs = o.packages.map((p) => `${p.name} ${p.version}`).join(', ');
    const benefit = typeof o.benefit === 'string' ? o.benefit : `${o.benefit.figure} (${o.benefit.source})`;
    const guard = [...o.tests, ...(o.detect?.length ? ['fired'] : []), ...(o.upstream?.length ? ['sha256'] : []), ...(o.css ? ['selectors'] : [])];
    return `| \`${o.id}\` | ${cell(pkgs)} | ${cell(o.target)} | ${o.mechanism}${o.switch ? ' (switchable)' : ''} | ${cell(o.files.map((f) => `\`${f}\``).join(', '))} | ${cell(o.why)} | ${cell(benefit)} | ${cell(guard.join(', '))} |`;
  });
  return ['| Id | Package | Target | Mechanism | Our files | Why | Benefit | Guarded by |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const root = resolve(option('--root') ?? join(HERE, '..'));
  if (args.includes('--update-hashes')) {
    console.log(`[overrides] ${updateHashes(root)} upstream hashes updated in overrides/manifest.json`);
    process.exit(0);
  }
  if (args.includes('--write-readme')) {
    const readme = join(root, 'overrides', 'README.md');
    const text = readFileSync(readme, 'utf8');
    const start = '<!-- manifest table: node overrides/check.mjs --write-readme -->';
    const end = '<!-- end of manifest table -->';
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${readme}: table markers not found`);
    writeFileSync(readme, `${text.slice(0, from + start.length)}\n\n${markdownTable(loadManifest(root))}\n\n${text.slice(to)}`);
    console.log(`[overrides] table written into ${relative(root, readme)}`);
    process.exit(0);
  }
  if (args.includes('--table')) {
    console.log(markdownTable(loadManifest(root)));
    process.exit(0);
  }
  const results = checkOverrides({root, buildDir: resolve(option('--build') ?? join(root, 'build')), skipBuild: args.includes('--skip-build')});
  if (args.includes('--json')) {
    console.log(JSON.stringify(results));
  } else {
    const failed = results.filter((r) => r.problems.length > 0);
    for (const r of results) for (const note of r.notes) console.log(`[overrides] ${r.id}: ${note}`);
    for (const r of failed) for (const p of r.problems) console.error(`[overrides] FAIL ${p.message}`);
    console.log(`[overrides] ${results.length} overrides checked, ${failed.length} with problems${failed.length ? `: ${failed.map((r) => r.id).join(', ')}` : ''}`);
  }
  process.exit(results.some((r) => r.problems.length > 0) ? 1 : 0);
}
