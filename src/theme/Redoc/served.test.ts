import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {indentJson, matchingEntries, operationAnchor, type OperationAnchor} from './served';

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

describe('operationAnchor (the anchors of older links to an operation, issue 57)', () => {
  /** The operations of an OpenAPI document as the page has them: the anchor Redoc 2 gives each (first tag, operationId). */
  const operationsOf = (file: string): Array<OperationAnchor & {id: string}> => {
    const paths = (parse(readFileSync(file, 'utf8')) as {paths: Record<string, Record<string, {operationId: string; tags: string[]}>>}).paths;
    return Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => typeof op === 'object' && op !== null && 'operationId' in op)
        .map(([method, op]) => ({id: op.operationId, anchor: `tag/${op.tags[0]}/operation/${op.operationId}`, method, path})),
    );
  };
  /** Redoc's JSON pointer to an operation (RFC 6901: `~` as `~0`, `/` as `~1`). */
  const pointer = (path: string, method: string): string => `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;

  for (const file of ['openapi.yaml', 'openapi-next.yaml']) {
    const operations = operationsOf(file);

    it(`maps the JSON pointer and the operation/<id> anchor of every operation of ${file} to its anchor`, () => {
      expect(operations.length).toBeGreaterThan(25);
      for (const {id, anchor, method, path} of operations) {
        expect(operationAnchor(pointer(path, method), operations), `${method} ${path}`).toBe(anchor);
        expect(operationAnchor(`operation/${id}`, operations), id).toBe(anchor);
      }
    });

    it(`reads the examples of issue 57 in ${file} (braces decoded from %7B %7D before the call)`, () => {
      expect(operationAnchor('/paths/~1register-signer/post', operations)).toBe('tag/signers/operation/registerSigner');
      expect(operationAnchor('/paths/~1certificate~1{certificate_hash}/get', operations)).toBe('tag/certificates/operation/getCertificate');
      expect(operationAnchor(decodeURIComponent('/paths/~1certificate~1%7Bcertificate_hash%7D/get'), operations)).toBe('tag/certificates/operation/getCertificate');
      expect(operationAnchor('/paths/~1certificate~1{certificate_hash}/GET', operations), 'method in capitals').toBe('tag/certificates/operation/getCertificate');
    });

    it(`names no operation for other fragments of ${file}`, () => {
      for (const fragment of [
        '',
        'tag/signers',
        'tag/signers/operation/registerSigner',
        'operation/noSuchOperation',
        'operation/',
        '/paths/~1register-signer/get',
        '/paths/~1no-such-route/get',
        '/paths/~1register-signer',
        '/paths/register-signer/post',
        'section/Introduction',
      ]) {
        expect(operationAnchor(fragment, operations), fragment).toBeNull();
      }
    });
  }

  it('maps an operation of the Next reference only on the Next reference', () => {
    expect(operationAnchor('/paths/~1proof~1v2~1cardano-block/get', operationsOf('openapi-next.yaml'))).toBe('tag/proof/operation/getCardanoBlockProof');
    expect(operationAnchor('/paths/~1proof~1v2~1cardano-block/get', operationsOf('openapi.yaml'))).toBeNull();
  });
});
