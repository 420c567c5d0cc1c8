/**
 * docusaurus-plugin-redoc, wrapped (manifest entry `redoc-global-data`): the plugin puts the whole
 * parsed OpenAPI document (`spec`) in the site's global data, which Docusaurus inlines in main.js,
 * the script every page loads. The API reference's route already gets the document from its own
 * route data and nothing on this site reads it from the global data, so the wrapper hands the
 * plugin a `setGlobalData` that keeps every field but `spec`. Only the plugin's public lifecycle
 * (`contentLoaded` and its actions) is touched.
 */
import {createRequire} from 'node:module';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import type StockPlugin from 'docusaurus-plugin-redoc';

// The copy the redocusaurus preset lists (overrides/redoc/preset.ts).
const stock = createRequire(require.resolve('redocusaurus'))('docusaurus-plugin-redoc') as {default: typeof StockPlugin; validateOptions: unknown};
const redocPlugin = stock.default;
export const validateOptions = stock.validateOptions;

const {isOn} = require('../switch.cjs') as typeof import('../switch.cjs');
const {recordFired} = require('../report.cjs') as typeof import('../report.cjs');

type Options = Parameters<typeof redocPlugin>[1];

/** The global data without the OpenAPI document; fails if the plugin no longer sets one. */
export function withoutSpec(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object' || !('spec' in data)) {
    throw new Error('[redoc-global-data] docusaurus-plugin-redoc set global data without a `spec` field: update overrides/redoc/plugin-redoc.ts');
  }
  const {spec: _spec, ...rest} = data as Record<string, unknown>;
  return rest;
}

export default async function redocPluginWrapper(context: LoadContext, options: Options): Promise<Plugin<unknown>> {
  const plugin = (await redocPlugin(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded;
  if (!contentLoaded) throw new Error('[redoc-global-data] docusaurus-plugin-redoc has no contentLoaded: update overrides/redoc/plugin-redoc.ts');
  if (!isOn('redoc-global-data')) return plugin;
  return {
    ...plugin,
    contentLoaded(args) {
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        setGlobalData: (data) => {
          args.actions.setGlobalData(withoutSpec(data));
          recordFired(context.siteDir, ['redoc-global-data'], 'contentLoaded');
        },
      };
      return contentLoaded.call(plugin, {...args, actions});
    },
  };
}
