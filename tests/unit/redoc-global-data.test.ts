import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import redocPreset from '../../overrides/redoc/preset';
import redocPluginWrapper, {withoutSpec} from '../../overrides/redoc/plugin-redoc';

const root = path.resolve(__dirname, '../..');

describe('redoc-global-data (overrides/redoc/preset.ts, plugin-redoc.ts)', () => {
  it('keeps every global-data field but the OpenAPI document', () => {
    expect(withoutSpec({url: '/doc/openapi.yaml', themeId: 'theme-redoc', isSpecFile: true, spec: {openapi: '3.0.0'}})).toEqual({
      url: '/doc/openapi.yaml',
      themeId: 'theme-redoc',
      isSpecFile: true,
    });
  });

  it('fails, naming the file, when the plugin sets no spec (an upgrade changed its global data)', () => {
    expect(() => withoutSpec({url: '/doc/openapi.yaml'})).toThrow(/overrides\/redoc\/plugin-redoc\.ts/);
  });

  it("lists each of the installed preset's plugin instances through the wrapper, with the preset's options", async () => {
    const preset = await redocPreset({} as LoadContext, {specs: [{id: 'a', spec: 'a.yaml', route: '/a'}, {id: 'b', spec: 'b.yaml'}]});
    const plugins = (preset.plugins ?? []) as [string, {id: string; spec: string}][];
    expect(plugins.map(([file]) => path.relative(root, file))).toEqual(['overrides/redoc/plugin-redoc.ts', 'overrides/redoc/plugin-redoc.ts']);
    expect(plugins.map(([, options]) => [options.id, options.spec])).toEqual([['a', 'a.yaml'], ['b', 'b.yaml']]);
    expect(preset.themes).toHaveLength(1);
  });

  it("gives the stock plugin's contentLoaded a setGlobalData without spec; its route data keeps the document", async () => {
    const spec = path.join(root, 'openapi.yaml');
    const context = {siteDir: root, baseUrl: '/doc/', siteConfig: {url: 'https://example.org', baseUrl: '/doc/'}} as unknown as LoadContext;
    const plugin = await redocPluginWrapper(context, {id: 'test', spec, route: '/api/', themeId: 'theme-redoc', debug: false} as never);
    expect(plugin.name).toBe('docusaurus-plugin-redoc');
    const content = await plugin.loadContent!();
    const globals: unknown[] = [];
    const created: Record<string, string> = {};
    const actions = {
      setGlobalData: (data: unknown) => globals.push(data),
      createData: async (name: string, data: string) => {
        created[name] = data;
        return name;
      },
      addRoute: () => undefined,
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded!({content, actions, allContent: {}} as never);
    expect(globals).toHaveLength(1);
    expect(globals[0]).not.toHaveProperty('spec');
    expect(globals[0]).toHaveProperty('themeId', 'theme-redoc');
    const routeData = JSON.parse(Object.entries(created).find(([name]) => name.startsWith('redocApiSpec'))![1]);
    expect(routeData.spec.openapi).toMatch(/^3\./);
  });
});
