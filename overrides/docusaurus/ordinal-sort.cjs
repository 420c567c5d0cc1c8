/**
 * Loader for two files of the browser build that sort with `localeCompare`, whose first call loads
 * the browser's collation data: a long task (about 70 ms at a mid-range phone's speed) while the
 * page becomes interactive, on every page.
 * - @docusaurus/theme-common `utils/reactUtils.js`: `useShallowMemoObject` sorts an object's keys;
 *   property names only need a stable order.
 * - @docusaurus/plugin-content-docs `client/docsClientUtils.js`: `getActivePlugin` sorts the docs
 *   plugins' paths in reverse so that a path comes before its prefixes (`/doc/next` before `/doc`).
 * Both now compare by code units, which keeps what they rely on. Matches are exact: if a package
 * changes this code, the build fails here, naming the file.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
const PATCHES = [
  {
    file: /theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    to: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
  {
    file: /plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    to: '.sort((a, b) => (b[1].path < a[1].path ? -1 : b[1].path > a[1].path ? 1 : 0))',
  },
];

function ordinalSort(source) {
  const patch = PATCHES.find((p) => p.file.test(this.resourcePath));
  if (!patch || !source.includes(patch.from)) {
    throw new Error(`overrides/docusaurus/ordinal-sort.cjs: ${this.resourcePath} no longer contains \`${patch ? patch.from : 'a known sort'}\`; review the patch for this version of the package.`);
  }
  return source.replace(patch.from, patch.to);
}

module.exports = ordinalSort;
module.exports.PATCHES = PATCHES;
