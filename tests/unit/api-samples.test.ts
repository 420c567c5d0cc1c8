/**
 * The code samples of api-samples/ and their merge into the OpenAPI document
 * (plugins/api-samples/merge.ts):
 *
 *  a. every operation has a curl sample whose method and path are the operation's, against the
 *     release-mainnet aggregator (GET) or a local one (POST); POST bodies validate against the
 *     request schema (Ajv); list operations pipe the answer through jq;
 *  d. samples work as copied: no identifier written into a request to a hosted network (it is
 *     read from a list route first, or supplied by the reader), no POST to a hosted network, the
 *     proof samples handle transactions that are not certified yet, curl fails on HTTP errors;
 *  b. Rust and JavaScript samples call only methods of api-samples/client-api.ts (the public API
 *     of mithril-client and of the WASM client at the documented commit), and exist exactly for the
 *     operations those libraries call;
 *  c. the merged document is openapi.yaml plus x-codeSamples, and the merge fails loudly on
 *     operations without samples or samples without operations.
 */
import {describe, it, expect} from 'vitest';
import {parse} from 'yaml';
import {readFileSync} from 'node:fs';
import {apiSamples, codeSamplesOf, LOCAL_AGGREGATOR, MAINNET_AGGREGATOR, type OperationSamples} from '../../api-samples';
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
 * Reads back the command written by `curl()`: single- and double-quoted words (`$VARIABLE`s kept
 * as written), `\` line continuations, comments, statements chained with `&&`. The statements
 * that only obtain a value (`VAR=$(...)`, `: "${VAR:?...}"`) are skipped: the command read is the
 * first other one, the call of the operation's own route (further lines, `after`, are other steps).
 */
export function parseCurl(source: string): ParsedCurl {
  const command = source
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const first = statements(command).find((statement) => !/^[A-Z_]+=\$\(/.test(statement) && !/^: "\$\{[A-Z_]+:\?/.test(statement));
  if (first === undefined) throw new Error(`no command in: ${source.slice(0, 60)}`);
  const [curlPart, jqPart] = splitPipe(first);
  const words = shellWords(curlPart);
  if (words[0] !== 'curl') throw new Error(`not a curl command: ${source.slice(0, 60)}`);
  const parsed: ParsedCurl = {method: 'GET', url: '', headers: []};
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if (word === '-X') parsed.method = words[++i];
    else if (word === '-H') parsed.headers.push(words[++i]);
    else if (word === '-d') parsed.body = words[++i];
    else if (word === '-o' || word === '-w') i++;
    else if (!word.startsWith('-')) parsed.url = word;
  }
  if (jqPart) {
    const jqWords = shellWords(jqPart);
    if (jqWords[0] !== 'jq') throw new Error(`only jq may follow a pipe: ${jqPart}`);
    parsed.jq = jqWords[1];
  }
  return parsed;
}

/** The statements of a script: split at line breaks and `&&` outside quotes and `$(...)`. */
export function statements(text: string): string[] {
  const out: string[] = [];
  let quote: string | null = null;
  let depth = 0;
  let start = 0;
  const push = (end: number): void => {
    const statement = text.slice(start, end).trim();
    if (statement) out.push(statement);
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote === "'") {
      if (c === "'") quote = null;
      continue;
    }
    if (c === '$' && text[i + 1] === '(') {
      depth++;
      i++;
    } else if (c === ')' && depth > 0) depth--;
    else if (c === '"') quote = quote === '"' ? null : depth === 0 ? '"' : quote;
    else if (c === "'" && quote === null) quote = "'";
    else if (quote === null && depth === 0 && (c === '\n' || (c === '&' && text[i + 1] === '&'))) {
      push(i);
      if (c === '&') i++;
      start = i + 1;
    }
  }
  push(text.length);
  return out;
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
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
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

    it('has a curl sample with the method and path of the operation, on the release-mainnet aggregator (GET) or a local one (POST)', () => {
      const curl = parseCurl(own.curl);
      expect(curl.method).toBe(method);
      const server = method === 'POST' ? LOCAL_AGGREGATOR : MAINNET_AGGREGATOR;
      expect(curl.url.startsWith(`${server}/`), curl.url).toBe(true);
      const [pathPart, query] = curl.url.slice(server.length).split('?');
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

  it.each(Object.entries(samples).filter(([, s]) => s.rust))('%s: the Rust sample builds the client and calls only mithril-client methods', (op, own) => {
    const rust = own.rust!;
    expect(rust).toContain('ClientBuilder::aggregator(');
    expect(rust).toContain(`"${op.startsWith('post') ? LOCAL_AGGREGATOR : MAINNET_AGGREGATOR}"`);
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
    const commands = source.split('\n').filter((line) => /^\s*curl /.test(line));
    expect(commands.length).toBe(2);
    for (const command of commands) expect(command).toMatch(/ -sSf /);
    expect(commands[0]).not.toMatch(/ -L\b/);
    expect(commands[0]).toContain('/artifact/snapshot/$DIGEST/download');
    expect(commands[1]).toContain('/artifact/snapshot/$DIGEST"');
    expect(commands[1]).toContain(`jq -er '.locations[0]'`);
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

// ----------------------------------------------------------------------------- samples that work as copied

/** The addresses of the hosted aggregators (openapi.yaml's servers on api.mithril.network). */
const HOSTED = /https:\/\/[a-z0-9.-]+\.api\.mithril\.network\/aggregator/;
const HOSTED_URLS = new RegExp(`${HOSTED.source}([^'"\\s)]*)`, 'g');

/** Variables given a value before `at`: read from an answer (`VAR=$(curl ...)`) or checked as supplied (`: "${VAR:?...}"`). */
function variablesBefore(source: string, at: number): Set<string> {
  const before = source.slice(0, at);
  const names = new Set<string>();
  for (const [, name] of before.matchAll(/^\s*([A-Z_]+)=\$\(curl /gm)) names.add(name);
  for (const [, name] of before.matchAll(/^\s*: "\$\{([A-Z_]+):\?/gm)) names.add(name);
  return names;
}

/**
 * The values a curl sample writes into requests to a hosted aggregator without obtaining them
 * first: a path parameter or query value that is neither `latest`/`latest-N` nor a `$VARIABLE`
 * given a value earlier in the sample (read from an answer or checked as supplied by the reader),
 * and any 64-hex identifier anywhere in the sample.
 */
export function literalIdentifiers(source: string, templates: readonly string[]): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b[0-9a-f]{64}\b/g)) found.push(match[0]);
  for (const match of source.matchAll(HOSTED_URLS)) {
    const [pathPart, query] = match[1].split('?');
    const known = variablesBefore(source, match.index!);
    const ok = (value: string): boolean => /^latest(-\d+)?$/.test(value) || (/^\$[A-Z_]+$/.test(value) && known.has(value.slice(1)));
    const template = templates.find((t) => matchesTemplate(t, pathPart || '/'));
    if (template === undefined) {
      found.push(`${pathPart} (no route of openapi.yaml)`);
      continue;
    }
    const templateParts = template.split('/');
    pathPart.split('/').forEach((part, i) => {
      if (/^\{.+\}$/.test(templateParts[i] ?? '') && !ok(part)) found.push(part);
    });
    for (const [, value] of new URLSearchParams(query ?? '')) if (!ok(value)) found.push(value);
  }
  return found;
}

/** The library calls that take an identifier, and the list call that must give it first. */
const LIST_BEFORE_GET = {
  rust: [
    ['certificate.get', 'certificate.list'],
    ['cardano_database.get', 'cardano_database.list'],
    ['cardano_database_v2.get', 'cardano_database_v2.list'],
    ['mithril_stake_distribution.get', 'mithril_stake_distribution.list'],
    ['cardano_stake_distribution.get', 'cardano_stake_distribution.list'],
    ['cardano_transaction.get_snapshot', 'cardano_transaction.list_snapshots'],
  ],
  javascript: [
    ['get_mithril_certificate', 'list_mithril_certificates'],
    ['get_cardano_database_snapshot', 'list_cardano_database_snapshots'],
    ['get_cardano_database_v2', 'list_cardano_database_v2'],
    ['get_mithril_stake_distribution', 'list_mithril_stake_distributions'],
    ['get_cardano_stake_distribution', 'list_cardano_stake_distributions'],
    ['get_cardano_transactions_snapshot', 'list_cardano_transactions_snapshots'],
  ],
} as const;

/** Where a library call first appears (`client.x().y(` for Rust, `.y(` for JavaScript), or -1. */
function callAt(source: string, call: string, language: 'rust' | 'javascript'): number {
  const code = stripForCalls(source);
  const [client, method] = language === 'rust' ? call.split('.') : [null, call];
  const pattern = client ? new RegExp(`\\.\\s*${client}\\s*\\(\\s*\\)\\s*\\.\\s*${method}\\s*\\(`) : new RegExp(`\\.\\s*${method}\\s*\\(`);
  return code.search(pattern);
}

/**
 * The problems of a Rust or JavaScript sample that reads a hosted aggregator: a 64-hex literal,
 * a literal epoch, or a call that takes an identifier without the list call that gives it first.
 */
export function libraryIdentifierProblems(source: string, language: 'rust' | 'javascript'): string[] {
  const problems: string[] = [];
  for (const match of source.matchAll(/"[0-9a-f]{64}"/g)) problems.push(`literal ${match[0]}`);
  for (const match of source.matchAll(/Epoch\(\d+\)|\b\d+n\b/g)) problems.push(`literal epoch ${match[0]}`);
  for (const [get, list] of LIST_BEFORE_GET[language]) {
    const at = callAt(source, get, language);
    if (at < 0) continue;
    const listed = callAt(source, list, language);
    if (listed < 0 || listed > at) problems.push(`${get} without ${list} first`);
  }
  return problems;
}

/** Every curl invocation of a sample with its options: each must fail on an HTTP error (-f). */
export function curlsWithoutFail(source: string): string[] {
  const commands = source
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');
  return [...commands.matchAll(/\bcurl((?:\s+-[A-Za-z]+(?:\s+(?:'[^']*'|[^\s'"-][^\s]*))?)*)/g)]
    .filter(([, options]) => !/\s-[A-Za-z]*f/.test(options))
    .map(([command]) => command);
}

describe('samples work as copied', () => {
  const doc = loadDocument();
  const operations = listOperations(doc);
  const templates = operations.map((op) => op.path);
  const methodOf = Object.fromEntries(operations.map((op) => [op.operationId, op.method]));

  it.each(operations.filter((op) => op.method === 'GET').map((op) => [op.operationId] as const))(
    '%s: no identifier is sent to a hosted network without being obtained first',
    (op) => {
      const own = samples[op];
      expect(literalIdentifiers(own.curl, templates), 'curl').toEqual([]);
      if (own.rust) expect(libraryIdentifierProblems(own.rust, 'rust'), 'Rust').toEqual([]);
      if (own.javascript) expect(libraryIdentifierProblems(own.javascript, 'javascript'), 'JavaScript').toEqual([]);
    },
  );

  it.each(operations.filter((op) => op.method === 'POST').map((op) => [op.operationId] as const))('%s: the POST samples target a local aggregator, never a hosted network', (op) => {
    for (const language of ['curl', 'rust', 'javascript'] as const) {
      const source = samples[op][language];
      if (!source) continue;
      expect(source, language).not.toMatch(HOSTED);
      expect(source, language).toContain(LOCAL_AGGREGATOR);
    }
  });

  it('the proof samples report transactions that are not certified (yet) instead of failing in the verification', () => {
    const {curl, rust, javascript} = samples.getCardanoTransactionProof;
    expect(parseCurl(curl).jq).toMatch(/\(\.certified_transactions \| length\) == 0 then "not certified \(yet\)/);
    expect(curl).toMatch(/: "\$\{TRANSACTION_HASHES:\?/);
    // Rust: verify() fails with NoCertifiedTransaction on an empty set, so emptiness is checked first.
    const rustCode = stripForCalls(rust!);
    const rustCheck = rustCode.search(/if proofs\.certified_transactions\.is_empty\(\) \{\s*println!\(""\);\s*return Ok\(\(\)\);/);
    expect(rustCheck, 'Rust checks certified_transactions before verify()').toBeGreaterThan(0);
    expect(rustCheck).toBeLessThan(rustCode.indexOf('proofs.verify()'));
    expect(rust).toContain('std::env::var("TRANSACTION_HASHES")');
    expect(rust).toMatch(/println!\("not certified \(yet\)/);
    // JavaScript: the WASM verification calls the same verify().
    const jsCheck = javascript!.indexOf('if (proofs.certified_transactions.length === 0) {');
    expect(jsCheck, 'JavaScript checks certified_transactions before verifying').toBeGreaterThan(0);
    expect(jsCheck).toBeLessThan(javascript!.indexOf('verify_cardano_transaction_proof_then_compute_message'));
    expect(javascript).toMatch(/console\.log\("not certified \(yet\)/);
  });

  it.each(Object.keys(samples).map((op) => [op] as const))('%s: every curl command fails on an HTTP error', (op) => {
    expect(curlsWithoutFail(samples[op].curl)).toEqual([]);
    expect(methodOf[op]).toBeDefined();
  });

  it('the checks are real: each catches what it is for', () => {
    const url = (path: string): string => `curl -sSf '${MAINNET_AGGREGATOR}${path}'`;
    const hash = 'ab'.repeat(32);
    expect(literalIdentifiers(url(`/certificate/${hash}`), templates)).toEqual([hash, hash]);
    expect(literalIdentifiers(url('/protocol-configuration/258'), templates)).toEqual(['258']);
    expect(literalIdentifiers(url('/artifact/cardano-database/epoch/latest-1'), templates)).toEqual([]);
    expect(literalIdentifiers(`curl -sSf "${MAINNET_AGGREGATOR}/certificate/$HASH"`, templates)).toEqual(['$HASH']);
    expect(literalIdentifiers(`HASH=$(curl -sSf '${MAINNET_AGGREGATOR}/certificates' | jq -er '.[0].hash') &&\n  curl -sSf "${MAINNET_AGGREGATOR}/certificate/$HASH"`, templates)).toEqual([]);
    expect(literalIdentifiers(`curl -sSf '${MAINNET_AGGREGATOR}/proof/cardano-transaction?transaction_hashes=abc'`, templates)).toEqual(['abc']);
    expect(libraryIdentifierProblems(`let c = client.certificate().get("${hash}").await?;`, 'rust')).toEqual([`literal "${hash}"`, 'certificate.get without certificate.list first']);
    expect(libraryIdentifierProblems('await client.list_cardano_database_v2_per_epoch(590n);', 'javascript')).toEqual(['literal epoch 590n']);
    expect(libraryIdentifierProblems('const c = await client.get_mithril_certificate(h); await client.list_mithril_certificates();', 'javascript')).toEqual([
      'get_mithril_certificate without list_mithril_certificates first',
    ]);
    expect(curlsWithoutFail(`curl -s 'https://x/aggregator/status' | jq .`)).toHaveLength(1);
    expect(curlsWithoutFail(`curl -sSf -o /dev/null -w '%{http_code}' 'https://x'`)).toEqual([]);
    expect(curlsWithoutFail(`X=$(curl -s 'https://x') && curl -sSf 'https://y'`)).toHaveLength(1);
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
