import {describe, expect, it} from 'vitest';
import {markdownTwinPath} from './markdownTwin';

describe('markdownTwinPath', () => {
  it('appends .md to a route', () => {
    expect(markdownTwinPath('/doc/manual/welcome')).toBe('/doc/manual/welcome.md');
    expect(markdownTwinPath('/doc/next/manual/welcome')).toBe('/doc/next/manual/welcome.md');
    expect(markdownTwinPath('/doc/adr/4')).toBe('/doc/adr/4.md');
  });
  it('drops a trailing slash, a query and a fragment', () => {
    expect(markdownTwinPath('/doc/manual/develop/')).toBe('/doc/manual/develop.md');
    expect(markdownTwinPath('/doc/aggregator-api/#tag/x')).toBe('/doc/aggregator-api.md');
  });
  it('names the twin of the site root index.md', () => {
    expect(markdownTwinPath('/doc/')).toBe('/doc/index.md');
    expect(markdownTwinPath('/doc')).toBe('/doc/index.md');
    expect(markdownTwinPath('/', '/')).toBe('/index.md');
  });
});
