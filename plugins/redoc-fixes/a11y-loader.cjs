/**
 * Loader for Redoc's prebuilt bundles (redoc/bundles/redoc.lib.js and redoc.browser.lib.js).
 *
 * Two accessibility defects of Redoc 2.4.0 that no option reaches (axe, WCAG 2.1 A):
 * - its example and content-type dropdowns are given an `ariaLabel` prop that the Dropdown
 *   component never puts on its <select>: the select has no accessible name (`select-name`);
 * - its JSON samples scroll sideways in the narrow right panel but cannot take focus, so a
 *   keyboard user cannot scroll them (`scrollable-region-focusable`): the sample gets tabIndex 0.
 *
 * The matches are exact on purpose: if a Redoc upgrade changes the code, the build fails here
 * (naming the file) instead of silently losing the fix.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function redocA11y(source) {
  const patches = [
    {
      what: "the Dropdown's <select>",
      pattern:
        /(\}=([\w$]+);return [\w$]+\.createElement\("div",\{className:[\w$]+\},[\w$]+\.createElement\([\w$]+,\{variant:[\w$]+\}\),[\w$]+\.createElement\("select",\{onChange:[^]{0,120}?,className:"dropdown-select")\}/g,
      replace: '$1,"aria-label":$2.ariaLabel}',
    },
    {
      what: 'the JSON sample container',
      pattern: /(createElement\([\w$]+,\{)(className:[\w$]+\.className,ref:([\w$]+)=>[\w$]+\(\3\),dangerouslySetInnerHTML:\{__html:)/g,
      replace: '$1tabIndex:0,$2',
    },
  ];
  let out = source;
  for (const {what, pattern, replace} of patches) {
    const found = out.match(pattern)?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `[redoc-fixes] expected ${what} exactly once in ${this.resourcePath}, found ${found}. ` +
          'Redoc changed: update plugins/redoc-fixes/a11y-loader.cjs.',
      );
    }
    out = out.replace(pattern, replace);
  }
  return out;
};
