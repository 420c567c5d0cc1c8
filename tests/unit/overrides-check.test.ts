import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {checkOverrides, compareVersions, installedVersions, markupProblems, missingTests, recordProblems, selectorsOf, sha256Of, testPathsOf, unlistedThemeFiles} from '../../overrides/check.mjs';

const {firedIn} = require('../../overrides/report.cjs') as typeof import('../../overrides/report.cjs');
const {offList} = require('../../overrides/switch.cjs') as typeof import('../../overrides/switch.cjs');

const ROOT = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'overrides', 'manifest.json'), 'utf8')) as {
  packages: Record<string, string>;
  loadedFrom: Record<string, string[]>;
  overrides: {id: string; switch: boolean; mechanism: string; files: string[]; tests: string[]; testedBy?: string; detect: {loader?: string; module?: string}[]; packages: string[]}[];
};
type Problem = {kind: string; message: string; package?: string};
type Result = {id: string; problems: Problem[]; versions: Record<string, {recorded: string; installed: string | null}>};

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
    packages: ['demo-pkg'],
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
  const cssEntry = {id: 'demo-css', packages: ['demo-pkg'], target: 'classes', mechanism: 'CSS selectors', files: ['site.css'], upstream: [], css: 'site.css', detect: [], why: 'test', benefit: 'not measured', tests: [], switch: false};
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

  const record = {'demo-pkg': '1.2.3'};
  const check = (overrides: object[], fired = report({'demo-loader': ['client']}), packages: Record<string, string> = record): Result[] =>
    checkOverrides({root, manifest: {packages, overrides}, report: fired});
  const run = (overrides: object[], fired = report({'demo-loader': ['client']}), packages: Record<string, string> = record) =>
    check(overrides, fired, packages).flatMap((r) => r.problems);

  it('passes when everything matches', () => {
    const hash = sha256Of(join(root, 'node_modules/demo-pkg/lib/stock.js'));
    expect(run([entry(hash), cssEntry])).toEqual([]);
  });

  it('a version other than the record with every hashed file unchanged: one failure of the record, giving the one line to edit, none per entry', () => {
    const hash = sha256Of(join(root, 'node_modules/demo-pkg/lib/stock.js'));
    write(join(root, 'node_modules/demo-pkg/package.json'), JSON.stringify({name: 'demo-pkg', version: '1.2.4'}));
    const results = check([entry(hash), cssEntry]);
    expect(results.find((r) => r.id === 'demo-loader')?.problems).toEqual([]);
    expect(results.find((r) => r.id === 'demo-loader')?.versions).toEqual({'demo-pkg': {recorded: '1.2.3', installed: '1.2.4'}});
    const problems = results.flatMap((r) => r.problems);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({kind: 'version', package: 'demo-pkg'});
    expect(problems[0].message).toBe(
      'packages: demo-pkg is 1.2.4 where the build loads it (demo-pkg), the manifest records 1.2.3. Every hashed upstream file of demo-pkg still matches (1 file, entries demo-loader): the upgrade is a one-line edit of overrides/manifest.json "packages": "demo-pkg": "1.2.4",',
    );
    // After that edit, nothing is left.
    expect(run([entry(hash), cssEntry], undefined, {'demo-pkg': '1.2.4'})).toEqual([]);
  });

  it('a version other than the record with a changed hashed file: names each entry and file', () => {
    const hash = sha256Of(join(root, 'node_modules/demo-pkg/lib/stock.js'));
    write(join(root, 'node_modules/demo-pkg/package.json'), JSON.stringify({name: 'demo-pkg', version: '1.3.0'}));
    write(join(root, 'node_modules/demo-pkg/lib/stock.js'), upstream.replace('1', '2'));
    write(join(root, 'node_modules/demo-pkg/lib/other.js'), 'other\n');
    const second = {...entry(sha256Of(join(root, 'node_modules/demo-pkg/lib/other.js'))), id: 'demo-second', upstream: [{package: 'demo-pkg', file: 'lib/other.js', sha256: sha256Of(join(root, 'node_modules/demo-pkg/lib/other.js'))}], detect: []};
    const results = check([entry(hash), second]);
    const record = results.find((r) => r.id === 'packages')!;
    expect(record.problems).toHaveLength(1);
    expect(record.problems[0].message).toMatch(/^packages: demo-pkg is 1\.3\.0 where the build loads it \(demo-pkg\), the manifest records 1\.2\.3, and 1 of its 2 hashed upstream files changed \(demo-loader: demo-pkg\/lib\/stock\.js\): look at each/);
    expect(record.problems[0].message).not.toMatch(/one-line/);
    expect(results.find((r) => r.id === 'demo-loader')!.problems.map((p) => p.kind)).toEqual(['upstream']);
    expect(results.find((r) => r.id === 'demo-second')!.problems).toEqual([]);
  });

  it('a package with no hashed file at another version still fails, once', () => {
    write(join(root, 'node_modules/demo-pkg/package.json'), JSON.stringify({name: 'demo-pkg', version: '2.0.0'}));
    const problems = run([cssEntry]);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/^packages: demo-pkg is 2\.0\.0 .*No upstream file of demo-pkg is hashed.*edit one line of overrides\/manifest\.json "packages": "demo-pkg": "2\.0\.0",$/);
  });

  it('reads the version where the build loads the package (loadedFrom), not the top-level copy', () => {
    write(join(root, 'node_modules/wrapper/package.json'), JSON.stringify({name: 'wrapper', version: '1.0.0'}));
    write(join(root, 'node_modules/wrapper/node_modules/demo-pkg/package.json'), JSON.stringify({name: 'demo-pkg', version: '1.2.5'}));
    write(join(root, 'node_modules/wrapper/node_modules/demo-pkg/lib/stock.js'), upstream);
    const hash = sha256Of(join(root, 'node_modules/demo-pkg/lib/stock.js'));
    const manifest = {packages: {'demo-pkg': '1.2.3', wrapper: '1.0.0'}, loadedFrom: {'demo-pkg': ['wrapper']}, overrides: [{...entry(hash), packages: ['demo-pkg', 'wrapper']}]};
    expect(installedVersions(root, manifest)['demo-pkg']).toMatchObject({version: '1.2.5', chain: ['wrapper']});
    const problems = checkOverrides({root, manifest, report: report({'demo-loader': ['client']})}).flatMap((r: Result) => r.problems);
    expect(problems.map((p: Problem) => p.message)).toEqual([expect.stringMatching(/^packages: demo-pkg is 1\.2\.5 where the build loads it \(wrapper > demo-pkg\), the manifest records 1\.2\.3\. Every hashed upstream file/)]);
  });

  it('a config pin at another version fails the pin itself', () => {
    write(join(root, 'node_modules/demo-pkg/package.json'), JSON.stringify({name: 'demo-pkg', version: '1.2.9'}));
    const pin = {id: 'pin-demo', packages: ['demo-pkg'], target: 'version', mechanism: 'config pin', files: [], upstream: [], detect: [], why: 'test', benefit: 'not measured', tests: [], switch: false};
    const results = check([pin]);
    expect(results.find((r) => r.id === 'pin-demo')!.problems.map((p) => p.message)).toEqual([expect.stringMatching(/^pin-demo: demo-pkg is 1\.2\.9 \(demo-pkg\), the pin holds 1\.2\.3/)]);
    expect(results.find((r) => r.id === 'packages')).toBeUndefined();
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
    expect(run([entry(hash)]).map((p) => p.kind)).toEqual(['upstream', 'missing', 'version']);
    expect(run([entry(hash)]).at(-1)!.message).toBe('packages: demo-pkg is not installed where the build loads it (demo-pkg); the manifest records 1.2.3');
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
      const listed = {id: 'listed', packages: [] as string[], target: '@theme/Listed', mechanism: 'wrapping swizzle', files: ['src/theme/Listed'], upstream: [], detect: [], why: 'test', benefit: 'not measured', tests: [], switch: false};
      const problems = checkOverrides({root, manifest: {packages: {}, overrides: [listed]}, skipBuild: true, report: null}).flatMap((r: {problems: {kind: string; message: string}[]}) => r.problems);
      expect(problems.map((p) => p.kind)).toEqual(['unlisted']);
      expect(problems[0].message).toMatch(/^src\/theme: src\/theme\/Other\.tsx shadows a theme component/);
      const other = {...listed, id: 'other', files: ['src/theme/Other.tsx']};
      expect(checkOverrides({root, manifest: {packages: {}, overrides: [listed, other]}, skipBuild: true, report: null}).flatMap((r: {problems: unknown[]}) => r.problems)).toEqual([]);
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('overrides/check.mjs test paths', () => {
  it('fails on a test path that does not exist, naming the entry and the path, in tests or in testedBy', () => {
    const root = mkdtempSync(join(tmpdir(), 'overrides-tests-'));
    try {
      write(join(root, 'tests/unit/real.test.ts'), 'test\n');
      write(join(root, 'e2e/real.spec.ts'), 'test\n');
      const entry = {id: 'demo', packages: [] as string[], target: 't', mechanism: 'fork', files: [], upstream: [], detect: [], why: 'test', benefit: 'not measured', switch: false, tests: ['tests/unit/real.test.ts', 'e2e'], testedBy: '`e2e/real.spec.ts` (prose)'};
      expect(missingTests(root, entry)).toEqual([]);
      const broken = {...entry, tests: ['tests/unit/real.test.ts', 'tests/unit/renamed.test.ts'], testedBy: '`e2e/gone.spec.ts` (the prose around it), `src/x.ts` is not a test'};
      expect(testPathsOf(broken)).toEqual(['tests/unit/real.test.ts', 'tests/unit/renamed.test.ts', 'e2e/gone.spec.ts']);
      const problems = checkOverrides({root, manifest: {packages: {}, overrides: [broken]}, skipBuild: true, report: null}).flatMap((r: Result) => r.problems);
      expect(problems.map((p: Problem) => [p.kind, p.message])).toEqual([
        ['test', 'demo: its test tests/unit/renamed.test.ts does not exist (tests and testedBy name test files or folders of the repository)'],
        ['test', 'demo: its test e2e/gone.spec.ts does not exist (tests and testedBy name test files or folders of the repository)'],
      ]);
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('overrides/check.mjs version record', () => {
  const entry = {id: 'e', packages: ['a'], upstream: [{package: 'b', file: 'x.js', sha256: '0'}], overrides: []};
  it('fails on an entry naming a package without a recorded version, a per-entry version, an unused record line', () => {
    expect(recordProblems({packages: {a: '1.0.0', b: '2.0.0'}, overrides: [entry]})).toEqual([]);
    expect(recordProblems({packages: {b: '2.0.0', c: '3.0.0'}, loadedFrom: {d: ['b']}, overrides: [entry, {...entry, id: 'old', packages: [{name: 'b', version: '2.0.0'}]}]}).map((p: Problem) => p.message)).toEqual([
      'e: package a has no version in the manifest\'s top-level "packages" (add "a": "<installed version>")',
      'old: packages holds {"name":"b","version":"2.0.0"}; entries name packages only, their versions are in the manifest\'s top-level "packages"',
      'packages: c 3.0.0 is recorded but no entry names it (remove the line)',
      'loadedFrom: d is not in the manifest\'s top-level "packages"',
    ]);
  });

  it('compares each package once: equal versions pass, hashes decide the message, never a pass on a difference', () => {
    const installed = {a: {version: '1.0.1', chain: ['w']}, b: {version: '2.0.0', chain: []}};
    const record = {a: '1.0.0', b: '2.0.0'};
    const same = compareVersions(record, installed, [{entry: 'e1', package: 'a', file: 'a/x.js', ok: true}, {entry: 'e2', package: 'a', file: 'a/y.js', ok: true}]);
    expect(same.problems.map((p: Problem) => p.message)).toEqual(['packages: a is 1.0.1 where the build loads it (w > a), the manifest records 1.0.0. Every hashed upstream file of a still matches (2 files, entries e1, e2): the upgrade is a one-line edit of overrides/manifest.json "packages": "a": "1.0.1",']);
    expect(same.mismatched).toEqual({a: {recorded: '1.0.0', installed: '1.0.1'}});
    const changed = compareVersions(record, installed, [{entry: 'e1', package: 'a', file: 'a/x.js', ok: false}, {entry: 'e2', package: 'a', file: 'a/y.js', ok: true}]);
    expect(changed.problems[0].message).toContain('and 1 of its 2 hashed upstream files changed (e1: a/x.js): look at each');
    expect(compareVersions(record, {a: {version: '1.0.0', chain: []}, b: {version: '2.0.0', chain: []}}).problems).toEqual([]);
  });
});

describe('overrides/manifest.json version record', () => {
  it('has one version per package and entries that name packages only', () => {
    expect(recordProblems(manifest)).toEqual([]);
    for (const o of manifest.overrides) for (const name of o.packages) expect(typeof name, o.id).toBe('string');
    for (const [name, version] of Object.entries(manifest.packages)) expect(version, name).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('loads Redoc where redocusaurus loads it, not from the root', () => {
    expect(manifest.loadedFrom.redoc).toEqual(['redocusaurus', 'docusaurus-theme-redoc']);
  });

  it('names only test paths that exist', () => {
    for (const o of manifest.overrides) expect(missingTests(ROOT, o), o.id).toEqual([]);
  });

  it('declares every file of src/theme in an entry', () => {
    expect(unlistedThemeFiles(ROOT, manifest)).toEqual([]);
  });
});

describe('overrides/check.mjs selectors', () => {
  it('reads class names of rules, not of comments, at-rule preludes or attribute values', () => {
    const rules = selectorsOf('/* .x */ @media (min-width: 1px) { .a > .b:not(.c), [data-v=".d"] .e { x: 1 } }\n@keyframes k { from { y: 0 } }');
    expect(rules).toEqual([{selector: '.a > .b:not(.c), [data-v=".d"] .e', line: 1, classes: ['a', 'b', 'c', 'e']}]);
  });
});

describe('overrides/check.mjs markup (issue 54, point 3)', () => {
  it('fails each need of a declared markup that the built page lacks, naming page, selector and code; passes the ones it has', async () => {
    const build = mkdtempSync(join(tmpdir(), 'markup-build-'));
    try {
      writeFileSync(join(build, 'api.html'), '<main><ul class="menu-content"><li data-item-id="a"><ul><li data-item-id="b"></li></ul></li></ul><div><button>Copy</button></div><script>document.body.innerHTML = ""</script></main>');
      const manifest = {
        overrides: [
          {
            id: 'wrapper',
            markup: {
              pages: ['api.html', 'gone.html'],
              needs: [
                {selector: '.menu-content li[data-item-id] > ul', by: 'groups'},
                {selector: '.menu-content + div', by: 'the menu button'},
                {selector: 'button', text: 'Copy', by: 'copy'},
                {selector: 'button', text: 'Expand all', by: 'foldAll'},
                {selector: '[data-rttabs] [role="tab"]', by: 'tabs'},
                {selector: 'li[', by: 'a typo'},
              ],
            },
          },
          {id: 'plain'},
        ],
      };
      const problems = await markupProblems(manifest, build);
      expect([...problems.keys()]).toEqual(['wrapper']);
      expect(problems.get('wrapper')!.map((p: {message: string}) => p.message)).toEqual([
        'wrapper: api.html: nothing matches button with the text "Expand all", which foldAll relies on',
        'wrapper: api.html: nothing matches [data-rttabs] [role="tab"], which tabs relies on',
        'wrapper: api.html: invalid selector li[, which a typo relies on',
        `wrapper: its page gone.html is not in the build (${build})`,
      ]);
    } finally {
      rmSync(build, {recursive: true, force: true});
    }
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
    const sources = ['overrides/docusaurus/index.ts', 'overrides/redoc/index.ts', 'overrides/redoc/plugin-redoc.ts', 'docusaurus.config.ts'].map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');
    for (const o of manifest.overrides.filter((x) => x.switch)) expect(sources, o.id).toContain(`isOn('${o.id}')`);
  });
});
