/**
 * Code samples of the Next API reference (openapi-next.yaml, API 0.1.68), keyed by operationId.
 *
 * The operations the two references share reuse the samples of ./index.ts, with the library
 * versions of NEXT_MITHRIL_COMMIT in their install lines (./client-api-next.ts). The operations
 * only Next has get their own samples here, written with the generators of ./index.ts. Their
 * routes are unstable and answered only by an aggregator that signs `CardanoBlocksTransactions`
 * (the testing-preview network, when these lines were written), so they are sent there:
 *
 * - a snapshot is fetched by a hash taken from the list call first, never by a made-up one; the
 *   hashes to prove come from the reader (a variable curl checks, a named placeholder in JavaScript);
 * - curl fails loudly (`-sSf`: an HTTP error status makes curl exit with an error and a message);
 * - proof samples handle the answer in which nothing is certified (`null`).
 */
import {apiOperationsRemovedInNext, type ApiOperationNextId} from '../shared/apiOperations';
import {RUST_CRATE, WASM_PACKAGE} from './client-api';
import {RUST_CRATE_NEXT, WASM_PACKAGE_NEXT} from './client-api-next';
import {apiSamples, javascript, type OperationSamples} from './index';

/** The aggregator that runs the newest API: the Mithril team's testing network on Cardano preview. */
export const TESTING_PREVIEW_AGGREGATOR = 'https://aggregator.testing-preview.api.mithril.network/aggregator';
/** Its genesis verification key. */
export const TESTING_PREVIEW_GENESIS_KEY_URL =
  'https://raw.githubusercontent.com/input-output-hk/mithril/main/mithril-infra/configuration/testing-preview/genesis.vkey';

/** `text` with the library versions of the Next API in its install lines. */
export function withNextVersions(text: string): string {
  return text
    .replaceAll(`${RUST_CRATE.name} = "${RUST_CRATE.version}"`, `${RUST_CRATE_NEXT.name} = "${RUST_CRATE_NEXT.version}"`)
    .replaceAll(`${WASM_PACKAGE.name}@${WASM_PACKAGE.version}`, `${WASM_PACKAGE_NEXT.name}@${WASM_PACKAGE_NEXT.version}`);
}

const MAINNET = /https:\/\/aggregator\.release-mainnet\.api\.mithril\.network\/aggregator/g;
const MAINNET_KEY = /https:\/\/raw\.githubusercontent\.com\/input-output-hk\/mithril\/main\/mithril-infra\/configuration\/release-mainnet\/genesis\.vkey/g;
const GENESIS_COMMENT = '// Genesis verification key of release-mainnet';

/** A JavaScript sample of ./index.ts aimed at testing-preview, with the unstable option set. */
function testingPreviewJavascript(body: string): string {
  return withNextVersions(javascript(body, {unstable: true}))
    .replace(MAINNET, TESTING_PREVIEW_AGGREGATOR)
    .replace(MAINNET_KEY, TESTING_PREVIEW_GENESIS_KEY_URL)
    .replace(GENESIS_COMMENT, '// Genesis verification key of testing-preview')
    .replace('// The Cardano database v2 methods are still flagged unstable.', '// The blocks and transactions methods are flagged unstable.');
}

const LIST = `${TESTING_PREVIEW_AGGREGATOR}/artifact/cardano-blocks-transactions`;

/** Nothing lists transactions or blocks: the reader brings the hashes to prove. */
const PREVIEW_WHERE = (what: string): string =>
  `Hashes of ${what} on Cardano preview (the network testing-preview certifies), comma-separated:\n` +
  'copy them from a Cardano preview explorer or from the history of a preview wallet.';

const shared = Object.fromEntries(
  Object.entries(apiSamples)
    .filter(([id]) => !(apiOperationsRemovedInNext as readonly string[]).includes(id))
    .map(([id, samples]: [string, OperationSamples]) => [
      id,
      {
        curl: samples.curl,
        ...(samples.rust ? {rust: withNextVersions(samples.rust)} : {}),
        ...(samples.javascript ? {javascript: withNextVersions(samples.javascript)} : {}),
      },
    ]),
) as Record<Exclude<ApiOperationNextId, NewInNext>, OperationSamples>;

type NewInNext = 'getCardanoBlocksTransactionsSnapshots' | 'getCardanoBlocksTransactionsSnapshot' | 'getCardanoTransactionProofV2' | 'getCardanoBlockProof';

