import {describe, expect, it} from 'vitest';
import {canonicalPath} from './htmlPath';

describe('canonicalPath', () => {
  const routes = new Set(['/doc/', '/doc/manual/welcome', '/doc/manual/develop/', '/doc/adr/4', '/doc/legacy.html']);
  it.each([
    ['/doc/manual/welcome.html', '/doc/manual/welcome'],
    ['/doc/manual/welcome/index.html', '/doc/manual/welcome'],
    ['/doc/manual/develop/index.html', '/doc/manual/develop/'],
    ['/doc/manual/develop.html', '/doc/manual/develop/'],
    ['/doc/index.html', '/doc/'],
    ['/doc/adr/4.html', '/doc/adr/4'],
    ['/doc/manual/welcome/', '/doc/manual/welcome'],
    ['/doc/manual/develop', '/doc/manual/develop/'],
    ['/doc/adr/4/', '/doc/adr/4'],
  ])('%s -> %s', (path, expected) => {
    expect(canonicalPath(path, routes)).toBe(expected);
  });
  it('keeps routed addresses, unknown addresses without .html, and routes that really end in .html', () => {
    expect(canonicalPath('/doc/manual/welcome', routes)).toBe('/doc/manual/welcome');
    expect(canonicalPath('/doc/manual/develop/', routes)).toBe('/doc/manual/develop/');
    expect(canonicalPath('/doc/', routes)).toBe('/doc/');
    expect(canonicalPath('/doc/nope/', routes)).toBe('/doc/nope/');
    expect(canonicalPath('/doc/nope', routes)).toBe('/doc/nope');
    expect(canonicalPath('/doc/legacy.html', routes)).toBe('/doc/legacy.html');
  });
  it('strips unknown .html addresses too (they show the not-found page either way)', () => {
    expect(canonicalPath('/doc/nope.html', routes)).toBe('/doc/nope');
  });
});
