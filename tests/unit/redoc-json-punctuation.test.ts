import {describe, expect, it} from 'vitest';
import {redocBundle, redocLoader} from './support/redoc-bundles';

const jsonPunctuation = redocLoader('json-punctuation-loader.cjs');

describe('overrides/redoc/json-punctuation-loader.cjs on the installed Redoc', () => {
  it.each(['redoc.lib.js', 'redoc.browser.lib.js'])('writes the punctuation of JSON samples as text in %s', (name) => {
    const {resourcePath, source} = redocBundle(name);
    const out = jsonPunctuation.call({resourcePath}, source);
    expect(out).not.toContain('token punctuation');
    // The function keeps its name and parameter, and returns the value as it is.
    const [, fn, param] = /function ([\w$]+)\(([\w$]+)\)\{return'<span class="token punctuation">'/.exec(source)!;
    expect(out).toContain(`function ${fn}(${param}){return ${param}}`);
    // What jsonToHtml writes with it, run on a sample: the same text, no punctuation element.
    const body = new Function(`${out.slice(out.indexOf(`function ${fn}(`)).split('}')[0]}}; return ${fn};`)() as (value: string) => string;
    expect(['{', '[ ]', ','].map(body)).toEqual(['{', '[ ]', ',']);
  });

  it('fails, naming the file, when Redoc changed', () => {
    const {resourcePath, source} = redocBundle('redoc.browser.lib.js');
    const changed = source.replace('<span class="token punctuation">', '<span class="token punct">');
    expect(() => jsonPunctuation.call({resourcePath}, changed)).toThrow(/punctuation element exactly once in .*redoc\.browser\.lib\.js, found 0/);
  });
});
