import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * src/theme/Redoc/island.tsx keeps Redoc from scrolling while it starts by taking the attribute
 * Redoc finds sections by off the section the address names. If Redoc renames that attribute, the
 * island would take off one Redoc no longer reads, and Redoc would scroll the reader again: this
 * fails first, naming both files.
 */
const ROOT = resolve(__dirname, '..', '..');
const BUNDLES = ['redoc.lib.js', 'redoc.browser.lib.js'].map((name) => join(ROOT, 'node_modules/docusaurus-theme-redoc/node_modules/redoc/bundles', name));

describe("Redoc's section attribute, as src/theme/Redoc/island.tsx holds it", () => {
  const island = readFileSync(join(ROOT, 'src/theme/Redoc/island.tsx'), 'utf8');
  const ours = /const SECTION_ATTR = '([^']+)';/.exec(island)?.[1];

  it('is named in island.tsx', () => {
    expect(ours).toBe('data-section-id');
  });

  for (const bundle of BUNDLES) {
    it(`is the one ${bundle.split('/').slice(-1)[0]} finds sections by, before it scrolls to them`, () => {
      const text = readFileSync(bundle, 'utf8');
      // Redoc's constant, and its scroll lookup by it: `scrollIntoViewBySelector(`[${ATTR}="${id}"]`)`.
      const constant = /const (\w+)="data-section-id";/.exec(text);
      expect(constant, `${bundle}: no constant "data-section-id" (Redoc changed: update src/theme/Redoc/island.tsx)`).not.toBeNull();
      expect(text, `${bundle}: Redoc no longer scrolls to a section found by its attribute`).toContain(`scrollIntoViewBySelector(\`[\${${constant![1]}}="`);
    });
  }
});
