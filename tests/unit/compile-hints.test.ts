import {describe, expect, it} from 'vitest';
import {COMPILE_HINT, REDOC_MARKER, holdsRedoc, wantsCompileHint} from '../../plugins/compile-hints';

describe('plugins/compile-hints', () => {
  it('hints the runtime and main scripts only', () => {
    expect(wantsCompileHint('assets/js/main.becf52ed.js')).toBe(true);
    expect(wantsCompileHint('assets/js/runtime~main.0fb74363.js')).toBe(true);
    // Route chunks, Redoc's chunks, source maps and look-alikes run only part of their code.
    for (const file of ['assets/js/78113e44.838be310.js', 'assets/js/6803.7b872641.js', 'assets/js/main.becf52ed.js.map', 'assets/js/main.becf52ed.js.LICENSE.txt', 'assets/js/domain.becf52ed.js', 'js/main.becf52ed.js']) {
      expect(wantsCompileHint(file), file).toBe(false);
    }
  });

  it("finds Redoc's chunk by a string of Redoc's own", () => {
    expect(holdsRedoc('assets/js/6803.e8366261.js', `var a={className:${REDOC_MARKER}+b}`)).toBe(true);
    expect(holdsRedoc('assets/js/6803.e8366261.js', 'var a={className:"markdown"}')).toBe(false);
    // Not a script of the client build (a copy in a map or a text file).
    expect(holdsRedoc('assets/js/6803.e8366261.js.map', REDOC_MARKER)).toBe(false);
    expect(holdsRedoc('aggregator-api/index.html', REDOC_MARKER)).toBe(false);
  });

  it("is V8's whole-file hint, a line of its own", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
