import type {Configuration} from 'webpack';

/**
 * Makes the files of a local plugin part of the bundler's persistent-cache key (Rspack's
 * `experiments.cache`, webpack's filesystem cache). That key covers the site config file, which
 * names a local plugin only as a string: without this, an edited plugin or loader is ignored by
 * warm builds, which reuse the modules it transformed before.
 */
export function addCacheDependencies(config: Configuration, name: string, files: string[]): void {
  const cache = (config as {experiments?: {cache?: {buildDependencies?: string[]}}}).experiments?.cache;
  if (cache && typeof cache === 'object') {
    cache.buildDependencies = [...(cache.buildDependencies ?? []), ...files];
  }
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    config.cache.buildDependencies = {...config.cache.buildDependencies, [name]: files};
  }
}
