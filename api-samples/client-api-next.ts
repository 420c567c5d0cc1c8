/**
 * The client libraries of the Next API reference (openapi-next.yaml, API 0.1.68): what changed in
 * `mithril-client` and `@mithril-dev/mithril-client-wasm` between the commit of ./client-api.ts and
 * NEXT_MITHRIL_COMMIT. Facts read from the Mithril repository at that commit:
 * mithril-client/Cargo.toml, mithril-client-wasm/package.json, mithril-client/src/client.rs and
 * mithril-client-wasm/src/client_wasm.rs. Every method of ./client-api.ts not listed in
 * `removedMethods` is still defined there (checked name by name with `git grep` when this file
 * was written). tests/unit/api-samples-next.test.ts checks the Next samples against this list.
 */
import {rustCallOperations, rustClientApi, wasmClientApi, type ClientApiMethod} from './client-api';

/** Commit of the Mithril repository whose openapi.yaml is 0.1.68. */
export const NEXT_MITHRIL_COMMIT = '2eedbd254';

/** `mithril-client` at NEXT_MITHRIL_COMMIT. */
export const RUST_CRATE_NEXT = {name: 'mithril-client', version: '0.14.17'} as const;
/** `@mithril-dev/mithril-client-wasm` at NEXT_MITHRIL_COMMIT. */
export const WASM_PACKAGE_NEXT = {name: '@mithril-dev/mithril-client-wasm', version: '0.10.8'} as const;

/** Methods of ./client-api.ts that NEXT_MITHRIL_COMMIT no longer has (the full snapshot clients). */
export const removedMethods = {
  rust: ['cardano_database'],
  javascript: ['list_cardano_database_snapshots', 'get_cardano_database_snapshot'],
} as const;

const WASM_FILE = 'mithril-client-wasm/src/client_wasm.rs';

/**
 * Methods added to the WASM client's `MithrilClient` by NEXT_MITHRIL_COMMIT. All of them are
 * unstable: the client must be built with `{unstable: true}`, or they throw.
 */
export const wasmClientApiAdded = {
  list_cardano_blocks_snapshots: {owner: 'MithrilClient', file: WASM_FILE, routes: ['/artifact/cardano-blocks-transactions']},
  get_cardano_blocks_snapshot: {owner: 'MithrilClient', file: WASM_FILE, routes: ['/artifact/cardano-blocks-transactions/{hash}']},
  get_cardano_transaction_v2_proof: {owner: 'MithrilClient', file: WASM_FILE, routes: ['/proof/v2/cardano-transaction']},
  verify_cardano_transaction_v2_proof_then_compute_message: {owner: 'MithrilClient', file: WASM_FILE},
  get_cardano_block_proof: {owner: 'MithrilClient', file: WASM_FILE, routes: ['/proof/v2/cardano-block']},
  verify_cardano_block_proof_then_compute_message: {owner: 'MithrilClient', file: WASM_FILE},
} as const satisfies Record<string, ClientApiMethod>;

const without = <T extends Record<string, unknown>>(api: T, removed: readonly string[]): Record<string, ClientApiMethod> =>
  Object.fromEntries(Object.entries(api).filter(([name]) => !removed.includes(name))) as Record<string, ClientApiMethod>;

/** The Rust methods a Next sample may call. */
export const rustClientApiNext = without(rustClientApi, removedMethods.rust);
/** The JavaScript methods a Next sample may call. */
export const wasmClientApiNext = {...without(wasmClientApi, removedMethods.javascript), ...wasmClientApiAdded};

/** Operations each Rust call requests, at NEXT_MITHRIL_COMMIT (the v1 snapshot calls are gone). */
export const rustCallOperationsNext: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(rustCallOperations).filter(([call]) => !call.startsWith('cardano_database.')),
);
