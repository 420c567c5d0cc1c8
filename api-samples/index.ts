/**
 * Code samples of the aggregator API reference, one entry per operation of openapi.yaml (keyed by
 * operationId). plugins/api-samples merges them into the OpenAPI document at build time as
 * Redoc's `x-codeSamples` (tabs "curl", "Rust", "JavaScript" in the right panel); openapi.yaml
 * itself stays free of them.
 *
 * - curl: written with `curl()` below, against the release-mainnet aggregator, with a realistic
 *   value for every parameter, a JSON body for the POST routes that take one, and a `jq` filter
 *   for the routes that answer a list.
 * - Rust: the `mithril-client` crate; JavaScript: the `@mithril-dev/mithril-client-wasm` package.
 *   Only the methods listed in ./client-api.ts may be called (checked by
 *   tests/unit/api-samples.test.ts), and only for the routes those libraries call.
 */
import type {ApiOperationId} from '../shared/apiOperations';
import {RUST_CRATE, WASM_PACKAGE} from './client-api';

export const MAINNET_AGGREGATOR = 'https://aggregator.release-mainnet.api.mithril.network/aggregator';
/** Where the genesis verification key of release-mainnet is published (see the network table of the docs). */
export const MAINNET_GENESIS_KEY_URL =
  'https://raw.githubusercontent.com/input-output-hk/mithril/main/mithril-infra/configuration/release-mainnet/genesis.vkey';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

export interface OperationSamples {
  curl: string;
  rust?: string;
  javascript?: string;
}

/** One entry of Redoc's `x-codeSamples` extension. */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

interface CurlRequest {
  method?: 'GET' | 'POST';
  /** Path below the server URL, parameters filled in (query string included). */
  path: string;
  body?: Json;
  /** jq filter applied to the JSON answer. */
  jq?: string;
  /** Extra curl options, placed before the URL. */
  options?: string;
  /** Comment lines shown above the command. */
  comment?: string;
}

const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** A curl command against the release-mainnet aggregator. */
export function curl({method = 'GET', path, body, jq, options, comment}: CurlRequest): string {
  const lines: string[] = [];
  const url = shellQuote(`${MAINNET_AGGREGATOR}${path}`);
  const flags = ['-s', ...(method === 'POST' ? ['-X POST'] : []), ...(options ? [options] : [])].join(' ');
  if (body === undefined) {
    lines.push(`curl ${flags} ${url}${jq ? ` \\\n  | jq ${shellQuote(jq)}` : ''}`);
  } else {
    lines.push(
      `curl ${flags} ${url} \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d ${shellQuote(JSON.stringify(body, null, 2))}`,
    );
  }
  const header = comment ? comment.split('\n').map((line) => `# ${line}`) : [];
  return [...header, ...lines].join('\n');
}

/** A Rust program: the client built for release-mainnet, then `body` inside `main`. */
function rust(body: string, imports: string[] = []): string {
  const uses = ['use mithril_client::{ClientBuilder, MithrilResult};', ...imports];
  return `// Cargo.toml: ${RUST_CRATE.name} = "${RUST_CRATE.version}", tokio (features "macros", "rt-multi-thread"), anyhow
${uses.join('\n')}

#[tokio::main]
async fn main() -> MithrilResult<()> {
    // Genesis verification key of release-mainnet (the content of
    // ${MAINNET_GENESIS_KEY_URL}).
    let genesis_verification_key = std::env::var("GENESIS_VERIFICATION_KEY")?;
    let client = ClientBuilder::aggregator(
        "${MAINNET_AGGREGATOR}",
        &genesis_verification_key,
    )
    .build()?;

${body
  .trim()
  .split('\n')
  .map((line) => (line ? `    ${line}` : ''))
  .join('\n')}

    Ok(())
}`;
}

/** A JavaScript module (Node.js 20 or a bundler): the WASM client built for release-mainnet, then `body`. */
function javascript(body: string, {unstable = false} = {}): string {
  return `// npm install ${WASM_PACKAGE.name}@${WASM_PACKAGE.version}
import { MithrilClient } from "${WASM_PACKAGE.name}";

const genesisVerificationKey = (
  await (await fetch("${MAINNET_GENESIS_KEY_URL}")).text()
).trim();
const client = new MithrilClient(
  "${MAINNET_AGGREGATOR}",
  genesisVerificationKey,${unstable ? '\n  // The Cardano database v2 methods are still flagged unstable.\n  { unstable: true },' : ''}
);

${body.trim()}`;
}

