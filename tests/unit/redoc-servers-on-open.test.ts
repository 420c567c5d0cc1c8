import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const serversOnOpen = require('../../overrides/redoc/servers-on-open-loader.cjs') as (this: {resourcePath: string}, source: string) => string;
const bundles = path.join(path.dirname(require.resolve('redoc/package.json', {paths: [path.dirname(require.resolve('docusaurus-theme-redoc/package.json'))]})), 'bundles');

describe('overrides/redoc/servers-on-open-loader.cjs on the installed Redoc', () => {
  it.each(['redoc.lib.js', 'redoc.browser.lib.js'])('renders the server list of %s only once its bar has opened', (name) => {
    const resourcePath = path.join(bundles, name);
    const source = readFileSync(resourcePath, 'utf8');
    const out = serversOnOpen.call({resourcePath}, source);
    expect(out).toMatch(/"aria-hidden":!(\w+)\},\(\1\|\|this\.__serversShown\)&&\(this\.__serversShown=!0\)&&\w+\.servers\.map\(/);
    expect(out.length - source.length).toBe('(o||this.__serversShown)&&(this.__serversShown=!0)&&'.length);
  });

  it('fails, naming the file, when Redoc changed', () => {
    const resourcePath = path.join(bundles, 'redoc.lib.js');
    const source = readFileSync(resourcePath, 'utf8').replace('.servers.map(', '.servers.forEach(');
    expect(() => serversOnOpen.call({resourcePath}, source)).toThrow(/endpoint's server list exactly once in .*redoc\.lib\.js, found 0/);
  });
});
