import {describe, expect, it} from 'vitest';
import {redocBundle, redocLoader} from './support/redoc-bundles';

const serversOnOpen = redocLoader('servers-on-open-loader.cjs');

describe('overrides/redoc/servers-on-open-loader.cjs on the installed Redoc', () => {
  it.each(['redoc.lib.js', 'redoc.browser.lib.js'])('renders the server list of %s only once its bar has opened', (name) => {
    const {resourcePath, source} = redocBundle(name);
    const out = serversOnOpen.call({resourcePath}, source);
    expect(out).toMatch(/"aria-hidden":!(\w+)\},\(\1\|\|this\.__serversShown\)&&\(this\.__serversShown=!0\)&&\w+\.servers\.map\(/);
    expect(out.length - source.length).toBe('(o||this.__serversShown)&&(this.__serversShown=!0)&&'.length);
  });

  it('fails, naming the file, when Redoc changed', () => {
    const {resourcePath, source} = redocBundle('redoc.lib.js');
    const changed = source.replace('.servers.map(', '.servers.forEach(');
    expect(() => serversOnOpen.call({resourcePath}, changed)).toThrow(/endpoint's server list exactly once in .*redoc\.lib\.js, found 0/);
  });
});
