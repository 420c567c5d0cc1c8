import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ALL_PAGES, buildArgs} from '../../scripts/benchmarks/bench-args.mjs';
import {
  LANDING_PATH,
  LONG_PAGE_PATH,
  loadPathMapping,
  longPageVerdict,
  mainThreadVerdict,
  pathFor,
  pathProblems,
  ratio,
  referenceTable,
  contentTable,
  floorTable,
  servedAs,
  tbtVerdict,
} from '../../scripts/benchmarks/reference-compare.mjs';
import pagePaths from '../../scripts/benchmarks/page-paths.json';

const ourPaths = ALL_PAGES.map(([, path]) => path);

/** A build's files as the reference site writes them: every page as X/index.html only. */
const referenceFiles = new Set(['index.html', 'manual/operate/run-signer-node/index.html', 'mithril/advanced/mithril-protocol/protocol/index.html', 'aggregator-api/index.html', 'dev-blog/index.html', 'adr/1/index.html']);
/** Ours: X/index.html and its X.html twin. */
const ourFiles = new Set([...referenceFiles].flatMap((f) => (f === 'index.html' || f.endsWith('-api/index.html') ? [f] : [f, f.replace(/\/index\.html$/, '.html')])));

describe('targets of issue 33 (reference-compare.mjs)', () => {
  it('TBT passes at ours / reference ≤ 0.15', () => {
    expect(tbtVerdict(150, 1000)).toMatchObject({ratio: 0.15, pass: true});
    expect(tbtVerdict(151, 1000).pass).toBe(false);
    // At exactly 100 ms the ratio rule still applies.
    expect(tbtVerdict(15, 100).pass).toBe(true);
    expect(tbtVerdict(16, 100).pass).toBe(false);
  });

  it('TBT passes at ours ≤ 100 ms where the reference is under 100 ms, whatever the ratio', () => {
    expect(tbtVerdict(100, 99)).toMatchObject({pass: true, target: 'ours ≤ 100 ms'});
    expect(tbtVerdict(101, 99).pass).toBe(false);
    expect(tbtVerdict(60, 0)).toMatchObject({ratio: null, pass: true});
  });

  it('main thread passes at ours / reference ≤ 0.4, and fails without a reference figure', () => {
    expect(mainThreadVerdict(400, 1000).pass).toBe(true);
    expect(mainThreadVerdict(401, 1000).pass).toBe(false);
    expect(mainThreadVerdict(10, 0)).toMatchObject({ratio: null, pass: false});
    expect(mainThreadVerdict(10, NaN).pass).toBe(false);
  });

  it('the long page passes at ≤ 1.5x the landing page', () => {
    expect(longPageVerdict(1500, 1000)).toMatchObject({ratio: 1.5, pass: true});
    expect(longPageVerdict(1501, 1000).pass).toBe(false);
    expect(ratio(3, 0)).toBeNull();
  });
});

