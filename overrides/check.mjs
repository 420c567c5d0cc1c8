#!/usr/bin/env node
/**
 * Drift checks of the override layer (overrides/manifest.json), run after a build from the repo
 * root: `npm run check:overrides`. For every entry:
 *
 * 1. version: each package of the manifest's version record (top-level `packages`, one version per
 *    package; `loadedFrom`: the package chain the build loads it through) is installed there at that
 *    version. A difference is one failure per package, never a pass: when every hashed upstream
 *    file of the package still matches, the message says so and gives the one line to edit; when
 *    some changed, it names each entry and file. Entries name packages only;
 * 2. upstream: each stock file it forks, replaces, wraps or patches still has the recorded sha256
 *    (an upstream change forces a look, even when our code still "works");
 * 3. files and tests: each of its files, and each test path it names (`tests`, and test files in
 *    backquotes in `testedBy`), exists;
 * 4. fired: each loader and module swap (manifest `detect`) took effect in the last build, as
 *    recorded in .docusaurus/overrides-fired.json (overrides/report.cjs);
 * 5. selectors: each class name in the selectors of its stylesheet (manifest `css`) occurs in the
 *    built HTML or JS;
 * 6. markup: each element, attribute or text of a dependency's markup that our code relies on
 *    (manifest `markup`: `pages` of the build, `needs` [{selector, text?, by}]) is in those pages as
 *    built, read by Chromium with scripts off (`markupProblems`).
 *
 * And for the layer as a whole: every file under src/theme (the swizzle folder: each one shadows,
 * or helps shadow, a theme component; README.md files left out) is in the files of an entry.
 *
 * Every failure names the override. Options:
 *   --root DIR        repository root (default: this file's parent folder)
 *   --build DIR       built site (default: ROOT/build)
 *   --skip-build      no fired report, no selectors, no markup (versions, hashes, files, tests, src/theme)
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

/** The chain a package is looked up from (manifest `loadedFrom`), as the build loads it; [] from the root. */
export function chainOf(manifest, name) {
  return manifest.loadedFrom?.[name] ?? [];
}

const chainText = (chain, name) => [...chain, name].join(' > ');

/**
 * {name: {version, chain, dir}} of every package of the manifest's version record, as installed (version null: not found).
 * @param {string} root
 * @param {any} manifest
 * @returns {Record<string, {version: string | null, chain: string[], dir: string | null}>}
 */
export function installedVersions(root, manifest) {
  /** @type {Record<string, {version: string | null, chain: string[], dir: string | null}>} */
  const out = {};
  for (const name of Object.keys(manifest.packages ?? {})) {
    const chain = chainOf(manifest, name);
    const dir = packageDir(root, name, chain);
    out[name] = {version: dir ? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version : null, chain, dir};
  }
  return out;
}

/**
 * Problems of the manifest's shape that the other checks rely on: every package an entry names,
 * and every package of its upstream files, has a version in the record; every recorded package
 * is used; `loadedFrom` only for recorded packages. [{kind: 'record', message}]
 */
export function recordProblems(manifest) {
  const record = manifest.packages ?? {};
  const problems = [];
  const used = new Set();
  for (const entry of manifest.overrides) {
    for (const name of entry.packages ?? []) {
      if (typeof name !== 'string') problems.push({kind: 'record', message: `${entry.id}: packages holds ${JSON.stringify(name)}; entries name packages only, their versions are in the manifest's top-level "packages"`});
      else if (!(name in record)) problems.push({kind: 'record', message: `${entry.id}: package ${name} has no version in the manifest's top-level "packages" (add "${name}": "<installed version>")`});
      else used.add(name);
    }
    for (const up of entry.upstream ?? []) {
      if (!(up.package in record)) problems.push({kind: 'record', message: `${entry.id}: upstream file ${up.package}/${up.file}: ${up.package} has no version in the manifest's top-level "packages"`});
      else used.add(up.package);
    }
  }
  for (const name of Object.keys(record)) {
    if (!used.has(name)) problems.push({kind: 'record', message: `packages: ${name} ${record[name]} is recorded but no entry names it (remove the line)`});
  }
  for (const name of Object.keys(manifest.loadedFrom ?? {})) {
    if (!(name in record)) problems.push({kind: 'record', message: `loadedFrom: ${name} is not in the manifest's top-level "packages"`});
  }
  return problems;
}

