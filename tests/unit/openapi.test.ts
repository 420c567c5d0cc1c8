/**
 * Checks on openapi.yaml, the aggregator REST API description rendered at /doc/aggregator-api/
 * (Current, API 0.1.55), and on openapi-next.yaml, rendered at /doc/next/aggregator-api/ (Next,
 * API 0.1.68): both documents get every check below, except the few that name Current's routes.
 *
 *  a. document identity (OpenAPI version, title, version, servers, licence);
 *  b. Redocly lint with the project's redocly.yaml reports no error, and a second, independent
 *     validator (@seriousme/openapi-schema-validator: the official OpenAPI 3.1 JSON schema run
 *     with Ajv) accepts the document, with and without the merged code samples;
 *  c. every example in the document validates against its schema (Ajv, JSON Schema 2020-12);
 *  d. the operations match shared/apiOperations.ts and the API error catalogue.
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import path from 'node:path';
import {describe, it, expect} from 'vitest';
import {parse} from 'yaml';
import type {ErrorObject} from 'ajv';
import {lint, loadConfig} from '@redocly/openapi-core';
import {Validator} from '@seriousme/openapi-schema-validator';
import {mergeCodeSamples} from '../../plugins/api-samples/merge';
import {API_REFERENCES} from '../../shared/site.mjs';
import {createValidator} from './support/openapi';
import {apiOperations, apiOperationsNext} from '../../shared/apiOperations';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG_PATH = path.join(ROOT, 'redocly.yaml');

/** The two documents: Current (openapi.yaml) and Next (openapi-next.yaml). */
const DOCUMENTS = [
  {file: 'openapi.yaml', version: '0.1.55', operations: apiOperations as Record<string, {method: string; path: string; tag: string}>},
  {file: 'openapi-next.yaml', version: '0.1.68', operations: apiOperationsNext as Record<string, {method: string; path: string; tag: string}>},
];

const loadDocument = (specPath: string): JsonObject => parse(readFileSync(specPath, 'utf8')) as JsonObject;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeSegment = (segment: string | number): string =>
  String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

const childPointer = (pointer: string, ...segments: (string | number)[]): string =>
  segments.reduce<string>((acc, segment) => `${acc}/${escapeSegment(segment)}`, pointer);

const resolvePointer = (doc: JsonObject, pointer: string): Json | undefined =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Json | undefined>((node, key) => (isObject(node) || Array.isArray(node) ? (node as JsonObject)[key] : undefined), doc);

// ----------------------------------------------------------------------------- example collection

interface ExampleCase {
  /** JSON pointer of the example value inside openapi.yaml. */
  pointer: string;
  /** JSON pointer of the schema the example must satisfy. */
  schemaPointer: string;
  value: Json;
}

const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_SINGLE_KEYWORDS = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
];

/** Collects `example` and `examples` of a schema and of every schema nested in it. */
function collectSchemaExamples(schema: Json | undefined, pointer: string, cases: ExampleCase[]): void {
  if (!isObject(schema)) return;
  if ('example' in schema) {
    cases.push({pointer: childPointer(pointer, 'example'), schemaPointer: pointer, value: schema.example});
  }
  if (Array.isArray(schema.examples)) {
    schema.examples.forEach((value, index) =>
      cases.push({pointer: childPointer(pointer, 'examples', index), schemaPointer: pointer, value}),
    );
  }
  for (const keyword of SCHEMA_MAP_KEYWORDS) {
    const map = schema[keyword];
    if (isObject(map)) {
      for (const [name, sub] of Object.entries(map)) collectSchemaExamples(sub, childPointer(pointer, keyword, name), cases);
    }
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = schema[keyword];
    if (Array.isArray(list)) list.forEach((sub, index) => collectSchemaExamples(sub, childPointer(pointer, keyword, index), cases));
  }
  for (const keyword of SCHEMA_SINGLE_KEYWORDS) {
    collectSchemaExamples(schema[keyword], childPointer(pointer, keyword), cases);
  }
}

