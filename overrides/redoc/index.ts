/**
 * Local Docusaurus plugin that fixes what the redocusaurus preset (docusaurus-theme-redoc 2.5.1,
 * docusaurus-plugin-redoc 2.5.0, Redoc 2.4.0) gets wrong for this site. Each fix is tested in
 * e2e/api-reference.spec.ts. (The OpenAPI document is kept out of main.js by a wrapper of the
 * preset, not here: overrides/redoc/preset.ts and plugin-redoc.ts.)
 *
 * 1. Prism: the theme adds `ProvidePlugin({Prism: 'prismjs'})` to the whole site, so the Prism
 *    language files that Docusaurus loads for `prism.additionalLanguages` (bash, toml, powershell)
 *    registered into a second Prism copy instead of prism-react-renderer's: those code blocks were
 *    never highlighted, and that copy, now in main.js, highlighted every `language-*` code block
 *    itself on DOMContentLoaded, before React hydrated: error #418 on every doc page with a bash
 *    block. It is replaced by a ProvidePlugin that gives each language file the Prism instance
 *    being set up when it is first loaded (`prism-provider.*.cjs`): prism-react-renderer's for
 *    Docusaurus, `prismjs` for Redoc, which then loads only with the API page.
 * 2. Colours: `overrides/redoc/redoc.css` turns the one teal left in Redoc's palette (links in JSON samples) blue.
 * 3. Download: the raw OpenAPI file is emitted as a build asset at `options.download` (also
 *    served by the development server), so that Redoc's "Download" link, given as the spec's
 *    `url`, is a same-origin link to the very file the reference is built from.
 * 4. Accessibility: `a11y-loader.cjs` gives Redoc's dropdowns their accessible name and makes its
 *    JSON samples focusable (they scroll); `redoc.css` raises the contrast of sample tokens.
 *    Tested by e2e/a11y.spec.ts.
 * 5. Every tab panel of the samples prerendered, the unselected ones inert: in the server build,
 *    Redoc's `react-tabs` import is swapped for `react-tabs-panels.server.mjs` (each unselected
 *    panel's markup stashed by `stash.server.cjs`, a <noscript> read as raw text where scripts
 *    run), so that the served page, which runs no Redoc (src/theme/Redoc/served.ts), shows a
 *    sample tab from the page's own markup without the other samples costing the page's load. A
 *    Redoc the browser renders (client-side navigation) uses stock react-tabs.
 * 6. The served API page runs none of Redoc's code (src/theme/Redoc/served.ts answers its controls
 *    on the prerendered markup), so every part a reader can open is written into it: in the server
 *    build only, `stash-loader.cjs` has Redoc's server bundle render a collapsed response's
 *    details, a nested object's fields, an endpoint's servers and the other examples and content
 *    types of a dropdown, each stashed by `stash.server.cjs` (a <noscript> read as text, or a
 *    <template> inside one) and parsed by served.ts the first time it is opened. Its rule runs
 *    after the loader of 4 (`enforce: 'post'`); it cannot be switched off.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

// OVERRIDES_OFF=id,... (overrides/switch.cjs): each fix below is one entry of overrides/manifest.json.
const {isOn} = require('../switch.cjs') as typeof import('../switch.cjs');

export interface RedocFixesOptions {
  /** Absolute path of the OpenAPI file rendered by redocusaurus. */
  spec: string;
  /** Path, relative to the site's base URL, at which the raw OpenAPI file is served. */
  download: string;
  /** The same for the Next API reference (/doc/next/aggregator-api/), when there is one. */
  next?: {spec: string; download: string};
}

const NAME = 'redoc-fixes';

interface ProvidePluginLike {
  /** Webpack keeps the options in `definitions`, Rspack in `_args[0]`. */
  definitions?: Record<string, unknown>;
  _args?: [Record<string, unknown>];
}

function providesPrism(plugin: unknown, ProvidePlugin: abstract new (...args: never[]) => unknown): boolean {
  if (!(plugin instanceof ProvidePlugin)) return false;
  const {definitions, _args} = plugin as ProvidePluginLike;
  const provided = definitions ?? _args?.[0] ?? {};
  return Object.hasOwn(provided, 'Prism');
}

export default function redocFixes(_context: LoadContext, options: RedocFixesOptions): Plugin {
  const {spec, download} = options;
  const served = [{spec, download}, ...(options.next ? [options.next] : [])];
  for (const file of served) {
    if (!path.isAbsolute(file.spec)) {
      throw new Error(`[${NAME}] option "spec" must be an absolute path, got "${file.spec}"`);
    }
  }

  return {
    name: NAME,

    getClientModules() {
      // 2. Colours.
      // The stylesheet of Redoc's class names (manifest entry css-redoc), beside these fixes.
      return [path.join(__dirname, 'redoc.css')];
    },

    configureWebpack(config, isServer, {currentBundler}) {
      const bundler = currentBundler.instance;

      // 1. Swap the theme's site-wide `Prism` ProvidePlugin for ours (configureWebpack results are
      // merged in plugin order and this plugin comes after the preset's theme).
      const plugins = config.plugins ?? [];
      config.plugins = plugins.filter((plugin) => !providesPrism(plugin, bundler.ProvidePlugin));
      if (config.plugins.length !== plugins.length - 1) {
        throw new Error(
          `[${NAME}] expected docusaurus-theme-redoc's Prism ProvidePlugin once in the ${isServer ? 'server' : 'client'} ` +
            `config, found ${plugins.length - config.plugins.length}: update overrides/redoc/index.ts`,
        );
      }
      const prismProvider = require.resolve(isServer ? './prism-provider.server.cjs' : './prism-provider.client.cjs');

      return {
        module: {
          rules: [
            // 4. Name the dropdowns, make the samples focusable.
            isOn('redoc-a11y') && {
              test: /[\\/]redoc[\\/]bundles[\\/]redoc(\.browser)?\.lib\.js$/,
              use: [{loader: require.resolve('./a11y-loader.cjs')}],
            },
            // 6. Every part a reader can open written into the prerendered page, stashed (server
            // build only; a rule of its own, run after the ones above, which it builds on).
            isServer && {
              test: /[\\/]redoc[\\/]bundles[\\/]redoc\.lib\.js$/,
              enforce: 'post' as const,
              use: [{loader: require.resolve('./stash-loader.cjs')}],
            },
          ].filter((rule) => rule !== false),
        },
        plugins: [
          new bundler.ProvidePlugin({Prism: [prismProvider, 'current']}),
          // 5. Every sample's tab panel in the page, the unselected ones stashed (server build; a
          // Redoc the browser renders uses stock react-tabs). Only Redoc's import: the swap's own
          // import of react-tabs names a file inside the package.
          ...(isServer
            ? [
              new bundler.NormalModuleReplacementPlugin(/^react-tabs$/, (resource: {request: string; context?: string}) => {
                if (resource.context && /[\\/]redoc[\\/]bundles$/.test(resource.context)) resource.request = require.resolve('./react-tabs-panels.server.mjs');
              }),
            ]
            : []),
          ...(isServer
            ? []
            : [
              // 3. The raw OpenAPI file, next to the reference.
              {
                apply(compiler: Compiler) {
                  compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                    compilation.hooks.processAssets.tap(
                      {name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
                      () => {
                        for (const file of served) {
                          compilation.fileDependencies.add(file.spec);
                          compilation.emitAsset(file.download.replace(/^\/+/, ''), new compiler.webpack.sources.RawSource(readFileSync(file.spec)));
                        }
                      },
                    );
                  });
                },
              },
            ]),
        ],
      };
    },
  };
}
