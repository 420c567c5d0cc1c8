/**
 * Redoc's prebuilt bundles as the site installs them (docusaurus-theme-redoc's own copy of Redoc),
 * and the loaders of overrides/redoc that patch them, for the loaders' unit tests.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of Redoc's bundles: redoc.lib.js (server build) and redoc.browser.lib.js (browser). */
export const REDOC_BUNDLES = path.join(
  path.dirname(require.resolve('redoc/package.json', {paths: [path.dirname(require.resolve('docusaurus-theme-redoc/package.json'))]})),
  'bundles',
);

/** A loader of overrides/redoc, called as the bundler calls it. */
export type BundleLoader = (this: {resourcePath: string}, source: string) => string;

/** The loader `file` of overrides/redoc (e.g. `a11y-loader.cjs`). */
export function redocLoader(file: string): BundleLoader {
  return require(path.join(__dirname, '..', '..', '..', 'overrides', 'redoc', file)) as BundleLoader;
}

/** The installed bundle `name`: its path (the loader's `resourcePath`) and its text. */
export function redocBundle(name: string): {resourcePath: string; source: string} {
  const resourcePath = path.join(REDOC_BUNDLES, name);
  return {resourcePath, source: readFileSync(resourcePath, 'utf8')};
}
