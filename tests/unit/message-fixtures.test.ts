/**
 * The messages of tests/fixtures/messages/ against openapi.yaml (API 0.1.55, Mithril 439d0a089),
 * and those of tests/fixtures/messages-next/ against openapi-next.yaml (API 0.1.68, Mithril 2eedbd254).
 *
 * Each fixture file holds the JSON of one message type of the Mithril code at the documented
 * commit (`source` names the Rust file), in variants with the optional fields absent and present.
 * Every variant must validate against the schema of every operation that carries the type (request
 * body or response), both as the document says (objects open to new fields) and with every object
 * closed, which checks that the description declares each field the server sends, no more.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it, expect} from 'vitest';
import {
  ROOT,
  childPointer,
  closeObjects,
  createValidator,
  deref,
  describeErrors,
  isObject,
  listOperations,
  loadDocument,
  NEXT_SPEC_PATH,
  SPEC_PATH,
  type Json,
  type JsonObject,
} from './support/openapi';

const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'messages');
const FIXTURES_NEXT = path.join(ROOT, 'tests', 'fixtures', 'messages-next');

/** Rust message type (fixture file name) → component schema of openapi.yaml, where the names differ. */
const SCHEMA_OF: Record<string, string> = {
  CardanoTransactionsProofsMessage: 'CardanoTransactionProofMessage',
  RegisterSignatureMessageHttp: 'RegisterSingleSignatureMessage',
  CardanoTransactionsProofsV2Message: 'CardanoTransactionProofV2Message',
  CardanoBlocksProofsMessage: 'CardanoBlockProofMessage',
};

interface Fixture {
  type: string;
  file: string;
  source: string;
  variants: Record<string, Json>;
}

function loadFixtures(dir = FIXTURES): Fixture[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      let content: unknown;
      try {
        content = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
      }
      if (!isObject(content) || typeof content.source !== 'string' || !isObject(content.variants)) {
        throw new Error(`${file}: expected {"source": "<file in the Mithril repository>", "variants": {...}}`);
      }
      return {type: name.replace(/\.json$/, ''), file, source: content.source, variants: content.variants};
    });
}

interface Carrier {
  /** Where the message travels, e.g. "getCertificate response 200". */
  where: string;
  /** JSON pointer of the schema in openapi.yaml. */
  schemaPointer: string;
}

/** For each component schema, the request bodies and responses whose JSON content is exactly it. */
function findCarriers(doc: JsonObject): Map<string, Carrier[]> {
  const carriers = new Map<string, Carrier[]>();
  const add = (schema: Json | undefined, where: string, schemaPointer: string) => {
    if (!isObject(schema) || typeof schema.$ref !== 'string') return;
    const name = schema.$ref.replace('#/components/schemas/', '');
    carriers.set(name, [...(carriers.get(name) ?? []), {where, schemaPointer}]);
  };
  /** The JSON content of a request body or response, following a `$ref` to components. */
  const jsonContent = (holder: Json | undefined, pointer: string): [Json | undefined, string] => {
    let at = pointer;
    let node = holder;
    if (isObject(node) && typeof node.$ref === 'string') {
      at = node.$ref.replace(/^#/, '');
      node = deref(doc, node);
    }
    const content = isObject(node) && isObject(node.content) ? node.content : {};
    const media = content['application/json'];
    return [isObject(media) ? media.schema : undefined, childPointer(at, 'content', 'application/json', 'schema')];
  };
  for (const {operationId, pointer, operation} of listOperations(doc)) {
    const [requestSchema, requestPointer] = jsonContent(operation.requestBody, childPointer(pointer, 'requestBody'));
    add(requestSchema, `${operationId} request body`, requestPointer);
    for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
      const [schema, schemaPointer] = jsonContent(response, childPointer(pointer, 'responses', status));
      add(schema, `${operationId} response ${status}`, schemaPointer);
    }
  }
  return carriers;
}

