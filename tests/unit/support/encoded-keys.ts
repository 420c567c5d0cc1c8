/**
 * The encodings of the keys and signatures that the aggregator's messages carry, with their sizes,
 * read from the Mithril code at the documented commit (api-samples/client-api.ts MITHRIL_COMMIT):
 *
 * - mithril-common/src/crypto_helper/types/wrappers.rs: which types travel as "JSON hex" (the
 *   hex encoding of the type's serde JSON) and which as "bytes hex" (ed25519 signatures);
 *   protocol_key.rs: a key is decoded from JSON hex, or else from bytes hex (the type's
 *   `to_bytes`);
 * - the JSON layouts and byte sizes: mithril-stm/src/bls_multi_signature/verification_key.rs
 *   (VerificationKeyProofOfPossession: 96-byte key + 96-byte proof of possession, 192 bytes),
 *   proof_of_possession.rs, signature.rs, the KES signature of kes-summed-ed25519 (Sum6KesSig,
 *   448 bytes), mithril-common/src/crypto_helper/cardano/opcert.rs, and the pre-encoded values of
 *   mithril-common/src/test/double/fake_keys.rs, whose decoded layouts these shapes follow.
 */

/** A shape: `bytes(n)` an array of n integers 0..255, `int` an integer, `ints` an array of integers, or a structure. */
export type Shape =
  | {bytes: number}
  | 'int'
  | 'ints'
  | 'null'
  | readonly Shape[]
  | {readonly [key: string]: Shape}
  | {oneOf: readonly Shape[]}
  | {listOf: Shape};

const bytes = (n: number): Shape => ({bytes: n});

/** Sum6 KES signature: an Ed25519 signature (64 bytes) wrapped in six levels, each with two 32-byte keys. */
function sumKes(depth: number): Shape {
  const inner = depth === 0 ? bytes(64) : sumKes(depth - 1);
  return depth === 0 ? bytes(64) : {sigma: inner, lhs_pk: bytes(32), rhs_pk: bytes(32)};
}

const SINGLE_SIGNATURE: Shape = {sigma: bytes(48), indexes: 'ints', signer_index: 'int'};

export interface Encoding {
  /** Rust type. */
  type: string;
  /** Layout of its JSON form, when it travels as JSON hex. */
  json?: Shape;
  /** Length in bytes of its binary form (`to_bytes`), accepted as bytes hex. */
  bytes?: number;
}

/** Encoding of each message field that holds a key or a signature (field name → encoding). */
export const ENCODED_FIELDS: Readonly<Record<string, Encoding>> = {
  verification_key: {type: 'VerificationKeyProofOfPossession', json: {vk: bytes(96), pop: bytes(96)}, bytes: 192},
  verification_key_signature: {type: 'Sum6KesSig', json: sumKes(6), bytes: 448},
  operational_certificate: {type: 'OpCert', json: [[bytes(32), 'int', 'int', bytes(64)], bytes(32)]},
  signature: {type: 'SingleSignature', json: SINGLE_SIGNATURE},
  multi_signature: {
    type: 'AggregateSignature (concatenation)',
    json: {
      signatures: {listOf: [SINGLE_SIGNATURE, [bytes(96), 'int']]},
      batch_proof: {values: {listOf: bytes(32)}, indices: 'ints', hasher: 'null'},
    },
  },
  aggregate_verification_key: {
    type: 'AggregateVerificationKey',
    json: {mt_commitment: {root: bytes(32), nr_leaves: 'int', hasher: 'null'}, total_stake: 'int'},
  },
  next_aggregate_verification_key: {
    type: 'AggregateVerificationKey',
    json: {mt_commitment: {root: bytes(32), nr_leaves: 'int', hasher: 'null'}, total_stake: 'int'},
  },
  genesis_signature: {type: 'ed25519 Signature (bytes hex)', bytes: 64},
};

/** Differences between `value` and `shape`, each with its path below `at`. */
export function shapeDifferences(value: unknown, shape: Shape, at = ''): string[] {
  const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
  if (shape === 'int') return isInt(value) ? [] : [`${at || '.'}: expected an integer`];
  if (shape === 'null') return value === null ? [] : [`${at || '.'}: expected null`];
  if (shape === 'ints') return Array.isArray(value) && value.every(isInt) ? [] : [`${at || '.'}: expected a list of integers`];
  if (Array.isArray(shape)) {
    if (!Array.isArray(value) || value.length !== shape.length) return [`${at || '.'}: expected a list of ${shape.length} items`];
    return shape.flatMap((item, i) => shapeDifferences(value[i], item, `${at}[${i}]`));
  }
  if ('bytes' in shape && typeof shape.bytes === 'number') {
    if (!Array.isArray(value) || !value.every((b) => isInt(b) && b >= 0 && b <= 255)) return [`${at || '.'}: expected bytes`];
    return value.length === shape.bytes ? [] : [`${at || '.'}: ${value.length} bytes, expected ${shape.bytes}`];
  }
  if ('listOf' in shape) {
    if (!Array.isArray(value)) return [`${at || '.'}: expected a list`];
    return value.flatMap((item, i) => shapeDifferences(item, shape.listOf as Shape, `${at}[${i}]`));
  }
  if ('oneOf' in shape) {
    const all = (shape.oneOf as Shape[]).map((s) => shapeDifferences(value, s, at));
    return all.some((d) => d.length === 0) ? [] : all[0];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at || '.'}: expected an object`];
  const object = value as Record<string, unknown>;
  const fields = shape as Record<string, Shape>;
  return [
    ...Object.entries(fields).flatMap(([key, s]) => (key in object ? shapeDifferences(object[key], s, `${at}.${key}`) : [`${at}.${key}: missing`])),
    ...Object.keys(object).filter((key) => !(key in fields)).map((key) => `${at}.${key}: not in the type`),
  ];
}

/**
 * Differences between an encoded field value and its encoding: `[]` when it fits. An empty
 * string (an absent value) fits. JSON hex is tried first, then bytes hex, as the aggregator does.
 */
export function encodingDifferences(field: string, value: string): string[] {
  const encoding = ENCODED_FIELDS[field];
  if (!encoding || value === '') return [];
  if (!/^([0-9a-f]{2})*$/.test(value)) return [`${field}: not lowercase hex of whole bytes`];
  const decoded = Buffer.from(value, 'hex');
  if (encoding.json) {
    let json: unknown;
    try {
      json = JSON.parse(decoded.toString('utf8'));
    } catch {
      json = undefined;
    }
    if (json !== undefined) return shapeDifferences(json, encoding.json).map((d) => `${field} (${encoding.type}, JSON hex) ${d}`);
  }
  if (encoding.bytes !== undefined) {
    return decoded.length === encoding.bytes ? [] : [`${field} (${encoding.type}): ${decoded.length} bytes, expected ${encoding.bytes}`];
  }
  return [`${field} (${encoding.type}): not the hex encoding of its JSON form`];
}

/** Every `[field, value, where]` of a JSON value whose field name has a known encoding. */
export function encodedValues(node: unknown, where: string, field?: string): [string, string, string][] {
  if (typeof node === 'string') return field && field in ENCODED_FIELDS ? [[field, node, where]] : [];
  if (Array.isArray(node)) return node.flatMap((item, i) => encodedValues(item, `${where}[${i}]`, field));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    // The schema of a property and its examples inherit the property's name.
    encodedValues(value, `${where}/${key}`, key === 'example' || key === 'examples' || key === 'value' ? field : key === 'properties' ? undefined : key),
  );
}