/** Value of an Example Object, following a `$ref` to components/examples when there is one. */
function exampleObjectValue(doc: JsonObject, example: Json): Json | undefined {
  if (isObject(example) && typeof example.$ref === 'string') {
    const target = resolvePointer(doc, example.$ref.replace(/^#/, ''));
    return isObject(target) ? target.value : undefined;
  }
  return isObject(example) ? example.value : undefined;
}

/** Examples held by a Parameter Object or a Media Type Object, checked against its `schema`. */
function collectHolderExamples(doc: JsonObject, holder: Json | undefined, pointer: string, cases: ExampleCase[]): void {
  if (!isObject(holder) || '$ref' in holder || !('schema' in holder)) return;
  const schemaPointer = childPointer(pointer, 'schema');
  collectSchemaExamples(holder.schema, schemaPointer, cases);
  if ('example' in holder) cases.push({pointer: childPointer(pointer, 'example'), schemaPointer, value: holder.example});
  if (isObject(holder.examples)) {
    for (const [name, example] of Object.entries(holder.examples)) {
      const value = exampleObjectValue(doc, example);
      if (value !== undefined) cases.push({pointer: childPointer(pointer, 'examples', name, 'value'), schemaPointer, value});
    }
  }
}

function collectContentExamples(doc: JsonObject, owner: Json | undefined, pointer: string, cases: ExampleCase[]): void {
  if (!isObject(owner) || !isObject(owner.content)) return;
  for (const [mediaType, media] of Object.entries(owner.content)) {
    collectHolderExamples(doc, media, childPointer(pointer, 'content', mediaType), cases);
  }
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every example of the document: component schemas, parameters, request bodies and responses. */
function collectExamples(doc: JsonObject): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const components = isObject(doc.components) ? doc.components : {};
  for (const [name, schema] of Object.entries(isObject(components.schemas) ? components.schemas : {})) {
    collectSchemaExamples(schema, childPointer('', 'components', 'schemas', name), cases);
  }
  for (const [name, parameter] of Object.entries(isObject(components.parameters) ? components.parameters : {})) {
    collectHolderExamples(doc, parameter, childPointer('', 'components', 'parameters', name), cases);
  }
  for (const [name, response] of Object.entries(isObject(components.responses) ? components.responses : {})) {
    collectContentExamples(doc, response, childPointer('', 'components', 'responses', name), cases);
  }
  for (const [name, body] of Object.entries(isObject(components.requestBodies) ? components.requestBodies : {})) {
    collectContentExamples(doc, body, childPointer('', 'components', 'requestBodies', name), cases);
  }
  for (const [route, pathItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(pathItem)) continue;
    const pathPointer = childPointer('', 'paths', route);
    if (Array.isArray(pathItem.parameters)) {
      pathItem.parameters.forEach((parameter, index) =>
        collectHolderExamples(doc, parameter, childPointer(pathPointer, 'parameters', index), cases),
      );
    }
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const opPointer = childPointer(pathPointer, method);
      if (Array.isArray(operation.parameters)) {
        operation.parameters.forEach((parameter, index) =>
          collectHolderExamples(doc, parameter, childPointer(opPointer, 'parameters', index), cases),
        );
      }
      collectContentExamples(doc, operation.requestBody, childPointer(opPointer, 'requestBody'), cases);
      for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        collectContentExamples(doc, response, childPointer(opPointer, 'responses', status), cases);
      }
    }
  }
  return cases;
}

// ----------------------------------------------------------------------------- validation


const describeErrors = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((error) => `  ${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`).join('\n');

interface ExampleFailure {
  pointer: string;
  schemaPointer: string;
  errors: string;
}

