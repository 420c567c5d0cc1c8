import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lightOnly} from '../../overrides/redoc/index';

const require = createRequire(import.meta.url);
const themeDir = path.dirname(require.resolve('docusaurus-theme-redoc/package.json'));
const postcss = require(require.resolve('postcss', {paths: [themeDir]})) as typeof import('postcss');
type Postcss = typeof postcss;
const {leanServerCss, stripDarkRules} = require('../../overrides/redoc/redoc-css.cjs') as {
  leanServerCss: (css: string, postcss: Postcss) => string;
  stripDarkRules: (css: string, postcss: Postcss) => {css: string; removed: number};
};
const {patchServerStyles} = require('../../overrides/redoc/redoc-css-loader.cjs') as {
  patchServerStyles: (source: string, resourcePath: string) => string;
};

const LIGHT = "html:not([data-theme='dark'])";
/** The shape of the CSS ServerStyles renders: Redoc's styled-components rules, prefixed. */
const serverCss = [
  `${LIGHT} .gStwVh{width:calc(100% - 40%);padding:0 40px;}/*!sc*/`,
  `@media print,screen and (max-width: 75rem){${LIGHT} .gStwVh{width:100%;}}/*!sc*/`,
  `${LIGHT} data-styled.g1[id="sc-abc"]{content:"gStwVh,"}/*!sc*/`,
  `${LIGHT} .jNiqob{font-family:Roboto;}/*!sc*/`,
  `${LIGHT} .jNiqob *{box-sizing:border-box;-webkit-tap-highlight-color:rgba(255, 255, 255, 0);}/*!sc*/`,
  `${LIGHT} .kkNvNd path{fill:#333333;}/*!sc*/`,
  `${LIGHT} data-styled.g139[id="sc-iIgheW"]{content:"kkNvNd,"}/*!sc*/`,
].join('\n');

describe('leanServerCss (the prerendered <style> of the API page)', () => {
  it("drops styled-components' markers and Redoc's universal rule, keeps every other rule", () => {
    const out = leanServerCss(serverCss, postcss);
    expect(out).not.toContain('data-styled');
    expect(out).not.toMatch(/ \*\s*\{/);
    for (const kept of ['.gStwVh{width:calc(100% - 40%)', '@media print,screen and (max-width: 75rem)', '.jNiqob{font-family:Roboto;}', '.kkNvNd path{fill:#333333;}']) {
      expect(out).toContain(kept);
    }
  });

  it('keeps a universal rule that sets anything else, and then fails the build: Redoc changed', () => {
    const changed = serverCss.replace('-webkit-tap-highlight-color:rgba(255, 255, 255, 0);', 'color:red;');
    expect(() => leanServerCss(changed, postcss)).toThrow(/universal `box-sizing: border-box` rule exactly once .* found 0/);
  });

  it('fails without markers', () => {
    expect(() => leanServerCss(serverCss.replace(/^.*data-styled.*$/gm, ''), postcss)).toThrow(/rehydration markers/);
  });
});

describe("stripDarkRules (the theme's styles.css, one light colour mode)", () => {
  it('drops the rules whose every selector is for the dark theme, keeps the others', () => {
    const css = `
.redocusaurus code { padding: 0px; }
html[data-theme='dark'] .redocusaurus div[id^='tag'] > div > div:nth-child(2) { color: red; }
[data-theme='dark'] .redocusaurus .api-content div:has(> span > span > i + code) { background: blue; }
html:not([data-theme='dark']) .redocusaurus [role='tabpanel'] pre { background-color: transparent; }
[data-theme='dark'] .a, .b { color: green; }
`;
    const {css: out, removed} = stripDarkRules(css, postcss);
    expect(removed).toBe(2);
    expect(out).not.toContain('nth-child(2)');
    expect(out).not.toContain(':has(');
    expect(out).toContain('.redocusaurus code');
    expect(out).toContain("html:not([data-theme='dark'])");
    // A rule that also applies in light mode is kept whole.
    expect(out).toContain("[data-theme='dark'] .a, .b");
  });

  it('finds dark rules in the installed theme (the build fails if it finds none)', () => {
    const source = readFileSync(path.join(themeDir, 'dist-jsx/theme/Redoc/styles.css'), 'utf8');
    const {css, removed} = stripDarkRules(source, postcss);
    expect(removed).toBeGreaterThan(5);
    expect(css).not.toMatch(/data-theme='dark'\]\s+\.redocusaurus/);
  });
});

describe('patchServerStyles on the installed docusaurus-theme-redoc', () => {
  const file = path.join(themeDir, 'dist/theme/Redoc/ServerStyles.js');
  const source = readFileSync(file, 'utf8');

  it('renders the light copy only, through leanServerCss', () => {
    const out = patchServerStyles(source, file);
    expect(out).not.toContain('darkCss');
    expect(out).not.toContain('dark-mode-styles');
    expect(out).toMatch(/const \{leanServerCss\} = require\(".*redoc-css\.cjs"\);/);
    expect(out).toContain('const lightCss = leanServerCss(lightFull, postcss_1.default);');
    // One <style>, the light one, closes the element.
    expect(out).toMatch(/createElement\("style", \{ key: "light-mode-styles", dangerouslySetInnerHTML: \{ __html: lightCss \} \}\)\)\);/);
  });

  it('fails, naming the file, when the theme changes', () => {
    expect(() => patchServerStyles(source.replace('key: "dark-mode-styles"', 'key: "dark"'), file)).toThrow(/the dark-mode <style> exactly once in .*ServerStyles\.js, found 0/);
  });
});

describe('lightOnly (whether no dark-mode rule can apply)', () => {
  it.each([
    [{colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false}}, true],
    [{colorMode: {disableSwitch: true}}, true],
    [{colorMode: {defaultMode: 'light', disableSwitch: false}}, false],
    [{colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: true}}, false],
    [{colorMode: {defaultMode: 'dark', disableSwitch: true}}, false],
    [{}, false],
  ])('%j -> %s', (themeConfig, expected) => {
    expect(lightOnly(themeConfig)).toBe(expected);
  });
});
