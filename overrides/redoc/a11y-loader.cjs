/**
 * Loader for Redoc's prebuilt bundles (redoc/bundles/redoc.lib.js and redoc.browser.lib.js).
 *
 * Three accessibility defects of Redoc 2.4.0 that no option reaches (axe, WCAG 2.1 A):
 * - its example and content-type dropdowns are given an `ariaLabel` prop that the Dropdown
 *   component never puts on its <select>: the select has no accessible name (`select-name`);
 * - its JSON samples scroll sideways in the narrow right panel but cannot take focus, so a
 *   keyboard user cannot scroll them (`scrollable-region-focusable`): the sample gets tabIndex 0;
 * - the small upper-case headings of an operation ("Path parameters", "Request body schema",
 *   "Response schema") are <h5> right under the operation's <h2> (`heading-order`, which
 *   Lighthouse counts in its accessibility score): they become <h3>, the level of the operation's
 *   other sub-headings ("Responses", "Request samples"). Their look is set by their own class,
 *   except their grey (2.9:1 on white), darkened to 6:1 (WCAG 1.4.3).
 *
 * Redoc 2.5.4 fixes the first two itself (the <select> gets `"aria-label"`, the sample
 * `tabIndex: 0`) and darkens the grey to rgba(38, 50, 56, 0.7) (5.1:1), but keeps the <h5>.
 * Each pattern matches the code of both versions: on 2.5.4 the first two write again what is
 * already there, and the grey is 0.78 on both. Once 2.4 is no longer supported, the first two
 * patches can be removed.
 *
 * The matches are exact on purpose: if a Redoc upgrade changes the code, the build fails here
 * (naming the file) instead of silently losing the fix.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
const applyExactPatches = require('./exact-patches.cjs');

module.exports = function redocA11y(source) {
  const patches = [
    {
      what: "the Dropdown's <select>",
      pattern:
        /(\}=([\w$]+);return [\w$]+\.createElement\("div",\{className:[\w$]+\},[\w$]+\.createElement\([\w$]+,\{variant:[\w$]+\}\),[\w$]+\.createElement\("select",\{onChange:[^]{0,120}?,className:"dropdown-select")(?:,"aria-label":[\w$]+)?\}/g,
      replace: '$1,"aria-label":$2.ariaLabel}',
    },
    {
      what: 'the JSON sample container',
      pattern: /(createElement\([\w$]+,\{)(?:tabIndex:0,)?(className:[\w$]+\.className,ref:([\w$]+)=>[\w$]+\(\3\),dangerouslySetInnerHTML:\{__html:)/g,
      replace: '$1tabIndex:0,$2',
    },
    {
      what: 'the UnderlinedHeader styled <h5>',
      pattern: /([\w$]+=[\w$]+\.)h5(`\n  border-bottom: 1px solid rgba\(38, 50, 56, 0\.3\);\n  margin: 1em 0 1em 0;\n  color: )rgba\(38, 50, 56, 0\.[57]\);/g,
      replace: '$1h3$2rgba(38, 50, 56, 0.78);',
    },
  ];
  return applyExactPatches(source, patches, {resourcePath: this.resourcePath, loader: 'a11y-loader.cjs'});
};
