import {describe, expect, it} from 'vitest';
import {isRedocBundle, wantsCompileHint} from '../../plugins/compile-hints';

describe('plugins/compile-hints', () => {
  it('hints the runtime and main scripts by name', () => {
    expect(wantsCompileHint('assets/js/main.becf52ed.js')).toBe(true);
    expect(wantsCompileHint('assets/js/runtime~main.0fb74363.js')).toBe(true);
    // Route chunks, Redoc's chunks (found by their module instead), source maps and look-alikes.
    for (const file of ['assets/js/78113e44.838be310.js', 'assets/js/6803.7b872641.js', 'assets/js/main.becf52ed.js.map', 'assets/js/main.becf52ed.js.LICENSE.txt', 'assets/js/domain.becf52ed.js', 'js/main.becf52ed.js']) {
      expect(wantsCompileHint(file), file).toBe(false);
    }
  });

  it("finds Redoc's chunk by the browser bundle its package names", () => {
    expect(isRedocBundle('/site/node_modules/docusaurus-theme-redoc/node_modules/redoc/bundles/redoc.browser.lib.js')).toBe(true);
    expect(isRedocBundle('C:\\site\\node_modules\\redoc\\bundles\\redoc.browser.lib.js')).toBe(true);
    // The server bundle, the standalone one, another package's file, a module without a resource.
    expect(isRedocBundle('/site/node_modules/redoc/bundles/redoc.lib.js')).toBe(false);
    expect(isRedocBundle('/site/node_modules/redoc/bundles/redoc.standalone.js')).toBe(false);
    expect(isRedocBundle('/site/node_modules/not-redoc/bundles/redoc.browser.lib.js.map')).toBe(false);
    expect(isRedocBundle(undefined)).toBe(false);
  });
});
