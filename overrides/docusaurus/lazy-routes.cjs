/**
 * Client build only: the route table (.docusaurus/routes.js) creates each route's component when
 * it is first used instead of when main.js starts.
 *
 * Each route reads `component: ComponentCreator('/doc/x', 'abc'),`; ComponentCreator flattens the
 * route's chunk names, looks them up in the registry and builds a react-loadable component. For
 * the site's 256 routes that ran while main.js was evaluated, before the first render, for routes
 * the page never shows. The loader turns each entry into a getter that creates the component on
 * first access (rendering or preloading the route) and keeps it (`lazy-route.client.js`).
 * The server build keeps the file untouched.
 */
'use strict';

const ENTRY = /^(\s*)component: ComponentCreator\(('(?:[^'\\\n]|\\.)*')(?:, ('(?:[^'\\\n]|\\.)*'))?\),$/gm;
const ANY_ENTRY = /^\s*component: /gm;

/** Returns the route table with lazy components; throws if an entry has an unknown shape. */
function lazyRoutes(source, helper, file = 'routes.js') {
  let rewritten = 0;
  const out = source.replace(ENTRY, (_, indent, path, hash) => {
    rewritten += 1;
    return `${indent}get component() { return __lazyRoute(this, ComponentCreator, ${path}${hash ? `, ${hash}` : ''}); },`;
  });
  const entries = (source.match(ANY_ENTRY) ?? []).length;
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `[lean-main] ${file}: ${entries} route components, ${rewritten} of the expected shape. ` +
        'Docusaurus changed its generated route table: update overrides/docusaurus/lazy-routes.cjs',
    );
  }
  return `import __lazyRoute from ${JSON.stringify(helper)};\n${out}`;
}

module.exports = function lazyRoutesLoader(source) {
  const {helper} = this.getOptions();
  return lazyRoutes(source, helper, this.resourcePath);
};
module.exports.lazyRoutes = lazyRoutes;
