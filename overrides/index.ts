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
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const {resetReport, FiredReporter} = require('./report.cjs') as typeof import('./report.cjs');
const {offList} = require('./switch.cjs') as typeof import('./switch.cjs');

export default function overrides(context: LoadContext): Plugin {
  const off = offList();
  const lockFile = path.join(context.siteDir, 'package-lock.json');
  const lockHash = existsSync(lockFile) ? createHash('sha256').update(readFileSync(lockFile)).digest('hex').slice(0, 12) : 'none';
  if (process.argv.includes('build')) resetReport(context.siteDir, off);
  if (off.length > 0) console.log(`[overrides] switched off for this build: ${off.join(', ')}`);
  return {
    name: 'overrides',
    configureWebpack(config, isServer) {
      // Rspack's persistent cache is keyed by a version string made of the Docusaurus version and
      // the theme aliases only. A build with overrides switched off reused the modules of a normal
      // build (measured: no byte difference at all), and a dependency upgrade that keeps the
      // Docusaurus version could reuse modules built against the old files, and report loaders
      // and swaps as fired from them. The lockfile and the switched-off overrides are added.
      const suffix = `-deps-${lockHash}${off.length > 0 ? `-off-${[...off].sort().join('+')}` : ''}`;
      const cache = (config as {experiments?: {cache?: {version?: string}}}).experiments?.cache;
      if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}${suffix}`;
      if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') config.cache.version = `${config.cache.version ?? ''}${suffix}`;
      return {plugins: [new FiredReporter(context.siteDir, isServer ? 'server' : 'client')]};
    },
  };
}
