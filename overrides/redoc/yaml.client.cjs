/**
 * Browser stand-in for `yaml` as Redoc's browser bundle requires it (overrides/redoc, client build
 * only; manifest entry redoc-yaml).
 *
 * Redoc bundles swagger2openapi, which reads and writes YAML only while converting a Swagger 2
 * document or resolving an external reference by URL: Redoc does either only in
 * `loadAndBundleSpec`, for a spec given by URL. Redocusaurus hands Redoc an OpenAPI 3 document,
 * already bundled, as an object, so the YAML library (about 100 KB of the API page's Redoc chunk)
 * was loaded and evaluated for nothing. If it were ever called, it fails loudly instead.
 */
function notInBrowserBuild(name) {
  return () => {
    throw new Error(
      `yaml ${name} is not part of the browser build (overrides/redoc/yaml.client.cjs): ` +
        'the API reference must be given a pre-bundled OpenAPI 3 spec, as redocusaurus does.',
    );
  };
}

module.exports = {
  parse: notInBrowserBuild('parse()'),
  stringify: notInBrowserBuild('stringify()'),
  parseDocument: notInBrowserBuild('parseDocument()'),
  parseAllDocuments: notInBrowserBuild('parseAllDocuments()'),
};
