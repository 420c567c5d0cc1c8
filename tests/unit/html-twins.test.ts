import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import htmlTwins, {pageTwins} from '../../plugins/html-twins';
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

  it('writes the twins after a build, redirect stubs included, and every form of an address lands', async () => {
    const page = (rel: string, text: string) => {
      mkdirSync(dirname(join(out, rel)), {recursive: true});
      writeFileSync(join(out, rel), text);
    };
    page('index.html', 'home');
    page('manual/welcome/index.html', 'welcome');
    page('manual/develop/index.html', 'develop');
    page('404.html', 'not found');
    const plugin = htmlTwins({siteConfig: {trailingSlash: undefined}} as unknown as LoadContext, {redirects: [{from: '/old/page', to: '/manual/welcome'}]});
    type PostBuildProps = Parameters<NonNullable<typeof plugin.postBuild>>[0];
    await plugin.postBuild!({outDir: out, baseUrl: '/doc/', routesPaths: ['/doc/', '/doc/manual/welcome', '/doc/manual/develop/', '/doc/404.html']} as unknown as PostBuildProps);
    expect(readFileSync(join(out, 'manual/welcome.html'), 'utf8')).toBe('welcome');
    expect(readFileSync(join(out, 'manual/develop.html'), 'utf8')).toBe('develop');
    expect(existsSync(join(out, '.html'))).toBe(false);
    const stub = readFileSync(join(out, 'old/page.html'), 'utf8');
    expect(stub).toContain('/doc/manual/welcome');
    expect(stub).toMatch(/http-equiv="?refresh/i);

    const exists = (p: string) => existsSync(join(out, p)) && statSync(join(out, p)).isFile();
    for (const path of ['manual/welcome', 'manual/welcome/', 'manual/welcome.html', 'manual/welcome/index.html']) {
      const answer = resolveRequestPath(path, exists);
      expect(answer && 'file' in answer ? readFileSync(join(out, answer.file), 'utf8') : answer, path).toBe('welcome');
    }
    expect(resolveRequestPath('old/page', exists)).toEqual({file: 'old/page.html'});
  });
});
