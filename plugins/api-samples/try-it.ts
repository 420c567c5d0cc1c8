/**
 * Build-time part of the API reference's "Try it" panels (src/components/TryIt).
 *
 * - `withTryItMarkup` returns the merged OpenAPI document with a small `<details>` element at
 *   the end of every operation's description: the only markup the page carries for the panels.
 *   Redoc renders descriptions as HTML it does not manage (React sets it as inner HTML), so the
 *   panel can later be mounted inside without disturbing hydration. This copy is what
 *   redocusaurus renders; the downloadable document and the Markdown for assistants keep the
 *   merged document without it.
 * - `extractTryItData` writes what the panels need, as one JSON asset loaded with them: the
 *   servers, each operation's method, path, parameters (with their examples) and response
 *   schemas, and the component schemas reduced to the keywords the validator reads (no
 *   descriptions or examples).
 */
import {parseDocument, isMap, isScalar, parse} from 'yaml';
import type {TryItData as SharedData, TryItOperation as SharedOperation} from '../../shared/tryItData';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const HTTP_METHODS = ['get', 'post'] as const;

/** Keywords of JSON Schema that the panel's validator (src/components/TryIt/validate.ts) reads. */
export const VALIDATION_KEYWORDS = [
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'allOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'format',
] as const;

/**
 * Where each identifier parameter of the Try it panels is read from: the list route of the same
 * artifact (its first, newest, item), or the status route for the epoch of
 * /protocol-configuration/{epoch} (which takes a number only). Each identifier parameter of a GET
 * route must be listed here (checked by extractTryItData): an example of the description, sent as
 * is, would be a 404 on a real network. One table for both references (openapi.yaml and
 * openapi-next.yaml): an entry whose operation a document lacks is left out of that document's data.
 */
export const FILL_FROM: Record<string, Record<string, {from: string; pick: (string | number)[]}>> = {
  getProtocolConfiguration: {epoch: {from: '/status', pick: ['epoch']}},
  getCertificate: {certificate_hash: {from: '/certificates', pick: [0, 'hash']}},
  getSnapshot: {digest: {from: '/artifact/snapshots', pick: [0, 'digest']}},
  downloadSnapshot: {digest: {from: '/artifact/snapshots', pick: [0, 'digest']}},
  getCardanoDatabaseSnapshot: {hash: {from: '/artifact/cardano-database', pick: [0, 'hash']}},
  getMithrilStakeDistribution: {hash: {from: '/artifact/mithril-stake-distributions', pick: [0, 'hash']}},
  getCardanoStakeDistribution: {hash: {from: '/artifact/cardano-stake-distributions', pick: [0, 'hash']}},
  getCardanoTransactionSnapshot: {hash: {from: '/artifact/cardano-transactions', pick: [0, 'hash']}},
  // Next reference only (openapi-next.yaml).
  getCardanoBlocksTransactionsSnapshot: {hash: {from: '/artifact/cardano-blocks-transactions', pick: [0, 'hash']}},
};

/** The markup added to an operation's description (one line: a raw HTML block for Markdown). */
export function tryItMarkup(operationId: string, method: 'get' | 'post'): string {
  const summary = method === 'get' ? 'Try it' : 'Try it: why this page does not send it';
  // Kept small: 31 copies are in the page and in the spec data of its route.
  return `<details class="try-it" data-try-it="${operationId}" data-pagefind-ignore><summary>${summary}</summary><div class="try-it__body">Needs JavaScript.</div></details>`;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `merged` (YAML) with the Try-it markup appended to the description of every GET and POST operation. */
export function withTryItMarkup(merged: string): string {
  const doc = parseDocument(merged);
  const paths = doc.get('paths');
  if (!isMap(paths)) throw new Error('[api-samples] the document has no "paths" object');
  for (const pair of paths.items) {
    if (!isMap(pair.value)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pair.value.get(method);
      if (!isMap(operation)) continue;
      const id = String(operation.get('operationId'));
      const description = operation.get('description', true);
      const text = isScalar(description) ? String(description.value) : '';
      operation.set('description', `${text.trimEnd()}\n\n${tryItMarkup(id, method)}\n`);
    }
  }
  return doc.toString({lineWidth: 0});
}

function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json | undefined>((at, key) => (isObject(at) ? at[key] : undefined), doc);
  }
  return current;
}

