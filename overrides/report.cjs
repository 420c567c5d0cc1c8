/**
 * The "fired" report of a build: which overrides of overrides/manifest.json took effect. Written to
 * `.docusaurus/overrides-fired.json` during `docusaurus build` and read by `npm run check:overrides`,
 * which fails, naming the override, for each loader or module swap that did not fire (a swap found
 * by a path that no longer exists, a loader whose file was renamed: both would otherwise do nothing,
 * silently).
 *
 * Loaders and swaps are detected from the modules of each compilation (`detect` in the manifest: a
 * module built with our loader, or a module whose file is our replacement). Other overrides (`{"report": true}`) call `recordFired` themselves.
 */
'use strict';

const {existsSync, mkdirSync, readFileSync, writeFileSync} = require('node:fs');
const path = require('node:path');
const manifest = require('./manifest.json');

const REPORT = 'overrides-fired.json';
const ROOT = path.resolve(__dirname, '..');

function reportFile(siteDir = ROOT) {
  return path.join(siteDir, '.docusaurus', REPORT);
}

function readReport(file) {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Starts a new report (at the start of a build): records the overrides switched off. */
function resetReport(siteDir, off) {
  const file = reportFile(siteDir);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify({startedAt: new Date().toISOString(), off, fired: {}}, null, 2)}\n`);
}

/** Adds `ids` as fired (with where: 'client', 'server', 'postBuild'...). Synchronous read-modify-write. */
function recordFired(siteDir, ids, where) {
  const file = reportFile(siteDir);
  const report = readReport(file) ?? {startedAt: null, off: [], fired: {}};
  for (const id of ids) {
    const places = new Set(report.fired[id] ?? []);
    places.add(where);
    report.fired[id] = [...places].sort();
  }
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

/** [{id, loader?: absolute path, module?: absolute path}] from the manifest's `detect` items. */
function detectors(siteDir = ROOT) {
  const out = [];
  for (const entry of manifest.overrides) {
    for (const item of entry.detect ?? []) {
      if (item.loader) out.push({id: entry.id, loader: path.join(siteDir, item.loader)});
      if (item.module) out.push({id: entry.id, module: path.join(siteDir, item.module)});
    }
  }
  return out;
}

/** Ids whose detectors all match some module (`modules`: [{identifier, resource}]). */
function firedIn(modules, found = detectors()) {
  const hit = new Map();
  for (const d of found) if (!hit.has(d.id)) hit.set(d.id, true);
  for (const d of found) {
    const matched = modules.some(({identifier, resource}) =>
      d.loader ? identifier.includes(d.loader) : resource === d.module || identifier.endsWith(d.module),
    );
    if (!matched) hit.set(d.id, false);
  }
  return [...hit].filter(([, ok]) => ok).map(([id]) => id);
}

/**
 * Webpack/Rspack plugin: once a compilation has all its modules, records the overrides whose
 * loaders or replacement modules are among them.
 */
class FiredReporter {
  constructor(siteDir, side) {
    this.siteDir = siteDir;
    this.side = side;
  }

  apply(compiler) {
    const found = detectors(this.siteDir);
    compiler.hooks.thisCompilation.tap('overrides-fired', (compilation) => {
      compilation.hooks.finishModules.tap('overrides-fired', (modules) => {
        const list = [];
        for (const module of modules) {
          const identifier = typeof module.identifier === 'function' ? module.identifier() : String(module.identifier ?? '');
          list.push({identifier, resource: module.resource ?? ''});
        }
        recordFired(this.siteDir, firedIn(list, found), this.side);
      });
    });
  }
}

module.exports = {REPORT, reportFile, readReport, resetReport, recordFired, detectors, firedIn, FiredReporter};
