/**
 * The code samples of the Next API reference (api-samples/next.ts) against the client libraries
 * at the Next commit (api-samples/client-api-next.ts): one entry per operation of
 * openapi-next.yaml, the Next library versions in every install line, only methods those versions
 * have, and the first-use rules for the routes only Next has (a hash taken from the list call,
 * curl failing loudly, proofs that handle nothing certified).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiSamplesNext, withNextVersions} from '../../api-samples/next';
import {HELPERS, RUST_CRATE, WASM_PACKAGE} from '../../api-samples/client-api';
import {RUST_CRATE_NEXT, WASM_PACKAGE_NEXT, removedMethods, rustClientApiNext, wasmClientApiNext, wasmClientApiAdded} from '../../api-samples/client-api-next';
import type {OperationSamples} from '../../api-samples';
import {apiOperationsNext} from '../../shared/apiOperations';
import {mergeCodeSamples} from '../../plugins/api-samples/merge';
import {NEXT_SPEC_PATH} from './support/openapi';

const samples: Record<string, OperationSamples> = apiSamplesNext;

/** Names called as methods (`.name(`) or associated functions (`Type::name(`), strings and comments left out. */
function calledNames(source: string): string[] {
  const code = source.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/`(?:[^`\\]|\\.)*`/g, '``').replace(/\/\/.*$/gm, '');
  return [...new Set([...code.matchAll(/(?:\.|::)\s*([A-Za-z_]\w*)\s*(?:::<[^>]*>)?\s*\(/g)].map((m) => m[1]))].sort();
}

const NEW_IN_NEXT = ['getCardanoBlocksTransactionsSnapshots', 'getCardanoBlocksTransactionsSnapshot', 'getCardanoTransactionProofV2', 'getCardanoBlockProof'];

describe('Next API samples (api-samples/next.ts)', () => {
  it('cover every operation of openapi-next.yaml, and merge into it', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(apiOperationsNext).sort());
    expect(() => mergeCodeSamples(readFileSync(NEXT_SPEC_PATH, 'utf8'), NEXT_SPEC_PATH)).not.toThrow();
    expect(() => mergeCodeSamples(readFileSync(NEXT_SPEC_PATH, 'utf8'), '/x/openapi-next.yaml', {...samples, getSnapshot: {curl: 'curl'}})).toThrow(
      /api-samples\/next\.ts has samples for operations that \/x\/openapi-next\.yaml does not define: getSnapshot/,
    );
  });

  it('install the client libraries of the Next commit, never those of Current', () => {
    for (const [id, {rust, javascript}] of Object.entries(samples)) {
      if (rust) {
        expect(rust, id).toContain(`${RUST_CRATE_NEXT.name} = "${RUST_CRATE_NEXT.version}"`);
        expect(rust, id).not.toContain(`"${RUST_CRATE.version}"`);
      }
      if (javascript) {
        expect(javascript, id).toContain(`${WASM_PACKAGE_NEXT.name}@${WASM_PACKAGE_NEXT.version}`);
        expect(javascript, id).not.toContain(`@${WASM_PACKAGE.version}`);
      }
    }
    expect(withNextVersions(`npm install ${WASM_PACKAGE.name}@${WASM_PACKAGE.version}`)).toBe(`npm install ${WASM_PACKAGE_NEXT.name}@${WASM_PACKAGE_NEXT.version}`);
  });

  it('call only the methods the Next libraries have', () => {
    const unknown: string[] = [];
    for (const [id, {rust, javascript}] of Object.entries(samples)) {
      const rustKnown = new Set([...Object.keys(rustClientApiNext), ...HELPERS.rust]);
      const jsKnown = new Set([...Object.keys(wasmClientApiNext), ...HELPERS.javascript]);
      if (rust) unknown.push(...calledNames(rust).filter((name) => !rustKnown.has(name)).map((name) => `${id} (Rust): ${name}`));
      if (javascript) unknown.push(...calledNames(javascript).filter((name) => !jsKnown.has(name)).map((name) => `${id} (JavaScript): ${name}`));
    }
    expect(unknown).toEqual([]);
    for (const name of removedMethods.javascript) expect(Object.keys(wasmClientApiNext)).not.toContain(name);
    for (const name of removedMethods.rust) expect(Object.keys(rustClientApiNext)).not.toContain(name);
  });

  it('each new library call requests its own operation\'s route', () => {
    for (const id of NEW_IN_NEXT) {
      const javascript = samples[id].javascript!;
      const route = apiOperationsNext[id as keyof typeof apiOperationsNext].path;
      const calls = Object.entries(wasmClientApiAdded).filter(([name, method]) => 'routes' in method && calledNames(javascript).includes(name));
      expect(calls.some(([, method]) => (method as {routes: readonly string[]}).routes.includes(route)), id).toBe(true);
    }
  });

  it('follow the first-use rules on the routes only Next has', () => {
    for (const id of NEW_IN_NEXT) {
      const {curl, javascript} = samples[id];
      // curl fails loudly on an HTTP error status (with a message), and targets an aggregator that serves these routes.
      for (const line of curl.split('\n').filter((l) => /\bcurl\b/.test(l) && !l.startsWith('#'))) expect(line, id).toMatch(/curl -sSf /);
      expect(curl, id).toContain('https://aggregator.testing-preview.api.mithril.network/aggregator');
      expect(javascript, id).toContain('{ unstable: true }');
      // No literal hash is sent: identifiers come from a list call or from the reader.
      expect(curl, `${id}: a literal hash in curl`).not.toMatch(/[0-9a-f]{64}/);
      expect(javascript ?? '', `${id}: a literal hash in JavaScript`).not.toMatch(/[0-9a-f]{64}/);
    }
    // The snapshot by hash: its hash comes from the list call, in both languages.
    const item = samples.getCardanoBlocksTransactionsSnapshot;
    expect(item.curl).toMatch(/SNAPSHOT_HASH=\$\(curl -sSf '[^']+\/artifact\/cardano-blocks-transactions' \| jq -er '\.\[0\]\.hash'\) &&/);
    expect(item.javascript!.indexOf('list_cardano_blocks_snapshots(')).toBeLessThan(item.javascript!.indexOf('get_cardano_blocks_snapshot('));
    // Proofs: the hashes come from the reader (curl stops with a message if the variable is not set);
    // an answer certifying nothing (null) is reported before any verification.
    expect(samples.getCardanoTransactionProofV2.curl).toContain(': "${TRANSACTION_HASHES:?');
    expect(samples.getCardanoBlockProof.curl).toContain(': "${BLOCK_HASHES:?');
    expect(samples.getCardanoTransactionProofV2.curl).toMatch(/certified_transactions == null then "not certified \(yet\)/);
    expect(samples.getCardanoBlockProof.curl).toMatch(/certified_blocks == null then "not certified \(yet\)/);
    expect(samples.getCardanoTransactionProofV2.javascript).toMatch(/certified_transactions === null[\s\S]*verify_certificate_chain/);
    expect(samples.getCardanoBlockProof.javascript).toMatch(/certified_blocks === null[\s\S]*verify_certificate_chain/);
  });

  it('client-api-next.ts names the commit of the Next document', () => {
    const source = readFileSync(path.join(__dirname, '..', '..', 'api-samples', 'client-api-next.ts'), 'utf8');
    expect(source).toContain("NEXT_MITHRIL_COMMIT = '2eedbd254'");
  });
});
