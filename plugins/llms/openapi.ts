/**
 * OpenAPI 3.x description → one Markdown document (the API twin, /doc/aggregator-api.md).
 *
 * Operations are grouped by their first tag, in the order of the description's `tags`, each with
 * `METHOD /path`, summary, description, parameters, request body and responses; bodies name their
 * schema and show the description's own example; every named schema of `components.schemas` gets a
 * compact field table at the end. `x-codeSamples` (or `x-code-samples`) become fenced code blocks;
 * other `x-` extensions are ignored. Only local `$ref`s (`#/...`) are supported: anything else
 * throws, naming the file.
 */
type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type Obj = {[key: string]: Json};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface OpenApiMarkdownOptions {
  /** For errors. */
  file: string;
  /** Absolute URL of the HTML reference, e.g. https://mithril.network/doc/aggregator-api/ */
  referenceUrl: string;
  /** Absolute URL of the raw description file. */
  downloadUrl?: string;
}

export interface OperationSummary {
  method: string;
  path: string;
  operationId?: string;
  tag: string;
}

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One line: no newlines, no unescaped pipes (table cells). */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** Shifts the headings of a Markdown text (outside code fences) so that its top level is `level`. */
export function nestHeadings(markdown: string, level: number): string {
  const lines = markdown.split('\n');
  let fence: string | null = null;
  const headingLines: number[] = [];
  lines.forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? null : marker;
    else if (!fence && /^#{1,6}\s/.test(line)) headingLines.push(i);
  });
  if (!headingLines.length) return markdown;
  const top = Math.min(...headingLines.map((i) => /^#+/.exec(lines[i])![0].length));
  for (const i of headingLines) {
    const depth = /^#+/.exec(lines[i])![0].length;
    const target = Math.min(6, depth - top + level);
    lines[i] = `${'#'.repeat(target)}${lines[i].slice(depth)}`;
  }
  return lines.join('\n');
}

export class OpenApiConverter {
  constructor(
    private readonly spec: Obj,
    private readonly options: OpenApiMarkdownOptions,
  ) {
    if (!isObj(spec) || typeof spec.openapi !== 'string' || !isObj(spec.paths)) {
      throw new Error(`${options.file}: not an OpenAPI 3 description (no "openapi" version or "paths")`);
    }
  }

  private fail(message: string): never {
    throw new Error(`${this.options.file}: ${message}`);
  }

  /** Follows local `$ref`s. */
  resolve(value: Json | undefined): Json | undefined {
    let current = value;
    for (let hops = 0; isObj(current) && typeof current.$ref === 'string'; hops++) {
      if (hops > 20) this.fail(`$ref cycle at ${current.$ref}`);
      current = this.lookup(current.$ref);
    }
    return current;
  }

  private lookup(ref: string): Json {
    if (!ref.startsWith('#/')) this.fail(`only local $refs are supported, found "${ref}"`);
    let node: Json = this.spec;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isObj(node) || !(key in node)) this.fail(`$ref "${ref}" points at nothing`);
      node = node[key];
    }
    return node;
  }

  operations(): (OperationSummary & {operation: Obj; pathItem: Obj})[] {
    const out: (OperationSummary & {operation: Obj; pathItem: Obj})[] = [];
    for (const [path, rawItem] of Object.entries(this.spec.paths as Obj)) {
      const pathItem = this.resolve(rawItem);
      if (!isObj(pathItem)) continue;
      for (const method of METHODS) {
        const operation = pathItem[method];
        if (!isObj(operation)) continue;
        const tags = Array.isArray(operation.tags) ? operation.tags.map(String) : [];
        out.push({method: method.toUpperCase(), path, operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined, tag: tags[0] ?? '', operation, pathItem});
      }
    }
    return out;
  }

  /** Short type of a schema: `Name` for a named schema, `array of X`, `string (date-time)`... */
  typeOf(schema: Json | undefined): string {
    if (!isObj(schema)) return 'any';
    if (typeof schema.$ref === 'string') return code(schema.$ref.split('/').pop()!);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const variants = schema[key];
      if (Array.isArray(variants)) return `${key === 'oneOf' ? 'one of' : 'any of'}: ${variants.map((v) => (isObj(v) && typeof v.title === 'string' ? `${code(v.title)} (${this.typeOf({...v, title: null})})` : this.typeOf(v))).join(', ')}`;
    }
    if (Array.isArray(schema.allOf)) return `all of: ${schema.allOf.map((v) => this.typeOf(v)).join(', ')}`;
    if ('const' in schema) return `constant ${code(JSON.stringify(schema.const))}`;
    const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
    const main = types.filter((t) => t !== 'null');
    let text: string;
    if (main.includes('array') || (!main.length && (schema.items || schema.prefixItems))) {
      if (Array.isArray(schema.prefixItems)) text = `array [${schema.prefixItems.map((v) => this.typeOf(v)).join(', ')}]`;
      else text = `array of ${this.typeOf(schema.items)}`;
    } else if (main.length) {
      text = main.join(' or ');
      if (typeof schema.format === 'string') text += ` (${schema.format})`;
    } else if (isObj(schema.properties)) {
      text = 'object';
    } else {
      text = 'any';
    }
    if (Array.isArray(schema.enum)) text += `, one of ${schema.enum.map((v) => code(String(v))).join(', ')}`;
    if (types.includes('null') || schema.nullable === true) text += ', nullable';
    return text;
  }

  /** Constraints worth a mention: pattern, bounds, default. */
  private constraints(schema: Json | undefined): string {
    const s = this.resolveShallow(schema);
    if (!isObj(s)) return '';
    const parts: string[] = [];
    if (typeof s.pattern === 'string') parts.push(`pattern ${code(s.pattern)}`);
    for (const [key, label] of [
      ['minimum', 'min'],
      ['exclusiveMinimum', 'greater than'],
      ['maximum', 'max'],
      ['exclusiveMaximum', 'less than'],
      ['minItems', 'min items'],
      ['maxItems', 'max items'],
      ['minLength', 'min length'],
      ['maxLength', 'max length'],
    ] as const) {
      if (typeof s[key] === 'number') parts.push(`${label} ${s[key]}`);
    }
    if (s.uniqueItems === true) parts.push('unique items');
    if ('default' in s) parts.push(`default ${code(JSON.stringify(s.default))}`);
    return parts.length ? ` (${parts.join(', ')})` : '';
  }

  /** Inline (non-$ref) schemas are described where they appear; named ones in the Schemas section. */
  private resolveShallow(schema: Json | undefined): Json | undefined {
    return isObj(schema) && typeof schema.$ref === 'string' ? undefined : schema;
  }

  private description(schema: Json | undefined): string {
    if (!isObj(schema)) return '';
    if (typeof schema.description === 'string') return schema.description;
    return '';
  }

  /** Field table rows of an object schema, nested inline objects flattened with dotted names. */
  private rows(schema: Json | undefined, prefix = '', seen = new Set<Json>()): string[] {
    if (!isObj(schema) || seen.has(schema)) return [];
    seen.add(schema);
    const rows: string[] = [];
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    if (Array.isArray(schema.allOf)) {
      for (const part of schema.allOf) rows.push(...this.rows(this.resolve(part), prefix, seen));
    }
    if (isObj(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        const field = `${prefix}${name}`;
        rows.push(`| ${code(field)} | ${cell(this.typeOf(property))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(this.description(property) + this.constraints(property))} |`);
        const inner = this.resolveShallow(property);
        if (isObj(inner)) {
          if (isObj(inner.properties) || Array.isArray(inner.allOf)) rows.push(...this.rows(inner, `${field}.`, seen));
          const items = this.resolveShallow(inner.items);
          if (isObj(items) && isObj(items.properties)) rows.push(...this.rows(items, `${field}[].`, seen));
        }
      }
    }
    if (isObj(schema.additionalProperties)) {
      rows.push(`| ${code(`${prefix}<key>`)} | ${cell(this.typeOf(schema.additionalProperties))} | no | ${cell(this.description(schema.additionalProperties) || 'Any other key')} |`);
    }
    return rows;
  }

  private table(schema: Json | undefined): string[] {
    const rows = this.rows(schema);
    return rows.length ? ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows] : [];
  }

  /** A schema described in full: description, type line and field table. */
  private schemaBlock(schema: Json | undefined): string[] {
    const out: string[] = [];
    if (!isObj(schema)) return out;
    const description = this.description(schema);
    if (description) out.push(nestHeadings(description.trim(), 4), '');
    out.push(`Type: ${this.typeOf({...schema, description: null})}${this.constraints(schema)}`, '');
    const table = this.table(schema);
    if (table.length) out.push(...table, '');
    const items = this.resolveShallow(schema.items);
    if (isObj(items) && isObj(items.properties)) out.push('Items:', '', ...this.table(items), '');
    for (const key of ['oneOf', 'anyOf'] as const) {
      const variants = schema[key];
      if (!Array.isArray(variants)) continue;
      for (const variant of variants) {
        const v = this.resolveShallow(variant);
        const t = isObj(v) ? this.table(v) : [];
        if (!t.length) continue;
        out.push(`Variant ${isObj(v) && typeof v.title === 'string' ? code(v.title) : ''}:`.replace(' :', ':'), '', ...t, '');
      }
    }
    return out;
  }

  private example(media: Obj): Json | undefined {
    if ('example' in media) return media.example;
    if (isObj(media.examples)) {
      const first = this.resolve(Object.values(media.examples)[0]);
      if (isObj(first) && 'value' in first) return first.value;
    }
    const schema = this.resolve(media.schema);
    if (isObj(schema) && 'example' in schema) return schema.example;
    return undefined;
  }

  private body(content: Json | undefined, withExample: boolean): string[] {
    if (!isObj(content)) return [];
    const out: string[] = [];
    for (const [type, rawMedia] of Object.entries(content)) {
      const media = this.resolve(rawMedia);
      if (!isObj(media)) continue;
      const schema = media.schema;
      out.push(`Content ${code(type)}${schema ? `: ${this.typeOf(schema)}` : ''}`, '');
      const inline = this.resolveShallow(schema);
      if (isObj(inline)) {
        const table = this.table(inline);
        if (table.length) out.push(...table, '');
        const items = this.resolveShallow(inline.items);
        if (isObj(items) && isObj(items.properties)) out.push('Items:', '', ...this.table(items), '');
      }
      if (withExample) {
        const example = this.example(media);
        if (example !== undefined) {
          const text = typeof example === 'string' && !/json/.test(type) ? example : JSON.stringify(example, null, 2);
          out.push('Example:', '', `\`\`\`${/json/.test(type) ? 'json' : 'text'}`, text, '```', '');
        }
      }
    }
    return out;
  }

  private parameters(pathItem: Obj, operation: Obj): string[] {
    const all = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
      .map((p) => this.resolve(p))
      .filter(isObj);
    if (!all.length) return [];
    const rows = all.map((p) => {
      const example = 'example' in p ? ` Example: ${code(String(p.example))}.` : isObj(p.examples) ? ` Examples: ${Object.values(p.examples).map((e) => this.resolve(e)).filter(isObj).map((e) => code(String(e.value))).join(', ')}.` : '';
      return `| ${code(String(p.name))} | ${p.in} | ${cell(this.typeOf(p.schema))} | ${p.required === true ? 'yes' : 'no'} | ${cell(`${typeof p.description === 'string' ? p.description : ''}${this.constraints(p.schema)}${example}`)} |`;
    });
    return ['Parameters:', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |', ...rows, ''];
  }

  private codeSamples(operation: Obj): string[] {
    const samples = operation['x-codeSamples'] ?? operation['x-code-samples'];
    if (!Array.isArray(samples)) return [];
    const out: string[] = [];
    for (const sample of samples) {
      if (!isObj(sample) || typeof sample.source !== 'string') continue;
      const lang = typeof sample.lang === 'string' ? sample.lang.toLowerCase().replace(/^shell$|^curl$/, 'bash') : '';
      out.push(`${typeof sample.label === 'string' ? sample.label : typeof sample.lang === 'string' ? sample.lang : 'Sample'}:`, '', `\`\`\`${lang}`, sample.source.replace(/\n+$/, ''), '```', '');
    }
    return out.length ? ['Code samples:', '', ...out] : [];
  }

  /** Redoc's fragment for an operation: tag/<first tag>/operation/<operationId>. */
  private anchor(tag: string, operationId: string | undefined): string {
    return operationId && tag ? `#tag/${encodeURIComponent(tag)}/operation/${encodeURIComponent(operationId)}` : '';
  }

  toMarkdown(): string {
    const info = isObj(this.spec.info) ? this.spec.info : {};
    const {referenceUrl, downloadUrl} = this.options;
    const out: string[] = [];
    out.push(`# ${String(info.title ?? 'API')} (API version ${String(info.version ?? '?')})`, '');
    if (typeof info.summary === 'string') out.push(`> ${cell(info.summary)}`, '');
    out.push(`URL: ${referenceUrl}`, '');
    out.push(`This is the Markdown form of the REST API reference, generated from the OpenAPI ${String(this.spec.openapi)} description${downloadUrl ? ` (${downloadUrl})` : ''} when the site is built.`, '');
    out.push('Types named in `code` (such as `Epoch` or `CertificateMessage`) are described under Schemas, at the end.', '');
    if (typeof info.description === 'string') out.push('## Overview', '', nestHeadings(info.description.trim(), 3), '');
    if (Array.isArray(this.spec.servers) && this.spec.servers.length) {
      out.push('## Servers', '');
      for (const server of this.spec.servers.filter(isObj)) out.push(`- ${code(String(server.url))}${typeof server.description === 'string' ? `: ${cell(server.description)}` : ''}`);
      out.push('');
    }

    const operations = this.operations();
    const declared = Array.isArray(this.spec.tags) ? this.spec.tags.filter(isObj) : [];
    const tagNames = [...declared.map((t) => String(t.name)), ...operations.map((o) => o.tag).filter((t) => t && !declared.some((d) => d.name === t))];
    if (operations.some((o) => !o.tag)) tagNames.push('');

    out.push('## Operations', '');
    for (const tag of tagNames) {
      const mine = operations.filter((o) => o.tag === tag);
      if (!mine.length) continue;
      out.push(`- ${tag || 'Other'}: ${mine.map((o) => code(`${o.method} ${o.path}`)).join(', ')}`);
    }
    out.push('');

    for (const tag of tagNames) {
      const mine = operations.filter((o) => o.tag === tag);
      if (!mine.length) continue;
      const declaredTag = declared.find((t) => t.name === tag);
      out.push(`## ${tag ? `Tag: ${tag}` : 'Other operations'}`, '');
      if (declaredTag && typeof declaredTag.description === 'string') out.push(nestHeadings(declaredTag.description.trim(), 3), '');
      for (const {method, path, operationId, operation, pathItem} of mine) {
        out.push(`### ${method} ${path}`, '');
        if (typeof operation.summary === 'string') out.push(`**${cell(operation.summary)}**`, '');
        const facts = [operationId ? `operationId ${code(operationId)}` : '', `reference: ${referenceUrl}${this.anchor(tag, operationId)}`];
        if (operation.deprecated === true) facts.unshift('**deprecated**');
        out.push(facts.filter(Boolean).join(' · '), '');
        if (typeof operation.description === 'string') out.push(nestHeadings(operation.description.trim(), 5), '');
        out.push(...this.parameters(pathItem, operation));
        const requestBody = this.resolve(operation.requestBody);
        if (isObj(requestBody)) {
          out.push(`Request body${requestBody.required === true ? ' (required)' : ''}:${typeof requestBody.description === 'string' ? ` ${cell(requestBody.description)}` : ''}`, '');
          out.push(...this.body(requestBody.content, true));
        }
        if (isObj(operation.responses)) {
          out.push('Responses:', '');
          for (const [status, rawResponse] of Object.entries(operation.responses)) {
            const response = this.resolve(rawResponse);
            if (!isObj(response)) continue;
            out.push(`#### ${status}${typeof response.description === 'string' ? `: ${cell(response.description)}` : ''}`, '');
            out.push(...this.body(response.content, /^2/.test(status)));
          }
        }
        out.push(...this.codeSamples(operation));
      }
    }

    const schemas = isObj(this.spec.components) && isObj(this.spec.components.schemas) ? this.spec.components.schemas : {};
    if (Object.keys(schemas).length) {
      out.push('## Schemas', '');
      for (const [name, schema] of Object.entries(schemas)) {
        out.push(`### ${name}`, '', ...this.schemaBlock(schema));
        const example = isObj(schema) && 'example' in schema ? schema.example : undefined;
        if (example !== undefined && (isObj(example) || Array.isArray(example))) out.push('Example:', '', '```json', JSON.stringify(example, null, 2), '```', '');
      }
    }
    return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
  }
}

export function openApiToMarkdown(spec: unknown, options: OpenApiMarkdownOptions): string {
  return new OpenApiConverter(spec as Obj, options).toMarkdown();
}

export function listOperations(spec: unknown, file = 'openapi'): OperationSummary[] {
  return new OpenApiConverter(spec as Obj, {file, referenceUrl: ''}).operations().map(({method, path, operationId, tag}) => ({method, path, operationId, tag}));
}