describe('page paths of each build', () => {
  it('pairs each --paths with the --dir before it', () => {
    expect(buildArgs(['--dir', 'build', '--runs', '1', '--dir', '/tmp/ref', '--paths', 'reference'])).toEqual([
      {dir: 'build', paths: null},
      {dir: '/tmp/ref', paths: 'reference'},
    ]);
    expect(buildArgs(['--paths', 'reference'])).toEqual([{dir: 'build', paths: 'reference'}]);
    expect(() => buildArgs(['--paths', 'reference', '--dir', 'a'])).toThrow(/before every --dir/);
  });

  it('maps only pages the benchmarks measure, path to path', () => {
    for (const [name, {paths}] of Object.entries(pagePaths)) {
      expect(Object.keys(paths).filter((p) => !ourPaths.includes(p)), name).toEqual([]);
      expect(Object.values(paths).every((p) => p.startsWith('/doc/')), name).toBe(true);
    }
  });

  it('answers like the delivery server: a page, a redirect to X/ or nothing', () => {
    const served = (path: string, files: Set<string>) => servedAs('/unused', path, '/doc/', (p: string) => files.has(p));
    expect(served('/doc/adr/1', ourFiles)).toEqual({kind: 'page'});
    expect(served('/doc/adr/1', referenceFiles)).toEqual({kind: 'redirect', to: '/doc/adr/1/'});
    expect(served('/doc/adr/1/', referenceFiles)).toEqual({kind: 'page'});
    expect(served('/doc/adr/2', referenceFiles)).toEqual({kind: 'missing'});
    expect(served('/elsewhere/', referenceFiles)).toEqual({kind: 'missing'});
  });

  it('the reference mapping reaches every page of a reference-shaped build without a redirect; our paths would not', () => {
    const check = (files: Set<string>) => (_dir: string, path: string) => servedAs('/unused', path, '/doc/', (p: string) => files.has(p));
    expect(pathProblems([{dir: 'ref', paths: loadPathMapping('reference')}], ourPaths, check(referenceFiles))).toEqual([]);
    const unmapped = pathProblems([{dir: 'ref', paths: {}}], ourPaths, check(referenceFiles));
    expect(unmapped).toHaveLength(4);
    expect(unmapped[0]).toMatch(/run-signer-node is a redirect to \/doc\/manual\/operate\/run-signer-node\//);
    // Our build needs no mapping.
    expect(pathProblems([{dir: 'ours', paths: {}}], ourPaths, check(ourFiles))).toEqual([]);
    expect(pathProblems([{dir: 'ours', paths: {'/doc/adr/1': '/doc/adr/01'}}], ourPaths, check(ourFiles))).toEqual(['ours: no page at /doc/adr/01 (mapped from /doc/adr/1)']);
  });

  it('reads a mapping from a file, bare or under "paths", and refuses anything but paths', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paths-'));
    writeFileSync(join(dir, 'bare.json'), JSON.stringify({'/doc/adr/1': '/doc/adr/one/'}));
    writeFileSync(join(dir, 'wrapped.json'), JSON.stringify({paths: {'/doc/': '/doc/home/'}}));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({'/doc/': 3}));
    expect(pathFor(loadPathMapping('bare.json', dir), '/doc/adr/1')).toBe('/doc/adr/one/');
    expect(pathFor(loadPathMapping('wrapped.json', dir), '/doc/')).toBe('/doc/home/');
    expect(pathFor(loadPathMapping(null), '/doc/')).toBe('/doc/');
    expect(() => loadPathMapping('bad.json', dir)).toThrow(/not a path/);
  });
});

