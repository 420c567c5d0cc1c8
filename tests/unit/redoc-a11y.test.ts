import {describe, expect, it} from 'vitest';
import {redocBundle, redocLoader} from './support/redoc-bundles';

const a11y = redocLoader('a11y-loader.cjs');

const count = (text: string, what: RegExp): number => text.match(new RegExp(what.source, 'g'))?.length ?? 0;

describe('overrides/redoc/a11y-loader.cjs on the installed Redoc', () => {
  it.each(['redoc.lib.js', 'redoc.browser.lib.js'])('applies each of its three patches once to %s', (name) => {
    const {resourcePath, source} = redocBundle(name);
    const out = a11y.call({resourcePath}, source);
    // The Dropdown's <select> is named by its ariaLabel prop (written by Redoc 2.5.4 itself).
    expect(count(out, /className:"dropdown-select","aria-label":[\w$]+\.ariaLabel\}/)).toBe(1);
    // The JSON sample takes focus (Redoc 2.5.4 has it already).
    expect(count(out, /\{tabIndex:0,className:[\w$]+\.className,ref:([\w$]+)=>[\w$]+\(\1\),dangerouslySetInnerHTML:/)).toBe(1);
    // The operation's small headings are <h3>, in a darker grey.
    expect(count(out, /[\w$]+=[\w$]+\.h3`\n {2}border-bottom: 1px solid rgba\(38, 50, 56, 0\.3\);\n {2}margin: 1em 0 1em 0;\n {2}color: rgba\(38, 50, 56, 0\.78\);/)).toBe(1);
    expect(out).not.toMatch(/\.h5`\n {2}border-bottom: 1px solid rgba\(38, 50, 56, 0\.3\);/);
  });

  it.each([
    ["the Dropdown's <select>", (s: string) => s.replace('className:"dropdown-select"', 'className:"dropdown-list"')],
    ['the JSON sample container', (s: string) => s.replace(/,ref:([\w$]+)=>([\w$]+)\(\1\),dangerouslySetInnerHTML:/, ',ref:$2,dangerouslySetInnerHTML:')],
    ['the UnderlinedHeader styled <h5>', (s: string) => s.replace('rgba(38, 50, 56, 0.3);\n  margin: 1em 0 1em 0;', 'rgba(38, 50, 56, 0.3);\n  margin: 1em 0;')],
  ])('fails, naming the file, when Redoc changed %s', (what, change) => {
    const {resourcePath, source} = redocBundle('redoc.browser.lib.js');
    const changed = change(source);
    expect(changed).not.toBe(source);
    const escaped = what.replace(/[()<>]/g, '\\$&');
    expect(() => a11y.call({resourcePath}, changed)).toThrow(new RegExp(`expected ${escaped} exactly once in .*redoc\\.browser\\.lib\\.js, found 0\\. Redoc changed: update overrides/redoc/a11y-loader\\.cjs`));
  });
});
