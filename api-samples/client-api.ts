/**
 * The public methods of the Mithril client libraries that the code samples of `api-samples/` may
 * call, each with where it is defined. Facts read from the Mithril repository at the commit the
 * documentation describes; tests/unit/api-samples.test.ts checks that every Rust and JavaScript
 * sample calls only methods listed here (plus the few standard-library helpers of `HELPERS`).
 *
 * To update after a Mithril release: read the files named below at the new commit, then change
 * the entries and `MITHRIL_COMMIT` together.
 */

/** Commit of the Mithril repository the facts below were read from (distribution 2543). */
export const MITHRIL_COMMIT = '439d0a089';

export interface ClientApiMethod {
  /** Type (Rust) or class (JavaScript) that defines the method. */
  owner: string;
  /** File of the Mithril repository, at MITHRIL_COMMIT, that defines the method. */
  file: string;
  /** Route(s) of the aggregator the method calls, when it calls one. */
  routes?: readonly string[];
}

/** Rust crate `mithril-client` 0.12.34 (its `Cargo.toml` at MITHRIL_COMMIT). */
export const RUST_CRATE = {name: 'mithril-client', version: '0.12.34'} as const;

/** Methods and associated functions of the `mithril-client` crate, by name. */
export const rustClientApi = {
  // ClientBuilder and Client: mithril-client/src/client.rs
  aggregator: {owner: 'ClientBuilder', file: 'mithril-client/src/client.rs'},
  build: {owner: 'ClientBuilder', file: 'mithril-client/src/client.rs'},
  certificate: {owner: 'Client', file: 'mithril-client/src/client.rs'},
  mithril_stake_distribution: {owner: 'Client', file: 'mithril-client/src/client.rs'},
  cardano_database: {owner: 'Client', file: 'mithril-client/src/client.rs'},
  cardano_database_v2: {owner: 'Client', file: 'mithril-client/src/client.rs'},
  cardano_transaction: {owner: 'Client', file: 'mithril-client/src/client.rs'},
  cardano_stake_distribution: {owner: 'Client', file: 'mithril-client/src/client.rs'},
  mithril_era_client: {owner: 'Client', file: 'mithril-client/src/client.rs'},
  // Per-artifact clients.
  list: {
    owner: 'CertificateClient, SnapshotClient, CardanoDatabaseClient, MithrilStakeDistributionClient, CardanoStakeDistributionClient',
    file: 'mithril-client/src/certificate_client/api.rs, snapshot_client.rs, cardano_database_client/api.rs, mithril_stake_distribution_client.rs, cardano_stake_distribution_client.rs',
  },
  get: {
    owner: 'CertificateClient, SnapshotClient, CardanoDatabaseClient, MithrilStakeDistributionClient, CardanoStakeDistributionClient',
    file: 'mithril-client/src/certificate_client/api.rs, snapshot_client.rs, cardano_database_client/api.rs, mithril_stake_distribution_client.rs, cardano_stake_distribution_client.rs',
  },
  verify_chain: {owner: 'CertificateClient', file: 'mithril-client/src/certificate_client/api.rs'},
  add_statistics: {owner: 'SnapshotClient, CardanoDatabaseClient', file: 'mithril-client/src/snapshot_client.rs, mithril-client/src/cardano_database_client/api.rs'},
  list_by_epoch: {owner: 'CardanoDatabaseClient', file: 'mithril-client/src/cardano_database_client/api.rs'},
  list_for_latest_epoch: {owner: 'CardanoDatabaseClient', file: 'mithril-client/src/cardano_database_client/api.rs'},
  list_for_latest_epoch_with_offset: {owner: 'CardanoDatabaseClient', file: 'mithril-client/src/cardano_database_client/api.rs'},
  get_by_epoch: {owner: 'CardanoStakeDistributionClient', file: 'mithril-client/src/cardano_stake_distribution_client.rs'},
  get_for_latest_epoch: {owner: 'CardanoStakeDistributionClient', file: 'mithril-client/src/cardano_stake_distribution_client.rs'},
  get_for_latest_epoch_with_offset: {owner: 'CardanoStakeDistributionClient', file: 'mithril-client/src/cardano_stake_distribution_client.rs'},
  get_proofs: {owner: 'CardanoTransactionClient', file: 'mithril-client/src/cardano_transaction_client.rs'},
  list_snapshots: {owner: 'CardanoTransactionClient', file: 'mithril-client/src/cardano_transaction_client.rs'},
  get_snapshot: {owner: 'CardanoTransactionClient', file: 'mithril-client/src/cardano_transaction_client.rs'},
  fetch_current: {owner: 'MithrilEraClient', file: 'mithril-client/src/era.rs'},
  to_supported_era: {owner: 'FetchedEra', file: 'mithril-client/src/era.rs'},
  // MessageBuilder: mithril-client/src/message.rs (re-exported at the crate root by lib.rs).
  new: {owner: 'MessageBuilder', file: 'mithril-client/src/message.rs'},
  compute_cardano_transactions_proofs_message: {owner: 'MessageBuilder', file: 'mithril-client/src/message.rs'},
  // Re-exported from mithril-common by mithril-client/src/type_alias.rs.
  match_message: {owner: 'Certificate', file: 'mithril-common/src/entities/certificate.rs'},
  verify: {owner: 'CardanoTransactionsProofs', file: 'mithril-common/src/messages/cardano_transactions_proof.rs'},
  certified_transactions: {owner: 'VerifiedCardanoTransactions', file: 'mithril-common/src/messages/cardano_transactions_proof.rs'},
} as const satisfies Record<string, ClientApiMethod>;

