/**
 * The aggregator REST operations documented in `openapi.yaml`, keyed by operationId.
 * Docs link to them with `<ApiLink op="getStatus" />`; a unit test checks that every
 * entry here matches an operation of `openapi.yaml` (same method and path) and vice versa.
 */
export type HttpMethod = 'GET' | 'POST';

export interface ApiOperation {
  method: HttpMethod;
  path: string;
  /** Tag the operation is grouped under in openapi.yaml (used by Redoc in its anchors). */
  tag: string;
}

export const apiOperations = {
  getAggregatorFeatures: {method: 'GET', path: '/', tag: 'aggregator'},
  getStatus: {method: 'GET', path: '/status', tag: 'aggregator'},
  getEpochSettings: {method: 'GET', path: '/epoch-settings', tag: 'aggregator'},
  getProtocolConfiguration: {method: 'GET', path: '/protocol-configuration/{epoch}', tag: 'aggregator'},
  getCertificates: {method: 'GET', path: '/certificates', tag: 'certificates'},
  getGenesisCertificate: {method: 'GET', path: '/certificate/genesis', tag: 'certificates'},
  getCertificate: {method: 'GET', path: '/certificate/{certificate_hash}', tag: 'certificates'},
  getSnapshots: {method: 'GET', path: '/artifact/snapshots', tag: 'cardano-db-v1'},
  getSnapshot: {method: 'GET', path: '/artifact/snapshot/{digest}', tag: 'cardano-db-v1'},
  downloadSnapshot: {method: 'GET', path: '/artifact/snapshot/{digest}/download', tag: 'cardano-db-v1'},
  getCardanoDatabaseSnapshots: {method: 'GET', path: '/artifact/cardano-database', tag: 'cardano-db-v2'},
  getCardanoDatabaseSnapshotsByEpoch: {method: 'GET', path: '/artifact/cardano-database/epoch/{epoch}', tag: 'cardano-db-v2'},
  getCardanoDatabaseDigests: {method: 'GET', path: '/artifact/cardano-database/digests', tag: 'cardano-db-v2'},
  getCardanoDatabaseSnapshot: {method: 'GET', path: '/artifact/cardano-database/{hash}', tag: 'cardano-db-v2'},
  getMithrilStakeDistributions: {method: 'GET', path: '/artifact/mithril-stake-distributions', tag: 'mithril-stake-distribution'},
  getMithrilStakeDistribution: {method: 'GET', path: '/artifact/mithril-stake-distribution/{hash}', tag: 'mithril-stake-distribution'},
  getCardanoStakeDistributions: {method: 'GET', path: '/artifact/cardano-stake-distributions', tag: 'cardano-stake-distribution'},
  getCardanoStakeDistribution: {method: 'GET', path: '/artifact/cardano-stake-distribution/{hash}', tag: 'cardano-stake-distribution'},
  getCardanoStakeDistributionByEpoch: {method: 'GET', path: '/artifact/cardano-stake-distribution/epoch/{epoch}', tag: 'cardano-stake-distribution'},
  getCardanoTransactionSnapshots: {method: 'GET', path: '/artifact/cardano-transactions', tag: 'cardano-transactions'},
  getCardanoTransactionSnapshot: {method: 'GET', path: '/artifact/cardano-transaction/{hash}', tag: 'cardano-transactions'},
  getCardanoTransactionProof: {method: 'GET', path: '/proof/cardano-transaction', tag: 'proof'},
  getRegisteredSigners: {method: 'GET', path: '/signers/registered/{epoch}', tag: 'signers'},
  getSignersTickers: {method: 'GET', path: '/signers/tickers', tag: 'signers'},
  registerSigner: {method: 'POST', path: '/register-signer', tag: 'signers'},
  registerSignatures: {method: 'POST', path: '/register-signatures', tag: 'signers'},
  postSnapshotStatistics: {method: 'POST', path: '/statistics/snapshot', tag: 'statistics'},
  postCardanoDatabaseImmutableFilesRestored: {method: 'POST', path: '/statistics/cardano-database/immutable-files-restored', tag: 'statistics'},
  postCardanoDatabaseAncillaryFilesRestored: {method: 'POST', path: '/statistics/cardano-database/ancillary-files-restored', tag: 'statistics'},
  postCardanoDatabaseCompleteRestoration: {method: 'POST', path: '/statistics/cardano-database/complete-restoration', tag: 'statistics'},
  postCardanoDatabasePartialRestoration: {method: 'POST', path: '/statistics/cardano-database/partial-restoration', tag: 'statistics'},
} as const satisfies Record<string, ApiOperation>;

export type ApiOperationId = keyof typeof apiOperations;

/** Operations of the Current reference that the Next one (openapi-next.yaml, API 0.1.68) no longer has. */
export const apiOperationsRemovedInNext = ['getSnapshots', 'getSnapshot', 'downloadSnapshot', 'postSnapshotStatistics'] as const;

type RemovedInNext = (typeof apiOperationsRemovedInNext)[number];

/**
 * The operations of `openapi-next.yaml`, the Next API reference (/doc/next/aggregator-api/): the
 * Current ones without the full snapshot routes, plus the unstable blocks and transactions routes.
 * A unit test checks it against the document, like `apiOperations`.
 */
export const apiOperationsNext = {
  ...(Object.fromEntries(
    Object.entries(apiOperations).filter(([id]) => !(apiOperationsRemovedInNext as readonly string[]).includes(id)),
  ) as Omit<typeof apiOperations, RemovedInNext>),
  getCardanoBlocksTransactionsSnapshots: {method: 'GET', path: '/artifact/cardano-blocks-transactions', tag: 'cardano-blocks-transactions'},
  getCardanoBlocksTransactionsSnapshot: {method: 'GET', path: '/artifact/cardano-blocks-transactions/{hash}', tag: 'cardano-blocks-transactions'},
  getCardanoTransactionProofV2: {method: 'GET', path: '/proof/v2/cardano-transaction', tag: 'proof'},
  getCardanoBlockProof: {method: 'GET', path: '/proof/v2/cardano-block', tag: 'proof'},
} as const satisfies Record<string, ApiOperation>;

export type ApiOperationNextId = keyof typeof apiOperationsNext;

/** The docs version a page belongs to, and so the API reference its links open. */
export type ApiVersion = 'current' | 'next';

/** The operations of a version's API document, keyed by operationId. */
export function apiOperationsOf(version: ApiVersion): Readonly<Record<string, ApiOperation>> {
  return version === 'next' ? apiOperationsNext : apiOperations;
}