// Realistic identifiers, the same as in the examples of openapi.yaml.
const CERTIFICATE_HASH = '2f876e76c85296bdd99b216e121179aba5a8031511dc09ccd30af4b726fde925';
const SNAPSHOT_DIGEST = '643a91ad70fafbbcec0cd03b6528a923a6a9c74f3aa75be4b5b6a5c0f618dad3';
const CARDANO_DATABASE_HASH = '8be0d3016c61d2624e224d07e2747fa6d831e47ec1ea00bc36998467650d4819';
const MSD_HASH = '116ac7c815a36d4cef49c671664c31e65ffe0bd719e7572829f2d746350d10f3';
const CSD_HASH = 'e3eadda6451f0f3cc6714acdeab6e713278800c46f208a67f04fd19238f0ae78';
const CTX_SNAPSHOT_HASH = 'c14a361d6f2d412cacf6819433a14af06f58c64247e5c1b7a351b2e0d4aa58fa';
const TRANSACTION_HASHES = [
  '7385362787d43f505f30623d0bcc93a206be26c04bd1001707aaa24a0c467a3d',
  'de4f26ad755277685a54785b2a0b8cd60fff20b9048da7ccb41cefa22941a859',
];

const SIGNER_NOTE =
  'Sent by the Mithril signer node itself, once it runs next to a stake pool:\n' +
  'no client library offers this call. Shown to document the exchange.';

/** A registration as a signer sends it (real key lengths, example values). */
const REGISTER_SIGNER_BODY: Json = {
  epoch: 590,
  party_id: 'pool1v7mwkqsge8n2v3u3dxe7xq5y3n6m5hq0k7vzu2rr4yhw5tcsaxp',
  verification_key:
    '46a88c6c19aeb9690c890607de37bab49f25086617d1bb6a940ca6283ca45d52fc5a3f863c340330375368109f6575bf',
  verification_key_signature:
    '8adea6fa46478499ac31dd81e992dbeb51e9714a6c4d6547b945449f9fa45e94c673e98b668902e7f3a4a405d5b1a72ed036ba4345c79254568b50c79f2a5d35b6e61fcce56ca2afc068a988d154a9ced95a071fc7b59e110542c28824d70d3b6e41be24',
  operational_certificate:
    '207395e3938316fe1fa8e4fbba4ac81cac087a5037605e2620ba5ae5175ec8204f7e47346f5332b9e11b60c9cf2764a8007762ec0c7e1cec2e105f5110807faaae6fcd6541cff3dbcd2e744db8db041a',
  kes_period: 42,
};

const REGISTER_SIGNATURE_BODY: Json = {
  entity_type: {CardanoTransactions: [590, 12158320]},
  party_id: 'pool1v7mwkqsge8n2v3u3dxe7xq5y3n6m5hq0k7vzu2rr4yhw5tcsaxp',
  signature:
    '0c51e918c7d8acc50555ce7060111897296cef683f236d454487a7af688e65fa500d170343e89e201912da7814a4a698ce7b9e0b8f9923bd3603e84d28b6ac285a0eea3eb4df3616017abc3c164612a6c7520309c17fb734fcd2c71f345cb53ce93875b6',
  indexes: [3, 18, 41, 66],
  signed_message: 'e917ea0340af9e13ad80f3eb920e9119df1ddaadf2f1be48b54ac12066ffff62',
};

const SNAPSHOT_DOWNLOAD_BODY: Json = {
  digest: SNAPSHOT_DIGEST,
  network: 'mainnet',
  beacon: {epoch: 590, immutable_file_number: 11498},
  size: 61094721823,
  ancillary_size: 1953628413,
  locations: [`https://storage.example.net/mainnet/snapshots/mainnet-e590-i11498.${SNAPSHOT_DIGEST}.tar.zst`],
  ancillary_locations: [`https://storage.example.net/mainnet/snapshots/mainnet-e590-i11498.${SNAPSHOT_DIGEST}.ancillary.tar.zst`],
  compression_algorithm: 'zstandard',
  cardano_node_version: '10.5.1',
};

