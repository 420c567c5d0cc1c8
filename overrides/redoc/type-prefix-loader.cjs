/**
 * Loader for Redoc's prebuilt bundles (redoc/bundles/redoc.lib.js and redoc.browser.lib.js).
 *
 * Redoc's FieldDetails writes the type of each field as a prefix ("Array of") and a name, each in a
 * span of its own, and writes the prefix's span even when the prefix is empty, as it is for all
 * but a few fields: 391 empty <span>s on the API page, about half of them laid out at load (the
 * others are in the parts kept stashed). The span is written only when there is a prefix. An empty
 * inline span has no box to draw; beside the type name, whose font, line height and vertical
 * alignment it shares, it adds nothing to the line either, so the look is unchanged.
 *
 * The match is exact: if a Redoc upgrade changes this code, the build fails here, naming the file.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
const applyExactPatches = require('./exact-patches.cjs');

module.exports = function redocTypePrefix(source) {
  return applyExactPatches(
    source,
    [
      {
        what: "FieldDetails' type prefix element (`<TypePrefix>{schema.typePrefix}</TypePrefix>`)",
        // `e.createElement("div",null,e.createElement(Prefix,null,a.typePrefix),e.createElement(Name,null,a.displayType)`
        pattern: /(createElement\("div",null,)(([\w$]+)\.createElement\([\w$]+,null,([\w$]+)\.typePrefix\)),(\3\.createElement\([\w$]+,null,\4\.displayType\))/g,
        replace: '$1$4.typePrefix?$2:null,$5',
      },
    ],
    {resourcePath: this.resourcePath, loader: 'type-prefix-loader.cjs'},
  );
};
