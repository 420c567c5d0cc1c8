/**
 * Loader for Docusaurus's generated `.docusaurus/globalData.json`.
 *
 * docusaurus-plugin-redoc stores the whole parsed OpenAPI document in the site's global data,
 * which Docusaurus inlines in main.js, the bundle every page loads. The API reference route gets
 * the same document from its own route data, and nothing else on this site reads it (the
 * `<ApiSchema>`/`<ApiOperation>` MDX components, which would, are not used), so this loader drops
 * `spec` from each docusaurus-plugin-redoc instance and keeps the rest (url, themeId, ...).
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function stripSpecFromGlobalData(source) {
  const data = JSON.parse(source);
  const instances = data['docusaurus-plugin-redoc'];
  if (!instances || typeof instances !== 'object' || Object.keys(instances).length === 0) {
    throw new Error(
      `[redoc-fixes] no docusaurus-plugin-redoc entry in ${this.resourcePath}: ` +
        'Docusaurus or redocusaurus changed, update overrides/redoc/strip-spec-from-global-data-loader.cjs.',
    );
  }
  for (const instance of Object.values(instances)) {
    delete instance.spec;
  }
  return JSON.stringify(data);
};