const CARDANO_DATABASE_STATISTICS = (which: string): string =>
  rust(`
// After restoring a Cardano database snapshot (v2), one call reports the restoration:
// ${which}
let full_restoration = false; // only a range of the immutable files was restored
let include_ancillary = true; // the ancillary files were restored too
let immutable_files_restored = 64;
client
    .cardano_database_v2()
    .add_statistics(full_restoration, include_ancillary, immutable_files_restored)
    .await?;
`);

export const apiSamples = {
  getAggregatorFeatures: {
    curl: curl({path: '/', jq: '.capabilities'}),
  },
  getStatus: {
    curl: curl({path: '/status', jq: '{epoch, mithril_era, total_signers, total_stakes_signers}'}),
    rust: rust(`
// The client reads the era from the status route.
let era = client.mithril_era_client().fetch_current().await?;
println!("Mithril era: {} ({:?})", era.era, era.to_supported_era()?);
`),
    javascript: javascript(`
// Reads the era from the status route.
const { era } = await client.fetch_current_mithril_era();
console.log(\`Mithril era: \${era}\`);
`),
  },
  getEpochSettings: {
    curl: curl({path: '/epoch-settings', jq: '{epoch, signer_registration_protocol, next_signers: (.next_signers | length)}'}),
  },
  getProtocolConfiguration: {
    curl: curl({path: '/protocol-configuration/590', jq: '.protocol_parameters'}),
  },
  getCertificates: {
    curl: curl({path: '/certificates', jq: '.[] | {hash, epoch, signed_entity_type}'}),
    rust: rust(`
let certificates = client.certificate().list().await?;
for certificate in certificates.iter().take(5) {
    println!("{} epoch {:?} {:?}", certificate.hash, certificate.epoch, certificate.signed_entity_type);
}
`),
    javascript: javascript(`
const certificates = await client.list_mithril_certificates();
for (const certificate of certificates.slice(0, 5)) {
  console.log(certificate.hash, certificate.epoch, certificate.signed_entity_type);
}
`),
  },
  getGenesisCertificate: {
    curl: curl({path: '/certificate/genesis', jq: '{hash, epoch, genesis_signature}'}),
  },
  getCertificate: {
    curl: curl({path: `/certificate/${CERTIFICATE_HASH}`, jq: '{previous_hash, epoch, signers: (.metadata.signers | length)}'}),
    rust: rust(`
let hash = "${CERTIFICATE_HASH}";
if let Some(certificate) = client.certificate().get(hash).await? {
    println!("epoch {:?}, previous {}", certificate.epoch, certificate.previous_hash);
}
// Checks every certificate from this one back to the genesis certificate.
let verified = client.certificate().verify_chain(hash).await?;
println!("chain verified down from {}", verified.hash);
`),
    javascript: javascript(`
const hash = "${CERTIFICATE_HASH}";
const certificate = await client.get_mithril_certificate(hash);
console.log(certificate.epoch, certificate.previous_hash);
// Checks every certificate from this one back to the genesis certificate.
await client.verify_certificate_chain(hash);
`),
  },
  getSnapshots: {
    curl: curl({path: '/artifact/snapshots', jq: '.[0] | {digest, beacon, size, locations}'}),
    rust: rust(`
let snapshots = client.cardano_database().list().await?;
for snapshot in snapshots.iter().take(3) {
    println!("{} {:?} {} bytes", snapshot.digest, snapshot.beacon, snapshot.size);
}
`),
    javascript: javascript(`
const snapshots = await client.list_cardano_database_snapshots();
console.log(snapshots.map((snapshot) => snapshot.digest).slice(0, 3));
`),
  },
  getSnapshot: {
    curl: curl({path: `/artifact/snapshot/${SNAPSHOT_DIGEST}`, jq: '{certificate_hash, size, ancillary_size, locations}'}),
    rust: rust(`
let snapshot = client.cardano_database().get("${SNAPSHOT_DIGEST}").await?;
if let Some(snapshot) = snapshot {
    println!("certified by {}, archive at {:?}", snapshot.certificate_hash, snapshot.locations);
}
`),
    javascript: javascript(`
const snapshot = await client.get_cardano_database_snapshot("${SNAPSHOT_DIGEST}");
console.log(snapshot.certificate_hash, snapshot.locations);
`),
  },
  downloadSnapshot: {
    curl: curl({
      path: `/artifact/snapshot/${SNAPSHOT_DIGEST}/download`,
      options: '-L -o snapshot.tar.zst',
      comment: 'The route redirects to the archive (302): -L follows it.',
    }),
  },
  getCardanoDatabaseSnapshots: {
    curl: curl({path: '/artifact/cardano-database', jq: '.[] | {hash, beacon, total_db_size_uncompressed}'}),
    rust: rust(`
let snapshots = client.cardano_database_v2().list().await?;
for snapshot in snapshots.iter().take(3) {
    println!("{} {:?} {} bytes", snapshot.hash, snapshot.beacon, snapshot.total_db_size_uncompressed);
}
`),
    javascript: javascript(
      `
const snapshots = await client.list_cardano_database_v2();
console.log(snapshots.map((snapshot) => snapshot.hash).slice(0, 3));
`,
      {unstable: true},
    ),
  },
  getCardanoDatabaseSnapshotsByEpoch: {
    curl: curl({path: '/artifact/cardano-database/epoch/latest-1', jq: 'map({hash, beacon})'}),
    rust: rust(
      `
let of_epoch = client.cardano_database_v2().list_by_epoch(Epoch(590)).await?;
let current = client.cardano_database_v2().list_for_latest_epoch().await?;
let previous = client.cardano_database_v2().list_for_latest_epoch_with_offset(1).await?;
println!("{} + {} + {} snapshots", of_epoch.len(), current.len(), previous.len());
`,
      ['use mithril_client::common::Epoch;'],
    ),
    javascript: javascript(
      `
// Epoch numbers are 64-bit: pass a BigInt.
const ofEpoch = await client.list_cardano_database_v2_per_epoch(590n);
const previous = await client.list_cardano_database_v2_for_latest_epoch({ offset: 1 });
console.log(ofEpoch.length, previous.length);
`,
      {unstable: true},
    ),
  },
  getCardanoDatabaseDigests: {
    curl: curl({path: '/artifact/cardano-database/digests', jq: '.[-3:]'}),
  },
  getCardanoDatabaseSnapshot: {
    curl: curl({path: `/artifact/cardano-database/${CARDANO_DATABASE_HASH}`, jq: '{merkle_root, certificate_hash, immutables}'}),
    rust: rust(`
let snapshot = client.cardano_database_v2().get("${CARDANO_DATABASE_HASH}").await?;
if let Some(snapshot) = snapshot {
    println!("Merkle root {}, certified by {}", snapshot.merkle_root, snapshot.certificate_hash);
}
`),
    javascript: javascript(
      `
const snapshot = await client.get_cardano_database_v2("${CARDANO_DATABASE_HASH}");
console.log(snapshot.merkle_root, snapshot.immutables.locations);
`,
      {unstable: true},
    ),
  },
  getMithrilStakeDistributions: {
    curl: curl({path: '/artifact/mithril-stake-distributions', jq: '.[] | {epoch, hash}'}),
    rust: rust(`
let distributions = client.mithril_stake_distribution().list().await?;
for distribution in distributions.iter().take(3) {
    println!("epoch {:?}: {}", distribution.epoch, distribution.hash);
}
`),
    javascript: javascript(`
const distributions = await client.list_mithril_stake_distributions();
console.log(distributions.map((distribution) => distribution.epoch).slice(0, 3));
`),
  },
  getMithrilStakeDistribution: {
    curl: curl({path: `/artifact/mithril-stake-distribution/${MSD_HASH}`, jq: '{epoch, signers: (.signers | length), protocol_parameters}'}),
    rust: rust(`
let distribution = client.mithril_stake_distribution().get("${MSD_HASH}").await?;
if let Some(distribution) = distribution {
    println!("{} signers at epoch {:?}", distribution.signers_with_stake.len(), distribution.epoch);
}
`),
    javascript: javascript(`
const distribution = await client.get_mithril_stake_distribution("${MSD_HASH}");
console.log(distribution.signers.length, distribution.protocol_parameters);
`),
  },
  getCardanoStakeDistributions: {
    curl: curl({path: '/artifact/cardano-stake-distributions', jq: '.[] | {epoch, hash}'}),
    rust: rust(`
let distributions = client.cardano_stake_distribution().list().await?;
for distribution in distributions.iter().take(3) {
    println!("epoch {:?}: {}", distribution.epoch, distribution.hash);
}
`),
    javascript: javascript(`
const distributions = await client.list_cardano_stake_distributions();
console.log(distributions.map((distribution) => distribution.hash).slice(0, 3));
`),
  },
  getCardanoStakeDistribution: {
    curl: curl({path: `/artifact/cardano-stake-distribution/${CSD_HASH}`, jq: '.stake_distribution | length'}),
    rust: rust(`
let distribution = client.cardano_stake_distribution().get("${CSD_HASH}").await?;
if let Some(distribution) = distribution {
    let total: u64 = distribution.stake_distribution.values().sum();
    println!("{} pools, {} stake in total", distribution.stake_distribution.len(), total);
}
`),
    javascript: javascript(`
const distribution = await client.get_cardano_stake_distribution("${CSD_HASH}");
console.log(distribution.epoch, distribution.certificate_hash);
`),
  },
  getCardanoStakeDistributionByEpoch: {
    curl: curl({path: '/artifact/cardano-stake-distribution/epoch/latest', jq: '{epoch, hash, certificate_hash}'}),
    rust: rust(
      `
let of_epoch = client.cardano_stake_distribution().get_by_epoch(Epoch(589)).await?;
// \`latest\` is the distribution recorded at the end of the previous epoch.
let latest = client.cardano_stake_distribution().get_for_latest_epoch().await?;
let before = client.cardano_stake_distribution().get_for_latest_epoch_with_offset(2).await?;
println!("{:?} {:?} {:?}", of_epoch.is_some(), latest.is_some(), before.is_some());
`,
      ['use mithril_client::common::Epoch;'],
    ),
    javascript: javascript(`
// Epoch numbers are 64-bit: pass a BigInt.
const ofEpoch = await client.get_cardano_stake_distribution_by_epoch(589n);
const latest = await client.get_cardano_stake_distribution_for_latest_epoch();
console.log(ofEpoch.hash, latest.epoch);
`),
  },
  getCardanoTransactionSnapshots: {
    curl: curl({path: '/artifact/cardano-transactions', jq: '.[0] | {hash, block_number, merkle_root}'}),
    rust: rust(`
let snapshots = client.cardano_transaction().list_snapshots().await?;
for snapshot in snapshots.iter().take(3) {
    println!("block {:?}: {}", snapshot.block_number, snapshot.merkle_root);
}
`),
    javascript: javascript(`
const snapshots = await client.list_cardano_transactions_snapshots();
console.log(snapshots.map((snapshot) => snapshot.block_number).slice(0, 3));
`),
  },
  getCardanoTransactionSnapshot: {
    curl: curl({path: `/artifact/cardano-transaction/${CTX_SNAPSHOT_HASH}`, jq: '{block_number, merkle_root, certificate_hash}'}),
    rust: rust(`
let snapshot = client.cardano_transaction().get_snapshot("${CTX_SNAPSHOT_HASH}").await?;
if let Some(snapshot) = snapshot {
    println!("up to block {:?}, certified by {}", snapshot.block_number, snapshot.certificate_hash);
}
`),
    javascript: javascript(`
const snapshot = await client.get_cardano_transactions_snapshot("${CTX_SNAPSHOT_HASH}");
console.log(snapshot.block_number, snapshot.merkle_root);
`),
  },
  getCardanoTransactionProof: {
    curl: curl({
      path: `/proof/cardano-transaction?transaction_hashes=${TRANSACTION_HASHES.join(',')}`,
      jq: '{certificate_hash, non_certified_transactions}',
    }),
    rust: rust(`
let proofs = client
    .cardano_transaction()
    .get_proofs(&["${TRANSACTION_HASHES[0]}", "${TRANSACTION_HASHES[1]}"])
    .await?;
// Checks the Merkle proofs, then the certificate chain of the certificate they lead to.
let verified = proofs.verify()?;
client.certificate().verify_chain(&proofs.certificate_hash).await?;
println!("certified: {:?}", verified.certified_transactions());
println!("not certified yet: {:?}", proofs.non_certified_transactions);
`),
    javascript: javascript(`
const proofs = await client.get_cardano_transaction_proofs([
  "${TRANSACTION_HASHES[0]}",
  "${TRANSACTION_HASHES[1]}",
]);
// Checks the certificate chain, the Merkle proofs, then that the certificate signed them.
const certificate = await client.verify_certificate_chain(proofs.certificate_hash);
const message = await client.verify_cardano_transaction_proof_then_compute_message(proofs, certificate);
const valid = await client.verify_message_match_certificate(message, certificate);
console.log(valid, proofs.transactions_hashes, proofs.non_certified_transactions);
`),
  },
  getRegisteredSigners: {
    curl: curl({path: '/signers/registered/latest', jq: '{registered_at, signing_at, registrations: (.registrations | length)}'}),
  },
  getSignersTickers: {
    curl: curl({path: '/signers/tickers', jq: '.signers[] | select(.pool_ticker != null) | .pool_ticker'}),
  },
  registerSigner: {
    curl: curl({method: 'POST', path: '/register-signer', body: REGISTER_SIGNER_BODY, comment: SIGNER_NOTE}),
  },
  registerSignatures: {
    curl: curl({method: 'POST', path: '/register-signatures', body: REGISTER_SIGNATURE_BODY, comment: SIGNER_NOTE}),
  },
  postSnapshotStatistics: {
    curl: curl({method: 'POST', path: '/statistics/snapshot', body: SNAPSHOT_DOWNLOAD_BODY}),
    rust: rust(`
let snapshot = client
    .cardano_database()
    .get("${SNAPSHOT_DIGEST}")
    .await?
    .ok_or_else(|| anyhow::anyhow!("no such snapshot"))?;
// ... download and unpack it, then report the download:
client.cardano_database().add_statistics(&snapshot).await?;
`),
  },
  postCardanoDatabaseImmutableFilesRestored: {
    curl: curl({method: 'POST', path: '/statistics/cardano-database/immutable-files-restored', body: {nb_immutable_files: 64}}),
    rust: CARDANO_DATABASE_STATISTICS('this route always, with the number of immutable files.'),
  },
  postCardanoDatabaseAncillaryFilesRestored: {
    curl: curl({method: 'POST', path: '/statistics/cardano-database/ancillary-files-restored'}),
    rust: CARDANO_DATABASE_STATISTICS('this route when include_ancillary is true.'),
  },
  postCardanoDatabaseCompleteRestoration: {
    curl: curl({method: 'POST', path: '/statistics/cardano-database/complete-restoration'}),
    rust: CARDANO_DATABASE_STATISTICS('this route when full_restoration is true.'),
  },
  postCardanoDatabasePartialRestoration: {
    curl: curl({method: 'POST', path: '/statistics/cardano-database/partial-restoration'}),
    rust: CARDANO_DATABASE_STATISTICS('this route when full_restoration is false.'),
  },
} as const satisfies Record<ApiOperationId, OperationSamples>;

/**
 * The samples of one operation as Redoc's `x-codeSamples` (tab order: curl, Rust, JavaScript).
 *
 * Redoc highlights a sample with the Prism grammar named by `lang`, and falls back to the generic
 * C-like grammar for a name it does not know. The curl samples are labelled `lang: curl` rather
 * than `Shell`: Redoc maps `Shell` to the bash grammar, which its Prism instance has in the browser
 * but not when the page is prerendered (overrides/redoc, "Prism"), so prerendering failed
 * ("The language "shell" has no grammar"). With `curl`, both sides use the C-like grammar and
 * render the same HTML. Rust has no grammar in Redoc either (same fallback); JavaScript has one.
 */
export function codeSamplesOf(samples: OperationSamples): CodeSample[] {
  return [
    {lang: 'curl', label: 'curl', source: samples.curl},
    ...(samples.rust ? [{lang: 'Rust', label: 'Rust', source: samples.rust}] : []),
    ...(samples.javascript ? [{lang: 'JavaScript', label: 'JavaScript', source: samples.javascript}] : []),
  ];
}
