/**
 * Applies a loader's patches to one of Redoc's bundles, each of which must match exactly once: if
 * a Redoc upgrade changes the code a patch targets, the build fails naming the bundle and the
 * loader to update, instead of silently losing the fix.
 *
 * @param {string} source the bundle's text
 * @param {{what: string, pattern: RegExp, replace: string}[]} patches `pattern` global, matched once
 * @param {{resourcePath: string, loader: string}} where the bundle, and the loader's file (for the message)
 * @returns {string}
 */
module.exports = function applyExactPatches(source, patches, {resourcePath, loader}) {
  let out = source;
  for (const {what, pattern, replace} of patches) {
    const found = out.match(pattern)?.length ?? 0;
    if (found !== 1) {
      throw new Error(`[redoc-fixes] expected ${what} exactly once in ${resourcePath}, found ${found}. Redoc changed: update overrides/redoc/${loader}.`);
    }
    out = out.replace(pattern, replace);
  }
  return out;
};
