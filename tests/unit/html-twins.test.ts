import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import htmlTwins, {pageTwins, routePages} from '../../plugins/html-twins';
import {resolveRequestPath} from '../../scripts/delivery/serve-resolve.mjs';

const out = mkdtempSync(join(tmpdir(), 'mithril-doc-twins-'));
afterAll(() => rmSync(out, {recursive: true, force: true}));

describe('html twins (GitHub Pages paths)', () => {
  it('pairs each route with its X/index.html and X.html, except the home page and file routes', () => {
    expect(pageTwins(['/doc/', '/doc/manual/welcome', '/doc/manual/develop/', '/doc/404.html', '/doc/search', '/elsewhere'], '/doc/')).toEqual([
      {from: 'manual/develop/index.html', to: 'manual/develop.html'},
      {from: 'manual/welcome/index.html', to: 'manual/welcome.html'},
      {from: 'search/index.html', to: 'search.html'},
    ]);
  });

  it('names each page file once, for the first route that writes it, with the path the browser loads it at', () => {
    expect(routePages(['/doc/manual/welcome/', '/doc/manual/welcome', '/doc/', '/doc/404.html', '/elsewhere'], '/doc/')).toEqual([
      {file: '404.html', pathname: '/doc/404.html'},
      {file: 'index.html', pathname: '/doc/'},
      {file: 'manual/welcome/index.html', pathname: '/doc/manual/welcome/'},
    ]);
    expect(pageTwins(['/doc/manual/welcome/', '/doc/manual/welcome'], '/doc/')).toEqual([{from: 'manual/welcome/index.html', to: 'manual/welcome.html'}]);
  });

  it('writes the twins after a build, redirect stubs included, and every form of an address lands', async () => {
    const page = (rel: string, text: string) => {
      mkdirSync(dirname(join(out, rel)), {recursive: true});
      writeFileSync(join(out, rel), text);
    };
    // Each page as Docusaurus writes it: main.js, then the route's chunk (plugins/route-scripts) once the plugin ran.
    const MAIN = '<script src=/doc/assets/js/main.0a1b2c3d.js defer></script>';
    const html = (text: string) => `<head>${MAIN}</head><body>${text}</body>`;
    const withChunk = (text: string, file: string) => `<head>${MAIN}<script src=/doc/assets/js/${file} defer onerror=event.target.remove()></script></head><body>${text}</body>`;
    page('index.html', html('home'));
    page('manual/welcome/index.html', html('welcome'));
    page('manual/develop/index.html', html('develop'));
    page('404.html', html('not found'));
    const generated = join(out, '.generated');
    mkdirSync(generated);
    writeFileSync(
      join(generated, 'routes.js'),
      "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [\n  {path: '/doc/', component: ComponentCreator('/doc/', 'a1b'), exact: true},\n  {path: '/doc/manual', component: ComponentCreator('/doc/manual', 'c2d'), routes: [{path: '/doc/manual/welcome', component: ComponentCreator('/doc/manual/welcome', 'e3f'), exact: true}]},\n  {path: '*', component: ComponentCreator('*')},\n];\n",
    );
    writeFileSync(join(generated, 'routesChunkNames.json'), JSON.stringify({'/doc/-a1b': {__comp: 'home'}, '/doc/manual-c2d': {__comp: 'docs'}, '/doc/manual/welcome-e3f': {content: 'welcome'}}));
    writeFileSync(
      join(generated, 'client-manifest.json'),
      JSON.stringify({origins: {home: ['1'], docs: ['2'], welcome: ['3']}, assets: {'1': {js: [{file: 'assets/js/home.js'}]}, '2': {js: [{file: 'assets/js/docs.js'}]}, '3': {js: [{file: 'assets/js/welcome.js'}]}}}),
    );
    const plugin = htmlTwins({siteDir: out, siteConfig: {trailingSlash: undefined}, generatedFilesDir: generated} as unknown as LoadContext, {redirects: [{from: '/old/page', to: '/manual/welcome'}]});
    type PostBuildProps = Parameters<NonNullable<typeof plugin.postBuild>>[0];
    await plugin.postBuild!({outDir: out, baseUrl: '/doc/', routesPaths: ['/doc/', '/doc/manual/welcome', '/doc/manual/develop/', '/doc/404.html']} as unknown as PostBuildProps);
    // The twin is copied after the page got its route's scripts.
    const welcome = `<head>${MAIN}<script src=/doc/assets/js/docs.js defer onerror=event.target.remove()></script><script src=/doc/assets/js/welcome.js defer onerror=event.target.remove()></script></head><body>welcome</body>`;
    expect(readFileSync(join(out, 'manual/welcome/index.html'), 'utf8')).toBe(welcome);
    expect(readFileSync(join(out, 'manual/welcome.html'), 'utf8')).toBe(welcome);
    expect(readFileSync(join(out, 'manual/develop.html'), 'utf8')).toBe(withChunk('develop', 'docs.js'));
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(withChunk('home', 'home.js'));
    expect(readFileSync(join(out, '404.html'), 'utf8')).toBe(html('not found'));
    // Reported to npm run check:overrides, in the site's own report (the temporary site here).
    expect(JSON.parse(readFileSync(join(out, '.docusaurus', 'overrides-fired.json'), 'utf8')).fired['route-scripts']).toEqual(['postBuild']);
    expect(existsSync(join(out, '.html'))).toBe(false);
    const stub = readFileSync(join(out, 'old/page.html'), 'utf8');
    expect(stub).toContain('/doc/manual/welcome');
    expect(stub).toMatch(/http-equiv="?refresh/i);

    const exists = (p: string) => existsSync(join(out, p)) && statSync(join(out, p)).isFile();
    for (const path of ['manual/welcome', 'manual/welcome/', 'manual/welcome.html', 'manual/welcome/index.html']) {
      const answer = resolveRequestPath(path, exists);
      expect(answer && 'file' in answer ? readFileSync(join(out, answer.file), 'utf8') : answer, path).toBe(welcome);
    }
    expect(resolveRequestPath('old/page', exists)).toEqual({file: 'old/page.html'});
  });
});