describe('the ours / reference table', () => {
  const page = (label: string, ourPath: string, ours: {tbt: number[]; mainThread: number[]}, reference: {tbt: number[]; mainThread: number[]}) => ({
    label,
    ourPath,
    refPath: ourPath === LANDING_PATH ? ourPath : `${ourPath}/`,
    ours,
    reference,
  });
  const metrics = [
    {key: 'tbt', title: 'TBT', verdict: tbtVerdict},
    {key: 'mainThread', title: 'main thread', verdict: mainThreadVerdict},
  ];

  it('prints medians, ratios, verdicts, the host speed and the long page check', () => {
    const text = referenceTable({
      pages: [
        page('landing', LANDING_PATH, {tbt: [10, 20, 900], mainThread: [300, 400, 500]}, {tbt: [50, 60, 70], mainThread: [1000, 1000, 1000]}),
        page('long manual page', LONG_PAGE_PATH, {tbt: [200, 300, 400], mainThread: [700, 700, 700]}, {tbt: [1000, 1000, 1000], mainThread: [1500, 1500, 1500]}),
      ],
      metrics,
      longPageMetric: 'mainThread',
      oursName: 'build',
      referenceName: 'ref/build',
      benchmarkIndexes: [1200, 1500, 1800, NaN],
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Ours (build) / reference (ref/build); host benchmarkIndex median 1500 [1200-1800]');
    // landing: TBT median 20 against 60 (reference under 100 ms: ours ≤ 100 passes); main thread 400 / 1000 = 0.40.
    expect(lines.find((l) => l.startsWith('landing'))).toMatch(/20\s+60\s+0\.33\s+pass \(ours ≤ 100 ms\)\s+400\s+1000\s+0\.40\s+pass/);
    // long page: TBT 300 / 1000 = 0.30 fails; main thread 700 / 1500 = 0.47 fails.
    expect(lines.find((l) => l.startsWith('long manual page'))).toMatch(/300\s+1000\s+0\.30\s+FAIL \(≤ 0\.15\)\s+700\s+1500\s+0\.47\s+FAIL/);
    expect(text).toContain('(reference at /doc/manual/operate/run-signer-node/)');
    // 700 / 400 = 1.75 > 1.5.
    expect(text).toContain('Ours, long manual page / landing (main thread): 1.75x, target ≤ 1.5x: FAIL');
    expect(lines.at(-1)).toBe('3 target(s) missed.');
  });

  it('says so when a page of the long page check was not measured, and when every target is met', () => {
    const text = referenceTable({
      pages: [page('ADR', '/doc/adr/1', {tbt: [0], mainThread: [100]}, {tbt: [500], mainThread: [1000]})],
      metrics,
      longPageMetric: 'mainThread',
      oursName: 'a',
      referenceName: 'b',
    });
    expect(text).toContain('long manual page / landing: not measured');
    expect(text.split('\n')[0]).toBe('Ours (a) / reference (b)');
    expect(text.split('\n').at(-1)).toBe('Every target met.');
  });
});

describe('floorTable', () => {
  const pages = [
    {label: 'landing', ourPath: '/doc/', floor: [330, 340, 337], ours: [700, 690, 699], reference: [6300, 5800, 6000]},
    {label: 'long manual page', ourPath: '/doc/manual/operate/run-signer-node', floor: [640, 650, 642], ours: [1370, 1360, 1369], reference: [3000, 3061, 2900]},
    {label: 'protocol (maths)', ourPath: '/doc/mithril/advanced/mithril-protocol/protocol', floor: [949, 950, 940], ours: [1200, 1206, 1210], reference: [1800, 1833, 1780]},
  ];

  it('says per page what our scripts add and whether the floor itself is within the target', () => {
    const text = floorTable({pages, heading: 'test'});
    const lines = text.split('\n');
    expect(lines[0]).toBe('Floor: our pages without their scripts (HTML and CSS alone), test');
    const row = (label: string) => lines.find((l) => l.startsWith(label))!.split(/\s{2,}/);
    // floor, ours, scripts add, reference, floor/ref, ours/ref, verdict
    expect(row('landing')).toEqual(['landing', '337', '699', '362', '6000', '0.06', '0.12', 'yes (floor ≤ 0.4)']);
    expect(row('protocol (maths)')).toEqual(['protocol (maths)', '949', '1206', '257', '1800', '0.53', '0.67', 'no (floor > 0.4)']);
    expect(lines.at(-1)).toBe('long manual page / landing: floor 1.91x, ours 1.96x (target ≤ 1.5x: over it even without scripts)');
  });

  it('prints no reference columns without a reference', () => {
    const text = floorTable({pages: pages.map(({reference, ...p}) => p)});
    expect(text).not.toContain('floor/ref');
    expect(text.split('\n').find((l) => l.startsWith('landing'))!.split(/\s{2,}/)).toEqual(['landing', '337', '699', '362']);
  });
});

describe('contentTable', () => {
  it('gives per page the medians of elements and text, ours and the reference, and their ratios', () => {
    const text = contentTable({
      heading: 'test',
      pages: [
        {label: 'protocol (maths)', ours: [{elements: 2871, text: 20000}, {elements: 2871, text: 20010}, {elements: 2800, text: 19990}], reference: [{elements: 1017, text: 6900}, {elements: 1017, text: 6936}, {elements: 1020, text: 6936}]},
        {label: 'ADR', ours: [{elements: 261, text: 3000}], reference: [{elements: 0, text: 0}]},
      ],
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Content: DOM elements after load and characters of text in <main>, ours / reference, test');
    const row = (label: string) => lines.find((l) => l.startsWith(label))!.split(/\s{2,}/);
    expect(row('protocol (maths)').slice(1)).toEqual(['2871', '1017', '2.82', '20000', '6936', '2.88']);
    // A reference figure of 0 has no ratio.
    expect(row('ADR').slice(1)).toEqual(['261', '0', 'n/a', '3000', '0', 'n/a']);
  });
});
