import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {katexFallbackPath, katexStylesheet, katexVersion, woff2OnlyCss} from '../../config/katex';
import {writeKatexFallback} from '../../plugins/katex-fallback';

const ROOT = resolve(__dirname, '..', '..');
const css = readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8');
const out = mkdtempSync(join(tmpdir(), 'mithril-doc-katex-'));
afterAll(() => rmSync(out, {recursive: true, force: true}));

describe('KaTeX same-origin fallback', () => {
  it('keeps only the woff2 source of each @font-face', () => {
    const {css: reduced, fonts} = woff2OnlyCss(css);
    expect(fonts.length).toBe((css.match(/@font-face/g) ?? []).length);
    expect(reduced).not.toMatch(/\.(woff|ttf)\)/);
    expect(reduced).not.toMatch(/format\("(woff|truetype)"\)/);
    for (const src of reduced.match(/src:[^;}]+/g) ?? []) expect(src).toMatch(/^src:url\(fonts\/KaTeX_[\w-]+\.woff2\) format\("woff2"\)$/);
    // Everything else is untouched: the rule hiding the MathML copy of each formula, for one.
    expect(reduced.replace(/src:[^;}]+/g, '')).toBe(css.replace(/src:[^;}]+/g, ''));
    expect(reduced).toContain('.katex .katex-mathml{');
  });

  it('refuses a font without a woff2 source, naming the file', () => {
    expect(() => woff2OnlyCss('@font-face{font-family:X;src:url(x.ttf) format("truetype")}', 'some/katex.css')).toThrow(/some\/katex\.css: a @font-face has no woff2 source/);
  });

  it('writes the stylesheet and its woff2 fonts under a path naming the installed version', async () => {
    const written = await writeKatexFallback(out, ROOT);
    expect(katexFallbackPath()).toBe(`katex/${katexVersion()}/katex.min.css`);
    expect(written[0]).toBe(katexFallbackPath());
    const dir = join(out, dirname(katexFallbackPath()));
    expect(readdirSync(join(dir, 'fonts')).sort()).toEqual(woff2OnlyCss(css).fonts.map((f) => f.replace('fonts/', '')).sort());
    for (const file of written) expect(existsSync(join(out, file)), file).toBe(true);
    const fontSource = join(dirname(require.resolve('katex/dist/katex.min.css')), 'fonts', 'KaTeX_Main-Regular.woff2');
    expect(readFileSync(join(dir, 'fonts', 'KaTeX_Main-Regular.woff2')).equals(readFileSync(fontSource))).toBe(true);
  });

  it('is added by the CDN link only when that link fails', () => {
    const sheet = katexStylesheet('/doc/');
    expect(sheet.onerror).toContain(`'/doc/${katexFallbackPath()}'`);
    expect(sheet.onerror).toContain('this.after(l)');
    // Render-blocking when added before the body is parsed: one layout with KaTeX's styles.
    expect(sheet.onerror).toContain(`l.setAttribute('blocking','render')`);
    // The handler is one statement list without double quotes (it is an HTML attribute value).
    expect(sheet.onerror).not.toContain('"');
  });
});
