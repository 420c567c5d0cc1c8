import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {navbar} from '../../config/navbar';
import {footer} from '../../config/footer';
import {LOGOS, SCALE} from '../../scripts/assets/render-logos.mjs';

const ROOT = path.join(__dirname, '..', '..');

/** Width and height from a PNG file header (its first chunk). */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(path.join(ROOT, file));
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the shell logos (scripts/assets/render-logos.mjs)', () => {
  const shown = [
    ['navbar', navbar.logo],
    ['footer', footer.logo],
  ] as const;
  for (const [where, logo] of shown) {
    it(`the ${where} shows a rendered PNG, at ${SCALE}x its displayed size, with an alt text`, () => {
      const entry = (LOGOS as {svg: string; png: string; size: number}[]).find((item) => item.png === `static/${logo?.src}`);
      expect(entry, `${logo?.src} is one of the rendered logos`).toBeDefined();
      expect([logo?.width, logo?.height]).toEqual([entry!.size, entry!.size]);
      expect(pngSize(entry!.png)).toEqual([entry!.size * SCALE, entry!.size * SCALE]);
      expect(logo?.alt).toMatch(/\S/);
      // The drawing it is rendered from is in the repository beside it.
      expect(readFileSync(path.join(ROOT, entry!.svg), 'utf8')).toMatch(/^<svg /);
    });
  }
});
