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
 * 3. Start-up in short tasks: `clientEntry.client.js` (production) stands in for the stock client
 *    entry, which evaluated the whole app in one task.
 * 4. Route components on first use: `ComponentCreator.client.js` stands in for
 *    @docusaurus/ComponentCreator in the generated route table, so that a page load creates the
 *    loadable components of the routes it renders or preloads, not of all 250-odd routes.
 * 5. No tslib: `utils-common-tslib.cjs` writes the one tslib helper that @docusaurus/utils-common
 *    calls into that module, so that main.js no longer carries the whole of tslib (about 4 KiB
 *    gzip) for it.
 *
 * Checked by e2e/budgets.spec.ts (sizes, no Prism in main.js), e2e/docs.spec.ts (highlighting) and
 * tests/unit/lean-main.test.ts (the registry and tslib transforms).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

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
  const highlighted = path.join(context.siteDir, 'src', 'components', 'CodeHighlighting', 'highlighted');
  const highlightedPattern = new RegExp(`^${escapeRegExp(highlighted)}(\\.tsx)?$`);
  const clientEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
  const clientEntryPattern = new RegExp(`^${escapeRegExp(clientEntry)}$`);
  const routesFile = path.join(context.generatedFilesDir, 'routes.js');
  const utilsCommon = require.resolve('@docusaurus/utils-common');
  return {
    name: NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      // Diagnostics only (scripts/benchmarks/trace-main-thread.mjs maps profiles with them): source maps.
      const devtool = process.env.DIAG_SOURCEMAP ? {devtool: 'source-map' as const} : {};
      // Diagnostics only: React's profiling build and unminified names (per-component render times
      // through the DevTools hook). Never for a build that is served or measured for speed.
      const profile = Boolean(process.env.DIAG_PROFILE);
      const loader = require.resolve('./registry-paths.cjs', {paths: [__dirname]});
      const tslibLoader = require.resolve('./utils-common-tslib.cjs', {paths: [__dirname]});
      return {
        ...devtool,
        ...(profile ? {optimization: {minimize: false}} : {}),
        module: {
          rules: [
            isOn('registry-paths') && {test: (resource: string) => resource === registryFile, use: [{loader}]},
            isOn('utils-common-tslib') && {test: (resource: string) => resource === utilsCommon, use: [{loader: tslibLoader}]},
          ].filter((rule) => rule !== false),
        },
        plugins: [
          ...(profile ? [new currentBundler.instance.NormalModuleReplacementPlugin(/^react-dom$/, require.resolve('react-dom/profiling'))] : []),
          ...(isOn('prism-on-demand')
            ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(prismPattern, path.join(__dirname, 'empty.client.js')),
              new currentBundler.instance.NormalModuleReplacementPlugin(highlightedPattern, `${highlighted}.client.tsx`),
            ]
            : []),
          // Each route's loadable component created when the route is first used (see the file).
          ...(isOn('lazy-component-creator')
            ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(/^@docusaurus\/ComponentCreator$/, (resource: {request: string; contextInfo?: {issuer?: string}}) => {
                if (resource.contextInfo?.issuer === routesFile) resource.request = path.join(__dirname, 'ComponentCreator.client.js');
              }),
            ]
            : []),
          // Production only: the stock entry carries the dev server's hot-reload hook.
          ...(config.mode === 'production' && isOn('client-entry')
            ? [new currentBundler.instance.NormalModuleReplacementPlugin(clientEntryPattern, path.join(__dirname, 'clientEntry.client.js'))]
            : []),
        ],
      };
    },
  };
}
