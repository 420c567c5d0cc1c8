/**
 * Keys and signatures in the examples of openapi.yaml, the message fixtures and the request
 * bodies of the curl samples have the layout and the sizes of their Rust types
 * (tests/unit/support/encoded-keys.ts): a value of the wrong length (a 48-byte "verification
 * key" where the aggregator expects 192 bytes) would be refused by a real aggregator.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it, expect} from 'vitest';
import {apiSamples, type OperationSamples} from '../../api-samples';
import {ENCODED_FIELDS, encodedValues, encodingDifferences, shapeDifferences} from './support/encoded-keys';
import {ROOT, loadDocument} from './support/openapi';

const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'messages');

const check = (values: [string, string, string][]): string[] =>
  values.flatMap(([field, value, where]) => encodingDifferences(field, value).map((d) => `${where}: ${d}`));

describe('encoded keys and signatures', () => {
  it('in the examples of openapi.yaml', () => {
    const values = encodedValues(loadDocument(), '#');
    expect(values.length).toBeGreaterThan(30);
    expect(new Set(values.map(([field]) => field))).toEqual(new Set(Object.keys(ENCODED_FIELDS)));
    expect(check(values)).toEqual([]);
  });

  it('in the message fixtures', () => {
    const values = readdirSync(FIXTURES)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => encodedValues(JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')).variants, name));
    expect(values.length).toBeGreaterThan(20);
    expect(check(values)).toEqual([]);
  });

  it('in the JSON bodies of the curl samples', () => {
    const samples: Record<string, OperationSamples> = apiSamples;
    const values = Object.entries(samples).flatMap(([op, own]) => {
      const body = /-d '(\{[\s\S]*?\n\})'/.exec(own.curl);
      return body ? encodedValues(JSON.parse(body[1]), op) : [];
    });
    expect(values.map(([field]) => field)).toEqual(
      expect.arrayContaining(['verification_key', 'verification_key_signature', 'operational_certificate', 'signature']),
    );
    expect(check(values)).toEqual([]);
  });

  it('the check catches a wrong length, a wrong layout and a raw value of the wrong size', () => {
    const hex = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('hex');
    const byteList = (n: number) => Array.from({length: n}, (_, i) => i % 256);
    // The old example: 48 raw bytes where 192 are expected.
    expect(encodingDifferences('verification_key', 'ab'.repeat(48))).toEqual([
      'verification_key (VerificationKeyProofOfPossession): 48 bytes, expected 192',
    ]);
    expect(encodingDifferences('verification_key', 'ab'.repeat(192))).toEqual([]);
    expect(encodingDifferences('verification_key', hex({vk: byteList(96), pop: byteList(96)}))).toEqual([]);
    expect(encodingDifferences('verification_key', hex({vk: byteList(48), pop: byteList(96)}))).toEqual([
      'verification_key (VerificationKeyProofOfPossession, JSON hex) .vk: 48 bytes, expected 96',
    ]);
    expect(encodingDifferences('signature', hex({sigma: byteList(48), indexes: [1], signer_index: 0, extra: 1}))).toEqual([
      'signature (SingleSignature, JSON hex) .extra: not in the type',
    ]);
    expect(encodingDifferences('operational_certificate', 'ab'.repeat(80))).toEqual([
      'operational_certificate (OpCert): not the hex encoding of its JSON form',
    ]);
    expect(encodingDifferences('multi_signature', '')).toEqual([]);
    expect(shapeDifferences([1, 2], [{bytes: 1}, 'int'])).toEqual(['[0]: expected bytes']);
  });
});