/** npm package `@mithril-dev/mithril-client-wasm` 0.9.7 (mithril-client-wasm/package.json at MITHRIL_COMMIT). */
export const WASM_PACKAGE = {name: '@mithril-dev/mithril-client-wasm', version: '0.9.7'} as const;

const WASM_FILE = 'mithril-client-wasm/src/client_wasm.rs';

/**
 * Methods of the WASM client's `MithrilClient` class. They are exported by `#[wasm_bindgen]`
 * without a `js_name`, so JavaScript sees the Rust names. The `_v2` methods need the client to be
 * built with the `{unstable: true}` option.
 */
export const wasmClientApi = {
  list_mithril_certificates: {owner: 'MithrilClient', file: WASM_FILE},
  get_mithril_certificate: {owner: 'MithrilClient', file: WASM_FILE},
  verify_certificate_chain: {owner: 'MithrilClient', file: WASM_FILE},
  list_cardano_database_snapshots: {owner: 'MithrilClient', file: WASM_FILE},
  get_cardano_database_snapshot: {owner: 'MithrilClient', file: WASM_FILE},
  list_cardano_database_v2: {owner: 'MithrilClient', file: WASM_FILE},
  list_cardano_database_v2_per_epoch: {owner: 'MithrilClient', file: WASM_FILE},
  list_cardano_database_v2_for_latest_epoch: {owner: 'MithrilClient', file: WASM_FILE},
  get_cardano_database_v2: {owner: 'MithrilClient', file: WASM_FILE},
  list_mithril_stake_distributions: {owner: 'MithrilClient', file: WASM_FILE},
  get_mithril_stake_distribution: {owner: 'MithrilClient', file: WASM_FILE},
  list_cardano_stake_distributions: {owner: 'MithrilClient', file: WASM_FILE},
  get_cardano_stake_distribution: {owner: 'MithrilClient', file: WASM_FILE},
  get_cardano_stake_distribution_by_epoch: {owner: 'MithrilClient', file: WASM_FILE},
  get_cardano_stake_distribution_for_latest_epoch: {owner: 'MithrilClient', file: WASM_FILE},
  list_cardano_transactions_snapshots: {owner: 'MithrilClient', file: WASM_FILE},
  get_cardano_transactions_snapshot: {owner: 'MithrilClient', file: WASM_FILE},
  get_cardano_transaction_proofs: {owner: 'MithrilClient', file: WASM_FILE},
  verify_cardano_transaction_proof_then_compute_message: {owner: 'MithrilClient', file: WASM_FILE},
  verify_message_match_certificate: {owner: 'MithrilClient', file: WASM_FILE},
  fetch_current_mithril_era: {owner: 'MithrilClient', file: WASM_FILE},
} as const satisfies Record<string, ClientApiMethod>;

/**
 * Calls of the samples that are not Mithril's: the Rust standard library and the JavaScript
 * built-ins used to print or walk through a result. Kept short on purpose.
 */
export const HELPERS = {
  rust: ['var', 'iter', 'take', 'len', 'is_some', 'ok_or_else', 'values', 'sum', 'first', 'split', 'map', 'collect', 'is_empty'],
  javascript: ['log', 'text', 'slice', 'map', 'join', 'trim'],
} as const;

export type RustClientMethod = keyof typeof rustClientApi;
export type WasmClientMethod = keyof typeof wasmClientApi;

/**
 * The operations (of openapi.yaml) whose route each library call requests, read from
 * mithril-client/src/aggregator_client.rs (the `AggregatorRequest` each client method sends),
 * mithril-client/src/era.rs and mithril-client-wasm/src/client_wasm.rs at MITHRIL_COMMIT.
 * Rust calls are keyed `<client>.<method>` (`client.certificate().get(...)` is
 * `certificate.get`); an empty list means the call computes locally. `add_statistics` of the
 * Cardano database v2 client depends on its arguments: see `cardanoDatabaseStatisticsRoutes`.
 */
