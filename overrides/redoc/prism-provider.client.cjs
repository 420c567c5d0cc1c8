/**
 * What the free `Prism` variable of Prism's language files (prismjs/components/prism-*.js)
 * resolves to in the browser bundle; see "Prism" in ./index.ts.
 *
 * Read when a language file is first evaluated: Docusaurus's prism-include-languages sets the
 * global to prism-react-renderer's Prism while it loads `prism.additionalLanguages`, and Redoc
 * loads `prismjs` (which sets the global to itself) before its own language files.
 */
Object.defineProperty(module.exports, 'current', {
  enumerable: true,
  get: () => globalThis.Prism,
});