const added: Record<NewInNext, OperationSamples> = {
  getCardanoBlocksTransactionsSnapshots: {
    curl: `# Unstable route: only aggregators signing CardanoBlocksTransactions answer it.
curl -sSf '${LIST}' \\
  | jq '.[] | {hash, epoch, block_number_signed, block_number_tip}'`,
    javascript: testingPreviewJavascript(`
const snapshots = await client.list_cardano_blocks_snapshots();
for (const snapshot of snapshots.slice(0, 3)) {
  console.log(snapshot.hash, snapshot.block_number_signed);
}
`),
  },
  getCardanoBlocksTransactionsSnapshot: {
    curl: `# Take the hash of the newest snapshot from the list, then ask for that snapshot.
SNAPSHOT_HASH=$(curl -sSf '${LIST}' | jq -er '.[0].hash') &&
curl -sSf "${TESTING_PREVIEW_AGGREGATOR}/artifact/cardano-blocks-transactions/$SNAPSHOT_HASH" \\
  | jq '{merkle_root, block_number_signed, certificate_hash}'`,
    javascript: testingPreviewJavascript(`
// The hash of the newest snapshot, from the list.
const [newest] = await client.list_cardano_blocks_snapshots();
if (newest === undefined) throw new Error("no blocks and transactions snapshot yet");
const snapshot = await client.get_cardano_blocks_snapshot(newest.hash);
console.log(snapshot.merkle_root, snapshot.certificate_hash);
`),
  },
  getCardanoTransactionProofV2: {
    curl: `# ${PREVIEW_WHERE('transactions').replace('\n', '\n# ')}
# A 404 means the aggregator has no blocks and transactions snapshot yet.
: "\${TRANSACTION_HASHES:?set TRANSACTION_HASHES=hash1,hash2 first}"
curl -sSf "${TESTING_PREVIEW_AGGREGATOR}/proof/v2/cardano-transaction?transaction_hashes=$TRANSACTION_HASHES" \\
  | jq 'if .certified_transactions == null then "not certified (yet): \\(.non_certified_transactions | join(", "))" else {certificate_hash, certified: (.certified_transactions.items | length), not_certified_yet: .non_certified_transactions} end'`,
    javascript: testingPreviewJavascript(`
// ${PREVIEW_WHERE('transactions').replace('\n', '\n// ')}
const transactionHashes = ["<hash of a Cardano preview transaction>"];
const proof = await client.get_cardano_transaction_v2_proof(transactionHashes);
console.log("not certified:", proof.non_certified_transactions);
if (proof.certified_transactions === null || proof.certified_transactions === undefined) {
  console.log("none of these transactions is certified yet");
} else {
  // 1. The certificate the proof names is valid, down to the genesis certificate.
  const certificate = await client.verify_certificate_chain(proof.certificate_hash);
  // 2. The proof is sound, and gives the message that certificate must have signed.
  const message = await client.verify_cardano_transaction_v2_proof_then_compute_message(proof, certificate);
  // 3. The certificate signed that message.
  if (!(await client.verify_message_match_certificate(message, certificate))) {
    throw new Error("the certificate does not sign the Merkle root of this proof");
  }
  console.log("certified:", proof.certified_transactions.items.map((tx) => tx.transaction_hash));
}
`),
  },
  getCardanoBlockProof: {
    curl: `# ${PREVIEW_WHERE('blocks').replace('\n', '\n# ')}
# A 404 means the aggregator has no blocks and transactions snapshot yet.
: "\${BLOCK_HASHES:?set BLOCK_HASHES=hash1,hash2 first}"
curl -sSf "${TESTING_PREVIEW_AGGREGATOR}/proof/v2/cardano-block?block_hashes=$BLOCK_HASHES" \\
  | jq 'if .certified_blocks == null then "not certified (yet): \\(.non_certified_blocks | join(", "))" else {certificate_hash, certified: (.certified_blocks.items | length), not_certified_yet: .non_certified_blocks} end'`,
    javascript: testingPreviewJavascript(`
// ${PREVIEW_WHERE('blocks').replace('\n', '\n// ')}
const blockHashes = ["<hash of a Cardano preview block>"];
const proof = await client.get_cardano_block_proof(blockHashes);
console.log("not certified:", proof.non_certified_blocks);
if (proof.certified_blocks === null || proof.certified_blocks === undefined) {
  console.log("none of these blocks is certified yet");
} else {
  // 1. The certificate the proof names is valid, down to the genesis certificate.
  const certificate = await client.verify_certificate_chain(proof.certificate_hash);
  // 2. The proof is sound, and gives the message that certificate must have signed.
  const message = await client.verify_cardano_block_proof_then_compute_message(proof, certificate);
  // 3. The certificate signed that message.
  if (!(await client.verify_message_match_certificate(message, certificate))) {
    throw new Error("the certificate does not sign the Merkle root of this proof");
  }
  console.log("certified:", proof.certified_blocks.items.map((block) => block.block_number));
}
`),
  },
};

export const apiSamplesNext = {...shared, ...added} satisfies Record<ApiOperationNextId, OperationSamples>;
