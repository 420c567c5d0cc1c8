import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {patchRedocStore} = require('../../overrides/redoc/redoc-store-loader.cjs') as {
  patchRedocStore: (source: string, resourcePath: string) => string;
};
const utils = path.join(path.dirname(require.resolve('docusaurus-theme-redoc/package.json')), 'dist-jsx', 'utils');
const read = (name: string) => ({file: path.join(utils, name), source: readFileSync(path.join(utils, name), 'utf8')});

describe('overrides/redoc/redoc-store-loader.cjs on the installed docusaurus-theme-redoc', () => {
  it('builds the Redoc store once: its memo no longer depends on useIsBrowser()', () => {
    const {file, source} = read('useSpec.js');
    expect(source).toContain('[isBrowser, spec, fullUrl, specOptions]');
    const out = patchRedocStore(source, file);
    expect(out).toContain('}, [spec, fullUrl, specOptions]);');
    expect(out).not.toContain('[isBrowser, spec, fullUrl, specOptions]');
  });

  it('keeps the options stable after hydration unless the page turns dark', () => {
    const {file, source} = read('useSpecOptions.js');
    const out = patchRedocStore(source, file);
    expect(out).toContain('}, [isBrowser && isDarkTheme, themeOptions, optionsOverrides]);');
    // The scroll offset is a function on the server too (it returns 0 there): no change at hydration.
    expect(out).toMatch(/scrollYOffset: typeof redocOptions\.scrollYOffset === 'string'\s*\? \(\) => typeof document === 'undefined'/);
    expect(out).not.toContain('!isBrowser');
  });

  it('fails, naming the file, when the theme code changed', () => {
    const {file, source} = read('useSpec.js');
    const changed = source.replace('[isBrowser, spec, fullUrl, specOptions]', '[spec, isBrowser]');
    expect(() => patchRedocStore(changed, file)).toThrow(/store's memo dependencies exactly once in .*useSpec\.js, found 0/);
    expect(() => patchRedocStore(source, '/elsewhere/utils/other.js')).toThrow(/unexpected file/);
  });
});
