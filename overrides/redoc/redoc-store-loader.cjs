/**
 * Loader for docusaurus-theme-redoc's `utils/useSpec.js` and `utils/useSpecOptions.js`.
 *
 * Both hooks depend on `useIsBrowser()`, so once the API page has hydrated the theme threw the
 * Redoc store away, built a new one from the whole spec and rendered all of Redoc again with it,
 * synchronously: a 500 ms task at the 4x CPU slowdown of a mid-range phone, right when the page
 * should answer the reader. The browser's answer only mattered for two things:
 * - the scroll offset option, a function that measures the navbar in the browser and 0 on the
 *   server: it now checks for a document itself, so it no longer changes after hydration;
 * - the dark theme: the options and the store still change when the page is dark (which needs the
 *   browser), as before, so a site with a colour-mode switch keeps its behaviour. With one light
 *   colour mode, as here, the store built during hydration is the one that stays.
 *
 * Matches are exact: if the theme changes this code, the build fails here, naming the file.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
const PATCHES = {
  'useSpec.js': [
    {
      what: "the store's memo dependencies",
      from: '}, [isBrowser, spec, fullUrl, specOptions]);',
      to: '}, [spec, fullUrl, specOptions]);',
    },
  ],
  'useSpecOptions.js': [
    {
      what: 'the scroll offset function',
      from: `? !isBrowser
                    ? 0
                    : () => document.querySelector(redocOptions.scrollYOffset)?.clientHeight ?? 0`,
      to: `? () => typeof document === 'undefined'
                    ? 0
                    : document.querySelector(redocOptions.scrollYOffset)?.clientHeight ?? 0`,
    },
    {
      what: "the options' memo dependencies",
      from: '}, [isBrowser, isDarkTheme, themeOptions, optionsOverrides]);',
      to: '}, [isBrowser && isDarkTheme, themeOptions, optionsOverrides]);',
    },
  ],
};

function patchRedocStore(source, resourcePath) {
  const file = Object.keys(PATCHES).find((name) => resourcePath.endsWith(`/utils/${name}`) || resourcePath.endsWith(`\\utils\\${name}`));
  if (!file) throw new Error(`[redoc-fixes] redoc-store-loader applied to an unexpected file: ${resourcePath}`);
  let out = source;
  for (const {what, from, to} of PATCHES[file]) {
    const found = out.split(from).length - 1;
    if (found !== 1) {
      throw new Error(
        `[redoc-fixes] expected ${what} exactly once in ${resourcePath}, found ${found}. ` +
          'docusaurus-theme-redoc changed: update overrides/redoc/redoc-store-loader.cjs.',
      );
    }
    out = out.replace(from, to);
  }
  return out;
}

module.exports = function redocStore(source) {
  return patchRedocStore(source, this.resourcePath);
};
module.exports.patchRedocStore = patchRedocStore;
