import {describe, expect, it} from 'vitest';
import {redocBundle, redocLoader} from './support/redoc-bundles';

const markdownAttr = redocLoader('markdown-attr-loader.cjs');

describe('overrides/redoc/markdown-attr-loader.cjs on the installed Redoc', () => {
  it.each(['redoc.lib.js', 'redoc.browser.lib.js'])('drops the html prop from the props of the Markdown element in %s, after its content is taken from it', (name) => {
    const {resourcePath, source} = redocBundle(name);
    const out = markdownAttr.call({resourcePath}, source);
    const match = /dangerouslySetInnerHTML:\{__html:\([\w$]+=[\w$]+\.sanitize,[\w$]+=([\w$]+)\.html,[^}]*\},"data-role":\1\["data-role"\]\},\1\),delete ([\w$]+)\.html,[\w$]+\(\2,/.exec(out);
    expect(match, 'the patched SanitizedMarkdownHTML').not.toBeNull();
    expect(out.length - source.length).toBe(`,delete ${match![2]}.html`.length);
  });

  it('fails, naming the file, when Redoc changed', () => {
    const {resourcePath, source} = redocBundle('redoc.lib.js');
    const changed = source.replace('"data-role":i["data-role"]},i)', '"data-role":i["data-role"],html:void 0},i)');
    expect(changed).not.toBe(source);
    expect(() => markdownAttr.call({resourcePath}, changed)).toThrow(/exactly once in .*redoc\.lib\.js, found 0\. Redoc changed: update overrides\/redoc\/markdown-attr-loader\.cjs/);
  });
});
