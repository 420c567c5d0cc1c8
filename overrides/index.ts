/**
 * Local Docusaurus plugin "overrides": the plumbing of the override layer (overrides/README.md).
 *
 * - At the start of a build it starts a new fired report (`.docusaurus/overrides-fired.json`,
 *   overrides/report.cjs) and records the overrides switched off by `OVERRIDES_OFF`.
 * - In both the client and the server compilation it records which loaders and module swaps of
 *   overrides/manifest.json took effect, for `npm run check:overrides`.
 *
 * The overrides themselves are applied by overrides/docusaurus (lean-main), overrides/redoc
 * (redoc-fixes), the Pagefind plugin (plugins/pagefind, with the reader of overrides/pagefind) and the site config.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

const {resetReport, FiredReporter} = require('./report.cjs') as typeof import('./report.cjs');
const {offList} = require('./switch.cjs') as typeof import('./switch.cjs');

export default function overrides(context: LoadContext): Plugin {
  const off = offList();
  if (process.argv.includes('build')) resetReport(context.siteDir, off);
  if (off.length > 0) console.log(`[overrides] switched off for this build: ${off.join(', ')}`);
  return {
    name: 'overrides',
    configureWebpack(_config, isServer) {
      return {plugins: [new FiredReporter(context.siteDir, isServer ? 'server' : 'client')]};
    },
  };
}