describe.each([
  {folder: 'tests/fixtures/messages', dir: FIXTURES, spec: SPEC_PATH, version: '0.1.55', minimum: 26},
  {folder: 'tests/fixtures/messages-next', dir: FIXTURES_NEXT, spec: NEXT_SPEC_PATH, version: '0.1.68', minimum: 27},
])('message fixtures ($folder) against $spec', ({dir, spec, version, minimum}) => {
  const doc = loadDocument(spec);
  const fixtures = loadFixtures(dir);
  const isCurrent = dir === FIXTURES;
  const carriers = findCarriers(doc);
  const validatorFor = createValidator(doc);
  const strictValidatorFor = createValidator(closeObjects(doc));
  const schemaOf = (fixture: Fixture) => SCHEMA_OF[fixture.type] ?? fixture.type;

  it('cover every message type that an operation sends or receives as JSON', () => {
    const covered = new Set(fixtures.map(schemaOf));
    expect([...carriers.keys()].filter((name) => !covered.has(name)).sort()).toEqual([]);
    expect(fixtures.length).toBeGreaterThanOrEqual(minimum);
  });

  it(`are those of API ${version}, the version of the document`, () => {
    expect((doc.info as JsonObject).version).toBe(version);
    for (const value of Object.values(fixtures.find((f) => f.type === 'AggregatorFeaturesMessage')!.variants)) {
      expect((value as JsonObject).open_api_version).toBe(version);
    }
  });

  it('name the Rust file each message type comes from', () => {
    for (const fixture of fixtures) {
      expect(fixture.source, fixture.file).toMatch(/^mithril-(common|aggregator)\/src\/\S+\.rs/);
      expect(Object.keys(fixture.variants).length, fixture.file).toBeGreaterThan(0);
    }
  });

  describe.each(fixtures.map((fixture) => [fixture.type, fixture] as const))('%s', (_type, fixture) => {
    it('is carried by at least one operation', () => {
      expect(carriers.get(schemaOf(fixture)) ?? [], `no operation of openapi.yaml carries ${schemaOf(fixture)}`).not.toEqual([]);
    });

    for (const [variant, value] of Object.entries(fixture.variants)) {
      it(`"${variant}" validates against every schema that carries it, open and closed`, () => {
        const failures: string[] = [];
        for (const {where, schemaPointer} of carriers.get(schemaOf(fixture)) ?? []) {
          const validate = validatorFor(schemaPointer);
          if (!validate(value)) failures.push(`${where} (#${schemaPointer}):\n${describeErrors(validate.errors)}`);
          const strict = strictValidatorFor(schemaPointer);
          if (!strict(value)) failures.push(`${where} (#${schemaPointer}), objects closed:\n${describeErrors(strict.errors)}`);
        }
        expect(failures, `${fixture.file}, variant "${variant}"`).toEqual([]);
      });
    }
  });

  it('the variants named "optional fields absent" and "present" differ by optional fields only', () => {
    const withBoth = fixtures.filter((f) => 'optional fields absent' in f.variants && 'optional fields present' in f.variants);
    expect(withBoth.length).toBeGreaterThanOrEqual(isCurrent ? 8 : 6);
    const keys = (value: Json, prefix = ''): string[] =>
      isObject(value)
        ? Object.entries(value).flatMap(([k, v]) => [`${prefix}${k}`, ...keys(v, `${prefix}${k}.`)])
        : Array.isArray(value)
          ? value.flatMap((v) => keys(v, prefix))
          : [];
    for (const fixture of withBoth) {
      const absent = new Set(keys(fixture.variants['optional fields absent']));
      const present = new Set(keys(fixture.variants['optional fields present']));
      expect([...present].filter((k) => !absent.has(k)).length, `${fixture.file}: no optional field in "present"`).toBeGreaterThan(0);
      expect([...absent].filter((k) => !present.has(k)), `${fixture.file}: "present" lacks fields of "absent"`).toEqual([]);
    }
  });

  it.runIf(isCurrent)('the snapshot the Rust client posts to /statistics/snapshot (a whole SnapshotMessage) is accepted', () => {
    // SnapshotClient::add_statistics serialises the Snapshot it was given; the aggregator reads it
    // as a SnapshotDownloadMessage and ignores certificate_hash and created_at.
    const snapshot = fixtures.find((f) => f.type === 'SnapshotMessage')!.variants['optional fields present'];
    const [{schemaPointer}] = carriers.get('SnapshotDownloadMessage')!;
    const validate = validatorFor(schemaPointer);
    expect(validate(snapshot), describeErrors(validate.errors)).toBe(true);
  });

  it('the checks can fail: a missing required field, an unknown field once objects are closed', () => {
    const type = isCurrent ? 'SnapshotDownloadMessage' : 'CardanoBlocksTransactionsSnapshotMessage';
    const required = isCurrent ? 'cardano_node_version' : 'block_number_tip';
    const [{schemaPointer}] = carriers.get(type)!;
    const body = structuredClone(Object.values(fixtures.find((f) => f.type === type)!.variants)[0]) as JsonObject;
    expect(validatorFor(schemaPointer)({...body, brand_new: 'e5f3'.repeat(16)})).toBe(true);
    expect(strictValidatorFor(schemaPointer)({...body, brand_new: 'e5f3'.repeat(16)})).toBe(false);
    delete body[required];
    expect(validatorFor(schemaPointer)(body)).toBe(false);
  });

  it.runIf(!isCurrent)('Next has no full snapshot message, and a discontinued signed entity type still reads in old certificates', () => {
    expect(fixtures.map((f) => f.type).filter((type) => /^Snapshot/.test(type))).toEqual([]);
    const [{schemaPointer}] = carriers.get('CertificateMessage')!;
    const certificate = structuredClone(fixtures.find((f) => f.type === 'CertificateMessage')!.variants['certificate signed by the signers']) as JsonObject;
    expect(validatorFor(schemaPointer)({...certificate, signed_entity_type: {CardanoImmutableFilesFull: {epoch: 500, immutable_file_number: 9800}}})).toBe(true);
    expect(validatorFor(schemaPointer)({...certificate, signed_entity_type: {CardanoBlocksTransactions: [1004, 3829160]}})).toBe(false);
  });
});
