import {describe, expect, it} from 'vitest';
import {redocBundle, redocLoader} from './support/redoc-bundles';

const typePrefix = redocLoader('type-prefix-loader.cjs');

describe('overrides/redoc/type-prefix-loader.cjs on the installed Redoc', () => {
  it.each(['redoc.lib.js', 'redoc.browser.lib.js'])("writes a field's type prefix element only when there is a prefix in %s", (name) => {
    const {resourcePath, source} = redocBundle(name);
    const out = typePrefix.call({resourcePath}, source);
    const match = /createElement\("div",null,([\w$]+)\.typePrefix\?([\w$]+)\.createElement\(([\w$]+),null,\1\.typePrefix\):null,\2\.createElement\([\w$]+,null,\1\.displayType\)/.exec(out);
    expect(match, 'the patched FieldDetails').not.toBeNull();
    // Only the condition is added.
    expect(out.replace(`${match![1]}.typePrefix?${match![2]}.createElement(${match![3]},null,${match![1]}.typePrefix):null,`, `${match![2]}.createElement(${match![3]},null,${match![1]}.typePrefix),`)).toBe(source);
  });

  it('fails, naming the file, when Redoc changed', () => {
    const {resourcePath, source} = redocBundle('redoc.browser.lib.js');
    const changed = source.replace(/(\.createElement\([\w$]+,null,[\w$]+)\.typePrefix\),/, '$1.prefix),');
    expect(changed).not.toBe(source);
    expect(() => typePrefix.call({resourcePath}, changed)).toThrow(/exactly once in .*redoc\.browser\.lib\.js, found 0\. Redoc changed: update overrides\/redoc\/type-prefix-loader\.cjs/);
  });
});
