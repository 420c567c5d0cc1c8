/**
 * Loader for Redoc's prebuilt bundles (redoc/bundles/redoc.lib.js and redoc.browser.lib.js).
 *
 * Each operation of the reference has an endpoint bar (verb and path) that opens a list of the
 * document's servers, each with its full URL. Redoc renders that list for every operation, on the
 * server and at hydration, and hides it (visibility hidden, scaled to nothing, `aria-hidden`)
 * until the reader opens the bar: on this reference, 31 lists of 4 servers, 961 of the page's
 * 9,614 elements, that no reader sees, finds with find-in-page or hears read until they press
 * the bar. The list's element is still rendered, empty; its items are rendered the first time
 * the bar opens, and then stay (so that it closes with its own animation, as before).
 *
 * In the server build, stash-loader.cjs (which runs after this loader) replaces the condition
 * added here with a stash: the served page, which runs no Redoc, has every list in the page as
 * text, parsed when its bar first opens (src/theme/Redoc/served.ts). In the browser bundle (a
 * Redoc the browser renders, after client-side navigation) the list is rendered once opened.
 *
 * The match is exact: if a Redoc upgrade changes this code, the build fails here, naming the file.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function redocServersOnOpen(source) {
  // The Endpoint component's overlay: `createElement(Overlay, {$expanded: o, "aria-hidden": !o}, t.servers.map(...))`,
  // inside its render (an arrow function: `this` is the component).
  const pattern = /("aria-hidden":!([\w$]+)\},)([\w$]+\.servers\.map\()/g;
  const found = source.match(pattern)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `[redoc-fixes] expected the endpoint's server list exactly once in ${this.resourcePath}, found ${found}. ` +
        'Redoc changed: update overrides/redoc/servers-on-open-loader.cjs.',
    );
  }
  return source.replace(pattern, '$1($2||this.__serversShown)&&(this.__serversShown=!0)&&$3');
};
