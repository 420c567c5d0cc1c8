/**
 * Client build only: empties the module-path strings of Docusaurus' generated registry
 * (.docusaurus/registry.js), which main.js carries for every route chunk of the site.
 *
 * Each entry reads `"id": [() => import(/* webpackChunkName: "id" *\/ "P"), "P", require.resolveWeak("P")]`.
 * The second element, the module path, is only reported to react-loadable's Capture component,
 * which exists during server rendering alone; the browser uses the loader and the module id.
 * The server build keeps the file untouched, so the SSR chunk collection is unchanged.
 */
'use strict';

const ENTRY = /^(\s*"[^"\n]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\n]+" \*\/ ("(?:[^"\\\n]|\\.)*")\)), \2, (require\.resolveWeak\(\2\)\])/gm;
const ANY_ENTRY = /^\s*"[^"\n]+": \[/gm;

/** Returns the registry source without module paths; throws if an entry has an unknown shape. */
function stripRegistryPaths(source, file = 'registry.js') {
  let rewritten = 0;
  const out = source.replace(ENTRY, (_, head, _path, tail) => {
    rewritten += 1;
    return `${head}, "", ${tail}`;
  });
  const entries = (source.match(ANY_ENTRY) ?? []).length;
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `[lean-main] ${file}: ${entries} registry entries, ${rewritten} of the expected shape. ` +
        'Docusaurus changed its generated registry: update overrides/docusaurus/registry-paths.cjs',
    );
  }
  return out;
}

module.exports = function registryPathsLoader(source) {
  return stripRegistryPaths(source, this.resourcePath);
};
module.exports.stripRegistryPaths = stripRegistryPaths;
