/**
 * Loader for Redoc's prebuilt bundles (redoc/bundles/redoc.lib.js and redoc.browser.lib.js).
 *
 * Redoc writes its JSON samples (request and response bodies) as HTML, one element per token. Each
 * brace, bracket and comma between members gets an element of its own,
 * `<span class="token punctuation">`, whose only style is a dimmer colour (opacity 0.7). On this
 * reference that is 528 of the API page's 8,684 elements, parsed, styled and laid out on every load.
 * Here the punctuation is written as plain text; redoc.css gives the samples' plain text that dimmer
 * colour (the colon after a name, and the commas Redoc already wrote as text between the items of
 * an array of scalars, get it too: they are punctuation as well). Each token that has a colour of
 * its own (names, strings, numbers, keywords) keeps its element. The text of a sample, as selected
 * and copied, is unchanged.
 *
 * The match is exact: if a Redoc upgrade changes this code, the build fails here, naming the file.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function redocJsonPunctuation(source) {
  // jsonToHtml's `punctuation(value)`: `function X(e){return'<span class="token punctuation">'+e+"</span>"}`.
  const pattern = /(function [\w$]+\(([\w$]+)\)\{return)'<span class="token punctuation">'\+\2\+"<\/span>"\}/g;
  const found = source.match(pattern)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `[redoc-fixes] expected the JSON samples' punctuation element exactly once in ${this.resourcePath}, found ${found}. ` +
        'Redoc changed: update overrides/redoc/json-punctuation-loader.cjs.',
    );
  }
  return source.replace(pattern, '$1 $2}');
};
