import {describe, expect, it} from 'vitest';
import {redocBundle, redocLoader} from './support/redoc-bundles';

const jsonLines = redocLoader('json-lines-loader.cjs');

describe('overrides/redoc/json-lines-loader.cjs on the installed Redoc', () => {
  it.each(['redoc.lib.js', 'redoc.browser.lib.js'])('writes each member of a JSON sample as one <li class="hoverable">, and no ellipsis element, in %s', (name) => {
    const {resourcePath, source} = redocBundle(name);
    expect(source.match(/<li><div class="hoverable /g)).toHaveLength(2);
    const out = jsonLines.call({resourcePath}, source);
    expect(out).not.toContain('<li><div class="hoverable ');
    expect(out).not.toContain('</div></li>');
    expect(out.match(/'<li class="hoverable '\+[\w$]+\+'">'/g)).toHaveLength(2);
    // No ellipsis element before an array's or an object's list (json-lines.css draws it).
    expect(source.match(/<span class="ellipsis"><\/span><ul class="(array|obj) collapsible">/g)).toHaveLength(2);
    expect(out).not.toContain('<span class="ellipsis">');
    // Only those strings change: the rest of the bundle is as it was.
    expect(
      out
        .replace(/'<li class="hoverable '/g, `'<li><div class="hoverable '`)
        .replace(/\+="<\/li>"/g, '+="</div></li>"')
        .replace(/<ul class="(array|obj) collapsible">/g, '<span class="ellipsis"></span><ul class="$1 collapsible">'),
    ).toBe(source);
  });

  it('fails, naming the file, when Redoc changed', () => {
    const {resourcePath, source} = redocBundle('redoc.lib.js');
    const changed = source.replace('<li><div class="hoverable ', '<li><div class="member ');
    expect(changed).not.toBe(source);
    expect(() => jsonLines.call({resourcePath}, changed)).toThrow(/exactly once in .*redoc\.lib\.js, found 0\. Redoc changed: update overrides\/redoc\/json-lines-loader\.cjs/);
  });
});