/** A schema reduced to the validation keywords (component references kept as `$ref`). */
export function reduceSchema(schema: Json | undefined): Json {
  if (Array.isArray(schema)) return schema.map(reduceSchema);
  if (!isObject(schema)) return schema ?? null;
  const out: JsonObject = {};
  for (const key of VALIDATION_KEYWORDS) {
    if (!(key in schema)) continue;
    const value = schema[key];
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, reduceSchema(s)]));
    } else if (['items', 'additionalProperties'].includes(key) && isObject(value)) {
      out[key] = reduceSchema(value);
    } else if (['oneOf', 'anyOf', 'allOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      out[key] = value.map(reduceSchema);
    } else {
      out[key] = value;
    }
  }
  if (typeof out.$ref === 'string') out.$ref = out.$ref.replace('#/components/schemas/', '');
  return out;
}

export type {TryItParameter} from '../../shared/tryItData';
export type TryItOperation = SharedOperation<Json>;
export type TryItData = SharedData<Json>;

/**
 * The data of every panel, from the OpenAPI document (YAML text; `file` names it in errors).
 * Fails when a path parameter of a GET route that is not an epoch (`latest` accepted) has no
 * entry in `fillFrom`, or when an entry names a route the document does not have.
 */
export function extractTryItData(specText: string, file = 'openapi.yaml', fillFrom = FILL_FROM): TryItData {
  const doc = parse(specText) as JsonObject;
  const operations: Record<string, TryItOperation> = {};
  for (const [route, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map((p) => deref(doc, p) as JsonObject);
      const responses: Record<string, Json> = {};
      const headers: Record<string, string[]> = {};
      for (const [status, r] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        const response = deref(doc, r);
        const content = isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
        responses[status] = isObject(content) && content.schema ? reduceSchema(content.schema) : null;
        if (isObject(response) && isObject(response.headers)) headers[status] = Object.keys(response.headers);
      }
      const requestBody = deref(doc, operation.requestBody);
      const media = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content['application/json'] : undefined;
      const body = isObject(media) ? (media.example ?? (isObject(media.examples) ? (Object.values(media.examples)[0] as JsonObject)?.value : undefined)) : undefined;
      operations[String(operation.operationId)] = {
        method: method.toUpperCase() as 'GET' | 'POST',
        path: route,
        summary: String(operation.summary ?? ''),
        parameters: parameters
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => {
            const fill = fillFrom[String(operation.operationId)]?.[String(p.name)];
            const schema = (deref(doc, p.schema) ?? {}) as JsonObject;
            const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
            const latest = pattern !== undefined && new RegExp(pattern).test('latest') && new RegExp(pattern).test('latest-1');
            const example = p.example ?? schema.example ?? (isObject(p.examples) ? (Object.values(p.examples)[0] as JsonObject)?.value : undefined);
            return {
              name: String(p.name),
              in: p.in as 'path' | 'query',
              required: p.required === true,
              description: String(p.description ?? ''),
              example: Array.isArray(example) ? example.join(',') : String(example ?? ''),
              ...(pattern ? {pattern} : {}),
              latest,
              ...(fill ? {fill} : {}),
            };
          }),
        responses,
        headers,
        ...(body !== undefined ? {body: body as Json} : {}),
      };
    }
  }
  const problems: string[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [id, operation] of Object.entries(operations)) {
    for (const p of operation.parameters) {
      if (operation.method === 'GET' && p.in === 'path' && !p.latest && !p.fill) problems.push(`${id}: the path parameter "${p.name}" has no list route to fill it from`);
    }
    for (const [name, {from}] of Object.entries(fillFrom[id] ?? {})) {
      if (!operation.parameters.some((p) => p.name === name)) problems.push(`${id}: no parameter "${name}" to fill`);
      if (!isObject(paths[from]) || !isObject((paths[from] as JsonObject).get)) problems.push(`${id}: "${name}" is filled from ${from}, which is not a GET route of the document`);
    }
  }
  if (problems.length > 0) throw new Error(`[api-samples] Try it fill routes (plugins/api-samples/try-it.ts FILL_FROM) do not fit ${file}:\n  ${problems.join('\n  ')}`);
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  return {
    servers: (Array.isArray(doc.servers) ? doc.servers : []).map((s) => ({url: String((s as JsonObject).url), description: String((s as JsonObject).description ?? '')})),
    operations,
    schemas: Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, reduceSchema(s)])),
  };
}
