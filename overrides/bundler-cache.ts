import path from 'node:path';
import type {Configuration} from 'webpack';

const {recordFired} = require('./report.cjs') as typeof import('./report.cjs');

/**
 * Makes the files of a local plugin part of the bundler's persistent-cache key (Rspack's
 * `experiments.cache`, webpack's filesystem cache). That key covers the site config file, which
 * names a local plugin only as a string: without this, an edited plugin or loader is ignored by
 * warm builds, which reuse the modules it transformed before.
 */
export function addCacheDependencies(config: Configuration, name: string, files: string[]): void {
  let applied = false;
  const cache = (config as {experiments?: {cache?: {buildDependencies?: string[]}}}).experiments?.cache;
  if (cache && typeof cache === 'object') {
    cache.buildDependencies = [...(cache.buildDependencies ?? []), ...files];
    applied = true;
  }
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    config.cache.buildDependencies = {...config.cache.buildDependencies, [name]: files};
    applied = true;
  }
  // overrides/manifest.json "bundler-cache": reported only if a persistent cache was found to extend.
  if (applied) recordFired(path.resolve(__dirname, '..'), ['bundler-cache'], `cache:${name}`);
}

/**
 * Keeps a variant of the build (such as one with source maps) in a persistent cache of its own:
 * appends `variant` to the cache's version, so that neither build reuses the other's modules. A
 * build with `devtool` set but modules cached by a build without it had a main.js source map
 * naming only the few modules that had changed since.
 */
export function separateCache(config: Configuration, variant: string): void {
  const cache = (config as {experiments?: {cache?: {version?: string}}}).experiments?.cache;
  if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}-${variant}`;
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    config.cache.version = `${config.cache.version ?? ''}-${variant}`;
  }
}
