/**
 * The "live contract check" of the Try-it panels: a small validator for the subset of JSON Schema
 * (2020-12, as OpenAPI 3.1 uses it) that openapi.yaml's schemas use, run on an aggregator's answer
 * against the schema documented for its status. The schemas come from the panels' data asset
 * (plugins/api-samples/try-it.ts keeps only the keywords read here; `$ref` names a component
 * schema). Ajv would do the same at several times the weight, and it compiles code at run time.
 *
 * Each difference has a path (`.certificates[0].epoch`) and a kind. Objects of the description are
 * open (no `additionalProperties: false`), so a field the schema does not document is valid JSON
 * Schema-wise: it is reported as a note (`extra`), not as an error.
 */
import {isLosslessNumber, stringify as stringifyLossless} from 'lossless-json';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  prefixItems?: Schema[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

export type DifferenceKind = 'missing' | 'type' | 'enum' | 'constraint' | 'no-match' | 'extra';

export interface Difference {
  /** Where, from the root of the body: `` (the body itself), `.epoch`, `[0].hash`. */
  path: string;
  kind: DifferenceKind;
  message: string;
}

export interface CheckResult {
  /** Departures from the schema: missing required fields, wrong types, unknown enum values... */
  errors: Difference[];
  /** Fields the schema does not document (allowed, since objects are open). */
  notes: Difference[];
}

/**
 * The JSON type of a value of a body. Bodies are parsed losslessly (./request.ts): their numbers
 * are lossless-json's LosslessNumber, whose text tells an integer (any size: a stake above 2^53
 * stays an integer) from a number with a fraction or an exponent. Plain numbers are read too.
 */
const jsonType = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : isLosslessNumber(value)
        ? /^-?\d+$/.test(value.value)
          ? 'integer'
          : 'number'
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? 'integer'
            : 'number'
          : typeof value;

/** A number of a body as a double, for the comparisons with minimum and maximum. */
const numeric = (value: unknown): number | undefined => (isLosslessNumber(value) ? Number(value.value) : typeof value === 'number' ? value : undefined);

/** JSON text of a value, numbers as received. */
const jsonText = (value: unknown): string | undefined => stringifyLossless(value);

const show = (value: unknown): string => {
  const text = jsonText(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

const describeType = (value: unknown): string => {
  const type = jsonType(value);
  return type === 'object' || type === 'array' ? `an ${type}` : `${type === 'integer' || type === 'number' ? 'the number' : type === 'string' ? 'the string' : ''} ${show(value)}`.trim();
};

const propertyPath = (path: string, key: string): string => (/^[A-Za-z_]\w*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);

/** Validates `value` against `schema`; `schemas` are the component schemas that `$ref` names. */
export function checkAgainstSchema(value: unknown, schema: Schema, schemas: Record<string, Schema>): CheckResult {
  const result: CheckResult = {errors: [], notes: []};
  visit(value, schema, '', result, schemas, 0);
  return result;
}

function resolve(schema: Schema, schemas: Record<string, Schema>): Schema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined; hops++) {
    const target = schemas[current.$ref.replace('#/components/schemas/', '')];
    if (!target || hops > 20) throw new Error(`unknown schema ${current.$ref}`);
    current = {...current, ...target, $ref: target.$ref};
  }
  return current;
}

function documentedFields(schema: Schema, schemas: Record<string, Schema>, depth = 0): Set<string> {
  const names = new Set(Object.keys(schema.properties ?? {}));
  if (depth < 8) {
    for (const part of schema.allOf ?? []) documentedFields(resolve(part, schemas), schemas, depth + 1).forEach((name) => names.add(name));
  }
  return names;
}

function visit(value: unknown, raw: Schema, path: string, out: CheckResult, schemas: Record<string, Schema>, depth: number): void {
  if (depth > 64) return;
  const schema = resolve(raw, schemas);
  const where = path || 'the body';

  // A field is documented when the schema or any part of its allOf names it.
  const named = documentedFields(schema, schemas);
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => resolve(part, schemas));
    for (const part of parts) {
      const r: CheckResult = {errors: [], notes: []};
      visit(value, part, path, r, schemas, depth + 1);
      out.errors.push(...r.errors);
      out.notes.push(...r.notes.filter((note) => ![...named].some((name) => note.path === propertyPath(path, name))));
    }
  }

  for (const [keyword, branches] of [['oneOf', schema.oneOf], ['anyOf', schema.anyOf]] as const) {
    if (!branches) continue;
    const results = branches.map((branch) => {
      const r: CheckResult = {errors: [], notes: []};
      visit(value, branch, path, r, schemas, depth + 1);
      return r;
    });
    const matching = results.filter((r) => r.errors.length === 0);
    if (matching.length === 0) {
      // The closest form says most about what is wrong.
      // (a form of the value's own type first, then the fewest differences).
      const score = (r: CheckResult): number => r.errors.length + (r.errors.some((e) => e.path === path && e.kind === 'type') ? 1000 : 0);
      const closest = results.reduce((a, b) => (score(b) < score(a) ? b : a));
      out.errors.push({path, kind: 'no-match', message: `${where} matches none of the ${branches.length} documented forms (${keyword}); closest form:`});
      out.errors.push(...closest.errors);
      out.notes.push(...closest.notes);
    } else {
      out.notes.push(...matching[0].notes);
      if (keyword === 'oneOf' && matching.length > 1) {
        out.errors.push({path, kind: 'constraint', message: `${where} matches ${matching.length} of the documented forms, where exactly one is expected (oneOf)`});
      }
    }
  }

  const actual = jsonType(value);
  if (schema.type !== undefined) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    const fits = allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
    if (!fits) {
      out.errors.push({path, kind: 'type', message: `${where}: expected ${allowed.join(' or ')}, got ${describeType(value)}`});
      return;
    }
  }
  if ('const' in schema && jsonText(schema.const) !== jsonText(value)) {
    out.errors.push({path, kind: 'enum', message: `${where}: expected ${show(schema.const)}, got ${show(value)}`});
  }
  if (schema.enum && !schema.enum.some((option) => jsonText(option) === jsonText(value))) {
    out.errors.push({path, kind: 'enum', message: `${where}: unknown value ${show(value)} (documented: ${schema.enum.map(show).join(', ')})`});
  }

  if (typeof value === 'string') {
    if (schema.minLength !== undefined && [...value].length < schema.minLength) {
      out.errors.push({path, kind: 'constraint', message: `${where}: shorter than ${schema.minLength} characters`});
    }
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) {
      out.errors.push({path, kind: 'constraint', message: `${where}: longer than ${schema.maxLength} characters`});
    }
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
      out.errors.push({path, kind: 'constraint', message: `${where}: ${show(value)} does not match the pattern ${schema.pattern}`});
    }
    if (schema.format === 'date-time' && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(value)) {
      out.errors.push({path, kind: 'constraint', message: `${where}: ${show(value)} is not an RFC 3339 date-time`});
    }
    if (schema.format === 'uri' && !/^[a-z][a-z0-9+.-]*:/i.test(value)) {
      out.errors.push({path, kind: 'constraint', message: `${where}: ${show(value)} is not an absolute URI`});
    }
  }

  const number = numeric(value);
  if (number !== undefined) {
    const text = show(value);
    if (schema.minimum !== undefined && number < schema.minimum) out.errors.push({path, kind: 'constraint', message: `${where}: ${text} is below the minimum ${schema.minimum}`});
    if (schema.maximum !== undefined && number > schema.maximum) out.errors.push({path, kind: 'constraint', message: `${where}: ${text} is above the maximum ${schema.maximum}`});
    if (schema.exclusiveMinimum !== undefined && number <= schema.exclusiveMinimum) {
      out.errors.push({path, kind: 'constraint', message: `${where}: ${text} is not above ${schema.exclusiveMinimum}`});
    }
  }

  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) out.errors.push({path, kind: 'constraint', message: `${where}: fewer than ${schema.minItems} items`});
    if (schema.maxItems !== undefined && value.length > schema.maxItems) out.errors.push({path, kind: 'constraint', message: `${where}: more than ${schema.maxItems} items`});
    const prefix = schema.prefixItems ?? [];
    value.forEach((item, i) => {
      const itemSchema = i < prefix.length ? prefix[i] : schema.items;
      if (itemSchema) visit(item, itemSchema, `${path}[${i}]`, out, schemas, depth + 1);
    });
  }

  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (!(name in object)) out.errors.push({path: propertyPath(path, name), kind: 'missing', message: `${propertyPath(path, name)}: required field missing`});
    }
    const properties = schema.properties ?? {};
    for (const [key, item] of Object.entries(object)) {
      const at = propertyPath(path, key);
      if (Object.hasOwn(properties, key)) visit(item, properties[key], at, out, schemas, depth + 1);
      else if (named.has(key)) continue; // checked through the allOf part that names it
      else if (typeof schema.additionalProperties === 'object') visit(item, schema.additionalProperties, at, out, schemas, depth + 1);
      else if (schema.additionalProperties === false) out.errors.push({path: at, kind: 'extra', message: `${at}: field not allowed by the description`});
      // An open object: a field the description does not name is allowed, and worth a note.
      else if (schema.properties !== undefined) out.notes.push({path: at, kind: 'extra', message: `${at}: field not in the description`});
    }
  }
}
