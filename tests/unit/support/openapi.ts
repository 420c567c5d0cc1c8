/**
 * Helpers shared by the unit tests that read openapi.yaml: loading, JSON pointers, the list of
 * operations, and an Ajv (JSON Schema 2020-12) validator for any schema of the document.
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import path from 'node:path';
import {parse} from 'yaml';
import Ajv2020 from 'ajv/dist/2020';
import type {ErrorObject, ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const SPEC_PATH = path.join(ROOT, 'openapi.yaml');
const DOC_ID = 'openapi.yaml';

/** The Next API reference's document (API 0.1.68). */
export const NEXT_SPEC_PATH = path.join(ROOT, 'openapi-next.yaml');
export const loadDocument = (file = SPEC_PATH): JsonObject => parse(readFileSync(file, 'utf8')) as JsonObject;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeSegment = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

export const childPointer = (pointer: string, ...segments: (string | number)[]): string =>
  segments.reduce<string>((acc, segment) => `${acc}/${escapeSegment(segment)}`, pointer);

export const resolvePointer = (doc: JsonObject, pointer: string): Json | undefined =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Json | undefined>((node, key) => (isObject(node) || Array.isArray(node) ? (node as JsonObject)[key] : undefined), doc);

/** Follows `$ref`s (local ones) until a node that is not a reference. */
export function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`reference loop at ${current.$ref}`);
    current = resolvePointer(doc, current.$ref.replace(/^#/, ''));
  }
  return current;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface DocOperation {
  operationId: string;
  method: string;
  path: string;
  pointer: string;
  operation: JsonObject;
}

export function listOperations(doc: JsonObject): DocOperation[] {
  const operations: DocOperation[] = [];
  for (const [route, pathItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path: route,
        pointer: childPointer('', 'paths', route, method),
        operation,
      });
    }
  }
  return operations;
}

/** A JSON pointer as a URI fragment that Ajv can resolve (braces of path templates percent-encoded). */
const pointerToRef = (pointer: string): string =>
  `${DOC_ID}#${pointer
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')}`;

/**
 * Closes every object schema of a copy of the document (`unevaluatedProperties: false` next to
 * each `properties`), so that a value with a field the description does not declare fails.
 * Object schemas that declare `additionalProperties` (maps) are left as they are.
 */
export function closeObjects(doc: JsonObject): JsonObject {
  // A schema that others extend through `allOf` stays open (closing it would refuse the fields
  // the extension adds); the extending schema, closed, covers its fields.
  const extended = new Set<string>();
  const findExtended = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(findExtended);
    if (!isObject(node)) return;
    if (Array.isArray(node.allOf)) {
      for (const part of node.allOf) if (isObject(part) && typeof part.$ref === 'string') extended.add(part.$ref.replace(/^#/, ''));
    }
    Object.values(node).forEach(findExtended);
  };
  findExtended(doc);
  const visit = (node: Json, pointer: string): Json => {
    if (Array.isArray(node)) return node.map((item, index) => visit(item, childPointer(pointer, index)));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = key === 'example' || key === 'examples' || key === 'value' ? value : visit(value, childPointer(pointer, key));
    }
    if (isObject(node.properties) && !('additionalProperties' in node) && !extended.has(pointer)) out.unevaluatedProperties = false;
    return out;
  };
  return visit(doc, '') as JsonObject;
}

/** An Ajv instance holding the whole document, so that any schema in it can be addressed by pointer. */
export function createValidator(doc: JsonObject): (schemaPointer: string) => ValidateFunction {
  const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false});
  addFormats(ajv);
  ajv.addSchema(doc as object, DOC_ID);
  const cache = new Map<string, ValidateFunction>();
  return (schemaPointer) => {
    let validate = cache.get(schemaPointer);
    if (!validate) {
      validate = ajv.compile({$ref: pointerToRef(schemaPointer)});
      cache.set(schemaPointer, validate);
    }
    return validate;
  };
}

export const describeErrors = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((error) => `  ${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`).join('\n');