/**
 * Compares the installed versions with the record. `installed`: {name: {version, chain}};
 * `hashes`: [{entry, package, file, ok}] of every hashed upstream file (ok: the file exists and has
 * its recorded sha256); `pins`: {name: [entry id]} of the config pins naming each package.
 *
 * Returns {problems: [{kind: 'version', package, message}], pinProblems: [{entry, package, message}],
 * mismatched: {name: {recorded, installed}}}. A package whose installed version differs from the
 * record is one problem, never a pass: when every hashed upstream file of it still matches, the
 * message says so and gives the one line of the manifest to edit; when some changed, it names
 * each entry and file. A package held by a config pin fails the pin itself.
 */
export function compareVersions(record, installed, hashes = [], pins = {}) {
  const problems = [];
  const pinProblems = [];
  const mismatched = {};
  for (const [name, recorded] of Object.entries(record)) {
    const found = installed[name] ?? {version: null, chain: []};
    const where = chainText(found.chain ?? [], name);
    if (!found.version) {
      problems.push({kind: 'version', package: name, message: `packages: ${name} is not installed where the build loads it (${where}); the manifest records ${recorded}`});
      mismatched[name] = {recorded, installed: null};
      continue;
    }
    if (found.version === recorded) continue;
    mismatched[name] = {recorded, installed: found.version};
    for (const id of pins[name] ?? []) {
      pinProblems.push({entry: id, package: name, message: `${id}: ${name} is ${found.version} (${where}), the pin holds ${recorded}: the pin in package.json "overrides" did not take effect, or it changed and the manifest's "${name}" line was not updated`});
    }
    if ((pins[name] ?? []).length > 0 && !hashes.some((h) => h.package === name)) continue;
    const own = hashes.filter((h) => h.package === name);
    const changed = own.filter((h) => !h.ok);
    const entries = [...new Set(own.map((h) => h.entry))];
    const head = `packages: ${name} is ${found.version} where the build loads it (${where}), the manifest records ${recorded}`;
    const line = `"${name}": "${found.version}",`;
    if (own.length === 0) {
      problems.push({kind: 'version', package: name, message: `${head}. No upstream file of ${name} is hashed, so no hash can vouch for it: if the build, the fired report and the tests of its entries pass, edit one line of overrides/manifest.json "packages": ${line}`});
    } else if (changed.length === 0) {
      problems.push({kind: 'version', package: name, message: `${head}. Every hashed upstream file of ${name} still matches (${own.length} file${own.length > 1 ? 's' : ''}, entries ${entries.join(', ')}): the upgrade is a one-line edit of overrides/manifest.json "packages": ${line}`});
    } else {
      const list = changed.map((h) => `${h.entry}: ${h.file}`).join('; ');
      problems.push({kind: 'version', package: name, message: `${head}, and ${changed.length} of its ${own.length} hashed upstream files changed (${list}): look at each, update its override, record the hashes (--update-hashes), then edit ${line}`});
    }
  }
  return {problems, pinProblems, mismatched};
}

/**
 * The test paths of an entry: every item of `tests`, and the test files (`*.test.*`, `*.spec.*`)
 * named in backquotes in `testedBy`.
 */
