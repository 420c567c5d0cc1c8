// Ours against the reference site, for the benchmark scripts run with two or more --dir
// (bench-lighthouse.mjs, main-thread-window.mjs): which address each build serves a page at (per-build
// path mappings, page-paths.json), and the table of medians and ratios, first --dir (ours) over
// second --dir (the reference), with each page's verdict against the targets of issue 33.
import {existsSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, normalize, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {resolveRequestPath} from '../delivery/serve-resolve.mjs';
import {median} from './lighthouse-breakdown.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Issue 33's targets, ours over the reference. */
export const TARGETS = {
  /** TBT: ours at most this share of the reference's... */
  tbtRatio: 0.15,
  /** ...or, where the reference's TBT is under this (ms), ours at most this. */
  tbtFloorMs: 100,
  /** Main-thread time: ours at most this share of the reference's. */
  mainThreadRatio: 0.4,
  /** Ours: the long manual page's main-thread time at most this multiple of the landing page's. */
  longPageOverLanding: 1.5,
};

/** Our paths of the two pages the long-page check compares (bench-args.mjs ALL_PAGES). */
export const LANDING_PATH = '/doc/';
export const LONG_PAGE_PATH = '/doc/manual/operate/run-signer-node';

/** ours / reference, or null when the reference's figure is not a positive number. */
export function ratio(ours, reference) {
  return Number.isFinite(ours) && Number.isFinite(reference) && reference > 0 ? ours / reference : null;
}

/**
 * TBT verdict: ours / reference ≤ 0.15; where the reference's TBT is under 100 ms (a ratio of
 * small numbers says little), ours ≤ 100 ms.
 */
export function tbtVerdict(ours, reference, targets = TARGETS) {
  const r = ratio(ours, reference);
  if (Number.isFinite(reference) && reference < targets.tbtFloorMs) {
    return {ratio: r, pass: ours <= targets.tbtFloorMs, target: `ours ≤ ${targets.tbtFloorMs} ms`};
  }
  return {ratio: r, pass: r !== null && r <= targets.tbtRatio, target: `≤ ${targets.tbtRatio}`};
}

/** Main-thread verdict: ours / reference ≤ 0.4. */
export function mainThreadVerdict(ours, reference, targets = TARGETS) {
  const r = ratio(ours, reference);
  return {ratio: r, pass: r !== null && r <= targets.mainThreadRatio, target: `≤ ${targets.mainThreadRatio}`};
}

/** Our long manual page's main-thread time over our landing page's: at most 1.5. */
export function longPageVerdict(longPage, landing, targets = TARGETS) {
  const r = ratio(longPage, landing);
  return {ratio: r, pass: r !== null && r <= targets.longPageOverLanding, target: `≤ ${targets.longPageOverLanding}x`};
}

/**
 * The path mapping named by a --paths value: a key of page-paths.json (`reference`) or a JSON
 * file, either `{ "paths": {...} }` or the mapping itself, our path -> that build's path.
 * @param {string | null | undefined} spec
 * @param {string} [cwd] where a file name is resolved from
 * @returns {Record<string, string>}
 */
export function loadPathMapping(spec, cwd = process.cwd()) {
  if (!spec) return {};
  const named = JSON.parse(readFileSync(join(here, 'page-paths.json'), 'utf8'));
  const data = named[spec] ?? JSON.parse(readFileSync(resolve(cwd, spec), 'utf8'));
  const paths = data.paths ?? data;
  for (const [from, to] of Object.entries(paths)) {
    if (typeof to !== 'string' || !from.startsWith('/') || !to.startsWith('/')) throw new Error(`--paths ${spec}: "${from}" -> ${JSON.stringify(to)} is not a path to a path`);
  }
  return paths;
}

/** The path a build serves our page at: its mapping's entry, else our path. */
export const pathFor = (mapping, ourPath) => mapping[ourPath] ?? ourPath;

/**
 * How the delivery server (scripts/delivery/serve.mjs) answers `urlPath` from `buildDir`:
 * 'page' (a file), 'redirect' (to `to`, a round trip the measurement would include) or 'missing'.
 * @param {string} buildDir
 * @param {string} urlPath
 * @param {string} [base]
 * @param {(relativePath: string) => boolean} [exists] whether the build has that file (tests)
 * @returns {{kind: 'page' | 'redirect' | 'missing', to?: string}}
 */
export function servedAs(buildDir, urlPath, base = '/doc/', exists) {
  const isFile = exists ?? ((p) => {
    const file = join(buildDir, normalize(p));
    return existsSync(file) && statSync(file).isFile();
  });
  if (!urlPath.startsWith(base)) return {kind: 'missing'};
  const answer = resolveRequestPath(urlPath.slice(base.length), isFile);
  if (!answer) return {kind: 'missing'};
  if ('redirect' in answer) return {kind: 'redirect', to: `${base}${answer.redirect}`};
  return {kind: 'page'};
}

/**
 * Problems of a build's page paths, one message each: a path its build does not have, or answers
 * with a redirect (measure the address it redirects to, with a --paths mapping).
 * @param {{dir: string, paths: Record<string, string>}[]} builds
 * @param {string[]} ourPaths
 * @param {(dir: string, path: string) => {kind: string, to?: string}} [check]
 */
export function pathProblems(builds, ourPaths, check = (dir, path) => servedAs(dir, path)) {
  return builds.flatMap(({dir, paths}) =>
    ourPaths.flatMap((ourPath) => {
      const path = pathFor(paths, ourPath);
      const served = check(dir, path);
      if (served.kind === 'missing') return [`${dir}: no page at ${path}${path === ourPath ? '' : ` (mapped from ${ourPath})`}`];
      if (served.kind === 'redirect') return [`${dir}: ${path} is a redirect to ${served.to}; map ${ourPath} to ${served.to} (--paths, scripts/benchmarks/page-paths.json)`];
      return [];
    }),
  );
}

const fmt = (x, unit = '') => (Number.isFinite(x) ? `${Math.round(x)}${unit}` : '?');
const fmtRatio = (r) => (r === null ? 'n/a' : r.toFixed(2));
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const mark = (v) => (v.pass ? 'pass' : 'FAIL');

/**
 * The ours / reference / ratio table.
 * @param {object} o
 * @param {{label: string, ourPath: string, refPath: string, ours: Record<string, number[]>, reference: Record<string, number[]>}[]} o.pages
 *   each build's runs of every metric, by metric key
 * @param {{key: string, title: string, verdict?: (ours: number, reference: number) => {ratio: number|null, pass: boolean, target: string}}[]} o.metrics
 *   the columns; a metric without a verdict shows its ratio alone
 * @param {string} o.longPageMetric the metric of the long page / landing check
 * @param {string} o.oursName
 * @param {string} o.referenceName
 * @param {number[]} [o.benchmarkIndexes] Lighthouse's benchmarkIndex of every run
 * @param {string} [o.heading] what the figures are
 */
export function referenceTable({pages, metrics, longPageMetric, oursName, referenceName, benchmarkIndexes = [], heading = ''}) {
  const out = [];
  const bi = benchmarkIndexes.filter(Number.isFinite);
  const host = bi.length ? `; host benchmarkIndex median ${fmt(median(bi))} [${fmt(Math.min(...bi))}-${fmt(Math.max(...bi))}]` : '';
  out.push(`Ours (${oursName}) / reference (${referenceName})${heading ? `, ${heading}` : ''}${host}`);
  const labelWidth = Math.max(18, ...pages.map((p) => p.label.length + 2));
  const verdictWidth = 24;
  out.push((pad('page', labelWidth) + metrics.map((m) => lpad(`${m.title}: ours`, 20) + lpad('ref', 8) + lpad('ratio', 7) + (m.verdict ? pad('  verdict', verdictWidth) : '')).join('')).trimEnd());
  let failures = 0;
  for (const page of pages) {
    const cells = metrics.map((m) => {
      const ours = median(page.ours[m.key] ?? []);
      const reference = median(page.reference[m.key] ?? []);
      const v = m.verdict ? m.verdict(ours, reference) : {ratio: ratio(ours, reference)};
      if (m.verdict && !v.pass) failures++;
      const verdict = m.verdict ? pad(`  ${mark(v)} (${v.target})`, verdictWidth) : '';
      return lpad(fmt(ours), 20) + lpad(fmt(reference), 8) + lpad(fmtRatio(v.ratio), 7) + verdict;
    });
    out.push((pad(page.label, labelWidth) + cells.join('')).trimEnd());
    if (page.refPath !== page.ourPath) out.push(`${' '.repeat(labelWidth)}(reference at ${page.refPath})`);
  }
  const longPage = pages.find((p) => p.ourPath === LONG_PAGE_PATH);
  const landing = pages.find((p) => p.ourPath === LANDING_PATH);
  if (longPage && landing) {
    const v = longPageVerdict(median(longPage.ours[longPageMetric] ?? []), median(landing.ours[longPageMetric] ?? []));
    if (!v.pass) failures++;
    const title = metrics.find((m) => m.key === longPageMetric)?.title ?? longPageMetric;
    out.push(`Ours, ${longPage.label} / landing (${title}): ${v.ratio === null ? 'n/a' : `${v.ratio.toFixed(2)}x`}, target ${v.target}: ${mark(v)}`);
  } else {
    out.push('Ours, long manual page / landing: not measured (both pages are needed; see --only)');
  }
  out.push(failures ? `${failures} target(s) missed.` : 'Every target met.');
  return out.join('\n');
}

/**
 * The floor table (main-thread-window.mjs --floor): per page, the main-thread time of our page
 * without its scripts (the floor), ours as served, what our scripts add, and, with a reference, the
 * floor over the reference's time: at or under the main-thread target, the target is within reach of
 * work on our scripts; over it, not even a page that ran no script would meet it. Then the long page
 * over the landing page for the floor and for ours.
 * @param {object} o
 * @param {{label: string, ourPath: string, floor: number[], ours: number[], reference?: number[]}[]} o.pages runs, ms
 * @param {string} [o.heading] what the figures are
 */
export function floorTable({pages, heading = '', targets = TARGETS}) {
  const out = [];
  const withReference = pages.some((p) => p.reference?.length);
  out.push(`Floor: our pages without their scripts (HTML and CSS alone)${heading ? `, ${heading}` : ''}`);
  const labelWidth = Math.max(18, ...pages.map((p) => p.label.length + 2));
  out.push(
    (pad('page', labelWidth) + lpad('floor', 7) + lpad('ours', 7) + lpad('scripts add', 13) + (withReference ? lpad('ref', 7) + lpad('floor/ref', 11) + lpad('ours/ref', 10) + '  within reach of script work?' : '')).trimEnd(),
  );
  for (const p of pages) {
    const [f, o] = [median(p.floor), median(p.ours)];
    let row = pad(p.label, labelWidth) + lpad(fmt(f), 7) + lpad(fmt(o), 7) + lpad(fmt(o - f), 13);
    if (withReference) {
      const ref = median(p.reference ?? []);
      const fr = ratio(f, ref);
      const reach = fr === null ? 'n/a' : fr <= targets.mainThreadRatio ? `yes (floor ≤ ${targets.mainThreadRatio})` : `no (floor > ${targets.mainThreadRatio})`;
      row += lpad(fmt(ref), 7) + lpad(fmtRatio(fr), 11) + lpad(fmtRatio(ratio(o, ref)), 10) + `  ${reach}`;
    }
    out.push(row.trimEnd());
  }
  const longPage = pages.find((p) => p.ourPath === LONG_PAGE_PATH);
  const landing = pages.find((p) => p.ourPath === LANDING_PATH);
  if (longPage && landing) {
    const f = ratio(median(longPage.floor), median(landing.floor));
    const o = ratio(median(longPage.ours), median(landing.ours));
    const x = (r) => (r === null ? 'n/a' : `${r.toFixed(2)}x`);
    out.push(`${longPage.label} / landing: floor ${x(f)}, ours ${x(o)} (target ≤ ${targets.longPageOverLanding}x${f !== null && f > targets.longPageOverLanding ? ': over it even without scripts' : ''})`);
  }
  return out.join('\n');
}

/**
 * What each page holds, ours against the reference: elements in the document after load and
 * characters of text its <main> shows, medians. A main-thread ratio compares two pages' costs, and
 * a page's HTML and CSS cost grows with its elements: where ours holds several times the
 * reference's (a longer page, formulas the reference writes as code), its floor (floorTable) is
 * higher by as much, whatever our scripts do.
 * @param {{pages: {label: string, ours: {elements: number, text: number}[], reference: {elements: number, text: number}[]}[], heading?: string}} options
 */
export function contentTable({pages, heading = ''}) {
  const out = [`Content: DOM elements after load and characters of text in <main>, ours / reference${heading ? `, ${heading}` : ''}`];
  const labelWidth = Math.max(18, ...pages.map((p) => p.label.length + 2));
  out.push(pad('page', labelWidth) + lpad('elements: ours', 16) + lpad('ref', 8) + lpad('ratio', 7) + lpad('text: ours', 12) + lpad('ref', 8) + lpad('ratio', 7));
  for (const p of pages) {
    const of = (runs, key) => median(runs.map((r) => r[key]));
    const [oe, re, ot, rt] = [of(p.ours, 'elements'), of(p.reference, 'elements'), of(p.ours, 'text'), of(p.reference, 'text')];
    out.push(pad(p.label, labelWidth) + lpad(fmt(oe), 16) + lpad(fmt(re), 8) + lpad(fmtRatio(ratio(oe, re)), 7) + lpad(fmt(ot), 12) + lpad(fmt(rt), 8) + lpad(fmtRatio(ratio(ot, rt)), 7));
  }
  return out.join('\n');
}