export const rustCallOperations: Readonly<Record<string, readonly string[]>> = {
  'certificate.list': ['getCertificates'],
  'certificate.get': ['getCertificate'],
  'certificate.verify_chain': ['getCertificate'],
  'cardano_database.list': ['getSnapshots'],
  'cardano_database.get': ['getSnapshot'],
  'cardano_database.add_statistics': ['postSnapshotStatistics'],
  'cardano_database_v2.list': ['getCardanoDatabaseSnapshots'],
  'cardano_database_v2.list_by_epoch': ['getCardanoDatabaseSnapshotsByEpoch'],
  'cardano_database_v2.list_for_latest_epoch': ['getCardanoDatabaseSnapshotsByEpoch'],
  'cardano_database_v2.list_for_latest_epoch_with_offset': ['getCardanoDatabaseSnapshotsByEpoch'],
  'cardano_database_v2.get': ['getCardanoDatabaseSnapshot'],
  'mithril_stake_distribution.list': ['getMithrilStakeDistributions'],
  'mithril_stake_distribution.get': ['getMithrilStakeDistribution'],
  'cardano_stake_distribution.list': ['getCardanoStakeDistributions'],
  'cardano_stake_distribution.get': ['getCardanoStakeDistribution'],
  'cardano_stake_distribution.get_by_epoch': ['getCardanoStakeDistributionByEpoch'],
  'cardano_stake_distribution.get_for_latest_epoch': ['getCardanoStakeDistributionByEpoch'],
  'cardano_stake_distribution.get_for_latest_epoch_with_offset': ['getCardanoStakeDistributionByEpoch'],
  'cardano_transaction.list_snapshots': ['getCardanoTransactionSnapshots'],
  'cardano_transaction.get_snapshot': ['getCardanoTransactionSnapshot'],
  'cardano_transaction.get_proofs': ['getCardanoTransactionProof'],
  'mithril_era_client.fetch_current': ['getStatus'],
};

/**
 * Routes of `CardanoDatabaseClient::add_statistics(full_restoration, include_ancillary, n)`
 * (mithril-client/src/cardano_database_client/statistics.rs): ancillary-files-restored when
 * `include_ancillary`, then complete-restoration or partial-restoration, then
 * immutable-files-restored.
 */
export function cardanoDatabaseStatisticsRoutes(fullRestoration: boolean, includeAncillary: boolean): string[] {
  return [
    ...(includeAncillary ? ['postCardanoDatabaseAncillaryFilesRestored'] : []),
    fullRestoration ? 'postCardanoDatabaseCompleteRestoration' : 'postCardanoDatabasePartialRestoration',
    'postCardanoDatabaseImmutableFilesRestored',
  ];
}

/** Same, for the methods of the WASM client's `MithrilClient` (names are unique there). */
export const wasmCallOperations: Readonly<Record<WasmClientMethod, readonly string[]>> = {
  list_mithril_certificates: ['getCertificates'],
  get_mithril_certificate: ['getCertificate'],
  verify_certificate_chain: ['getCertificate'],
  list_cardano_database_snapshots: ['getSnapshots'],
  get_cardano_database_snapshot: ['getSnapshot'],
  list_cardano_database_v2: ['getCardanoDatabaseSnapshots'],
  list_cardano_database_v2_per_epoch: ['getCardanoDatabaseSnapshotsByEpoch'],
  list_cardano_database_v2_for_latest_epoch: ['getCardanoDatabaseSnapshotsByEpoch'],
  get_cardano_database_v2: ['getCardanoDatabaseSnapshot'],
  list_mithril_stake_distributions: ['getMithrilStakeDistributions'],
  get_mithril_stake_distribution: ['getMithrilStakeDistribution'],
  list_cardano_stake_distributions: ['getCardanoStakeDistributions'],
  get_cardano_stake_distribution: ['getCardanoStakeDistribution'],
  get_cardano_stake_distribution_by_epoch: ['getCardanoStakeDistributionByEpoch'],
  get_cardano_stake_distribution_for_latest_epoch: ['getCardanoStakeDistributionByEpoch'],
  list_cardano_transactions_snapshots: ['getCardanoTransactionSnapshots'],
  get_cardano_transactions_snapshot: ['getCardanoTransactionSnapshot'],
  get_cardano_transaction_proofs: ['getCardanoTransactionProof'],
  verify_cardano_transaction_proof_then_compute_message: [],
  verify_message_match_certificate: [],
  fetch_current_mithril_era: ['getStatus'],
};

/**
 * The verification steps a sample of an operation must take, in this order, when it verifies
 * what it fetched: the steps of the libraries' own examples. Rust: the crate documentation of
 * mithril-client/src/cardano_transaction_client.rs (proofs verified, certificate chain verified,
 * message computed from the certificate and the verified proofs, certificate matched against
 * it) and certificate_client/api.rs; JavaScript: the same steps in the WASM client
 * (mithril-client-wasm/src/client_wasm.rs).
 */
export const requiredVerificationSteps: Readonly<Record<string, {rust?: readonly string[]; javascript?: readonly string[]}>> = {
  getCardanoTransactionProof: {
    rust: ['get_proofs', 'verify', 'verify_chain', 'compute_cardano_transactions_proofs_message', 'match_message'],
    javascript: ['get_cardano_transaction_proofs', 'verify_certificate_chain', 'verify_cardano_transaction_proof_then_compute_message', 'verify_message_match_certificate'],
  },
  getCertificate: {
    rust: ['verify_chain'],
    javascript: ['verify_certificate_chain'],
  },
};
