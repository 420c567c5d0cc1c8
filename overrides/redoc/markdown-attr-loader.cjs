/**
 * Loader for Redoc's prebuilt bundles (redoc/bundles/redoc.lib.js and redoc.browser.lib.js).
 *
 * Redoc's SanitizedMarkdownHTML spreads all its props onto the element that holds a description's
 * HTML, its `html` prop included: every description is written twice, once as the element's
 * content and once more, escaped, as an `html` attribute no browser or script reads. On the API
 * page that is 677 attributes, 64 KB of the HTML (8.6 KB gzip), a third of them in the parts kept
 * for later (overrides/redoc/stash-loader.cjs). The attribute is dropped; the content stays.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
const applyExactPatches = require('./exact-patches.cjs');

module.exports = function redocMarkdownAttribute(source) {
  return applyExactPatches(
    source,
    [
      {
        what: "the Markdown element's props (SanitizedMarkdownHTML)",
        // `(r = merge({className, dangerouslySetInnerHTML: {__html: ...props.html}, "data-role": props["data-role"]}, props), withStyle(r, ...))`
        pattern: /("data-role":([\w$]+)\["data-role"\]\},\2\)),([\w$]+\(([\w$]+),[\w$]+\(\{\$inline:)/g,
        replace: '$1,delete $4.html,$3',
      },
    ],
    {resourcePath: this.resourcePath, loader: 'markdown-attr-loader.cjs'},
  );
};
