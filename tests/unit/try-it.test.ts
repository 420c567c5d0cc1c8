/**
 * The Try-it panels' validator (src/components/TryIt/validate.ts): it agrees with Ajv on the message fixtures
 * (written from the Mithril Rust types) for every schema that carries them, and names each kind
 * of difference.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FILL_FROM, extractTryItData, tryItMarkup, withTryItMarkup} from '../../plugins/api-samples/try-it';
import {apiOperations, apiOperationsNext} from '../../shared/apiOperations';
import {mergeCodeSamples} from '../../plugins/api-samples/merge';
import {SPEC_PATH, ROOT} from './support/openapi';
import {checkAgainstSchema, type Schema} from '../../src/components/TryIt/validate';
import {curlLine, parameterProblems, pickValue, prettyJson, requestUrl, serverProblem} from '../../src/components/TryIt/request';
import {parse as parseLossless} from 'lossless-json';
import type {TryItData} from '../../src/components/TryIt/types';

const spec = readFileSync(SPEC_PATH, 'utf8');
const data = extractTryItData(mergeCodeSamples(spec, SPEC_PATH)) as unknown as TryItData;
const fixture = (name: string, variant: string): unknown =>
  JSON.parse(readFileSync(path.join(ROOT, 'tests', 'fixtures', 'messages', `${name}.json`), 'utf8')).variants[variant];

describe('Try-it data (plugins/api-samples/try-it.ts)', () => {
  it('has every operation, the servers of the document and the component schemas without prose', () => {
    expect(Object.keys(data.operations)).toHaveLength(31);
    expect(data.servers.map((s) => s.url)).toContain('http://localhost:8080/aggregator');
    expect(data.servers).toHaveLength(5);
    expect(JSON.stringify(data.schemas)).not.toMatch(/"description"|"example"/);
    expect(data.operations.getCardanoStakeDistributionByEpoch.parameters[0]).toMatchObject({name: 'epoch', in: 'path', latest: true});
    expect(data.operations.getCertificate.parameters[0]).toMatchObject({name: 'certificate_hash', latest: false});
    expect(data.operations.getCertificate.parameters[0].example).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(data).length, 'the JSON asset stays small').toBeLessThan(60_000);
  });

  it('gives each identifier parameter of a GET route a list route to fill it from, and fails naming the file when one is missing', () => {
    expect(data.operations.getCertificate.parameters[0].fill).toEqual({from: '/certificates', pick: [0, 'hash']});
    expect(data.operations.getProtocolConfiguration.parameters[0].fill).toEqual({from: '/status', pick: ['epoch']});
    for (const [id, op] of Object.entries(data.operations)) {
      for (const p of op.parameters) if (op.method === 'GET' && p.in === 'path' && !p.latest) expect(p.fill, `${id} ${p.name}`).toBeDefined();
    }
    // The Next reference's data is written from the same table, and every identifier there is covered too.
    const nextFile = path.join(ROOT, 'openapi-next.yaml');
    const next = extractTryItData(mergeCodeSamples(readFileSync(nextFile, 'utf8'), nextFile), nextFile);
    expect(next.operations.getCardanoBlocksTransactionsSnapshot.parameters[0].fill).toEqual({from: '/artifact/cardano-blocks-transactions', pick: [0, 'hash']});
    expect(next.operations.getSnapshot).toBeUndefined();
    // One table for both references: each entry names an operation of one of them.
    for (const id of Object.keys(FILL_FROM)) expect(id in apiOperations || id in apiOperationsNext, id).toBe(true);
    const merged = mergeCodeSamples(spec, SPEC_PATH);
    const {getSnapshot: _dropped, ...withoutSnapshot} = FILL_FROM;
    expect(() => extractTryItData(merged, '/x/openapi.yaml', withoutSnapshot)).toThrow(
      /do not fit \/x\/openapi\.yaml:\n {2}getSnapshot: the path parameter "digest" has no list route/,
    );
    expect(() => extractTryItData(merged, '/x/openapi.yaml', {...FILL_FROM, getCertificate: {certificate_hash: {from: '/nowhere', pick: [0]}}})).toThrow(
      /getCertificate: "certificate_hash" is filled from \/nowhere, which is not a GET route/,
    );
  });

  it('puts one Try-it element at the end of every operation description of the rendered copy', () => {
    const rendered = withTryItMarkup(mergeCodeSamples(spec, SPEC_PATH));
    for (const [id, op] of Object.entries(data.operations)) {
      expect(rendered.split(tryItMarkup(id, op.method === 'GET' ? 'get' : 'post')).length - 1, id).toBe(1);
    }
    expect(tryItMarkup('getStatus', 'get')).not.toContain('\n');
  });
});

describe('validator of the Try-it panels (src/components/TryIt/validate.ts)', () => {
  const fixtures = readdirSync(path.join(ROOT, 'tests', 'fixtures', 'messages')).map((f) => f.replace(/\.json$/, ''));
  const SCHEMA_OF: Record<string, string> = {CardanoTransactionsProofsMessage: 'CardanoTransactionProofMessage', RegisterSignatureMessageHttp: 'RegisterSingleSignatureMessage'};

  it.each(fixtures)('accepts every variant of %s, without notes (every field documented)', (name) => {
    const schema = data.schemas[SCHEMA_OF[name] ?? name] as Schema;
    expect(schema, name).toBeDefined();
    const {variants} = JSON.parse(readFileSync(path.join(ROOT, 'tests', 'fixtures', 'messages', `${name}.json`), 'utf8'));
    for (const [variant, value] of Object.entries(variants)) {
      expect(checkAgainstSchema(value, schema, data.schemas as Record<string, Schema>), `${name} "${variant}"`).toEqual({errors: [], notes: []});
    }
  });

  const status = fixture('AggregatorStatusMessage', 'all fields (none optional)') as Record<string, unknown>;
  const statusSchema = data.operations.getStatus.responses['200'] as Schema;
  const check = (value: unknown) => checkAgainstSchema(value, statusSchema, data.schemas as Record<string, Schema>);

  it('names a missing required field', () => {
    const {epoch: _epoch, ...rest} = status;
    expect(check(rest).errors).toEqual([{path: '.epoch', kind: 'missing', message: '.epoch: required field missing'}]);
  });

  it('names an unexpected type', () => {
    expect(check({...status, epoch: 'five'}).errors).toEqual([{path: '.epoch', kind: 'type', message: '.epoch: expected integer, got the string "five"'}]);
  });

  it('names an unknown enum value', () => {
    const errors = check({...status, mithril_era: 'tomorrow'}).errors;
    expect(errors.map((e) => [e.path, e.kind])).toContainEqual(['.mithril_era', 'enum']);
  });

  it('notes a field the description does not document, and does not count it as an error', () => {
    expect(check({...status, brand_new: 1})).toEqual({errors: [], notes: [{path: '.brand_new', kind: 'extra', message: '.brand_new: field not in the description'}]});
  });

  it('checks arrays, patterns, minimums, formats, oneOf and maps', () => {
    const schemas: Record<string, Schema> = {Hash: {type: 'string', pattern: '^[0-9a-f]{4}$'}};
    const schema: Schema = {
      type: 'object',
      properties: {
        hashes: {type: 'array', minItems: 1, items: {$ref: '#/components/schemas/Hash'}},
        n: {type: 'integer', minimum: 0},
        at: {type: 'string', format: 'date-time'},
        either: {oneOf: [{type: 'string'}, {type: 'object', required: ['a'], properties: {a: {type: 'integer'}}}]},
        map: {type: 'object', additionalProperties: {type: 'integer'}},
        closed: {type: 'object', properties: {a: {type: 'integer'}}, additionalProperties: false},
      },
    };
    const result = checkAgainstSchema(
      {hashes: ['abcd', 'xyz'], n: -1, at: 'yesterday', either: {b: 1}, map: {p: 1, q: 'x'}, closed: {a: 1, b: 2}},
      schema,
      schemas,
    );
    expect(result.errors.map((e) => `${e.path} ${e.kind}`)).toEqual([
      '.hashes[1] constraint',
      '.n constraint',
      '.at constraint',
      '.either no-match',
      '.either.a missing',
      '.map.q type',
      '.closed.b extra',
    ]);
    expect(result.notes.map((n) => n.path)).toEqual(['.either.b']);
    expect(checkAgainstSchema([], {type: 'array', minItems: 1}, {}).errors[0].message).toBe('the body: fewer than 1 items');
  });
});

describe('request helpers of the Try-it panels (src/components/TryIt/request.ts)', () => {
  it('fills path and query parameters and writes the matching curl line', () => {
    const proof = data.operations.getCardanoTransactionProof;
    const url = requestUrl('https://a.example/aggregator/', proof, {transaction_hashes: 'ab, cd'});
    expect(url).toBe('https://a.example/aggregator/proof/cardano-transaction?transaction_hashes=ab,cd');
    expect(curlLine(proof, url)).toBe(`curl -s -f '${url}'`);
    const byEpoch = data.operations.getCardanoStakeDistributionByEpoch;
    expect(requestUrl('http://127.0.0.1:1/aggregator', byEpoch, {epoch: 'latest-1'})).toBe('http://127.0.0.1:1/aggregator/artifact/cardano-stake-distribution/epoch/latest-1');
    expect(curlLine(data.operations.downloadSnapshot, 'https://x/d')).toContain("-w '%{http_code} %{redirect_url}\\n'");
    expect(curlLine(data.operations.registerSigner, 'https://x/register-signer')).toMatch(/^curl -s -f -X POST 'https:\/\/x\/register-signer' \\\n {2}-H 'Content-Type: application\/json' \\\n {2}-d '\{"epoch"/);
  });

  it('reports required, malformed and well-formed parameters and server addresses', () => {
    const byEpoch = data.operations.getCardanoStakeDistributionByEpoch;
    expect(parameterProblems(byEpoch, {epoch: ''})).toEqual({epoch: 'Required.'});
    expect(parameterProblems(byEpoch, {epoch: 'yesterday'}).epoch).toMatch(/^Does not match/);
    expect(parameterProblems(byEpoch, {epoch: 'latest-2'})).toEqual({});
    expect(serverProblem('http://localhost:8080/aggregator')).toBeNull();
    expect(serverProblem('ftp://x')).toMatch(/http/);
    expect(serverProblem('aggregator')).toMatch(/Not a complete address/);
  });
});

describe('exact numbers (lossless parse of the bodies)', () => {
  const text = '{"epoch":590,"total_cardano_stake":21573658203458219,"phi_f":0.2,"list":[{"hash":"ab"}]}';
  const body = parseLossless(text);

  it('pretty-prints and picks every number as received, where a JSON.parse round trip changes it', () => {
    expect(JSON.stringify(JSON.parse(text))).toContain('21573658203458220');
    expect(prettyJson(body)).toContain('"total_cardano_stake": 21573658203458219,');
    expect(JSON.parse(prettyJson(body).replace(/21573658203458219/, '0'))).toEqual({...JSON.parse(text), total_cardano_stake: 0});
    expect(pickValue(body, ['total_cardano_stake'])).toBe('21573658203458219');
    expect(pickValue(body, ['epoch'])).toBe('590');
    expect(pickValue(body, ['list', 0, 'hash'])).toBe('ab');
    expect(pickValue(body, ['list', 1, 'hash'])).toBeNull();
    expect(pickValue([], [0, 'hash'])).toBeNull();
  });

  it('the contract check reads a big integer as an integer and a fraction as a number', () => {
    const schema: Schema = {
      type: 'object',
      properties: {epoch: {type: 'integer'}, total_cardano_stake: {type: 'integer', minimum: 0}, phi_f: {type: 'number', maximum: 1}},
    };
    expect(checkAgainstSchema(body, schema, {}).errors).toEqual([]);
    const wrong = checkAgainstSchema(parseLossless('{"epoch":1.5,"total_cardano_stake":-21573658203458219}'), schema, {});
    expect(wrong.errors.map((e) => e.message)).toEqual([
      '.epoch: expected integer, got the number 1.5',
      '.total_cardano_stake: -21573658203458219 is below the minimum 0',
    ]);
  });
});
