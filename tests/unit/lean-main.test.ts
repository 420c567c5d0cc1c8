import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {stripRegistryPaths} = require('../../overrides/docusaurus/registry-paths.cjs') as {
  stripRegistryPaths: (source: string, file?: string) => string;
};

/** The shape of .docusaurus/registry.js written by Docusaurus 3.10 (the last entry closes the object). */
const entry = (id: string, path: string, last = false) =>
  `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${path}"), "${path}", require.resolveWeak("${path}")],${last ? '};' : ''}`;
const registry = (...lines: string[]) => ['export default {', ...lines].join('\n') + '\n';

describe('overrides/docusaurus: registry without module paths', () => {
  it('empties the module path of every entry and keeps the loader and the module id', () => {
    const source = registry(
      entry('00dabc63', '@site/adr/009-database-migration-squashing.md'),
      entry('0138357a', '@generated/docusaurus-plugin-content-blog/default/p/doc-dev-blog-tags-utxo-hd-bda.json'),
      entry('fdcec90e', '@site/docs/manual/getting-started/prerequisites.md', true),
    );
    const out = stripRegistryPaths(source);
    expect(out).toBe(
      registry(
        '  "00dabc63": [() => import(/* webpackChunkName: "00dabc63" */ "@site/adr/009-database-migration-squashing.md"), "", require.resolveWeak("@site/adr/009-database-migration-squashing.md")],',
        '  "0138357a": [() => import(/* webpackChunkName: "0138357a" */ "@generated/docusaurus-plugin-content-blog/default/p/doc-dev-blog-tags-utxo-hd-bda.json"), "", require.resolveWeak("@generated/docusaurus-plugin-content-blog/default/p/doc-dev-blog-tags-utxo-hd-bda.json")],',
        '  "fdcec90e": [() => import(/* webpackChunkName: "fdcec90e" */ "@site/docs/manual/getting-started/prerequisites.md"), "", require.resolveWeak("@site/docs/manual/getting-started/prerequisites.md")],};',
      ),
    );
  });

  it('keeps paths with query strings and escaped characters intact in the loader', () => {
    const path = '@site/blog/2025-02-18-testing-sanchonet-decommission.md?truncated=true';
    const out = stripRegistryPaths(registry(entry('0376bfc6', path, true)));
    expect(out).toContain(`import(/* webpackChunkName: "0376bfc6" */ "${path}"), "", require.resolveWeak("${path}")`);
  });

  it('fails, naming the file, when an entry has another shape', () => {
    const source = registry(entry('a', '@site/a.md'), '  "b": [() => import("@site/b.md"), "@site/b.md", 42],};');
    expect(() => stripRegistryPaths(source, '/site/.docusaurus/registry.js')).toThrow(
      /\/site\/\.docusaurus\/registry\.js: 2 registry entries, 1 of the expected shape/,
    );
  });

  it('fails on a registry with no entries at all', () => {
    expect(() => stripRegistryPaths('export default {};\n')).toThrow(/0 registry entries/);
  });
});

describe('overrides/docusaurus: utils-common without tslib', () => {
  const loader = require('../../overrides/docusaurus/utils-common-tslib.cjs') as ((this: {resourcePath: string}, source: string) => string) & {
    FROM: string;
    TO: string;
    helpersCalled: (source: string) => string[];
  };
  const file = require.resolve('@docusaurus/utils-common');

  it('patches the installed module: no require of tslib, and its exports behave as with tslib', async () => {
    const {readFileSync} = await import('node:fs');
    const source = readFileSync(file, 'utf8');
    expect(loader.helpersCalled(source)).toEqual(['__importDefault']);
    const out = loader.call({resourcePath: file}, source);
    expect(out).not.toMatch(/require\(["']tslib["']\)/);
    // Run as CommonJS, beside the package's own files: the same exports, the same functions.
    const patched = {exports: {} as Record<string, unknown>};
    const requireHere = createRequire(file);
    new Function('exports', 'require', 'module', out)(patched.exports, requireHere, patched);
    const stock = requireHere('./index.js') as Record<string, unknown>;
    expect(Object.keys(patched.exports).sort()).toEqual(Object.keys(stock).sort());
    const applyTrailingSlash = patched.exports.applyTrailingSlash as (path: string, options: {trailingSlash: boolean | undefined; baseUrl: string}) => string;
    expect(applyTrailingSlash('/doc/adr/1/', {trailingSlash: false, baseUrl: '/doc/'})).toBe('/doc/adr/1');
    expect(applyTrailingSlash).toBe(stock.applyTrailingSlash);
  });

  it('fails, naming the file, when the module requires tslib differently or calls another helper', () => {
    const where = {resourcePath: '/x/utils-common/lib/index.js'};
    expect(() => loader.call(where, 'exports.a = 1;')).toThrow(/utils-common\/lib\/index\.js.*found 0.*review the patch/);
    expect(() => loader.call(where, `${loader.FROM}\nexports.a = tslib_1.__importDefault(x);\nexports.b = tslib_1.__awaiter(y);`)).toThrow(/calls: __awaiter, __importDefault/);
    expect(() => loader.call(where, `${loader.FROM}\nconst t = require("tslib");\nexports.a = tslib_1.__importDefault(x);`)).toThrow(/review the patch/);
    expect(loader.call(where, `${loader.FROM}\nexports.a = tslib_1.__importDefault(x);`)).toContain(loader.TO);
  });
});
