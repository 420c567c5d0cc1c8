/**
 * Code samples of the Next API reference (openapi-next.yaml, API 0.1.68), keyed by operationId.
 *
 * The operations the two references share reuse the samples of ./index.ts, with the library
 * versions of NEXT_MITHRIL_COMMIT in their install lines (./client-api-next.ts). The operations
 * only Next has get their own samples here, written with the generators of ./index.ts. Their
 * routes are unstable and answered only by an aggregator that signs `CardanoBlocksTransactions`
 * (the testing-preview network, when these lines were written), so they are sent there:
 *
 * - a snapshot is fetched by a hash taken from the list call first, never by a made-up one;
 * - curl fails loudly (`-f`: an HTTP error status makes curl exit with an error);
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
curl -s -f '${LIST}' \\
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
hash=$(curl -s -f '${LIST}' | jq -r '.[0].hash')
curl -s -f "${TESTING_PREVIEW_AGGREGATOR}/artifact/cardano-blocks-transactions/$hash" \\
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
    curl: `# Replace the hashes with those of your transactions (comma-separated).
# A 404 means the aggregator has no blocks and transactions snapshot yet.
curl -s -f '${TESTING_PREVIEW_AGGREGATOR}/proof/v2/cardano-transaction?transaction_hashes=f1c2a0d9e8b7c6a5f4e3d2c1b0a99887766554433221100ffeeddccbbaa99887' \\
  | jq '{certificate_hash, certified: (.certified_transactions.items // [] | length), non_certified_transactions}'`,
    javascript: testingPreviewJavascript(`
const proof = await client.get_cardano_transaction_v2_proof([
  "f1c2a0d9e8b7c6a5f4e3d2c1b0a99887766554433221100ffeeddccbbaa99887",
]);
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
    curl: `# Replace the hash with those of your blocks (comma-separated).
# A 404 means the aggregator has no blocks and transactions snapshot yet.
curl -s -f '${TESTING_PREVIEW_AGGREGATOR}/proof/v2/cardano-block?block_hashes=5e8a0c2b4d6f8e0a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a' \\
  | jq '{certificate_hash, certified: (.certified_blocks.items // [] | length), non_certified_blocks}'`,
    javascript: testingPreviewJavascript(`
const proof = await client.get_cardano_block_proof([
  "5e8a0c2b4d6f8e0a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a",
]);
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
