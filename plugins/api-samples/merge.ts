/**
 * Build-time merge of the code samples of `api-samples/` into the aggregator's OpenAPI document.
 *
 * openapi.yaml stays the hand-edited description; this module writes a copy of it in which every
 * operation carries Redoc's `x-codeSamples` (tabs curl, Rust, JavaScript). That copy is what
 * redocusaurus renders and what overrides/redoc serves behind the reference's Download link,
 * so the raw file readers download holds the samples too. The copy keeps the document's own
 * text byte for byte: each operation's samples are inserted as a block of lines right after its
 * `operationId` line, instead of re-serialising the whole document.
 *
 * Called synchronously from docusaurus.config.ts (redocusaurus checks that its `spec` file exists
 * when it is set up, before any plugin loads content) and again by the plugin of this folder when
 * the development server reloads.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {isMap, parseDocument, stringify} from 'yaml';
import {apiSamples, codeSamplesOf, type OperationSamples} from '../../api-samples';
import {apiSamplesNext} from '../../api-samples/next';
import {API_NEXT_SPEC_FILE} from '../../shared/site.mjs';
import {extractTryItData, withTryItMarkup} from './try-it';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const NAME = 'api-samples';

/** Whether `specFile` is the Next API document (openapi-next.yaml), whose samples are api-samples/next.ts. */
const isNext = (specFile: string): boolean => path.basename(specFile) === API_NEXT_SPEC_FILE;

/** The samples of a document: api-samples/next.ts for openapi-next.yaml, api-samples/index.ts otherwise. */
export function samplesOf(specFile: string): {samples: Readonly<Record<string, OperationSamples>>; source: string} {
  return isNext(specFile) ? {samples: apiSamplesNext, source: 'api-samples/next.ts'} : {samples: apiSamples, source: 'api-samples/index.ts'};
}

/**
 * Returns `specText` (an OpenAPI document in YAML) with `x-codeSamples` added to every operation.
 * Throws, naming `specFile`, when an operation has no samples, when samples name no operation of
 * the document, or when an operation already carries code samples of its own.
 */
export function mergeCodeSamples(
  specText: string,
  specFile: string,
  samples: Readonly<Record<string, OperationSamples>> = samplesOf(specFile).samples,
): string {
  const source = samplesOf(specFile).source;
  const doc = parseDocument(specText);
  if (doc.errors.length > 0) {
    throw new Error(`[${NAME}] ${specFile} is not valid YAML: ${doc.errors[0].message}`);
  }
  const paths = doc.get('paths');
  if (!isMap(paths)) throw new Error(`[${NAME}] ${specFile} has no "paths" object`);

  const unused = new Set(Object.keys(samples));
  const missing: string[] = [];
  /** operationId → the YAML lines of its x-codeSamples, indented as a key of the operation. */
  const blocks = new Map<string, string>();
  for (const pair of paths.items) {
    const route = String((pair.key as {value?: unknown})?.value ?? pair.key);
    const pathItem = pair.value;
    if (!isMap(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem.get(method);
      if (!isMap(operation)) continue;
      const operationId = String(operation.get('operationId'));
      if (operation.has('x-codeSamples') || operation.has('x-code-samples')) {
        throw new Error(
          `[${NAME}] ${specFile}: ${method.toUpperCase()} ${route} (${operationId}) already has code samples; ` +
            'keep them in api-samples/ instead',
        );
      }
      const own = Object.hasOwn(samples, operationId) ? samples[operationId] : undefined;
      if (!own) {
        missing.push(`${operationId} (${method.toUpperCase()} ${route})`);
        continue;
      }
      unused.delete(operationId);
      blocks.set(operationId, stringify({'x-codeSamples': codeSamplesOf(own)}, {lineWidth: 0}));
    }
  }
  if (missing.length > 0) {
    throw new Error(`[${NAME}] no code samples in ${source} for these operations of ${specFile}: ${missing.join(', ')}`);
  }
  if (unused.size > 0) {
    throw new Error(`[${NAME}] ${source} has samples for operations that ${specFile} does not define: ${[...unused].join(', ')}`);
  }
  let merged = specText;
  for (const [operationId, block] of blocks) {
    const line = new RegExp(`^( +)operationId: ['"]?${operationId}['"]?[ \t]*$`, 'gm');
    const found = [...merged.matchAll(line)];
    if (found.length !== 1) {
      throw new Error(`[${NAME}] ${specFile}: expected one "operationId: ${operationId}" line, found ${found.length}`);
    }
    const [match] = found;
    const indented = block
      .trimEnd()
      .split('\n')
      .map((text) => (text ? `${match[1]}${text}` : text))
      .join('\n');
    const end = match.index! + match[0].length;
    merged = `${merged.slice(0, end)}\n${indented}${merged.slice(end)}`;
  }
  return merged;
}

/** Where the merged document is written, under the site's `node_modules/.cache`. */
export function mergedSpecPath(siteDir: string, specFile = 'openapi.yaml'): string {
  return path.join(siteDir, 'node_modules', '.cache', 'mithril-api-samples', specFile);
}

/** Merges the samples into `specFile` and writes the result to `target`; returns `target`. */
export function writeMergedSpec(specFile: string, target: string): string {
  let text: string;
  try {
    text = readFileSync(specFile, 'utf8');
  } catch (error) {
    throw new Error(`[${NAME}] cannot read ${specFile}: ${(error as Error).message}`);
  }
  const merged = mergeCodeSamples(text, specFile);
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, merged);
  return target;
}

/** Where the rendered copy (merged document plus the Try-it markup, see ./try-it.ts) is written. */
export function renderedSpecPath(siteDir: string, specFile = 'openapi.yaml'): string {
  return path.join(siteDir, 'node_modules', '.cache', 'mithril-api-samples', specFile.replace(/\.yaml$/, '.rendered.yaml'));
}

/** Where the data of the Try-it panels is written (a JSON asset of its own in the browser build). */
export function tryItDataPath(siteDir: string, specFile = 'openapi.yaml'): string {
  return path.join(siteDir, 'node_modules', '.cache', 'mithril-api-samples', isNext(specFile) ? 'try-it-next.json' : 'try-it.json');
}

/**
 * Writes the merged document (`merged`: downloadable, read by the Markdown for assistants), the
 * copy Redoc renders (`rendered`: with the Try-it markup) and the panels' data (`data`).
 */
export function writeApiFiles(specFile: string, files: {merged: string; rendered: string; data: string}): void {
  writeMergedSpec(specFile, files.merged);
  const merged = readFileSync(files.merged, 'utf8');
  writeFileSync(files.rendered, withTryItMarkup(merged));
  writeFileSync(files.data, JSON.stringify(extractTryItData(merged, specFile)));
}
