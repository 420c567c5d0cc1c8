/**
 * Client build only: drops from Docusaurus' generated site config (.docusaurus/docusaurus.config.mjs,
 * which main.js carries whole, as `useDocusaurusContext().siteConfig`) the fields only the build and
 * the server rendering read: the page template (`ssrTemplate`), the presets, plugins and themes
 * with their options, the client modules list, the static directories and the tags the template
 * writes into each page's head (`stylesheets`, `scripts`, `headTags`). About 2 KiB gzip of main.js.
 * No browser code reads them (the theme reads `themeConfig`, `i18n`, `future`, `baseUrl`...); the
 * server build keeps the file untouched.
 *
 * The file must be `export default <JSON>;` after its comment header: otherwise the build fails
 * here, naming the file.
 */
'use strict';

const SERVER_ONLY = ['ssrTemplate', 'presets', 'plugins', 'themes', 'clientModules', 'staticDirectories', 'stylesheets', 'scripts', 'headTags'];
const SHAPE = /^(\s*\/\*[\s\S]*?\*\/\s*)?export default (\{[\s\S]*\});\s*$/;

/** Returns the config module without the server-only fields; throws if the file has another shape. */
function clientConfig(source, file = 'docusaurus.config.mjs') {
  const match = SHAPE.exec(source);
  let config;
  try {
    config = match && JSON.parse(match[2]);
  } catch {
    config = null;
  }
  if (!config || typeof config !== 'object') {
    throw new Error(`[lean-main] ${file} is not \`export default <JSON>;\`: Docusaurus changed its generated config, update overrides/docusaurus/client-config.cjs`);
  }
  for (const key of SERVER_ONLY) delete config[key];
  return `${match[1] ?? ''}export default ${JSON.stringify(config, null, 2)};\n`;
}

module.exports = function clientConfigLoader(source) {
  return clientConfig(source, this.resourcePath);
};
module.exports.clientConfig = clientConfig;
module.exports.SERVER_ONLY = SERVER_ONLY;
