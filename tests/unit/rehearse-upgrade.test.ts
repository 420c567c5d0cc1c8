import {describe, expect, it} from 'vitest';
import {entryRows, failedSpecs, judgeCheck, lockCopies, loudlyNamed, parseSpecs, resolutionProblems, stepsTable, withOverrides} from '../../scripts/delivery/rehearse-upgrade.mjs';

const pkg = {
  name: 'site',
  dependencies: {'@docusaurus/core': '3.10.2', '@docusaurus/preset-classic': '3.10.2', redocusaurus: '2.5.2'},
  devDependencies: {'@docusaurus/types': '3.10.2', vitest: '3.2.7'},
  overrides: {'@swc/core': '1.16.18'},
};
const lock = {
  packages: {
    '': {name: 'site'},
    'node_modules/@docusaurus/core': {version: '3.10.2'},
    'node_modules/@docusaurus/theme-classic': {version: '3.10.2'},
    'node_modules/@docusaurus/react-loadable': {version: '6.0.0'},
    'node_modules/redocusaurus': {version: '2.5.2'},
    'node_modules/docusaurus-theme-redoc': {version: '2.5.1'},
    'node_modules/docusaurus-theme-redoc/node_modules/redoc': {version: '2.4.0'},
    'node_modules/docusaurus-plugin-redoc/node_modules/redoc': {version: '2.4.0'},
  },
};

describe('rehearse-upgrade: the versions requested', () => {
  it('reads name@version, scoped names, and @docusaurus/* as every @docusaurus package of package.json and those of the lockfile released with them', () => {
    expect(parseSpecs(['redoc@2.5.4'], pkg, lock)).toEqual({redoc: '2.5.4'});
    expect(parseSpecs(['@docusaurus/*@4.0.0-canary-6808'], pkg, lock)).toEqual({
      '@docusaurus/core': '4.0.0-canary-6808',
      '@docusaurus/preset-classic': '4.0.0-canary-6808',
      '@docusaurus/theme-classic': '4.0.0-canary-6808',
      '@docusaurus/types': '4.0.0-canary-6808',
    });
    expect(() => parseSpecs(['redoc'], pkg, lock)).toThrow(/not a package@version/);
    expect(() => parseSpecs(['@nobody/*@1.0.0'], pkg, lock)).toThrow(/no package of @nobody/);
  });
});

describe('rehearse-upgrade: npm overrides', () => {
  it('forces a transitive package through overrides only, without a new dependency', () => {
    const next = withOverrides(pkg, {redoc: '2.5.4'});
    expect(next.overrides).toEqual({'@swc/core': '1.16.18', redoc: '2.5.4'});
    expect(next.dependencies).toEqual(pkg.dependencies);
    expect(next.devDependencies).toEqual(pkg.devDependencies);
    expect(pkg.overrides).toEqual({'@swc/core': '1.16.18'});
  });

  it('gives a direct dependency the same version as its override (npm refuses them different)', () => {
    const next = withOverrides(pkg, {'@docusaurus/core': '4.0.0-canary-6808', '@docusaurus/types': '4.0.0-canary-6808', '@swc/core': '1.17.0'});
    expect(next.dependencies['@docusaurus/core']).toBe('4.0.0-canary-6808');
    expect(next.devDependencies['@docusaurus/types']).toBe('4.0.0-canary-6808');
    expect(next.overrides).toEqual({'@swc/core': '1.17.0', '@docusaurus/core': '4.0.0-canary-6808', '@docusaurus/types': '4.0.0-canary-6808'});
    expect(pkg.dependencies['@docusaurus/core']).toBe('3.10.2');
  });
});

describe('rehearse-upgrade: the version resolved where the build loads it', () => {
  it('passes when the build loads the requested version and no copy is left behind', () => {
    const copies = lockCopies({packages: {'node_modules/docusaurus-theme-redoc/node_modules/redoc': {version: '2.5.4'}}}, ['redoc']);
    expect(copies).toEqual({redoc: [{path: 'node_modules/docusaurus-theme-redoc/node_modules/redoc', version: '2.5.4'}]});
    expect(resolutionProblems({redoc: '2.5.4'}, {redoc: {version: '2.5.4', where: 'redocusaurus > docusaurus-theme-redoc > redoc'}}, copies)).toEqual([]);
  });

  it('fails loudly when the requested version is not the one installed, or not installed, or a copy kept an old version', () => {
    const where = 'redocusaurus > docusaurus-theme-redoc > redoc';
    expect(resolutionProblems({redoc: '2.5.4'}, {redoc: {version: '2.4.0', where}}, lockCopies(lock, ['redoc']))).toEqual([
      'redoc@2.5.4 was requested, but the build loads redoc 2.4.0 (redocusaurus > docusaurus-theme-redoc > redoc): the npm override did not take effect',
      'redoc@2.5.4 was requested, but node_modules/docusaurus-theme-redoc/node_modules/redoc is 2.4.0',
      'redoc@2.5.4 was requested, but node_modules/docusaurus-plugin-redoc/node_modules/redoc is 2.4.0',
    ]);
    expect(resolutionProblems({redoc: '2.5.4'}, {redoc: {version: null, where}})).toEqual([`redoc@2.5.4 was requested, but redoc is not installed where the build loads it (${where})`]);
    // A package found by @scope/* in the old tree only, which the new one no longer needs, may go.
    const gone = {'@docusaurus/plugin-google-analytics': '4.0.0-canary-6808'};
    expect(resolutionProblems(gone, {'@docusaurus/plugin-google-analytics': {version: null, where: '@docusaurus/plugin-google-analytics'}}, {}, new Set(Object.keys(gone)))).toEqual([]);
  });
});

