/**
 * Loader for Redoc's prebuilt bundles (redoc/bundles/redoc.lib.js and redoc.browser.lib.js).
 *
 * Redoc's jsonToHtml writes each member of a JSON sample (an object's key and value, an array's
 * item) as `<li><div class="hoverable [collapsed]">…</div></li>`: two elements per line, where the
 * inner one only carries the classes (its padding, and `collapsed`, which hides the nested list
 * and shows the ellipsis). On the API page that is 424 of its 8,514 elements, and as many again in
 * the parts it keeps stashed. Here the classes go on the `<li>` itself: `<li class="hoverable
 * [collapsed]">…</li>`, one element per line.
 *
 * Every script that folds a sample finds the element to mark from the button or the nested list,
 * as its parent (Redoc's JsonViewer, src/theme/Redoc/served.ts): that parent is now the `<li>`,
 * which holds the same children. `json-lines.css` keeps the look: Redoc makes `.hoverable` an
 * inline block, which an `<li>` must not be (it stays a block, one member per line).
 *
 * Each object or array also had an empty `<span class="ellipsis">` between its opening brace and
 * its list, for the " … " a folded member shows (131 more elements at load): it is not written;
 * `json-lines.css` draws the ellipsis as the folded list's own `::before`, the list kept in the line
 * with its items hidden.
 *
 * The match is exact: if a Redoc upgrade changes this code, the build fails here, naming the file.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
const applyExactPatches = require('./exact-patches.cjs');

module.exports = function redocJsonLines(source) {
  return applyExactPatches(
    source,
    [
      {
        what: "an array item's opening `<li><div class=\"hoverable …\">` (jsonToHtml's arrayToHTML)",
        // `n+='<li><div class="hoverable '+r+'">',n+=valueToHTML(e[s],t),s<i-1&&(n+=","),n+="</div></li>"`
        pattern: /'<li><div class="hoverable '\+([\w$]+)\+'">',([\w$]+)\+=([\w$]+)\(([\w$]+)\[([\w$]+)\],([\w$]+)\),\5<([\w$]+)-1&&\(\2\+=","\),\2\+="<\/div><\/li>"/g,
        replace: `'<li class="hoverable '+$1+'">',$2+=$3($4[$5],$6),$5<$7-1&&($2+=","),$2+="</li>"`,
      },
      {
        what: "an object member's opening `<li><div class=\"hoverable …\">` (jsonToHtml's objectToHTML)",
        // `i+='<li><div class="hoverable '+r+'">',i+='<span class="property token string">"'+…,i+="</div></li>"`
        pattern: /'<li><div class="hoverable '\+([\w$]+)\+'">',([\w$]+)\+='<span class="property token string">"'([^]{0,160}?)\2\+="<\/div><\/li>"/g,
        replace: `'<li class="hoverable '+$1+'">',$2+='<span class="property token string">"'$3$2+="</li>"`,
      },
      {
        what: "an array's ellipsis element (jsonToHtml's arrayToHTML)",
        pattern: /(\("\["\)\})<span class="ellipsis"><\/span>(<ul class="array collapsible">)/g,
        replace: '$1$2',
      },
      {
        what: "an object's ellipsis element (jsonToHtml's objectToHTML)",
        pattern: /(\("\{"\)\})<span class="ellipsis"><\/span>(<ul class="obj collapsible">)/g,
        replace: '$1$2',
      },
    ],
    {resourcePath: this.resourcePath, loader: 'json-lines-loader.cjs'},
  );
};
