/**
 * Loader for Redoc's prebuilt bundles (redoc/bundles/redoc.lib.js and redoc.browser.lib.js).
 *
 * Redoc's "API docs by Redocly" attribution renders, after mount, an <img> whose source is
 * https://cdn.redoc.ly/redoc/logo-mini.svg: a request to another host on every visit of the API
 * reference, which Redoc has no option to turn off. This loader replaces that element with
 * `null`; the attribution link and its text stay.
 *
 * The match is exact on purpose: if a Redoc upgrade changes the code, the build fails here
 * (naming the file) instead of silently loading the remote logo again.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function removeRedoclyLogo(source) {
  const pattern =
    /[\w$]+\.createElement\("img",\{alt:"redocly logo",onError:\(\)=>[\w$]+\(!1\),src:"https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg"\}\)/g;
  const found = source.match(pattern)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `[redoc-fixes] expected the remote Redocly logo <img> exactly once in ${this.resourcePath}, found ${found}. ` +
        'Redoc changed: update overrides/redoc/remove-redocly-logo-loader.cjs.',
    );
  }
  return source.replace(pattern, 'null');
};
