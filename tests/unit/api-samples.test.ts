/**
 * The code samples of api-samples/ and their merge into the OpenAPI document
 * (plugins/api-samples/merge.ts):
 *
 *  a. every operation has a curl sample whose method and path are the operation's, against the
 *     release-mainnet aggregator; POST bodies validate against the request schema (Ajv); list
 *     operations pipe the answer through jq;
 *  b. Rust and JavaScript samples call only methods of api-samples/client-api.ts (the public API
 *     of mithril-client and of the WASM client at the documented commit), and exist exactly for the
 *     operations those libraries call;
 *  c. the merged document is openapi.yaml plus x-codeSamples, and the merge fails loudly on
 *     operations without samples or samples without operations.
 */
import {describe, it, expect} from 'vitest';
import {parse} from 'yaml';
import {readFileSync} from 'node:fs';
import {apiSamples, codeSamplesOf, MAINNET_AGGREGATOR, type OperationSamples} from '../../api-samples';
import {
  HELPERS,
  MITHRIL_COMMIT,
  cardanoDatabaseStatisticsRoutes,
  requiredVerificationSteps,
  rustCallOperations,
  rustClientApi,
  wasmCallOperations,
  wasmClientApi,
  WASM_PACKAGE,
  type WasmClientMethod,
} from '../../api-samples/client-api';
import {mergeCodeSamples} from '../../plugins/api-samples/merge';
import {apiOperations} from '../../shared/apiOperations';
import {SPEC_PATH, createValidator, deref, describeErrors, isObject, listOperations, loadDocument, type JsonObject} from './support/openapi';

const samples: Record<string, OperationSamples> = apiSamples;

// ----------------------------------------------------------------------------- curl parsing

interface ParsedCurl {
  method: string;
  url: string;
  headers: string[];
  body?: string;
  jq?: string;
}

/**
 * Reads back the command written by `curl()`: single-quoted words, `\` line continuations,
 * comments. Only the first command is read: the call of the operation's own route, which
 * `curl()` always writes first (further lines, `after`, are other steps).
 */
export function parseCurl(source: string): ParsedCurl {
  const command = source
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const first = firstCommand(command);
  const [curlPart, jqPart] = splitPipe(first);
  const words = shellWords(curlPart);
  if (words[0] !== 'curl') throw new Error(`not a curl command: ${source.slice(0, 60)}`);
  const parsed: ParsedCurl = {method: 'GET', url: '', headers: []};
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if (word === '-X') parsed.method = words[++i];
    else if (word === '-H') parsed.headers.push(words[++i]);
    else if (word === '-d') parsed.body = words[++i];
    else if (word === '-o') i++;
    else if (!word.startsWith('-')) parsed.url = word;
  }
  if (jqPart) {
    const jqWords = shellWords(jqPart);
    if (jqWords[0] !== 'jq') throw new Error(`only jq may follow a pipe: ${jqPart}`);
    parsed.jq = jqWords[1];
  }
  return parsed;
}

/** The text up to the first line break outside single quotes. */
function firstCommand(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "'") quoted = !quoted;
    else if (text[i] === '\n' && !quoted) return text.slice(0, i);
  }
  return text;
}

function splitPipe(command: string): [string, string | undefined] {
  let quoted = false;
  for (let i = 0; i < command.length; i++) {
    if (command[i] === "'") quoted = !quoted;
    else if (command[i] === '|' && !quoted) return [command.slice(0, i), command.slice(i + 1)];
  }
  return [command, undefined];
}

function shellWords(text: string): string[] {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unterminated quote in: ${text}`);
      current += text.slice(i + 1, end);
      i = end;
      inWord = true;
    } else if (c === '\\' && text[i + 1] === "'") {
      current += "'";
      i++;
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else {
      current += c;
      inWord = true;
    }
  }
  if (inWord) words.push(current);
  return words;
}

/** Whether a concrete path (query string excluded) fits an OpenAPI path template. */
const matchesTemplate = (template: string, concrete: string): boolean =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`).test(concrete);

// ----------------------------------------------------------------------------- method names

