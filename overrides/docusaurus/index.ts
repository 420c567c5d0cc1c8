/**
 * Local Docusaurus plugin that keeps main.js (the script every prerendered page loads first)
 * within the 125 KiB gzip budget of e2e/budgets.spec.ts, and lightens its start. Client build only:
 *
 * 1. Prism on demand. The classic theme registers a client module,
 *    `@docusaurus/theme-classic/lib/prism-include-languages`, that imports prism-react-renderer and
 *    runs `@theme/prism-include-languages` on its Prism at start-up. Client modules are part of
 *    main.js, so every page paid about 30 KiB gzip of Prism, pages without code included (landing,
 *    blog lists, tag pages). That module is replaced by an empty one.
 *    `src/components/CodeHighlighting/highlighted.tsx` (Prism loaded up front, with the same
 *    registration of `prism.additionalLanguages`: toml, bash, powershell) is replaced by
 *    `highlighted.client.tsx`, which loads it as a chunk of its own the first time the browser
 *    renders a code block itself. Prerendered blocks never need it (src/theme/CodeBlock/Content).
 * 2. Registry without paths. `.docusaurus/registry.js` lists every route chunk with its loader,
 *    its module path and its module id; the path only matters to server rendering. The
 *    `registry-paths.cjs` loader empties it in the browser bundle (about 3 KiB gzip, growing with
 *    every page) and fails the build if the generated file changes shape.
 *
 * 3. Route components created on first use: `lazy-routes.cjs` turns each `component:` of
 *    `.docusaurus/routes.js` into a getter (`lazy-route.client.js`), so that main.js no longer
 *    builds a react-loadable component for each of the site's 256 routes when it starts. It fails
 *    the build if the generated file changes shape.
 *
 * 4. Server-only config fields dropped: `client-config.cjs` removes the page template, presets,
 *    plugins and head tags from the generated site config that main.js carries (about 2 KiB gzip).
 * 5. Start-up in short tasks and no needless work while hydrating (src/theme/README.md, "Start-up"):
 *    `clientEntry.client.js` (production), `useWindowSize.client.js`, `IntlUtils.client.js`,
 *    `useCodeWordWrap.client.js` stand in for stock modules; `ordinal-sort.cjs` patches two sorts.
 *
 * Checked by e2e/budgets.spec.ts (sizes, no Prism in main.js), e2e/docs.spec.ts (highlighting) and
 * tests/unit/lean-main.test.ts (the registry and route-table transforms).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addCacheDependencies} from '../bundler-cache';

// OVERRIDES_OFF=id,... (overrides/switch.cjs): each override below is one entry of overrides/manifest.json.
const {isOn} = require('../switch.cjs') as typeof import('../switch.cjs');

const NAME = 'lean-main';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export default function leanMain(context: LoadContext): Plugin {
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  // The file the classic theme lists in getClientModules() (as './prism-include-languages').
  const stockPrismModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const prismPattern = new RegExp(`^${escapeRegExp(stockPrismModule.replace(/\.js$/, ''))}(\\.js)?$`);
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  const routesFile = path.join(context.generatedFilesDir, 'routes.js');
  const configFile = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  const highlighted = path.join(context.siteDir, 'src', 'components', 'CodeHighlighting', 'highlighted');
  const highlightedPattern = new RegExp(`^${escapeRegExp(highlighted)}(\\.tsx)?$`);
  const clientEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
  const clientEntryPattern = new RegExp(`^${escapeRegExp(clientEntry)}$`);
  // theme-common's package exports hide its files: the hook is found from the package's entry.
  const windowSizeHook = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js');
  const windowSizePattern = new RegExp(`^${escapeRegExp(windowSizeHook)}$`);
  const wordWrapHook = path.join(path.dirname(windowSizeHook), 'useCodeWordWrap.js');
  const wordWrapPattern = new RegExp(`^${escapeRegExp(wordWrapHook)}$`);
  const intlUtils = path.join(path.dirname(windowSizeHook), '..', 'utils', 'IntlUtils.js');
  const intlUtilsPattern = new RegExp(`^${escapeRegExp(intlUtils)}$`);
  const reactUtils = path.join(path.dirname(windowSizeHook), '..', 'utils', 'reactUtils.js');
  const docsClientUtils = path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs/client')), 'docsClientUtils.js');
  return {
    name: NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      // Diagnostics only (scripts/benchmarks/trace-main-thread.mjs maps profiles with them): source maps.
      const devtool = process.env.DIAG_SOURCEMAP ? {devtool: 'source-map' as const} : {};
      const loader = require.resolve('./registry-paths.cjs', {paths: [__dirname]});
      const routesLoader = require.resolve('./lazy-routes.cjs', {paths: [__dirname]});
      const sortLoader = require.resolve('./ordinal-sort.cjs', {paths: [__dirname]});
      const configLoader = require.resolve('./client-config.cjs', {paths: [__dirname]});
      const lazyRouteHelper = path.join(__dirname, 'lazy-route.client.js');
      // A change to this plugin or its loader must evict the bundler's persistent cache.
      addCacheDependencies(config, NAME, [__filename, loader, routesLoader, lazyRouteHelper, path.join(__dirname, 'clientEntry.client.js'), path.join(__dirname, 'useWindowSize.client.js'), path.join(__dirname, 'IntlUtils.client.js'), path.join(__dirname, 'useCodeWordWrap.client.js'), sortLoader, configLoader]);
      return {
        ...devtool,
        module: {
          rules: [
            isOn('registry-paths') && {test: (resource: string) => resource === registryFile, use: [{loader}]},
            isOn('lazy-routes') && {test: (resource: string) => resource === routesFile, use: [{loader: routesLoader, options: {helper: lazyRouteHelper}}]},
            isOn('ordinal-sort') && {test: (resource: string) => resource === reactUtils || resource === docsClientUtils, use: [{loader: sortLoader}]},
            isOn('client-config') && {test: (resource: string) => resource === configFile, use: [{loader: configLoader}]},
          ].filter((rule) => rule !== false),
        },
        plugins: [
          ...(isOn('prism-on-demand')
            ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(prismPattern, path.join(__dirname, 'empty.client.js')),
              new currentBundler.instance.NormalModuleReplacementPlugin(highlightedPattern, `${highlighted}.client.tsx`),
            ]
            : []),
          ...(isOn('use-window-size') ? [new currentBundler.instance.NormalModuleReplacementPlugin(windowSizePattern, path.join(__dirname, 'useWindowSize.client.js'))] : []),
          ...(isOn('intl-utils') ? [new currentBundler.instance.NormalModuleReplacementPlugin(intlUtilsPattern, path.join(__dirname, 'IntlUtils.client.js'))] : []),
          ...(isOn('code-word-wrap') ? [new currentBundler.instance.NormalModuleReplacementPlugin(wordWrapPattern, path.join(__dirname, 'useCodeWordWrap.client.js'))] : []),
          // Production only: the stock entry carries the dev server's hot-reload hook.
          ...(config.mode === 'production' && isOn('client-entry')
            ? [new currentBundler.instance.NormalModuleReplacementPlugin(clientEntryPattern, path.join(__dirname, 'clientEntry.client.js'))]
            : []),
        ],
      };
    },
  };
}
