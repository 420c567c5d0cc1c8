/**
 * Loader for @docusaurus/utils-common `lib/index.js` (browser build): the module's one use of
 * tslib, `__importDefault` (to re-export `applyTrailingSlash`), is written in the module instead of
 * being imported. It was the only module of the browser bundle that required tslib, and webpack
 * cannot drop the helpers nobody calls from a CommonJS `require`: main.js carried all of tslib
 * (about 4 KiB gzip, some 11 KiB to parse and compile on every page) for a two-line function.
 *
 * Exact: the module must require tslib once and call no other helper of it, else the build fails
 * here, naming the file (a new helper would otherwise be `undefined` at run time).
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
const FROM = 'const tslib_1 = require("tslib");';
const TO = 'const tslib_1 = {__importDefault: (mod) => (mod && mod.__esModule ? mod : {default: mod})};';

/** The tslib helpers a module calls through its `tslib_1` binding. */
function helpersCalled(source) {
  return [...new Set([...source.matchAll(/\btslib_1\.(\w+)/g)].map((m) => m[1]))].sort();
}

function utilsCommonTslib(source) {
  const requires = source.split(FROM).length - 1;
  const helpers = helpersCalled(source);
  if (requires !== 1 || /require\(["']tslib["']\)/.test(source.replace(FROM, '')) || helpers.join() !== '__importDefault') {
    throw new Error(
      `overrides/docusaurus/utils-common-tslib.cjs: ${this.resourcePath} should require tslib once (\`${FROM}\`, found ${requires}) and call only __importDefault (calls: ${helpers.join(', ') || 'none'}); review the patch for this version of the package.`,
    );
  }
  return source.replace(FROM, TO);
}

module.exports = utilsCommonTslib;
module.exports.FROM = FROM;
module.exports.TO = TO;
module.exports.helpersCalled = helpersCalled;
