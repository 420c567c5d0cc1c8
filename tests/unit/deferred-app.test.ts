import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {bundleShell, deferAppInHtml, loadsWithoutApp} from '../../plugins/deferred-app';

const APP = '<script src=/doc/assets/js/runtime~main.0a1b2c3d.js defer></script><script src=/doc/assets/js/main.4e5f6a7b.js defer></script>';
const page = (scripts: string) => `<!doctype html><html><head><title>t</title></head><body><div id=__docusaurus>text</div>${scripts}</body></html>`;

describe('pages loaded without their app (plugins/deferred-app)', () => {
  it("replaces the app's two tags by the shell's, which names them in order", () => {
    const html = deferAppInHtml(page(APP), 'manual/welcome/index.html', '/doc/assets/js/shell.12345678.js', '/doc/', 'bar-id');
    expect(html).toBe(
      page('<script src=/doc/assets/js/shell.12345678.js defer data-app="/doc/assets/js/runtime~main.0a1b2c3d.js /doc/assets/js/main.4e5f6a7b.js" data-base-url=/doc/ data-announcement=bar-id></script>'),
    );
    expect(deferAppInHtml(page(APP), 'x', '/doc/assets/js/shell.1.js', '/doc/')).not.toContain('data-announcement');
  });

  it('stops, naming the page, when the tags are not the two expected ones', () => {
    const main = '<script src=/doc/assets/js/main.4e5f6a7b.js defer></script>';
    const runtime = '<script src=/doc/assets/js/runtime~main.0a1b2c3d.js defer></script>';
    for (const scripts of ['', main, `${main}${runtime}`, `${runtime}<p>${main}`, `${APP}${main}`, APP.replace(/ defer/g, '')]) {
      expect(() => deferAppInHtml(page(scripts), 'adr/1/index.html', '/s.js', '/doc/'), scripts).toThrow(/adr\/1\/index\.html/);
    }
  });

  it('keeps the app at once on the API references and the search page only', () => {
    for (const route of ['/doc/', '/doc/manual/welcome', '/doc/dev-blog/', '/doc/adr/1', '/doc/404.html', '/doc/next/manual/welcome', '/doc/glossary']) {
      expect(loadsWithoutApp(route, '/doc/'), route).toBe(true);
    }
    for (const route of ['/doc/aggregator-api/', '/doc/aggregator-api', '/doc/next/aggregator-api/', '/doc/search', '/doc/next/search', '/elsewhere']) {
      expect(loadsWithoutApp(route, '/doc/'), route).toBe(false);
    }
  });

  it('bundles the shell without React or Docusaurus, and refuses a site with other locales', () => {
    const {code, fileName} = bundleShell({type: 'localStorage', namespace: ''}, ['en']);
    expect(fileName).toMatch(/^shell\.[0-9a-f]{8}\.js$/);
    // What the shell answers: tabs, code-block buttons, the table of contents, the announcement bar.
    for (const marker of ['tabs-container', 'code-copy', 'table-of-contents__link--active', 'docusaurus.announcement.dismiss', 'mithrilShell']) {
      expect(code, marker).toContain(marker);
    }
    for (const absent of ['react.element', '__SECRET_INTERNALS', 'useState']) expect(code, absent).not.toContain(absent);
    expect(code.length, 'shell bytes').toBeLessThan(16_000);
    expect(() => bundleShell({type: 'localStorage', namespace: ''}, ['en', 'fr'])).toThrow(/English/);
  });

  it("the shell's storage keys are the theme's (namespace appended, as theme-common does)", () => {
    const {code} = bundleShell({type: 'localStorage', namespace: '-ns'}, ['en']);
    expect(code).toContain('"-ns"');
    // theme-common appends the namespace to the key; the shell's copy must do the same.
    const upstream = readFileSync(join(__dirname, '../../node_modules/@docusaurus/theme-common/lib/utils/storageUtils.js'), 'utf8');
    expect(upstream).toContain('return `${storageKey}${SiteStorage.namespace}`;');
    const shim = readFileSync(join(__dirname, '../../src/shell/shims/themeCommon.ts'), 'utf8');
    expect(shim).toContain('const key = `${keyInput}${SITE_STORAGE.namespace}`;');
  });
});