function findInvalidExamples(doc: JsonObject): {checked: number; failures: ExampleFailure[]} {
  const validatorFor = createValidator(doc);
  const cases = collectExamples(doc);
  const failures: ExampleFailure[] = [];
  for (const {pointer, schemaPointer, value} of cases) {
    const validate = validatorFor(schemaPointer);
    if (!validate(value)) failures.push({pointer, schemaPointer, errors: describeErrors(validate.errors)});
  }
  return {checked: cases.length, failures};
}

const formatFailures = (failures: ExampleFailure[]): string =>
  failures.map((f) => `example #${f.pointer} does not match schema #${f.schemaPointer}:\n${f.errors}`).join('\n\n');

// ----------------------------------------------------------------------------- operations

interface DocOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  operation: JsonObject;
}

function listOperations(doc: JsonObject): DocOperation[] {
  const operations: DocOperation[] = [];
  for (const [route, pathItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path: route,
        tag: tags.length === 1 ? String(tags[0]) : `<${tags.length} tags>`,
        operation,
      });
    }
  }
  return operations;
}

/**
 * Error statuses other than `default`: the API error catalogue (spec section 8) completed from the
 * aggregator's routes at 439d0a089 (mithril-aggregator/src/http_server/routes/**): the 400 of
 * the routes that expand `latest-N` epochs (invalid_epoch), of the proof route (its hash validator
 * and the framework's query check) and of the routes whose JSON body the framework parses.
 */
const EXPECTED_ERROR_STATUSES: Record<string, string[]> = {
  getProtocolConfiguration: ['404'],
  getGenesisCertificate: ['404'],
  getCertificate: ['404'],
  getSnapshot: ['404'],
  downloadSnapshot: ['404'],
  getCardanoDatabaseSnapshotsByEpoch: ['400'],
  getCardanoDatabaseSnapshot: ['404'],
  getMithrilStakeDistribution: ['404'],
  getCardanoStakeDistribution: ['404'],
  getCardanoStakeDistributionByEpoch: ['400', '404'],
  getCardanoTransactionSnapshot: ['404'],
  getCardanoTransactionProof: ['400', '404'],
  getCardanoBlocksTransactionsSnapshot: ['404'],
  getCardanoTransactionProofV2: ['400', '404'],
  getCardanoBlockProof: ['400', '404'],
  getRegisteredSigners: ['400', '404'],
  registerSigner: ['400', '550'],
  registerSignatures: ['400', '404', '410'],
  postSnapshotStatistics: ['400'],
  postCardanoDatabaseImmutableFilesRestored: ['400'],
};

const expectedSuccessStatuses = (operationId: string, method: string): string[] => {
  if (operationId === 'registerSignatures') return ['201', '202'];
  // The aggregator redirects to the archive (warp::redirect::found).
  if (operationId === 'downloadSnapshot') return ['302'];
  return method === 'POST' ? ['201'] : ['200'];
};

const isSuccess = (status: string): boolean => /^[23]\d\d$/.test(status);

// ============================================================================= tests

