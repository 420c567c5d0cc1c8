/**
 * Redoc's CSS made smaller and cheaper to match (see redoc-css-loader.cjs, which applies these in
 * the build, and tests/unit/redoc-css.test.ts). Pure functions: PostCSS is passed in (the theme's
 * own copy), so that the server bundle, which calls `leanServerCss`, needs nothing else.
 */
'use strict';

function fail(what, file, found) {
  throw new Error(
    `[redoc-fixes] expected ${what} exactly once in ${file}, found ${found}. ` +
      'docusaurus-theme-redoc or Redoc changed: update overrides/redoc/redoc-css-loader.cjs.',
  );
}

/** Redoc's wrapper rule that applies to every element inside it. */
const UNIVERSAL = / \.[A-Za-z0-9_-]+ \*$/;
const UNIVERSAL_PROPS = new Set(['box-sizing', '-webkit-tap-highlight-color']);

/**
 * The prerendered light-mode CSS without styled-components' rehydration markers and without the
 * wrapper's universal rule (see above). Fails if the universal rule is not there exactly once.
 * @param {string} css
 * @param {typeof import('postcss')} postcss
 */
function leanServerCss(css, postcss) {
  const root = postcss.parse(css);
  let universal = 0;
  let markers = 0;
  root.walkRules((rule) => {
    if (/(^|\s)data-styled\.g\d+\[id=/.test(rule.selector)) {
      markers += 1;
      rule.remove();
    } else if (UNIVERSAL.test(rule.selector) && rule.nodes.every((node) => node.type === 'decl' && UNIVERSAL_PROPS.has(node.prop))) {
      const boxSizing = rule.nodes.find((node) => node.prop === 'box-sizing');
      if (boxSizing && boxSizing.value !== 'border-box') return;
      universal += 1;
      rule.remove();
    }
  });
  if (universal !== 1) fail("Redoc's universal `box-sizing: border-box` rule", 'the CSS rendered by ServerStyles.js', universal);
  if (markers === 0) fail("styled-components' rehydration markers (at least)", 'the CSS rendered by ServerStyles.js', 0);
  root.walkComments((comment) => comment.remove());
  return root.toString();
}

const DARK = /^(html)?\[data-theme=['"]?dark['"]?\]/;

/**
 * The CSS without the rules that only apply in dark mode (every selector starts with the dark
 * theme's attribute). Rules with a light or neutral selector are kept whole.
 * @param {string} css
 * @param {typeof import('postcss')} postcss
 * @returns {{css: string, removed: number}}
 */
function stripDarkRules(css, postcss) {
  const root = postcss.parse(css);
  let removed = 0;
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => DARK.test(selector.trim()))) {
      removed += 1;
      rule.remove();
    }
  });
  return {css: root.toString(), removed};
}

module.exports = {fail, leanServerCss, stripDarkRules};
