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

/** The data of every panel, from the OpenAPI document (YAML text). */
export function extractTryItData(specText: string): TryItData {
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
            };
          }),
        responses,
        headers,
        ...(body !== undefined ? {body: body as Json} : {}),
      };
    }
  }
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  return {
    servers: (Array.isArray(doc.servers) ? doc.servers : []).map((s) => ({url: String((s as JsonObject).url), description: String((s as JsonObject).description ?? '')})),
    operations,
    schemas: Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, reduceSchema(s)])),
  };
}