describe('rehearse-upgrade: the report', () => {
  const manifest = {
    overrides: [
      {id: 'same', packages: ['other'], files: ['a.cjs'], tests: [], mechanism: 'loader patch', upstream: []},
      {id: 'bumped', packages: ['redoc'], files: ['b.cjs'], tests: ['e2e/api.spec.ts'], mechanism: 'loader patch', upstream: [{package: 'redoc'}]},
      {id: 'changed', packages: ['redoc'], files: ['c.cjs'], tests: [], mechanism: 'fork', upstream: [{package: 'redoc'}]},
    ],
  };
  const versions = {redoc: {recorded: '2.4.0', installed: '2.5.4'}};
  const results = [
    {id: 'same', problems: [], versions: {}},
    {id: 'bumped', problems: [], versions},
    {id: 'changed', problems: [{kind: 'upstream', message: 'changed: stock file redoc/x.js changed (sha256 1, recorded 2): compare it with c.cjs'}], versions},
    {id: 'packages', problems: [{kind: 'version', package: 'redoc', message: 'packages: redoc is 2.5.4 ..., and 1 of its 2 hashed upstream files changed (changed: redoc/x.js): look at each'}], versions},
  ];

  it('never counts a package at another version as applied', () => {
    const rows = entryRows(manifest, {results, build: {ok: true, output: ''}});
    expect(rows).toEqual([
      {id: 'same', status: 'applied', detail: ''},
      {id: 'bumped', status: 'hashes match', detail: 'redoc 2.4.0 -> 2.5.4; stock files unchanged'},
      {id: 'changed', status: 'needs a look', detail: 'stock file redoc/x.js changed (sha256 1, recorded 2); redoc 2.4.0 -> 2.5.4'},
    ]);
  });

  it('marks an entry whose test failed, and one named by a failed build', () => {
    const rows = entryRows(manifest, {results, build: {ok: false, output: 'Error in a.cjs: pattern not found'}, failedTests: ['e2e/api.spec.ts']});
    expect(rows.map((r: {status: string}) => r.status)).toEqual(['failed loudly', 'needs a look', 'needs a look']);
    expect(rows[1].detail).toContain('test failed: e2e/api.spec.ts');
  });

  it('names the entry whose file the build error names, not those whose shared helper is only in the stack trace', () => {
    const m = {overrides: [{id: 'a11y', files: ['overrides/redoc/a11y-loader.cjs', 'overrides/redoc/exact-patches.cjs']}, {id: 'stash', files: ['overrides/redoc/stash-loader.cjs', 'overrides/redoc/exact-patches.cjs']}]};
    const output = [
      '╰─▶   × Error: [redoc-fixes] expected the Dropdown\'s <select> exactly once in redoc.browser.lib.js, found 0. Redoc changed: update overrides/redoc/a11y-loader.cjs.',
      '        │     at applyExactPatches (/r/overrides/redoc/exact-patches.cjs:16:13)',
      '        │     at Object.redocA11y (/r/overrides/redoc/a11y-loader.cjs:43:10)',
    ].join('\n');
    expect(loudlyNamed(m, output)).toEqual([{id: 'a11y', line: "Error: [redoc-fixes] expected the Dropdown's <select> exactly once in redoc.browser.lib.js, found 0. Redoc changed: update overrides/redoc/a11y-loader.cjs."}]);
    const rows = entryRows(m, {results: [], build: null, loud: [{id: 'stash', line: 'named by an earlier build'}]});
    expect(rows.map((r: {status: string}) => r.status)).toEqual(['not reached', 'failed loudly']);
  });

  it('passes the drift checks only when the version record needs one-line edits and nothing else', () => {
    const oneLine = {id: 'packages', problems: [{kind: 'version', package: 'redoc', message: 'packages: redoc is 2.5.4 ... the upgrade is a one-line edit of overrides/manifest.json "packages": "redoc": "2.5.4",'}]};
    expect(judgeCheck([oneLine, {id: 'same', problems: []}], {redoc: '2.5.4'})).toMatchObject({ok: true, other: []});
    expect(judgeCheck(results, {redoc: '2.5.4'}).ok).toBe(false);
  });

  it('lists the failed spec files of a Playwright report, and prints the steps', () => {
    const report = {suites: [{file: 'api.spec.ts', specs: [{file: 'api.spec.ts', ok: false, tests: []}], suites: []}, {file: 'docs.spec.ts', specs: [{ok: true, tests: [{status: 'expected'}]}]}]};
    expect(failedSpecs(report)).toEqual(['e2e/api.spec.ts']);
    expect(stepsTable([{step: 'build', status: 'ok', seconds: 30, note: ''}, {step: 'e2e', status: 'FAILED', seconds: 300, note: '2 failed | x'}])).toBe(
      '| Step | Result | Time | Note |\n|---|---|---|---|\n| build | ok | 30 s |  |\n| e2e | FAILED | 300 s | 2 failed \\| x |',
    );
  });
});
