import {createRequire} from 'node:module';
import {dirname} from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions as RedocPluginOptions} from 'docusaurus-plugin-redoc';
import type {ThemeOptions as RedocThemeOptions} from 'docusaurus-theme-redoc';

const require = createRequire(__filename);

// The plugin and theme exactly as the `redocusaurus` preset (a dependency of the site) resolves them.
const presetDir = dirname(require.resolve('redocusaurus'));
const redocPluginPath = require.resolve('docusaurus-plugin-redoc', {paths: [presetDir]});
const redocThemePath = require.resolve('docusaurus-theme-redoc', {paths: [presetDir]});

type RedocPluginModule = typeof import('docusaurus-plugin-redoc');
const redoc = require(redocPluginPath) as RedocPluginModule;

const THEME_ID = 'theme-redoc';

/**
 * docusaurus-plugin-redoc, minus one thing: the stock plugin also copies the whole API description
 * (about 100 KB of JSON) into the site's global data, which ships in main.js on every page. The API
 * reference route receives the description through its own route module (`specProps`), and only
 * `@theme/ApiSchema`/`ApiOperation`/`ApiDocMdx` (unused here) read it from global data; so the
 * global copy keeps everything but the description itself.
 */
function redocApiPlugin(context: LoadContext, options: RedocPluginOptions): Plugin<unknown> {
  const plugin = redoc.default(context, options) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    contentLoaded: contentLoaded
      ? (args) =>
          contentLoaded.call(plugin, {
            ...args,
            actions: {
              ...args.actions,
              setGlobalData: (data: unknown) => args.actions.setGlobalData({...(data as Record<string, unknown>), spec: null}),
            },
          })
      : undefined,
  };
}
redocApiPlugin.validateOptions = (ctx: OptionValidationContext<unknown, RedocPluginOptions>) =>
  redoc.validateOptions(ctx as unknown as Parameters<RedocPluginModule['validateOptions']>[0]);

/** What the `redocusaurus` preset would add: the Redoc theme and one plugin instance per spec. */
export function redocusaurus({spec, route, id, theme}: {spec: string; route: string; id: string; theme: Omit<RedocThemeOptions, 'id'>}): {
  theme: [string, Record<string, unknown>];
  plugin: [PluginModule, Record<string, unknown>];
} {
  const themeOptions = {...theme, id: THEME_ID} satisfies RedocThemeOptions;
  const pluginOptions = {id, spec, route, themeId: THEME_ID, debug: false} satisfies RedocPluginOptions;
  return {
    theme: [redocThemePath, themeOptions],
    plugin: [redocApiPlugin as PluginModule, pluginOptions],
  };
}