export function testPathsOf(entry) {
  const named = [...String(entry.testedBy ?? '').matchAll(/`([^`\s]+\.(?:test|spec)\.[cm]?[jt]sx?)`/g)].map((m) => m[1]);
  return [...new Set([...(entry.tests ?? []), ...named])];
}

/** [{kind: 'test', message}] for each test path of an entry that does not exist under `root`. */
export function missingTests(root, entry) {
  return testPathsOf(entry)
    .filter((path) => !existsSync(join(root, path)))
    .map((path) => ({kind: 'test', message: `${entry.id}: its test ${path} does not exist (tests and testedBy name test files or folders of the repository)`}));
}

/**
 * Runs the checks. Returns [{id, mechanism, problems: [{kind, message}], notes: [], versions: {}}], one
 * per entry (`versions`: the packages it names whose installed version differs from the record),
 * then `packages` (the version record) and `src/theme` when they have problems.
 * `kind`: 'version', 'record', 'upstream', 'fired', 'selector', 'missing', 'test', 'unlisted' (a file
 * of src/theme no entry lists).
 */
export function checkOverrides({root, buildDir = join(root, 'build'), manifest = loadManifest(root), skipBuild = false, report}) {
  const results = [];
  const reportPath = join(root, '.docusaurus', 'overrides-fired.json');
  const fired = skipBuild ? null : (report ?? (existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null));
  const record = manifest.packages ?? {};
  const installed = installedVersions(root, manifest);
  const hashes = [];
  const pins = {};
  for (const entry of manifest.overrides) {
    if (entry.mechanism === 'config pin') for (const name of entry.packages ?? []) (pins[name] ??= []).push(entry.id);
  }
  const pkgFile = join(root, 'package.json');
  const pinned = existsSync(pkgFile) ? JSON.parse(readFileSync(pkgFile, 'utf8')).overrides : null;
  let tokens = null;
  for (const entry of manifest.overrides) {
    const problems = [];
    const notes = [];
    const fail = (kind, message) => problems.push({kind, message: `${entry.id}: ${message}`});
    for (const up of entry.upstream ?? []) {
      const dir = packageDir(root, up.package, chainOf(manifest, up.package));
      const file = dir && join(dir, up.file);
      const hashed = {entry: entry.id, package: up.package, file: `${up.package}/${up.file}`, ok: false};
      hashes.push(hashed);
      if (!file || !existsSync(file)) {
        fail('upstream', `stock file ${up.package}/${up.file} no longer exists${dir ? '' : ` (${up.package} not found from ${chainText(chainOf(manifest, up.package), up.package)})`}`);
        continue;
      }
      if (!up.sha256) {
        fail('upstream', `no sha256 recorded for ${up.package}/${up.file} (node overrides/check.mjs --update-hashes)`);
        continue;
      }
      const hash = sha256Of(file);
      if (hash !== up.sha256) fail('upstream', `stock file ${up.package}/${up.file} changed (sha256 ${hash.slice(0, 12)}, recorded ${up.sha256.slice(0, 12)}): compare it with ${entry.files.join(', ')}, then record the new hash (--update-hashes)`);
      else hashed.ok = true;
    }
    for (const file of entry.files ?? []) {
      if (!existsSync(join(root, file))) fail('missing', `its file ${file} does not exist`);
    }
    problems.push(...missingTests(root, entry));
    if (entry.mechanism === 'config pin' && pinned) {
      for (const name of entry.packages ?? []) {
        if (name in pinned && pinned[name] !== record[name]) fail('record', `package.json "overrides" pins ${name} at ${pinned[name]}, the manifest's "packages" records ${record[name]}: make them the same`);
      }
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
    results.push({id: entry.id, mechanism: entry.mechanism, problems, notes, versions: {}});
  }
  const versions = compareVersions(record, installed, hashes, pins);
  for (const result of results) {
    const entry = manifest.overrides.find((o) => o.id === result.id);
    for (const name of new Set([...(entry.packages ?? []), ...(entry.upstream ?? []).map((up) => up.package)])) {
      if (versions.mismatched[name]) result.versions[name] = versions.mismatched[name];
    }
    for (const p of versions.pinProblems) if (p.entry === result.id) result.problems.unshift({kind: 'version', message: p.message});
  }
  const recordLevel = [...recordProblems(manifest), ...versions.problems];
  if (recordLevel.length > 0) results.push({id: 'packages', mechanism: 'version record', problems: recordLevel, notes: [], versions: versions.mismatched});
  const unlisted = unlistedThemeFiles(root, manifest);
  if (unlisted.length > 0) {
    results.push({
      id: 'src/theme',
      mechanism: 'swizzle',
      problems: unlisted.map((file) => ({kind: 'unlisted', message: `src/theme: ${file} shadows a theme component but no manifest entry lists it (add it to the files of its entry in overrides/manifest.json)`})),
      notes: [],
      versions: {},
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

/**
 * Problems of the entries that declare the markup they rely on (manifest `markup`), by entry id:
 * for each built page they name, each `needs` item (a CSS selector, with a `text` the element must
 * have when given) must match at least one element of the page as the server wrote it (Chromium,
 * scripts off). A need that matches nothing names the page, the selector and the code (`by`).
 */
export async function markupProblems(manifest, buildDir, {executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'} = {}) {
  const entries = manifest.overrides.filter((entry) => entry.markup);
  const out = new Map();
  if (entries.length === 0) return out;
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await (await browser.newContext({javaScriptEnabled: false})).newPage();
    for (const entry of entries) {
      const problems = [];
      const needs = entry.markup.needs ?? [];
      for (const rel of entry.markup.pages ?? []) {
        const file = join(buildDir, rel);
        if (!existsSync(file)) {
          problems.push({kind: 'markup', message: `${entry.id}: its page ${rel} is not in the build (${buildDir})`});
          continue;
        }
        await page.setContent(readFileSync(file, 'utf8'), {waitUntil: 'domcontentloaded'});
        const counts = await page.evaluate(
          (items) =>
            items.map(({selector, text}) => {
              try {
                const found = Array.from(document.querySelectorAll(selector));
                return text === undefined ? found.length : found.filter((el) => el.textContent.trim() === text).length;
              } catch {
                return -1;
              }
            }),
          needs,
        );
        needs.forEach((need, i) => {
          if (counts[i] > 0) return;
          const what = `${need.selector}${need.text !== undefined ? ` with the text "${need.text}"` : ''}`;
          problems.push({kind: 'markup', message: `${entry.id}: ${rel}: ${counts[i] < 0 ? 'invalid selector' : 'nothing matches'} ${what}, which ${need.by} relies on`});
        });
      }
      out.set(entry.id, problems);
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** Writes the installed upstream files' hashes into the manifest. */
export function updateHashes(root) {
  const file = join(root, 'overrides', 'manifest.json');
  const manifest = loadManifest(root);
  let changed = 0;
  for (const entry of manifest.overrides) {
    for (const up of entry.upstream ?? []) {
      const dir = packageDir(root, up.package, chainOf(manifest, up.package));
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
    const pkgs = o.packages.join(', ');
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
  const buildDir = resolve(option('--build') ?? join(root, 'build'));
  const skipBuild = args.includes('--skip-build');
  const results = checkOverrides({root, buildDir, skipBuild});
  if (!skipBuild && existsSync(buildDir)) {
    for (const [id, problems] of await markupProblems(loadManifest(root), buildDir)) results.find((r) => r.id === id)?.problems.push(...problems);
  }
  if (args.includes('--json')) {
    console.log(JSON.stringify(results));
  } else {
    const manifest = loadManifest(root);
    const ids = new Set(manifest.overrides.map((o) => o.id));
    const entries = results.filter((r) => ids.has(r.id));
    const failed = entries.filter((r) => r.problems.length > 0);
    const layer = results.filter((r) => !ids.has(r.id) && r.problems.length > 0);
    for (const r of results) for (const note of r.notes) console.log(`[overrides] ${r.id}: ${note}`);
    for (const r of [...layer, ...failed]) for (const p of r.problems) console.error(`[overrides] FAIL ${p.message}`);
    const differing = Object.keys(results.find((r) => r.id === 'packages')?.versions ?? {});
    const waiting = entries.filter((r) => r.problems.length === 0 && Object.keys(r.versions).length > 0);
    console.log(
      `[overrides] ${entries.length} overrides checked, ${failed.length} with problems${failed.length ? `: ${failed.map((r) => r.id).join(', ')}` : ''}` +
        `; ${Object.keys(manifest.packages ?? {}).length} packages in the version record, ${differing.length} installed at another version${differing.length ? ` (${differing.join(', ')}; ${waiting.length} entries have no other problem)` : ''}` +
        (layer.some((r) => r.id === 'src/theme') ? `; ${layer.find((r) => r.id === 'src/theme').problems.length} src/theme files in no entry` : ''),
    );
  }
  process.exit(results.some((r) => r.problems.length > 0) ? 1 : 0);
}
