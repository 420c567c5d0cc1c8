import {describe, expect, it} from 'vitest';
import {indentJson, matchingEntries} from './served';

describe('indentJson (the text a JSON sample\'s Copy copies)', () => {
  const stringify = (text: string): string => JSON.stringify(JSON.parse(text), null, 2);

  // Compact texts as Redoc writes a sample's values (JSON.stringify of each string).
  it.each([
    {},
    [],
    {a: 1},
    [1, -2.5, 3e-7, true, false, null, 's'],
    {empty: {}, list: [], nested: [{}, [], [[]], {x: {}}], deep: {a: {b: {c: [1, {d: 'e'}]}}}},
    {braces: '{[}]', comma: 'a,b', colon: 'k:v', all: '{"a":[1,2]}'},
    {quote: 'say "hi"', backslash: 'C:\\dir\\', ends: '\\', both: '\\"', controls: 'é\n\t\u0001'},
    {'with "quote" key': 'v', spaces: 'a  b , c : d'},
    [{a: [{b: []}]}, {}],
  ].map((value) => [JSON.stringify(value)]))('indents %s as JSON.stringify(value, null, 2) does', (text) => {
    expect(indentJson(text)).toBe(stringify(text));
  });

  it("indents Redoc's text of a sample (a space after each colon, `{ }` and `[ ]` for empty ones) the same way", () => {
    const redoc = '{"a": { },"b": [ ],"c": [1,2],"d": {"e": "f g"}}';
    expect(indentJson(redoc)).toBe(stringify(redoc));
  });

  it('keeps every digit of a number above 2^53', () => {
    const text = '{"stake":12345678901234567890,"list":[98765432109876543210]}';
    expect(indentJson(text)).toBe('{\n  "stake": 12345678901234567890,\n  "list": [\n    98765432109876543210\n  ]\n}');
    // What parsing would have lost.
    expect(stringify(text)).not.toContain('12345678901234567890');
  });
});

describe('matchingEntries (the menu search box)', () => {
  const entries = [
    {text: 'Get a certificate certificate/{hash} /certificate/{hash}'},
    {text: 'List certificates certificates /certificates'},
    {text: 'Register a signer register-signer /register-signer'},
  ];

  it('keeps every entry below three characters', () => {
    for (const query of ['', ' ', 'ce', '  c  ', '\tab\n']) expect(matchingEntries(entries, query), JSON.stringify(query)).toEqual([true, true, true]);
  });

  it('keeps the entries matching every word, in any case', () => {
    expect(matchingEntries(entries, 'certificate')).toEqual([true, true, false]);
    expect(matchingEntries(entries, 'CERTIFICATE')).toEqual([true, true, false]);
    expect(matchingEntries(entries, 'list CERT')).toEqual([false, true, false]);
    expect(matchingEntries(entries, '  cert   {hash}  ')).toEqual([true, false, false]);
    expect(matchingEntries(entries, 'signer certificate')).toEqual([false, false, false]);
    expect(matchingEntries(entries, 'nothing')).toEqual([false, false, false]);
  });

  it('filters from three characters, words of one or two included', () => {
    expect(matchingEntries(entries, 'a b')).toEqual([false, false, false]);
    expect(matchingEntries(entries, 'a c')).toEqual([true, true, false]);
  });

  it('keeps nothing of an empty list', () => {
    expect(matchingEntries([], 'certificate')).toEqual([]);
  });
});