/** Names called as methods (`.name(`) or associated functions (`Type::name(`), macros excluded. */
export function calledNames(source: string): string[] {
  const code = source.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/`(?:[^`\\]|\\.)*`/g, '``').replace(/\/\/.*$/gm, '');
  const names = new Set<string>();
  for (const match of code.matchAll(/(?:\.|::)\s*([A-Za-z_]\w*)\s*(?:::<[^>]*>)?\s*\(/g)) names.add(match[1]);
  return [...names].sort();
}

export function unknownCalls(source: string, language: 'rust' | 'javascript'): string[] {
  const known = new Set<string>([
    ...(language === 'rust' ? Object.keys(rustClientApi) : Object.keys(wasmClientApi)),
    ...HELPERS[language],
  ]);
  // `std::env::var(` and `anyhow::anyhow!(` are paths, not methods: the check reads the last name.
  return calledNames(source).filter((name) => !known.has(name));
}

// ----------------------------------------------------------------------------- routes and steps

const stripForCalls = (source: string): string =>
  source.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/`(?:[^`\\]|\\.)*`/g, '``').replace(/\/\/.*$/gm, '');

/**
 * The operations whose routes a Rust sample requests: each `.<client>()\n.<method>(` chain
 * looked up in `rustCallOperations`; the Cardano database v2 `add_statistics` reads the values
 * bound to `full_restoration` and `include_ancillary` in the sample (literal booleans).
 */
export function rustSampleOperations(source: string): string[] {
  const code = stripForCalls(source);
  const found = new Set<string>();
  for (const [, client, method] of code.matchAll(/\.\s*(\w+)\s*\(\s*\)\s*\.\s*(\w+)\s*\(/g)) {
    if (client === 'cardano_database_v2' && method === 'add_statistics') {
      const flag = (name: string): boolean => {
        const bound = new RegExp(`let\\s+${name}\\s*=\\s*(true|false)\\s*;`).exec(code);
        if (!bound) throw new Error(`add_statistics: no literal value bound to ${name}`);
        return bound[1] === 'true';
      };
      cardanoDatabaseStatisticsRoutes(flag('full_restoration'), flag('include_ancillary')).forEach((op) => found.add(op));
      continue;
    }
    for (const op of rustCallOperations[`${client}.${method}`] ?? []) found.add(op);
  }
  return [...found].sort();
}

/** The operations whose routes a JavaScript sample requests (`wasmCallOperations`). */
export function javascriptSampleOperations(source: string): string[] {
  const found = new Set<string>();
  for (const name of calledNames(source)) {
    for (const op of wasmCallOperations[name as WasmClientMethod] ?? []) found.add(op);
  }
  return [...found].sort();
}

/** The steps of `steps` missing from `source`, or out of order (each must follow the previous one). */
export function missingSteps(source: string, steps: readonly string[]): string[] {
  const code = stripForCalls(source);
  const missing: string[] = [];
  let from = 0;
  for (const step of steps) {
    const at = code.slice(from).search(new RegExp(`(?:\\.|::)\\s*${step}\\s*\\(`));
    if (at < 0) missing.push(step);
    else from += at + step.length;
  }
  return missing;
}

/** Operations whose route the Rust client library calls (mithril-client/src/aggregator_client.rs, era.rs). */
const RUST_OPERATIONS = [
  'getStatus',
  'getCertificates',
  'getCertificate',
  'getSnapshots',
  'getSnapshot',
  'getCardanoDatabaseSnapshots',
  'getCardanoDatabaseSnapshotsByEpoch',
  'getCardanoDatabaseSnapshot',
  'getMithrilStakeDistributions',
  'getMithrilStakeDistribution',
  'getCardanoStakeDistributions',
  'getCardanoStakeDistribution',
  'getCardanoStakeDistributionByEpoch',
  'getCardanoTransactionSnapshots',
  'getCardanoTransactionSnapshot',
  'getCardanoTransactionProof',
  'postSnapshotStatistics',
  'postCardanoDatabaseImmutableFilesRestored',
  'postCardanoDatabaseAncillaryFilesRestored',
  'postCardanoDatabaseCompleteRestoration',
  'postCardanoDatabasePartialRestoration',
].sort();

/** Operations the WASM client exposes (mithril-client-wasm/src/client_wasm.rs): no statistics, no genesis. */
const JAVASCRIPT_OPERATIONS = RUST_OPERATIONS.filter((op) => !op.startsWith('post'));

/** Operations only signer nodes send. */
const SIGNER_OPERATIONS = ['registerSigner', 'registerSignatures'];

// ============================================================================= tests

describe('API code samples (api-samples/)', () => {
  const doc = loadDocument();
  const operations = listOperations(doc);
  const validatorFor = createValidator(doc);

  it('exist for exactly the 31 operations of openapi.yaml and shared/apiOperations.ts', () => {
    expect(Object.keys(samples).sort()).toEqual(operations.map((op) => op.operationId).sort());
    expect(Object.keys(samples).sort()).toEqual(Object.keys(apiOperations).sort());
    expect(operations).toHaveLength(31);
  });

  describe.each(operations.map((op) => [op.operationId, op] as const))('%s', (operationId, {method, path, operation}) => {
    const own = samples[operationId];

    it('has a curl sample with the method and path of the operation, on the release-mainnet aggregator', () => {
      const curl = parseCurl(own.curl);
      expect(curl.method).toBe(method);
      expect(curl.url.startsWith(`${MAINNET_AGGREGATOR}/`), curl.url).toBe(true);
      const [pathPart, query] = curl.url.slice(MAINNET_AGGREGATOR.length).split('?');
      expect(matchesTemplate(path, pathPart), `${pathPart} does not fit ${path}`).toBe(true);
      expect(pathPart, 'every path parameter has a value').not.toMatch(/[{}]/);
      const required = (Array.isArray(operation.parameters) ? operation.parameters : [])
        .map((p) => deref(doc, p) as JsonObject)
        .filter((p) => p.in === 'query' && p.required);
      for (const parameter of required) expect(new URLSearchParams(query ?? '').get(String(parameter.name)), String(parameter.name)).toBeTruthy();
    });

    it('sends a JSON body that validates against the request schema exactly when the operation takes one', () => {
      const curl = parseCurl(own.curl);
      const requestBody = deref(doc, operation.requestBody) as JsonObject | undefined;
      if (!requestBody) {
        expect(curl.body).toBeUndefined();
        return;
      }
      expect(curl.headers).toContain('Content-Type: application/json');
      expect(curl.body, 'a -d body').toBeDefined();
      const body = JSON.parse(curl.body!);
      const pointer = `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/post/requestBody/content/application~1json/schema`;
      const validate = validatorFor(pointer);
      expect(validate(body), describeErrors(validate.errors)).toBe(true);
    });

    it('pipes a list answer through jq', () => {
      const ok = deref(doc, (operation.responses as JsonObject)['200']) as JsonObject | undefined;
      const schema = deref(doc, ((ok?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema);
      const isList = isObject(schema) && schema.type === 'array';
      if (isList) expect(parseCurl(own.curl).jq, 'a jq filter').toBeTruthy();
    });
  });

  it('have Rust samples for the operations mithril-client calls, and JavaScript ones for those of the WASM client', () => {
    expect(Object.keys(samples).filter((op) => samples[op].rust).sort()).toEqual(RUST_OPERATIONS);
    expect(Object.keys(samples).filter((op) => samples[op].javascript).sort()).toEqual(JAVASCRIPT_OPERATIONS);
  });

  it.each(Object.entries(samples).filter(([, s]) => s.rust))('%s: the Rust sample builds the client and calls only mithril-client methods', (_op, own) => {
    const rust = own.rust!;
    expect(rust).toContain('ClientBuilder::aggregator(');
    expect(rust).toContain(`"${MAINNET_AGGREGATOR}"`);
    expect(rust).toContain('genesis_verification_key');
    expect(unknownCalls(rust, 'rust')).toEqual([]);
    const library = calledNames(rust).filter((name) => name in rustClientApi && !['aggregator', 'build'].includes(name));
    expect(library.length, 'calls the library beyond the builder').toBeGreaterThan(0);
  });

  it.each(Object.entries(samples).filter(([, s]) => s.javascript))('%s: the JavaScript sample builds the WASM client and calls only its methods', (_op, own) => {
    const js = own.javascript!;
    // The browser build (package.json `browser`, wasm-pack --target web) needs its default export awaited first.
    expect(js).toContain(`import initMithrilClient, { MithrilClient } from "${WASM_PACKAGE.name}";`);
    expect(js.indexOf('await initMithrilClient();'), 'init awaited').toBeGreaterThan(0);
    expect(js.indexOf('await initMithrilClient();'), 'init before the client').toBeLessThan(js.indexOf('new MithrilClient('));
    expect(js, 'says which runtime each form is for').toMatch(/browser[\s\S]*Node\.js 20[\s\S]*import \{ MithrilClient \}/);
    expect(js).toMatch(/new MithrilClient\(\s*"https:\/\/aggregator\.release-mainnet\.api\.mithril\.network\/aggregator",\s*genesisVerificationKey/);
    expect(unknownCalls(js, 'javascript')).toEqual([]);
    expect(calledNames(js).filter((name) => name in wasmClientApi).length).toBeGreaterThan(0);
    // The unstable methods need the option.
    if (/_v2\w*\(/.test(js)) expect(js).toContain('{ unstable: true }');
  });

  describe('each sample exercises the route of its own operation', () => {
    it.each(Object.entries(samples).filter(([, s]) => s.rust))('%s: the Rust sample calls its route', (op, own) => {
      expect(rustSampleOperations(own.rust!)).toContain(op);
    });
    it.each(Object.entries(samples).filter(([, s]) => s.javascript))('%s: the JavaScript sample calls its route', (op, own) => {
      expect(javascriptSampleOperations(own.javascript!)).toContain(op);
    });
    it('the route check tells the four Cardano database statistics routes apart', () => {
      expect(rustSampleOperations(samples.postCardanoDatabaseCompleteRestoration.rust!)).not.toContain('postCardanoDatabasePartialRestoration');
      const partial = samples.postCardanoDatabaseCompleteRestoration.rust!.replace('let full_restoration = true;', 'let full_restoration = false;');
      expect(rustSampleOperations(partial)).toEqual([
        'postCardanoDatabaseAncillaryFilesRestored',
        'postCardanoDatabaseImmutableFilesRestored',
        'postCardanoDatabasePartialRestoration',
      ]);
      expect(rustSampleOperations('client\n    .cardano_transaction()\n    .get_proofs(&["a"])')).toEqual(['getCardanoTransactionProof']);
      expect(javascriptSampleOperations('await client.get_cardano_stake_distribution_for_latest_epoch();')).toEqual(['getCardanoStakeDistributionByEpoch']);
    });
    it('every call of the libraries has its routes listed', () => {
      expect(Object.keys(wasmCallOperations).sort()).toEqual(Object.keys(wasmClientApi).sort());
      for (const [call, ops] of Object.entries(rustCallOperations)) {
        expect(call.split('.')[1] in rustClientApi, call).toBe(true);
        for (const op of ops) expect(op in apiOperations, `${call}: ${op}`).toBe(true);
      }
    });
  });

  describe('samples that verify take every step of the libraries\' own examples, in order', () => {
    const cases = Object.entries(requiredVerificationSteps).flatMap(([op, steps]) =>
      (['rust', 'javascript'] as const).filter((language) => steps[language]).map((language) => [op, language, steps[language]!] as const),
    );
    it.each(cases)('%s (%s)', (op, language, steps) => {
      const source = samples[op][language];
      expect(source, `${op} has a ${language} sample`).toBeDefined();
      expect(missingSteps(source!, steps)).toEqual([]);
    });
    it('a sample that says "certified" only after a check of the certificate\'s message', () => {
      for (const [op, own] of Object.entries(samples)) {
        for (const language of ['rust', 'javascript'] as const) {
          const source = own[language];
          if (!source || !/println!\("certified:|console\.log\(valid/.test(source)) continue;
          expect(requiredVerificationSteps[op]?.[language], `${op} (${language}) prints a verdict without declared steps`).toBeDefined();
        }
      }
    });
    it('the step check catches the proof sample without its last steps', () => {
      const rust = samples.getCardanoTransactionProof.rust!;
      const cut = rust.slice(0, rust.indexOf('let message'));
      expect(missingSteps(cut, requiredVerificationSteps.getCardanoTransactionProof.rust!)).toEqual([
        'compute_cardano_transactions_proofs_message',
        'match_message',
      ]);
      expect(missingSteps('x.match_message(&m); MessageBuilder::new().compute_cardano_transactions_proofs_message(&c, &v);', ['compute_cardano_transactions_proofs_message', 'match_message'])).toEqual(['match_message']);
    });
  });

  it('downloadSnapshot: curl fails on HTTP errors, does not follow the redirect to a file, and downloads from `locations`', () => {
    const source = samples.downloadSnapshot.curl;
    const commands = source.split('\n').filter((line) => line.startsWith('curl'));
    expect(commands.length).toBe(2);
    for (const command of commands) expect(command).toMatch(/ -f /);
    expect(commands[0]).not.toMatch(/ -L\b/);
    expect(commands[1]).toContain(`/artifact/snapshot/`);
    expect(commands[1]).toContain(`jq -r '.locations[0]'`);
    const description = String(listOperations(doc).find((op) => op.operationId === 'downloadSnapshot')!.operation.description);
    expect(description).toMatch(/`local` snapshot uploader/);
    expect(description).toMatch(/`locations`/);
  });

  it('signer-only operations have curl with a note that the signer node sends them, and no library sample', () => {
    for (const op of SIGNER_OPERATIONS) {
      expect(samples[op].curl).toMatch(/^# Sent by the Mithril signer node itself/);
      expect(samples[op].rust).toBeUndefined();
      expect(samples[op].javascript).toBeUndefined();
    }
  });

  it('the method check catches a name that is not in the client API list', () => {
    expect(unknownCalls('let x = client.certificate().fetch_all().await?;', 'rust')).toEqual(['fetch_all']);
    expect(unknownCalls('await client.list_certificates();', 'javascript')).toEqual(['list_certificates']);
    expect(unknownCalls('println!("{}", x.len()); // y.not_a_call()', 'rust')).toEqual([]);
  });

  it('the client API list names its sources', () => {
    expect(MITHRIL_COMMIT).toBe('439d0a089');
    for (const [name, {file}] of [...Object.entries(rustClientApi), ...Object.entries(wasmClientApi)]) {
      expect(file, name).toMatch(/^mithril-(client|client-wasm|common)\/src\//);
    }
  });

  it('the curl parser and the path check are real', () => {
    expect(matchesTemplate('/certificate/{certificate_hash}', '/certificate/abc')).toBe(true);
    expect(matchesTemplate('/certificate/{certificate_hash}', '/certificates')).toBe(false);
    expect(matchesTemplate('/artifact/snapshot/{digest}/download', '/artifact/snapshot/abc')).toBe(false);
    const parsed = parseCurl(`curl -s -X POST 'https://x/aggregator/a' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"it'\\''s": 1}'`);
    expect(parsed).toMatchObject({method: 'POST', url: 'https://x/aggregator/a', body: `{"it's": 1}`});
  });
});

describe('merge of the samples into the OpenAPI document (plugins/api-samples/merge.ts)', () => {
  const source = readFileSync(SPEC_PATH, 'utf8');

  it('adds x-codeSamples (curl, then Rust and JavaScript when present) to every operation and changes nothing else', () => {
    const merged = parse(mergeCodeSamples(source, SPEC_PATH)) as JsonObject;
    const original = parse(source) as JsonObject;
    for (const {operationId, operation} of listOperations(merged)) {
      expect(operation['x-codeSamples'], operationId).toEqual(codeSamplesOf(samples[operationId]));
      expect((operation['x-codeSamples'] as JsonObject[])[0]).toMatchObject({lang: 'curl', label: 'curl'});
      delete operation['x-codeSamples'];
    }
    expect(merged).toEqual(original);
  });

  it('keeps the text of openapi.yaml byte for byte around the inserted blocks', () => {
    const lines = mergeCodeSamples(source, SPEC_PATH).split('\n');
    const kept: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const start = /^( *)x-codeSamples:$/.exec(lines[i]);
      if (!start) {
        kept.push(lines[i]);
        continue;
      }
      // Skip the block: every following line that is empty or indented deeper than its key.
      while (i + 1 < lines.length && (lines[i + 1] === '' || lines[i + 1].startsWith(`${start[1]} `))) i++;
    }
    expect(kept.join('\n')).toBe(source);
  });

  it('names the file when an operation has no samples or samples name an unknown operation', () => {
    const withoutStatus = Object.fromEntries(Object.entries(samples).filter(([op]) => op !== 'getStatus'));
    expect(() => mergeCodeSamples(source, '/x/openapi.yaml', withoutStatus)).toThrow(
      /no code samples in api-samples\/index\.ts for these operations of \/x\/openapi\.yaml: getStatus \(GET \/status\)/,
    );
    expect(() => mergeCodeSamples(source, '/x/openapi.yaml', {...samples, getNothing: {curl: 'curl'}})).toThrow(
      /\/x\/openapi\.yaml does not define: getNothing/,
    );
    expect(() => mergeCodeSamples('paths: [', '/x/openapi.yaml')).toThrow(/\/x\/openapi\.yaml is not valid YAML/);
  });
});
