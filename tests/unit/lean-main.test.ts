import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {stripRegistryPaths} = require('../../plugins/lean-main/registry-paths.cjs') as {
  stripRegistryPaths: (source: string, file?: string) => string;
};

/** The shape of .docusaurus/registry.js written by Docusaurus 3.10 (the last entry closes the object). */
const entry = (id: string, path: string, last = false) =>
  `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${path}"), "${path}", require.resolveWeak("${path}")],${last ? '};' : ''}`;
const registry = (...lines: string[]) => ['export default {', ...lines].join('\n') + '\n';

describe('plugins/lean-main: registry without module paths', () => {
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
