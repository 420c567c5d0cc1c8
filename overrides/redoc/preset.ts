/**
 * The redocusaurus preset, with each of its docusaurus-plugin-redoc instances wrapped by
 * ./plugin-redoc.ts (manifest entry `redoc-global-data`). Everything else the preset returns (the
 * theme, the plugins' options) is passed on unchanged.
 */
import {createRequire} from 'node:module';
import type {LoadContext, PluginConfig, Preset} from '@docusaurus/types';
import redocusaurus, {type PresetOptions} from 'redocusaurus';

/** The plugin as the preset resolves it (its own dependency). */
export const STOCK_PLUGIN = createRequire(require.resolve('redocusaurus')).resolve('docusaurus-plugin-redoc');
const WRAPPER = require.resolve('./plugin-redoc.ts');

export default async function redocPreset(context: LoadContext, options: PresetOptions): Promise<Preset> {
  const preset = (await redocusaurus(context, options)) as unknown as Preset;
  const plugins = (preset.plugins ?? []) as PluginConfig[];
  const wrapped = plugins.map((plugin) =>
    Array.isArray(plugin) && plugin[0] === STOCK_PLUGIN ? ([WRAPPER, plugin[1]] as PluginConfig) : plugin,
  );
  if (!wrapped.some((plugin) => Array.isArray(plugin) && plugin[0] === WRAPPER)) {
    throw new Error('[redoc-global-data] the redocusaurus preset no longer lists docusaurus-plugin-redoc: update overrides/redoc/preset.ts');
  }
  return {...preset, plugins: wrapped};
}
