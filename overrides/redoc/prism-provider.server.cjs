/**
 * What the free `Prism` variable of Prism's language files (prismjs/components/prism-*.js)
 * resolves to in the server bundle; see "Prism" in ./index.ts.
 *
 * As in the browser, the global Prism while Docusaurus's prism-include-languages loads its
 * languages. Redoc's chunk, however, is loaded with Node's require() in another context than the
 * server bundle, so the global `prismjs` sets there is not visible here: fall back to the
 * `prismjs` module itself, the instance Redoc highlights with.
 */
Object.defineProperty(module.exports, 'current', {
  enumerable: true,
  get: () => globalThis.Prism ?? require('prismjs'),
});