describe.each(DOCUMENTS)('$file', ({file, version, operations: siteOperations}) => {
  const SPEC_PATH = path.join(ROOT, file);
  const doc = loadDocument(SPEC_PATH);
  const isCurrent = file === 'openapi.yaml';

  describe('document identity', () => {
    it(`is an OpenAPI 3.1.1 document for the Mithril Aggregator Server ${version}`, () => {
      expect(doc.openapi).toBe('3.1.1');
      const info = doc.info as JsonObject;
      expect(info.title).toBe('Mithril Aggregator Server');
      expect(info.version).toBe(version);
      expect(API_REFERENCES.find((reference) => reference.specFile === file)?.version, 'shared/site.mjs API_REFERENCES').toBe(version);
      expect(typeof info.description).toBe('string');
      expect((info.contact as JsonObject).url).toBe('https://github.com/input-output-hk/mithril');
      // The Mithril repository's LICENSE (Apache License 2.0; Cargo.toml: license = "Apache-2.0") at 439d0a089.
      expect((info.license as JsonObject).identifier).toBe('Apache-2.0');
      // OpenAPI 3.1: a licence has an SPDX identifier or a url, never both.
      expect((info.license as JsonObject).url).toBeUndefined();
    });

    it('states stake in lovelace, as mithril-common carries it (Stake = u64, filled from the ledger stake snapshot)', () => {
      const stake = ((doc.components as JsonObject).schemas as JsonObject).Stake as JsonObject;
      expect(String(stake.description)).toMatch(/lovelace/);
      expect(String(stake.description)).toContain('mithril-common/src/entities/type_alias.rs');
      for (const text of [String(stake.description), String((doc.info as JsonObject).description)]) expect(text).not.toMatch(/10\^9|scaled/);
    });

    it('lists the four hosted networks and a local aggregator as servers', () => {
      const servers = (doc.servers as JsonObject[]).map((server) => server.url);
      expect(servers).toEqual([
        'https://aggregator.release-mainnet.api.mithril.network/aggregator',
        'https://aggregator.release-preprod.api.mithril.network/aggregator',
        'https://aggregator.pre-release-preview.api.mithril.network/aggregator',
        'https://aggregator.testing-preview.api.mithril.network/aggregator',
        'http://localhost:8080/aggregator',
      ]);
      for (const server of doc.servers as JsonObject[]) expect(server.description).toBeTruthy();
    });
  });

  describe('Redocly lint', () => {
    it('reports no error with redocly.yaml', {timeout: 60_000}, async () => {
      const config = await loadConfig({configPath: CONFIG_PATH});
      const problems = await lint({ref: SPEC_PATH, config});
      const report = problems
        .map((problem) => {
          const where = problem.location.map((location) => location.pointer ?? '').join(', ');
          return `${problem.severity} [${problem.ruleId}] ${problem.message} at ${where}`;
        })
        .join('\n');
      if (report) console.log(`Redocly lint problems:\n${report}`);
      expect(problems.filter((problem) => problem.severity === 'error'), report).toEqual([]);
    });
  });

  describe('OpenAPI 3.1 schema (second validator)', () => {
    const validate = async (document: JsonObject) => {
      const validator = new Validator();
      const result = await validator.validate(structuredClone(document) as Parameters<Validator["validate"]>[0]);
      return {valid: result.valid, version: validator.version, errors: JSON.stringify(result.errors ?? [], null, 1)};
    };

    it(`${file} is a valid OpenAPI 3.1 document`, async () => {
      const result = await validate(doc);
      expect(result.version).toBe('3.1');
      expect(result.valid, result.errors).toBe(true);
    });

    it('so is the document served by the Download link, with the code samples merged in', async () => {
      const merged = parse(mergeCodeSamples(readFileSync(SPEC_PATH, 'utf8'), SPEC_PATH)) as JsonObject;
      const result = await validate(merged);
      expect(result.valid, result.errors).toBe(true);
    });

    it('rejects a licence with both an identifier and a url, which redocly lint lets through', async () => {
      const broken = structuredClone(doc) as JsonObject;
      ((broken.info as JsonObject).license as JsonObject).url = 'https://github.com/input-output-hk/mithril/blob/main/LICENSE';
      expect((await validate(broken)).valid).toBe(false);
    });
  });

  describe('examples', () => {
    it('every example validates against its schema', () => {
      const {checked, failures} = findInvalidExamples(doc);
      console.log(`${file}: ${checked} examples validated against their schemas`);
      expect(checked).toBeGreaterThan(100);
      expect(failures, formatFailures(failures)).toEqual([]);
    });

    it('every component schema has a description and an example', () => {
      const schemas = (doc.components as JsonObject).schemas as JsonObject;
      const incomplete = Object.entries(schemas)
        .filter(([, schema]) => !isObject(schema) || !schema.description || !('example' in schema))
        .map(([name]) => name);
      expect(incomplete).toEqual([]);
    });

    it('the example check reports wrong examples with their location', () => {
      const broken = structuredClone(doc) as JsonObject;
      // A schema-level example with a value outside the enum.
      const capabilities = resolvePointer(broken, '/components/schemas/AggregatorCapabilities') as JsonObject;
      (capabilities.example as JsonObject).aggregate_signature_type = 'Foo';
      // A media-type example, under a templated path, with a signer list where a count is expected.
      const certificate = resolvePointer(
        broken,
        '/paths/~1certificate~1{certificate_hash}/get/responses/200/content/application~1json',
      ) as JsonObject;
      ((certificate.example as JsonObject).metadata as JsonObject).signers = 3;
      // A named parameter example that does not match the epoch pattern.
      const epochExamples = resolvePointer(broken, '/components/parameters/Epoch/examples') as JsonObject;
      (epochExamples.offset as JsonObject).value = 'latest-x';

      const {failures} = findInvalidExamples(broken);
      expect(failures.map((failure) => failure.pointer).sort()).toEqual([
        '/components/parameters/Epoch/examples/offset/value',
        '/components/schemas/AggregatorCapabilities/example',
        '/paths/~1certificate~1{certificate_hash}/get/responses/200/content/application~1json/example',
      ]);
      const message = formatFailures(failures);
      expect(message).toContain('allowedValues');
      expect(message).toContain('must match pattern');
      expect(message).toContain('/metadata/signers must be array');
    });

    it('schemas enforce the validation rules of the API', () => {
      const validatorFor = createValidator(doc);
      const capabilities = validatorFor('/components/schemas/AggregatorCapabilities');
      expect(capabilities({signed_entity_types: ['CardanoDatabase'], aggregate_signature_type: 'Concatenation'})).toBe(true);
      expect(capabilities({signed_entity_types: ['CardanoDatabase'], aggregate_signature_type: 'Foo'})).toBe(false);
      expect(capabilities({signed_entity_types: [], aggregate_signature_type: 'Concatenation'})).toBe(false);
      expect(capabilities({signed_entity_types: ['CardanoBlocks'], aggregate_signature_type: 'Concatenation'})).toBe(false);

      const epoch = validatorFor('/components/parameters/Epoch/schema');
      for (const valid of ['0', '258', 'latest', 'latest-1', 'latest-12']) expect(epoch(valid), valid).toBe(true);
      for (const invalid of ['latest-x', 'latest-', 'Latest', '-3', '12a', '']) expect(epoch(invalid), invalid).toBe(false);

      const immutables = validatorFor('/components/schemas/ImmutablesLocation');
      expect(immutables({type: 'cloud_storage', uri: {Template: 'https://host/{immutable_file_number}.tar.zst'}})).toBe(true);
      expect(immutables({type: 'cloud_storage', uri: 'https://host/file.tar.zst'})).toBe(false);
      expect(immutables({type: 'cloud_storage', uri: {Pattern: 'https://host/file'}})).toBe(false);
      expect(immutables({type: 'cloud_storage', uri: {Template: 'https://host/{immutable_file_number}', Pattern: 'x'}})).toBe(false);
      const digests = validatorFor('/components/schemas/DigestLocation');
      expect(digests({type: 'aggregator', uri: 'https://host/aggregator/artifact/cardano-database/digests'})).toBe(true);
      expect(digests({type: 'cloud_storage', uri: 'https://host/digests.tar.zst', compression_algorithm: 'zstandard'})).toBe(true);
      expect(digests({type: 'cloud_storage', uri: 'https://host/digests.tar.zst', compression_algorithm: 'lz4'})).toBe(false);
      expect(digests({type: 'ftp', uri: 'ftp://host/digests'})).toBe(false);

      // Objects are open: a field added by a later release does not break validation...
      const status = validatorFor('/components/schemas/ProtocolParameters');
      expect(status({k: 9, m: 77, phi_f: 0.5, new_field: true})).toBe(true);
      // ...except the externally tagged enumerations, which the server parses with exactly one key.
      const entity = validatorFor('/components/schemas/SignedEntityType');
      expect(entity({MithrilStakeDistribution: 258})).toBe(true);
      expect(entity({MithrilStakeDistribution: 258, CardanoStakeDistribution: 257})).toBe(false);

      const stake = validatorFor('/components/schemas/Stake');
      expect(stake(60748341235218)).toBe(true);
      expect(stake(0.5)).toBe(false);
    });

    it('closes objects only where the server refuses unknown keys (externally tagged enumerations)', () => {
      const closed: string[] = [];
      const walk = (node: Json, pointer: string) => {
        if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${pointer}/${index}`));
        if (!isObject(node)) return;
        if (node.additionalProperties === false || node.unevaluatedProperties === false) closed.push(pointer);
        for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${key}`);
      };
      walk(doc, '');
      const variants = isCurrent ? 5 : 6;
      expect(closed.sort()).toEqual([
        ...Array.from({length: variants}, (_, index) => `/components/schemas/SignedEntityType/oneOf/${index}`),
        '/components/schemas/TemplateUri',
      ]);
    });

    it('the proof call takes transaction_hashes as a required, comma-separated query array', () => {
      const operation = resolvePointer(doc, '/paths/~1proof~1cardano-transaction/get') as JsonObject;
      const parameter = (operation.parameters as JsonObject[]).find((p) => p.name === 'transaction_hashes') as JsonObject;
      expect(parameter).toMatchObject({in: 'query', required: true, style: 'form', explode: false});
      expect((parameter.schema as JsonObject).type).toBe('array');
    });
  });

  describe('operations', () => {
    const operations = listOperations(doc);

    it(`match shared/apiOperations.ts (${isCurrent ? 'apiOperations' : 'apiOperationsNext'}: operationId, method, path, tag), 31 in total`, () => {
      const fromDoc = operations
        .map(({operationId, method, path: route, tag}) => ({operationId, method, path: route, tag}))
        .sort((a, b) => a.operationId.localeCompare(b.operationId));
      const fromSite = Object.entries(siteOperations)
        .map(([operationId, {method, path: route, tag}]) => ({operationId, method, path: route, tag}))
        .sort((a, b) => a.operationId.localeCompare(b.operationId));
      expect(fromDoc).toHaveLength(31);
      expect(fromDoc).toEqual(fromSite);
    });

    it('use only declared tags, and every declared tag has a description and is used', () => {
      const declared = new Map((doc.tags as JsonObject[]).map((tag) => [String(tag.name), tag.description]));
      const used = new Set(operations.map((operation) => operation.tag));
      expect([...used].sort()).toEqual([...declared.keys()].sort());
      for (const [name, description] of declared) expect(description, `tag ${name}`).toBeTruthy();
    });

    it.each(operations.map((operation) => [operation.operationId, operation] as const))(
      '%s has a summary, a description, its success and default responses',
      (operationId, {method, operation}) => {
        expect(typeof operation.summary === 'string' && operation.summary.length > 0).toBe(true);
        expect(typeof operation.description === 'string' && operation.description.length > 40).toBe(true);
        const responses = operation.responses as JsonObject;
        const statuses = Object.keys(responses);
        expect(statuses.filter(isSuccess)).toEqual(expectedSuccessStatuses(operationId, method));
        expect(responses.default).toEqual({$ref: '#/components/responses/UnexpectedError'});
        const errorStatuses = statuses.filter((status) => status !== 'default' && !isSuccess(status)).sort();
        expect(errorStatuses).toEqual(EXPECTED_ERROR_STATUSES[operationId] ?? []);
        if (method === 'POST') {
          for (const status of statuses.filter(isSuccess)) expect((responses[status] as JsonObject).content).toBeUndefined();
        }
      },
    );

    it('the default error response carries the ServerError schema and the common example', () => {
      const response = resolvePointer(doc, '/components/responses/UnexpectedError') as JsonObject;
      const media = (response.content as JsonObject)['application/json'] as JsonObject;
      expect(media.schema).toEqual({$ref: '#/components/schemas/ServerError'});
      expect(media.example).toEqual({message: 'An error occurred, the operation could not be completed'});
      // mithril-common/src/entities/http_server_error.rs: ServerError {message}, ClientError {label, message}.
      const schemas = (doc.components as JsonObject).schemas as JsonObject;
      expect((schemas.ServerError as JsonObject).required).toEqual(['message']);
      expect((schemas.ClientError as JsonObject).required).toEqual(['label', 'message']);
    });

    it('every error response documents its real body: JSON error, plain text, or empty for a 404', () => {
      const problems: string[] = [];
      for (const {operationId, operation} of operations) {
        for (const [status, ref] of Object.entries(operation.responses as JsonObject)) {
          if (isSuccess(status)) continue;
          const response = (isObject(ref) && typeof ref.$ref === 'string' ? resolvePointer(doc, ref.$ref.slice(1)) : ref) as JsonObject;
          const content = response.content as JsonObject | undefined;
          if (!content) {
            if (status !== '404' || !/body is empty/.test(String(response.description))) problems.push(`${operationId} ${status}: no body`);
            continue;
          }
          for (const [media, holder] of Object.entries(content)) {
            const schema = (holder as JsonObject).schema as JsonObject;
            const expected =
              media === 'text/plain'
                ? '#/components/schemas/PlainTextError'
                : status === 'default' || status.startsWith('5')
                  ? '#/components/schemas/ServerError'
                  : '#/components/schemas/ClientError';
            if (schema?.$ref !== expected) problems.push(`${operationId} ${status} ${media}: ${JSON.stringify(schema)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it.runIf(!isCurrent)('Next documents the v2 proofs and the blocks and transactions routes, and none of the full snapshot routes', () => {
      const paths = Object.keys(doc.paths as JsonObject);
      for (const route of ['/proof/v2/cardano-transaction', '/proof/v2/cardano-block', '/artifact/cardano-blocks-transactions', '/artifact/cardano-blocks-transactions/{hash}']) {
        expect(paths, route).toContain(route);
      }
      for (const route of ['/artifact/snapshots', '/artifact/snapshot/{digest}', '/artifact/snapshot/{digest}/download', '/statistics/snapshot']) {
        expect(paths, route).not.toContain(route);
      }
      const schemas = (doc.components as JsonObject).schemas as JsonObject;
      expect(((schemas.SignedEntityTypeName as JsonObject).enum as string[])).toContain('CardanoBlocksTransactions');
      expect(((schemas.SignedEntityTypeName as JsonObject).enum as string[])).not.toContain('CardanoImmutableFilesFull');
      const status = (schemas.AggregatorStatusMessage as JsonObject).properties as JsonObject;
      expect((status.mithril_era as JsonObject).enum).toEqual(['pythagoras', 'lagrange']);
    });

    it.runIf(isCurrent)('the snapshot download redirects to the archive', () => {
      const operation = operations.find((op) => op.operationId === 'downloadSnapshot')!.operation;
      const found = (operation.responses as JsonObject)['302'] as JsonObject;
      expect(found.content).toBeUndefined();
      expect((found.headers as JsonObject).Location).toMatchObject({required: true, schema: {type: 'string', format: 'uri'}});
    });

    it('every JSON success response carries an example', () => {
      const missing = operations.flatMap(({operationId, operation}) =>
        Object.entries(operation.responses as JsonObject)
          .filter(([status]) => isSuccess(status))
          .flatMap(([status, response]) => {
            const json = ((response as JsonObject).content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
            return json && !('example' in json) && !('examples' in json) ? [`${operationId} ${status}`] : [];
          }),
      );
      expect(missing).toEqual([]);
    });
  });
});
