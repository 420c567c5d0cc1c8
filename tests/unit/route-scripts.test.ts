import {describe, expect, it} from 'vitest';
import {flatChunkNames, readRouteTable, routeScriptFiles, withRouteScripts, type ClientManifest} from '../../plugins/route-scripts';

// A route table as Docusaurus generates it (.docusaurus/routes.js), cut down.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/doc/adr/1',
    component: ComponentCreator('/doc/adr/1', '8d9'),
    exact: true
  },
  {
    path: '/doc/',
    component: ComponentCreator('/doc/', 'f0c'),
    routes: [
      {
        path: '/doc/',
        component: ComponentCreator('/doc/', 'b75'),
        routes: [
          {
            path: '/doc/manual/welcome',
            component: ComponentCreator('/doc/manual/welcome', '1a2'),
            exact: true,
            sidebar: "manualSideBar"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/doc/adr/1-8d9': {__comp: 'ccc49370', __context: {plugin: '3e3dcffb'}, sidebar: 'fb0ff0db', content: '012f7f96'},
  '/doc/-f0c': {__comp: '5e4', __context: {plugin: 'aba'}},
  '/doc/-b75': {__comp: 'a94', items: [{content: 'x1'}, {content: 'x2'}]},
  '/doc/manual/welcome-1a2': {__comp: '178', content: 'w'},
};

const MANIFEST: ClientManifest = {
  origins: {
    ccc49370: ['3098', '3575', '4014', 'ccc'],
    '3e3dcffb': ['4810'],
    fb0ff0db: ['6342'],
    '012f7f96': ['1185'],
    '5e4': ['5e4'],
    a94: ['a94'],
    x1: ['x1'],
    x2: ['3575', 'x2'],
    '178': ['3575', '178'],
    w: ['w'],
  },
  assets: {
    '3098': {js: [{file: 'assets/js/3098.js'}]},
    '3575': {js: [{file: 'assets/js/3575.js'}]},
    '4014': {},
    ccc: {js: [{file: 'assets/js/ccc49370.js'}]},
    '4810': {js: [{file: 'assets/js/3e3dcffb.js'}]},
    '6342': {js: [{file: 'assets/js/fb0ff0db.js'}]},
    '1185': {js: [{file: 'assets/js/012f7f96.js'}]},
    '5e4': {js: [{file: 'assets/js/5e4.js'}]},
    a94: {js: [{file: 'assets/js/a94.js'}]},
    x1: {js: [{file: 'assets/js/x1.js'}]},
    x2: {js: [{file: 'assets/js/x2.js'}]},
    '178': {js: [{file: 'assets/js/178.js'}]},
    w: {js: [{file: 'assets/js/w.js'}]},
  },
};

describe('route scripts (plugins/route-scripts)', () => {
  const routes = readRouteTable(ROUTES_JS);

  it('reads the generated route table, each component as the key of its chunk names', () => {
    expect(routes.map((r) => [r.path, r.key, r.exact])).toEqual([
      ['/doc/adr/1', '/doc/adr/1-8d9', true],
      ['/doc/', '/doc/-f0c', undefined],
      ['*', '*', undefined],
    ]);
    expect(routes[1]!.routes![0]!.routes![0]).toEqual({path: '/doc/manual/welcome', exact: true, strict: undefined, key: '/doc/manual/welcome-1a2', routes: undefined});
  });

  it('fails, naming the file, on a table that is not plain data', () => {
    expect(() => readRouteTable("export default [{path: '/a', component: require('x')}];", 'gen/routes.js')).toThrow(/gen\/routes\.js: cannot read the route table/);
    expect(() => readRouteTable('export const routes = 1;', 'gen/routes.js')).toThrow(/gen\/routes\.js: no route table/);
    expect(() => readRouteTable("export default [{path: '/a', component: 'A'}];", 'gen/routes.js')).toThrow(/gen\/routes\.js: a route without a path or a ComponentCreator/);
  });

  it('flattens nested chunk names in order', () => {
    expect(flatChunkNames(CHUNK_NAMES['/doc/-b75'])).toEqual(['a94', 'x1', 'x2']);
    expect(flatChunkNames(undefined)).toEqual([]);
  });

  it("gives the files of every route the browser matches, shared chunks once, without the entry's files", () => {
    expect(routeScriptFiles('/doc/adr/1', routes, CHUNK_NAMES, MANIFEST)).toEqual([
      'assets/js/3098.js',
      'assets/js/3575.js',
      'assets/js/ccc49370.js',
      'assets/js/3e3dcffb.js',
      'assets/js/fb0ff0db.js',
      'assets/js/012f7f96.js',
    ]);
    // Nested routes: the version's and the docs' layouts, then the page; 3575 is listed once.
    expect(routeScriptFiles('/doc/manual/welcome', routes, CHUNK_NAMES, MANIFEST, new Set(['assets/js/5e4.js']))).toEqual([
      'assets/js/a94.js',
      'assets/js/x1.js',
      'assets/js/3575.js',
      'assets/js/x2.js',
      'assets/js/178.js',
      'assets/js/w.js',
    ]);
  });

  it('loads nothing for the catch-all route or a chunk name held by main.js, and fails on a route without chunk names', () => {
    expect(routeScriptFiles('/elsewhere', routes, CHUNK_NAMES, MANIFEST)).toEqual([]);
    expect(routeScriptFiles('/doc/adr/1', routes, {...CHUNK_NAMES, '/doc/adr/1-8d9': {__comp: 'in-main'}}, MANIFEST)).toEqual([]);
    const {'/doc/adr/1-8d9': _dropped, ...without} = CHUNK_NAMES;
    expect(() => routeScriptFiles('/doc/adr/1', routes, without, MANIFEST)).toThrow(/route \/doc\/adr\/1 \(\/doc\/adr\/1-8d9\) has no chunk names/);
  });

  it("writes the files as deferred scripts after the page's main.js, and fails, naming the page, without it", () => {
    const html = '<head><script src=/doc/assets/js/runtime~main.1a.js defer></script><script src=/doc/assets/js/main.2b.js defer></script><link rel=stylesheet href=/x.css></head>';
    expect(withRouteScripts(html, ['assets/js/a.js', 'assets/js/b.js'], '/doc/', 'adr/1/index.html')).toBe(
      '<head><script src=/doc/assets/js/runtime~main.1a.js defer></script><script src=/doc/assets/js/main.2b.js defer></script>' +
        '<script src=/doc/assets/js/a.js defer onerror=event.target.remove()></script><script src=/doc/assets/js/b.js defer onerror=event.target.remove()></script><link rel=stylesheet href=/x.css></head>',
    );
    expect(() => withRouteScripts('<head></head>', ['assets/js/a.js'], '/doc/', 'adr/1/index.html')).toThrow(/adr\/1\/index\.html has no <script src=…\/assets\/js\/main/);
    const twice = withRouteScripts(html, ['assets/js/a.js'], '/doc/', 'p.html');
    expect(() => withRouteScripts(twice, ['assets/js/a.js'], '/doc/', 'p.html')).toThrow(/p\.html has \/doc\/assets\/js\/a\.js already/);
  });
});
