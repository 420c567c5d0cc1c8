import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {checkOverrides, selectorsOf, sha256Of} from '../../overrides/check.mjs';

const {firedIn} = require('../../overrides/report.cjs') as typeof import('../../overrides/report.cjs');
const {offList} = require('../../overrides/switch.cjs') as typeof import('../../overrides/switch.cjs');

const ROOT = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'overrides', 'manifest.json'), 'utf8')) as {
  overrides: {id: string; switch: boolean; mechanism: string; files: string[]; detect: {loader?: string; module?: string}[]; packages: {name: string; version: string}[]}[];
};

function write(file: string, text: string) {
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, text);
}

/** A planted repository: one package, one upstream file, our loader and stylesheet, a build. */
describe('overrides/check.mjs plants each fault class', () => {
  let root: string;
  const upstream = 'export function stock() { return 1; }\n';
  const entry = (sha256: string) => ({
    id: 'demo-loader',
    packages: [{name: 'demo-pkg', version: '1.2.3'}],
    target: 'demo-pkg lib/stock.js',
    mechanism: 'loader patch',
    files: ['overrides/demo/loader.cjs'],
    upstream: [{package: 'demo-pkg', file: 'lib/stock.js', sha256}],
    detect: [{loader: 'overrides/demo/loader.cjs'}],
    why: 'test',
    benefit: 'not measured',
    tests: [],
    switch: true,
  });
  const cssEntry = {id: 'demo-css', packages: [{name: 'demo-pkg', version: '1.2.3'}], target: 'classes', mechanism: 'CSS selectors', files: ['site.css'], upstream: [], css: 'site.css', detect: [], why: 'test', benefit: 'not measured', tests: [], switch: false};
  const report = (fired: Record<string, string[]>, off: string[] = []) => ({startedAt: 'now', off, fired});

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'overrides-check-'));
    write(join(root, 'node_modules/demo-pkg/package.json'), JSON.stringify({name: 'demo-pkg', version: '1.2.3'}));
    write(join(root, 'node_modules/demo-pkg/lib/stock.js'), upstream);
    write(join(root, 'overrides/demo/loader.cjs'), 'module.exports = (s) => s;\n');
    write(join(root, 'site.css'), '/* .not-a-selector */\n.stock-card .stock-title { color: red; }\n@media (max-width: 996px) {\n  .stock-card[data-x=".y"] { display: none; }\n}\n');
    write(join(root, 'build/index.html'), '<div class="stock-card"><h2 class="stock-title">x</h2></div>');
    write(join(root, 'build/assets/js/main.js'), 'const a = "other";');
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  const run = (overrides: object[], fired = report({'demo-loader': ['client']})) =>
    checkOverrides({root, manifest: {overrides}, report: fired}).flatMap((r: {problems: {kind: string; message: string}[]}) => r.problems);

  it('passes when everything matches', () => {
    const hash = sha256Of(join(root, 'node_modules/demo-pkg/lib/stock.js'));
    expect(run([entry(hash), cssEntry])).toEqual([]);
  });

  it('fails on a wrong installed version, naming the override', () => {
    const hash = sha256Of(join(root, 'node_modules/demo-pkg/lib/stock.js'));
    write(join(root, 'node_modules/demo-pkg/package.json'), JSON.stringify({name: 'demo-pkg', version: '1.3.0'}));
    const problems = run([entry(hash)]);
    expect(problems).toHaveLength(1);
    expect(problems[0].kind).toBe('version');
    expect(problems[0].message).toMatch(/^demo-loader: demo-pkg is 1\.3\.0, the manifest says 1\.2\.3/);
  });

  it('fails when the stock upstream file changed, naming the override', () => {
    const hash = sha256Of(join(root, 'node_modules/demo-pkg/lib/stock.js'));
    write(join(root, 'node_modules/demo-pkg/lib/stock.js'), upstream.replace('1', '2'));
    const problems = run([entry(hash)]);
    expect(problems.map((p) => p.kind)).toEqual(['upstream']);
    expect(problems[0].message).toMatch(/^demo-loader: stock file demo-pkg\/lib\/stock\.js changed/);
  });

  it('fails when a loader did not fire, naming the override, unless it was switched off', () => {
    const hash = sha256Of(join(root, 'node_modules/demo-pkg/lib/stock.js'));
    const problems = run([entry(hash)], report({}));
    expect(problems.map((p) => p.kind)).toEqual(['fired']);
    expect(problems[0].message).toMatch(/^demo-loader: did not fire in the last build/);
    expect(run([entry(hash)], report({}, ['demo-loader']))).toEqual([]);
  });

  it('fails when a selector names a class found nowhere in the build, naming the override and the line', () => {
    write(join(root, 'site.css'), '.stock-card { color: red; }\n\n.stock-card .renamed-upstream { color: blue; }\n');
    const problems = run([cssEntry]);
    expect(problems.map((p) => p.kind)).toEqual(['selector']);
    expect(problems[0].message).toBe('demo-css: selector ".stock-card .renamed-upstream" (site.css:3): class "renamed-upstream" matches nothing in the built HTML or JS');
  });

  it('fails when a package is missing or an own file is gone', () => {
    const hash = sha256Of(join(root, 'node_modules/demo-pkg/lib/stock.js'));
    rmSync(join(root, 'overrides/demo/loader.cjs'));
    expect(run([entry(hash)]).map((p) => p.kind)).toEqual(['missing']);
    rmSync(join(root, 'node_modules/demo-pkg'), {recursive: true});
    expect(run([entry(hash)]).map((p) => p.kind)).toEqual(['version', 'upstream', 'missing']);
  });
});

