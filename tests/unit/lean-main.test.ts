import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {stripRegistryPaths} = require('../../plugins/lean-main/registry-paths.cjs') as {
  stripRegistryPaths: (source: string, file?: string) => string;
};

/** The shape of .docusaurus/registry.js written by Docusaurus 3.10 (the last entry closes the object). */
const entry = (id: string, path: string, last = false) =>
  `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${path}"), "${path}", require.resolveWeak("${path}")],${last ? '};' : ''}`;
const registry = (...lines: string[]) => ['export default {', ...lines].join('\n') + '\n';

describe('plugins/lean-main: registry without module paths', () => {
  it('empties the module path of every entry and keeps the loader and the module id', () => {
    const source = registry(
      entry('00dabc63', '@site/adr/009-database-migration-squashing.md'),
      entry('0138357a', '@generated/docusaurus-plugin-content-blog/default/p/doc-dev-blog-tags-utxo-hd-bda.json'),
      entry('fdcec90e', '@site/docs/manual/getting-started/prerequisites.md', true),
    );
    const out = stripRegistryPaths(source);
    expect(out).toBe(
      registry(
        '  "00dabc63": [() => import(/* webpackChunkName: "00dabc63" */ "@site/adr/009-database-migration-squashing.md"), "", require.resolveWeak("@site/adr/009-database-migration-squashing.md")],',
        '  "0138357a": [() => import(/* webpackChunkName: "0138357a" */ "@generated/docusaurus-plugin-content-blog/default/p/doc-dev-blog-tags-utxo-hd-bda.json"), "", require.resolveWeak("@generated/docusaurus-plugin-content-blog/default/p/doc-dev-blog-tags-utxo-hd-bda.json")],',
        '  "fdcec90e": [() => import(/* webpackChunkName: "fdcec90e" */ "@site/docs/manual/getting-started/prerequisites.md"), "", require.resolveWeak("@site/docs/manual/getting-started/prerequisites.md")],};',
      ),
    );
  });

  it('keeps paths with query strings and escaped characters intact in the loader', () => {
    const path = '@site/blog/2025-02-18-testing-sanchonet-decommission.md?truncated=true';
    const out = stripRegistryPaths(registry(entry('0376bfc6', path, true)));
    expect(out).toContain(`import(/* webpackChunkName: "0376bfc6" */ "${path}"), "", require.resolveWeak("${path}")`);
  });

  it('fails, naming the file, when an entry has another shape', () => {
    const source = registry(entry('a', '@site/a.md'), '  "b": [() => import("@site/b.md"), "@site/b.md", 42],};');
    expect(() => stripRegistryPaths(source, '/site/.docusaurus/registry.js')).toThrow(
      /\/site\/\.docusaurus\/registry\.js: 2 registry entries, 1 of the expected shape/,
    );
  });

  it('fails on a registry with no entries at all', () => {
    expect(() => stripRegistryPaths('export default {};\n')).toThrow(/0 registry entries/);
  });
});

const {lazyRoutes} = require('../../plugins/lean-main/lazy-routes.cjs') as {
  lazyRoutes: (source: string, helper: string, file?: string) => string;
};

/** The shape of .docusaurus/routes.js written by Docusaurus 3.10. */
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/doc/adr',
    component: ComponentCreator('/doc/adr', '26d'),
    exact: true
  },
  {
    path: '/doc/',
    component: ComponentCreator('/doc/', 'e5f'),
    routes: [
      {
        path: '/doc/it\\'s',
        component: ComponentCreator('/doc/it\\'s', '7a1'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('plugins/lean-main: route components created on first use', () => {
  it('turns every component into a getter that creates it once, on first access', () => {
    const out = lazyRoutes(routesSource, '/plugins/lean-main/lazy-route.client.js');
    expect(out.startsWith('import __lazyRoute from "/plugins/lean-main/lazy-route.client.js";\n')).toBe(true);
    expect(out).not.toMatch(/component: ComponentCreator/);
    // Evaluate the table with stand-ins for the imports.
    const calls: unknown[][] = [];
    const ComponentCreator = (...args: unknown[]) => {
      calls.push(args);
      return {created: args};
    };
    const lazyRoute = (route: Record<string, unknown>, create: (...a: unknown[]) => unknown, ...args: unknown[]) => {
      const component = create(...args);
      Object.defineProperty(route, 'component', {value: component, enumerable: true, configurable: true, writable: true});
      return component;
    };
    const body = out
      .replace(/^import .*$/gm, '')
      .replace('export default', 'return');
    const routes = new Function('ComponentCreator', '__lazyRoute', body)(ComponentCreator, lazyRoute) as {
      path: string;
      component: unknown;
      routes?: {path: string; component: unknown}[];
    }[];
    expect(calls, 'nothing created when the table is evaluated').toEqual([]);
    expect(routes.map((r) => r.path)).toEqual(['/doc/adr', '/doc/', '*']);
    expect(routes[1].routes![0].component).toEqual({created: ["/doc/it's", '7a1']});
    expect(routes[2].component).toEqual({created: ['*']});
    const first = routes[0].component;
    expect(first).toEqual({created: ['/doc/adr', '26d']});
    expect(routes[0].component, 'created once').toBe(first);
    expect(calls).toHaveLength(3);
  });

  it('fails, naming the file, when a component entry has another shape', () => {
    const source = routesSource.replace("component: ComponentCreator('/doc/adr', '26d'),", "component: lazy(() => import('./x')),");
    expect(() => lazyRoutes(source, '/h.js', '/site/.docusaurus/routes.js')).toThrow(
      /\/site\/\.docusaurus\/routes\.js: 4 route components, 3 of the expected shape/,
    );
  });
});
