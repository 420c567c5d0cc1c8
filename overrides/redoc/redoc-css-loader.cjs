/**
 * Loader for two files of docusaurus-theme-redoc: the CSS the API page is styled with, made
 * smaller and cheaper to match. The API page has about 14,500 elements; with Redoc's rules as the
 * theme writes them, matching selectors took most of the page's style time.
 *
 * 1. `dist/theme/Redoc/ServerStyles.js` (server build), the <style> prerendered with the page:
 *    - The theme renders Redoc's styled-components CSS twice, once per colour mode, and prefixes
 *      the dark copy with `html([data-theme='dark'])`, which is not a valid selector: the browser
 *      parsed and then dropped every one of its rules (about 60 KB of the page's HTML), in every
 *      colour mode. It is no longer rendered.
 *    - styled-components' rehydration markers (`data-styled.g12[id="sc-abc"]{content:"x,"}`) are
 *      read only from <style data-styled> elements, which this one is not: they are dropped.
 *    - Redoc's wrapper sets `box-sizing: border-box` and a transparent tap highlight on every
 *      element inside it (`.x *`): a rule matched against every element of the page. Infima
 *      already gives every element `box-sizing: border-box` and `<html>` a transparent tap
 *      highlight, which every element inherits; the rule is dropped. e2e/api-reference.spec.ts
 *      checks every element of the reference still has `border-box`.
 * 2. `dist-jsx/theme/Redoc/styles.css` (both builds): with one light colour mode (the site's
 *    `colorMode` has no switch, no system preference and a light default), its dark-mode rules
 *    never apply, yet some are among the costliest to match on the API page (`:has()`, chains of
 *    `:nth-child()` under `[id^='tag']`, checked against each element). Rules whose every selector
 *    starts with `[data-theme='dark']` or `html[data-theme='dark']` are dropped.
 *
 * Matches are exact: if the theme changes, the build fails here, naming the file.
 *
 * @this {{resourcePath: string, getOptions(): {lightOnly?: boolean}}}
 * @param {string} source
 * @returns {string}
 */
'use strict';

const path = require('node:path');

/** The PostCSS the theme itself uses (a dependency of docusaurus-theme-redoc). */
function themePostcss() {
  return require(require.resolve('postcss', {paths: [path.dirname(require.resolve('docusaurus-theme-redoc/package.json'))]}));
}

const {fail, stripDarkRules} = require('./redoc-css.cjs');

const SERVER_PATCHES = [
  {
    what: 'the light-mode CSS',
    from: 'const lightCss = prefixCssSelectors(renderCss(new redoc_1.AppStore(specProps.spec, fullUrl, lightThemeOptions)), LIGHT_MODE_PREFIX);',
    to:
      'const lightFull = prefixCssSelectors(renderCss(new redoc_1.AppStore(specProps.spec, fullUrl, lightThemeOptions)), LIGHT_MODE_PREFIX);\n' +
      `    const {leanServerCss} = require(${JSON.stringify(require.resolve('./redoc-css.cjs'))});\n` +
      '    const lightCss = leanServerCss(lightFull, postcss_1.default);',
  },
  {
    what: 'the dark-mode CSS',
    from: 'const darkCss = prefixCssSelectors(renderCss(new redoc_1.AppStore(specProps.spec, fullUrl, darkThemeOptions)), DARK_MODE_PREFIX);',
    to: '',
  },
  {
    what: 'the dark-mode <style>',
    from: `,
        react_1.default.createElement("style", { key: "dark-mode-styles", dangerouslySetInnerHTML: { __html: darkCss } })));`,
    to: '));',
  },
];

function patchServerStyles(source, resourcePath) {
  let out = source;
  for (const {what, from, to} of SERVER_PATCHES) {
    const found = out.split(from).length - 1;
    if (found !== 1) fail(what, resourcePath, found);
    out = out.replace(from, to);
  }
  return out;
}

module.exports = function redocCss(source) {
  const file = this.resourcePath.replace(/\\/g, '/');
  if (file.endsWith('/dist/theme/Redoc/ServerStyles.js')) return patchServerStyles(source, this.resourcePath);
  if (file.endsWith('/theme/Redoc/styles.css')) {
    if (!this.getOptions().lightOnly) return source;
    const {css, removed} = stripDarkRules(source, themePostcss());
    if (removed === 0) fail('dark-mode rules (at least)', this.resourcePath, 0);
    return css;
  }
  throw new Error(`[redoc-fixes] redoc-css-loader applied to an unexpected file: ${this.resourcePath}`);
};
module.exports.patchServerStyles = patchServerStyles;
