/**
 * Browser stand-in for the two @redocly/openapi-core modules that Redoc's browser bundle requires,
 * `lib/bundle` and `lib/config/config` (overrides/redoc, client build only).
 *
 * Redoc needs them for one function, `loadAndBundleSpec`, which fetches and bundles an OpenAPI
 * file given by URL. Redocusaurus never calls it: the spec is bundled at build time and handed to
 * Redoc as an object. Yet the real modules come with the whole linter (rule sets, JSON-schema
 * types, Ajv), about 100 ms of script evaluation at a mid-range phone's speed on every load of the
 * API reference. If the function were ever called, it fails loudly instead of silently.
 */
function notInBrowserBuild(name) {
  return () => {
    throw new Error(
      `@redocly/openapi-core ${name} is not part of the browser build (overrides/redoc/openapi-core.client.cjs): ` +
        'the API reference must be given a pre-bundled spec, as redocusaurus does.',
    );
  };
}

const bundle = notInBrowserBuild('bundle()');
const failConfig = notInBrowserBuild('Config');

class Config {
  constructor() {
    failConfig();
  }
}

module.exports = {bundle, Config};