describe('overrides/check.mjs and src/theme', () => {
  it('fails on a swizzled component that no entry lists, naming its file', () => {
    const root = mkdtempSync(join(tmpdir(), 'overrides-theme-'));
    try {
      write(join(root, 'src/theme/Listed/index.tsx'), 'export default 1;\n');
      write(join(root, 'src/theme/Listed/helper.ts'), 'export const x = 1;\n');
      write(join(root, 'src/theme/Other.tsx'), 'export default 1;\n');
      write(join(root, 'src/theme/README.md'), '# theme\n');
      const listed = {id: 'listed', packages: [], target: '@theme/Listed', mechanism: 'wrapping swizzle', files: ['src/theme/Listed'], upstream: [], detect: [], why: 'test', benefit: 'not measured', tests: [], switch: false};
      const problems = checkOverrides({root, manifest: {overrides: [listed]}, skipBuild: true, report: null}).flatMap((r: {problems: {kind: string; message: string}[]}) => r.problems);
      expect(problems.map((p) => p.kind)).toEqual(['unlisted']);
      expect(problems[0].message).toMatch(/^src\/theme: src\/theme\/Other\.tsx shadows a theme component/);
      const other = {...listed, id: 'other', files: ['src/theme/Other.tsx']};
      expect(checkOverrides({root, manifest: {overrides: [listed, other]}, skipBuild: true, report: null}).flatMap((r: {problems: unknown[]}) => r.problems)).toEqual([]);
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('overrides/check.mjs selectors', () => {
  it('reads class names of rules, not of comments, at-rule preludes or attribute values', () => {
    const rules = selectorsOf('/* .x */ @media (min-width: 1px) { .a > .b:not(.c), [data-v=".d"] .e { x: 1 } }\n@keyframes k { from { y: 0 } }');
    expect(rules).toEqual([{selector: '.a > .b:not(.c), [data-v=".d"] .e', line: 1, classes: ['a', 'b', 'c', 'e']}]);
  });
});

describe('overrides/report.cjs', () => {
  it('detects a loader from the module identifier and a swap from the module file', () => {
    const found = [
      {id: 'l', loader: '/r/overrides/a.cjs'},
      {id: 's', module: '/r/overrides/b.js'},
      {id: 'n', module: '/r/overrides/c.js'},
    ];
    const modules = [
      {identifier: 'javascript/auto|/r/overrides/a.cjs!/r/node_modules/x/y.js', resource: '/r/node_modules/x/y.js'},
      {identifier: 'javascript/auto|/r/overrides/b.js', resource: '/r/overrides/b.js'},
    ];
    expect(firedIn(modules, found)).toEqual(['l', 's']);
  });
});

describe('overrides/manifest.json', () => {
  it('has unique ids, existing files and a benefit for each entry', () => {
    const ids = manifest.overrides.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of manifest.overrides) {
      expect(o.packages.length, o.id).toBeGreaterThan(0);
      for (const file of o.files) expect(() => readFileSync(join(ROOT, file === 'package.json' ? file : file)), `${o.id}: ${file}`).not.toThrow(/ENOENT/);
    }
  });

  it('gives every loader and module swap a detector', () => {
    for (const o of manifest.overrides.filter((x) => x.mechanism === 'loader patch' || x.mechanism === 'module swap')) {
      expect(o.detect.length, o.id).toBeGreaterThan(0);
    }
  });

  it('accepts switchable ids in OVERRIDES_OFF and rejects others, naming them', () => {
    expect(offList({OVERRIDES_OFF: 'registry-paths, client-entry'})).toEqual(['registry-paths', 'client-entry']);
    expect(() => offList({OVERRIDES_OFF: 'no-such-override'})).toThrow(/"no-such-override", which is not in overrides\/manifest\.json/);
    expect(() => offList({OVERRIDES_OFF: 'swizzle-tabs'})).toThrow(/"swizzle-tabs", which cannot be switched off/);
  });

  it('every switchable id is read by the code that applies it', () => {
    const sources = ['overrides/docusaurus/index.ts', 'overrides/redoc/index.ts', 'docusaurus.config.ts'].map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');
    for (const o of manifest.overrides.filter((x) => x.switch)) expect(sources, o.id).toContain(`isOn('${o.id}')`);
  });
});
