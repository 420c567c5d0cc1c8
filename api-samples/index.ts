/**
 * Code samples of the aggregator API reference, one entry per operation of openapi.yaml (keyed by
 * operationId). plugins/api-samples merges them into the OpenAPI document at build time as
 * Redoc's `x-codeSamples` (tabs "curl", "Rust", "JavaScript" in the right panel); openapi.yaml
 * itself stays free of them.
 *
 * Every sample must work as copied (tests/unit/api-samples.test.ts):
 * - GET samples read the release-mainnet aggregator. They never send it an identifier written in
 *   the sample: a hash, digest or epoch is first read from the matching list route of the same
 *   aggregator (`obtain` below, `list()` then `get()` in the libraries), or, for transaction
 *   hashes (no route lists them), taken from a named variable whose comment says where to find
 *   one. Epochs are `latest` or read from an answer.
 * - POST samples (statistics, signer registrations) change the state of the aggregator that
 *   receives them: they target `LOCAL_AGGREGATOR`, never a hosted network.
 * - curl runs with `-sSf`: an HTTP error stops the command with a message instead of printing
 *   nothing, and `jq -e` fails when a list is empty.
 * - Rust: the `mithril-client` crate; JavaScript: the `@mithril-dev/mithril-client-wasm` package.
 *   Only the methods listed in ./client-api.ts may be called, and only for the routes those
 *   libraries call.
 */
import type {ApiOperationId} from '../shared/apiOperations';
import {RUST_CRATE, WASM_PACKAGE} from './client-api';

export const MAINNET_AGGREGATOR = 'https://aggregator.release-mainnet.api.mithril.network/aggregator';
/** Where the samples of POST routes send: an aggregator on the reader's machine (a devnet's default address, in openapi.yaml's servers). */
export const LOCAL_AGGREGATOR = 'http://localhost:8080/aggregator';
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

/** A value read from a list route of the same aggregator before the request that needs it. */
interface Obtained {
  /** Shell variable that receives it (upper case). */
  variable: string;
  /** Path of the list route (no parameters). */
  from: string;
  /** jq filter that picks one value of the answer (run with -er: fails on an empty list). */
  pick: string;
  /** What the value is, one comment line. */
  what: string;
}

/** A value the reader supplies in an environment variable (nothing lists it). */
interface Supplied {
  variable: string;
  /** Where to find one, one or two comment lines. */
  where: string;
}

interface CurlRequest {
  method?: 'GET' | 'POST';
  /** Path below the server URL, parameters filled in (query string included); `$VARIABLE` for obtained values. */
  path: string;
  body?: Json;
  /** jq filter applied to the JSON answer. */
  jq?: string;
  /** Extra curl options, placed before the URL. */
  options?: string;
  /** Comment lines shown above the command. */
  comment?: string;
  /** Further shell lines shown after the command (the route's own call always comes first). */
  after?: string;
  /** Values read first from a list route of the same aggregator. */
  obtain?: Obtained;
  /** Values read from the environment, checked before anything is sent. */
  supplied?: Supplied;
}

const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
/** A URL in double quotes when it holds `$VARIABLE`s, else in single quotes. */
const quoteUrl = (url: string): string => (url.includes('$') ? `"${url}"` : shellQuote(url));

/** The curl options every sample uses: silent, but errors shown, and a failure on an HTTP error status. */
export const CURL_FLAGS = '-sSf';

/**
 * A curl command. GET routes go to the release-mainnet aggregator, POST routes to
 * `LOCAL_AGGREGATOR`. Obtained and supplied values come first, chained with `&&` so that the
 * request is not sent when they could not be had.
 */
export function curl({method = 'GET', path, body, jq, options, comment, after, obtain, supplied}: CurlRequest): string {
  const server = method === 'POST' ? LOCAL_AGGREGATOR : MAINNET_AGGREGATOR;
  const lines: string[] = [];
  const url = quoteUrl(`${server}${path}`);
  const flags = [CURL_FLAGS, ...(method === 'POST' ? ['-X POST'] : []), ...(options ? [options] : [])].join(' ');
  const header = comment ? comment.split('\n').map((line) => `# ${line}`) : [];
  let indent = '';
  if (obtain) {
    header.push(`# ${obtain.what}`);
    lines.push(`${obtain.variable}=$(curl ${CURL_FLAGS} ${shellQuote(`${server}${obtain.from}`)} | jq -er ${shellQuote(obtain.pick)}) &&`);
    indent = '  ';
  }
  if (supplied) {
    header.push(...supplied.where.split('\n').map((line) => `# ${line}`));
    lines.push(`: "\${${supplied.variable}:?set ${supplied.variable} first}" &&`);
    indent = '  ';
  }
  if (body === undefined) {
    lines.push(`${indent}curl ${flags} ${url}${jq ? ` \\\n${indent}  | jq ${shellQuote(jq)}` : ''}`);
  } else {
    lines.push(
      `${indent}curl ${flags} ${url} \\`,
      `${indent}  -H 'Content-Type: application/json' \\`,
      `${indent}  -d ${shellQuote(JSON.stringify(body, null, 2))}`,
    );
  }
  return [...header, ...lines, ...(after ? [after] : [])].join('\n');
}

/**
 * A Rust program: the client built for release-mainnet (or, with `local`, for the aggregator of a
 * devnet on the reader's machine: the samples of POST routes), then `body` inside `main`.
 */
export function rust(body: string, imports: string[] = [], {local = false} = {}): string {
  const uses = ['use mithril_client::{ClientBuilder, MithrilResult};', ...imports];
  const key = local
    ? `    // Genesis verification key of your devnet (the one its aggregator was started with).
    // Never a hosted network: this call changes the records of the aggregator it reaches.`
    : `    // Genesis verification key of release-mainnet (the content of
    // ${MAINNET_GENESIS_KEY_URL}).`;
  return `// Cargo.toml: ${RUST_CRATE.name} = "${RUST_CRATE.version}", tokio (features "macros", "rt-multi-thread"), anyhow
${uses.join('\n')}

#[tokio::main]
async fn main() -> MithrilResult<()> {
${key}
    let genesis_verification_key = std::env::var("GENESIS_VERIFICATION_KEY")?;
    let client = ClientBuilder::aggregator(
        "${local ? LOCAL_AGGREGATOR : MAINNET_AGGREGATOR}",
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

/**
 * A JavaScript module: the WASM client built for release-mainnet, then `body`.
 *
 * The package has two builds (mithril-client-wasm/package.json): `browser` points to wasm-pack's
 * `--target web` output, whose default export loads the WebAssembly and must be awaited before a
 * `MithrilClient` is created (as the package README and examples/client-wasm-web do); `main` is
 * the `--target nodejs` output, which loads it by itself and has no such export. The sample is
 * written for the browser (a bundler picks the `browser` build) and says what changes for Node.js.
 */
export function javascript(body: string, {unstable = false} = {}): string {
  return `// npm install ${WASM_PACKAGE.name}@${WASM_PACKAGE.version}
// In a browser page built with a bundler (webpack, Vite...), which picks the package's
// "browser" build: its default export loads the WebAssembly and must be awaited first.
import initMithrilClient, { MithrilClient } from "${WASM_PACKAGE.name}";
await initMithrilClient();
// In Node.js 20 or later (the "main" build loads the WebAssembly itself), use instead:
//   import { MithrilClient } from "${WASM_PACKAGE.name}";
// and leave out the await above.

const genesisVerificationKey = (
  await (await fetch("${MAINNET_GENESIS_KEY_URL}")).text()
).trim();
const client = new MithrilClient(
  "${MAINNET_AGGREGATOR}",
  genesisVerificationKey,${unstable ? '\n  // The Cardano database v2 methods are still flagged unstable.\n  { unstable: true },' : ''}
);

${body.trim()}`;
}

// A snapshot digest for the statistics body, which goes to a local aggregator only.
const SNAPSHOT_DIGEST = '643a91ad70fafbbcec0cd03b6528a923a6a9c74f3aa75be4b5b6a5c0f618dad3';

/** The first line of every POST sample's comment. */
const LOCAL_NOTE =
  `To the aggregator of your own devnet (${LOCAL_AGGREGATOR}): this call changes the records of the\n` +
  'aggregator that receives it, so never send it to a hosted network.';

const SIGNER_NOTE =
  'Sent by the Mithril signer node itself, once it runs next to a stake pool:\n' +
  'no client library offers this call. Shown to document the exchange.\n' +
  LOCAL_NOTE;

/** A registration as a signer sends it (real key lengths, example values). */
const REGISTER_SIGNER_BODY: Json = {
  epoch: 590,
  party_id: 'pool1v7mwkqsge8n2v3u3dxe7xq5y3n6m5hq0k7vzu2rr4yhw5tcsaxp',
  verification_key:
    '7b22766b223a5b3134372c3132322c34302c3137312c3231352c3139362c34312c3138392c38372c3131352c3138392c3232382c3135342c3232312c3138332c312c38372c3231342c36322c3137382c3233342c3231302c34302c3138362c3138382c37312c3133322c3130322c3139372c3139362c3133392c35352c3232312c3137362c322c3138382c3132382c33342c34312c31372c302c33342c3132302c3132332c3132392c35352c322c3131352c34302c35352c3137352c32342c34342c39372c37322c382c34302c3231322c3132332c3232372c3139312c3130362c3131392c3136342c3130362c34382c3131352c3136322c3136352c3136382c3235302c3235322c3233362c3232382c38312c3136332c35322c3139332c3232302c392c3133392c3137322c3135312c3231352c37342c3137332c38382c3134382c3133382c3230302c35362c3130342c3136352c3139322c3138312c3230385d2c22706f70223a5b3133382c3232342c3233312c3233322c38362c3235322c3136362c3234342c3137332c3232382c33392c33312c3137372c37352c3234322c37322c35392c3132312c34372c3233322c39302c3234322c322c3130302c3137312c3135302c3130382c3130322c35332c3234372c33322c3233312c36382c34352c34392c3134322c38342c3134382c3136342c3131382c33302c3136342c3137302c3133352c36332c3130392c36332c36382c3135342c392c32332c39312c3133302c3137322c3234312c37392c3137352c3130342c3137382c322c3135322c35382c3130372c3139342c38342c32382c38302c35322c31302c36322c3230312c3134372c3233362c3131302c352c3133372c3233392c3233362c3139302c34382c37302c3235312c3136382c3130312c3133362c33382c322c35352c39392c3138302c38342c3138302c3136352c35382c3137372c3138365d7d',
  verification_key_signature:
    '7b227369676d61223a7b227369676d61223a7b227369676d61223a7b227369676d61223a7b227369676d61223a7b227369676d61223a5b3233362c3134302c3231332c37392c3139302c34302c3134342c34322c3231312c3235302c3133332c3230382c3232372c3131352c3234302c33322c33342c3235312c31342c39322c3230302c35382c33342c3235302c36332c3234372c3131332c3132322c31342c3135372c39342c33302c31332c3136332c3132312c3138322c34382c3235332c3135322c3137342c3131312c3231352c3135342c3138372c3137352c3233382c34362c3138332c32322c3234392c3136382c3233352c3135322c3134302c3230302c35372c36372c33312c31372c3130362c35312c3132312c3135342c3132305d2c226c68735f706b223a5b3131372c3136392c37362c35372c33382c3136372c3133382c362c3130332c32352c3234392c392c3138332c3233302c32302c32302c3132362c3136322c3130352c37322c3230382c3130342c3133382c33332c36382c3235352c3132332c34322c31382c3139332c322c3130335d2c227268735f706b223a5b3232312c34372c3136352c31312c39362c37332c39302c3133322c372c3132392c3233322c3134382c3137372c34362c31332c3139392c3139382c3135392c392c3232332c3231332c3135352c3136382c3130312c3231332c38302c3233342c3135392c36332c34372c34392c38305d7d2c226c68735f706b223a5b3230332c3131342c35312c3235312c3136332c3132302c3234372c3134342c3130392c3137312c3135342c3232322c3136312c31382c3134302c36392c36322c3131312c3138392c33322c312c38362c31342c34352c3137332c3138312c3138342c35392c3138362c3132312c35362c32325d2c227268735f706b223a5b3235312c3139392c3133332c3235302c3231392c3133362c3234322c3139372c38382c3137312c37342c3137312c3136322c34322c35342c3130332c36342c3230312c3133372c38312c3234332c3235302c33382c3130312c3136372c3232382c35362c39352c3136342c34312c3135322c3132305d7d2c226c68735f706b223a5b3233352c3135322c3232382c39342c3135332c3134332c3132372c3234332c3233342c3234352c34322c3230332c31322c3230392c3135362c3231392c38362c3231322c3139382c32392c36382c36372c3232352c3136352c3232362c3139332c3139352c37372c35382c3230342c3137332c37375d2c227268735f706b223a5b34362c3234312c32352c32302c3135372c33372c3136372c36352c39352c3132322c32352c39372c3234342c3132342c32302c38342c3231302c3139352c3235322c31352c3136302c3234302c35302c3130382c3231302c3131312c3131372c38382c38332c37312c37392c32395d7d2c226c68735f706b223a5b3231312c3139302c35352c3132312c32342c3130352c3137312c3233382c3132382c32362c3130332c3134312c3137332c36362c3234322c36392c39322c3132382c38362c31342c3130362c36322c3134372c3233312c3132312c3232302c3134342c3133352c3230362c3133362c3135312c3137305d2c227268735f706b223a5b38392c3137372c3230302c36352c3133382c35312c36362c33332c31312c38312c3130382c392c3134332c3133392c3234322c3234362c3137352c3131382c3231392c3138302c3234312c3137362c38302c3234372c31322c372c3231392c34362c362c31312c3132302c3137325d7d2c226c68735f706b223a5b32322c3231392c36352c3231362c33302c3235302c3131352c32392c3231352c372c3133392c3135372c332c33312c312c3131352c3133382c3233382c3130322c3131342c3235322c32312c3139372c3136362c3230342c34332c35342c3133312c3136322c37382c3130302c31395d2c227268735f706b223a5b332c3134302c3135312c31382c31352c39302c33302c3136382c34312c36392c3134302c31302c3131352c3233302c3137342c3133332c37392c3136302c38372c34322c3132392c3138352c39392c35342c3139362c3134372c3235352c35362c3230332c3136382c36352c35395d7d2c226c68735f706b223a5b3135302c36382c32382c3132322c3136332c3136382c3131382c3132382c36392c3132382c3135392c3230302c39302c3233322c3234352c362c3233362c3232332c3235342c3134362c34332c3138312c3133382c33302c38322c39372c39352c3130392c302c382c3133372c3139315d2c227268735f706b223a5b3139302c3230312c35382c3231372c3137302c3231322c3137312c3138362c3136302c3133352c3132392c3133302c3130362c3233302c3232372c39342c3130312c3136392c302c3230372c3132352c3134392c3231332c3135332c31312c3134362c3137322c39322c3132322c3232372c37322c3137365d7d',
  operational_certificate:
    '5b5b5b3131352c3234332c3136382c3131312c38322c3134322c3234352c31342c3139392c3138312c39382c3134342c33382c38322c3232372c3234342c3234392c36352c36342c31392c3139332c3134342c3136332c3137382c3137352c35342c3230322c3232372c3231332c3136372c3134302c3132345d2c322c3132382c5b3130332c35312c32302c31382c34312c3130392c3131362c3234332c32352c3230332c3131322c392c3232302c3130302c3230342c3135352c3233372c32302c3133372c31332c3134362c3232352c32322c32382c3135372c3138352c3133392c36342c33312c35312c382c37392c3130382c33392c3133372c3132342c3131382c3134362c3137392c3132352c3134392c3138332c3135392c3138362c36342c3136352c3135392c32302c35312c322c37332c3138362c3136312c3230382c3231362c33372c31312c3230302c3130392c3130302c36322c3234352c34382c31375d5d2c5b39392c3138342c3136312c37312c38312c3235352c3132312c32332c3235352c35342c39312c35332c3232332c3139382c3235322c3130322c3234322c392c3132322c3130362c3133352c3131302c3233332c37372c3137322c32372c35342c3134352c3136392c35382c3232362c37315d5d',
  kes_period: 42,
};

const REGISTER_SIGNATURE_BODY: Json = {
  entity_type: {CardanoTransactions: [590, 12158320]},
  party_id: 'pool1v7mwkqsge8n2v3u3dxe7xq5y3n6m5hq0k7vzu2rr4yhw5tcsaxp',
  signature:
    '7b227369676d61223a5b3135352c312c322c3230372c36372c36332c3136362c3130302c35302c3136332c3136322c3130302c36382c38342c3135322c38332c3230352c3230372c3131362c3135322c32372c392c39392c36342c3136332c352c3139332c3132322c39312c33392c3131352c33352c33362c3139362c3235352c312c3231332c342c3235342c3230392c3133322c3231312c372c3132342c32312c3139332c3133302c3130325d2c22696e6465786573223a5b332c31382c34312c36365d2c227369676e65725f696e646578223a327d',
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

/**
 * The Rust call that reports a Cardano database (v2) restoration. `add_statistics` posts to
 * immutable-files-restored always, to ancillary-files-restored when `include_ancillary` is true,
 * and to complete-restoration or partial-restoration as `full_restoration` says
 * (mithril-client/src/cardano_database_client/statistics.rs): each operation's sample sets the
 * flags so that its own route is called.
 */
const CARDANO_DATABASE_STATISTICS = (which: string, {full}: {full: boolean}): string =>
  rust(
    `
// After restoring a Cardano database snapshot (v2), one call reports the restoration:
// ${which}
let full_restoration = ${full}; // ${full ? 'every immutable file was restored' : 'only a range of the immutable files was restored'}
let include_ancillary = true; // the ancillary files were restored too
let immutable_files_restored = ${full ? 11498 : 64};
client
    .cardano_database_v2()
    .add_statistics(full_restoration, include_ancillary, immutable_files_restored)
    .await?;
`,
    [],
    {local: true},
  );

/** How a Rust sample stops when a list it reads first is empty. */
const firstOf = (list: string, what: string): string => `${list}.first().ok_or_else(|| anyhow::anyhow!("the aggregator lists no ${what}"))?`;

/** The transaction hashes of the proof samples: nothing lists them, the reader brings them. */
const TRANSACTIONS_WHERE =
  'Hashes of mainnet transactions to prove, comma-separated (TRANSACTION_HASHES=hash1,hash2):\n' +
  'copy them from a Cardano explorer or from the history of your wallet.';

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
    curl: curl({
      path: '/protocol-configuration/$EPOCH',
      jq: '.protocol_parameters',
      obtain: {variable: 'EPOCH', from: '/status', pick: '.epoch', what: 'The current epoch, from the status route (this route takes a number, not `latest`):'},
    }),
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
    curl: curl({
      path: '/certificate/$CERTIFICATE_HASH',
      jq: '{previous_hash, epoch, signers: (.metadata.signers | length)}',
      obtain: {variable: 'CERTIFICATE_HASH', from: '/certificates', pick: '.[0].hash', what: 'The hash of the newest certificate, from the certificate list:'},
    }),
    rust: rust(`
// The newest certificate of the list, then the certificate itself.
let certificates = client.certificate().list().await?;
let hash = &${firstOf('certificates', 'certificate')}.hash;
if let Some(certificate) = client.certificate().get(hash).await? {
    println!("epoch {:?}, previous {}", certificate.epoch, certificate.previous_hash);
}
// Checks every certificate from this one back to the genesis certificate.
let verified = client.certificate().verify_chain(hash).await?;
println!("chain verified down from {}", verified.hash);
`),
    javascript: javascript(`
// The newest certificate of the list, then the certificate itself.
const [newest] = await client.list_mithril_certificates();
if (!newest) throw new Error("the aggregator lists no certificate");
const certificate = await client.get_mithril_certificate(newest.hash);
console.log(certificate.epoch, certificate.previous_hash);
// Checks every certificate from this one back to the genesis certificate.
await client.verify_certificate_chain(newest.hash);
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
    curl: curl({
      path: '/artifact/snapshot/$DIGEST',
      jq: '{certificate_hash, size, ancillary_size, locations}',
      obtain: {variable: 'DIGEST', from: '/artifact/snapshots', pick: '.[0].digest', what: 'The digest of the newest snapshot, from the snapshot list:'},
    }),
    rust: rust(`
// The newest snapshot of the list, then its full record.
let snapshots = client.cardano_database().list().await?;
let digest = &${firstOf('snapshots', 'snapshot')}.digest;
if let Some(snapshot) = client.cardano_database().get(digest).await? {
    println!("certified by {}, archive at {:?}", snapshot.certificate_hash, snapshot.locations);
}
`),
    javascript: javascript(`
// The newest snapshot of the list, then its full record.
const [newest] = await client.list_cardano_database_snapshots();
if (!newest) throw new Error("the aggregator lists no snapshot");
const snapshot = await client.get_cardano_database_snapshot(newest.digest);
console.log(snapshot.certificate_hash, snapshot.locations);
`),
  },
  downloadSnapshot: {
    curl: curl({
      path: '/artifact/snapshot/$DIGEST/download',
      options: `-o /dev/null -w '%{http_code} %{redirect_url}\\n'`,
      obtain: {variable: 'DIGEST', from: '/artifact/snapshots', pick: '.[0].digest', what: 'The digest of the newest snapshot, from the snapshot list:'},
      comment: [
        'The route answers 302: the -w command prints the status and the Location without following it.',
        "That Location is the aggregator's own snapshot_download/ path, which serves files only with the",
        '`local` snapshot uploader (a devnet). Hosted aggregators, this one included, keep archives in cloud',
        "storage: download from a URL of the snapshot's `locations` instead (last command).",
        '-f makes curl fail on an HTTP error instead of saving the error answer as the archive.',
      ].join('\n'),
      after: `curl -sSf -o snapshot.tar.zst "$(curl -sSf "${MAINNET_AGGREGATOR}/artifact/snapshot/$DIGEST" | jq -er '.locations[0]')"`,
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
    rust: rust(`
// The snapshots of the current epoch and of the one before, then those of an epoch read from them.
let current = client.cardano_database_v2().list_for_latest_epoch().await?;
let previous = client.cardano_database_v2().list_for_latest_epoch_with_offset(1).await?;
let epoch = ${firstOf('current', 'snapshot for the current epoch')}.beacon.epoch;
let of_epoch = client.cardano_database_v2().list_by_epoch(epoch).await?;
println!("{} + {} snapshots; {} at epoch {:?}", current.len(), previous.len(), of_epoch.len(), epoch);
`),
    javascript: javascript(
      `
const previous = await client.list_cardano_database_v2_for_latest_epoch({ offset: 1 });
// An epoch read from an answer; epoch numbers are 64-bit: the method takes a BigInt.
const epoch = previous[0]?.beacon.epoch;
if (epoch === undefined) throw new Error("no snapshot for the previous epoch");
const ofEpoch = await client.list_cardano_database_v2_per_epoch(BigInt(epoch));
console.log(previous.length, ofEpoch.length);
`,
      {unstable: true},
    ),
  },
  getCardanoDatabaseDigests: {
    curl: curl({path: '/artifact/cardano-database/digests', jq: '.[-3:]'}),
  },
  getCardanoDatabaseSnapshot: {
    curl: curl({
      path: '/artifact/cardano-database/$HASH',
      jq: '{merkle_root, certificate_hash, immutables}',
      obtain: {variable: 'HASH', from: '/artifact/cardano-database', pick: '.[0].hash', what: 'The hash of the newest Cardano database snapshot, from its list:'},
    }),
    rust: rust(`
// The newest snapshot of the list, then its full record.
let snapshots = client.cardano_database_v2().list().await?;
let hash = &${firstOf('snapshots', 'Cardano database snapshot')}.hash;
if let Some(snapshot) = client.cardano_database_v2().get(hash).await? {
    println!("Merkle root {}, certified by {}", snapshot.merkle_root, snapshot.certificate_hash);
}
`),
    javascript: javascript(
      `
// The newest snapshot of the list, then its full record.
const [newest] = await client.list_cardano_database_v2();
if (!newest) throw new Error("the aggregator lists no Cardano database snapshot");
const snapshot = await client.get_cardano_database_v2(newest.hash);
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
    curl: curl({
      path: '/artifact/mithril-stake-distribution/$HASH',
      jq: '{epoch, signers: (.signers | length), protocol_parameters}',
      obtain: {variable: 'HASH', from: '/artifact/mithril-stake-distributions', pick: '.[0].hash', what: 'The hash of the newest Mithril stake distribution, from its list:'},
    }),
    rust: rust(`
// The newest distribution of the list, then its full record.
let distributions = client.mithril_stake_distribution().list().await?;
let hash = &${firstOf('distributions', 'Mithril stake distribution')}.hash;
if let Some(distribution) = client.mithril_stake_distribution().get(hash).await? {
    println!("{} signers at epoch {:?}", distribution.signers_with_stake.len(), distribution.epoch);
}
`),
    javascript: javascript(`
// The newest distribution of the list, then its full record.
const [newest] = await client.list_mithril_stake_distributions();
if (!newest) throw new Error("the aggregator lists no Mithril stake distribution");
const distribution = await client.get_mithril_stake_distribution(newest.hash);
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
    curl: curl({
      path: '/artifact/cardano-stake-distribution/$HASH',
      jq: '.stake_distribution | length',
      obtain: {variable: 'HASH', from: '/artifact/cardano-stake-distributions', pick: '.[0].hash', what: 'The hash of the newest Cardano stake distribution, from its list:'},
    }),
    rust: rust(`
// The newest distribution of the list, then its full record (stakes in lovelace).
let distributions = client.cardano_stake_distribution().list().await?;
let hash = &${firstOf('distributions', 'Cardano stake distribution')}.hash;
if let Some(distribution) = client.cardano_stake_distribution().get(hash).await? {
    let total: u64 = distribution.stake_distribution.values().sum();
    println!("{} pools, {} lovelace in total", distribution.stake_distribution.len(), total);
}
`),
    javascript: javascript(`
// The newest distribution of the list, then its full record.
const [newest] = await client.list_cardano_stake_distributions();
if (!newest) throw new Error("the aggregator lists no Cardano stake distribution");
const distribution = await client.get_cardano_stake_distribution(newest.hash);
console.log(distribution.epoch, distribution.certificate_hash);
`),
  },
  getCardanoStakeDistributionByEpoch: {
    curl: curl({path: '/artifact/cardano-stake-distribution/epoch/latest', jq: '{epoch, hash, certificate_hash}'}),
    rust: rust(`
// \`latest\` is the distribution recorded at the end of the previous epoch.
let latest = client.cardano_stake_distribution().get_for_latest_epoch().await?;
let before = client.cardano_stake_distribution().get_for_latest_epoch_with_offset(2).await?;
// An epoch read from an answer, asked for by number.
if let Some(latest) = latest {
    let of_epoch = client.cardano_stake_distribution().get_by_epoch(latest.epoch).await?;
    println!("epoch {:?}: {:?} {:?}", latest.epoch, of_epoch.is_some(), before.is_some());
}
`),
    javascript: javascript(`
const latest = await client.get_cardano_stake_distribution_for_latest_epoch();
// An epoch read from an answer; epoch numbers are 64-bit: the method takes a BigInt.
const ofEpoch = await client.get_cardano_stake_distribution_by_epoch(BigInt(latest.epoch));
console.log(latest.epoch, ofEpoch.hash);
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
    curl: curl({
      path: '/artifact/cardano-transaction/$HASH',
      jq: '{block_number, merkle_root, certificate_hash}',
      obtain: {variable: 'HASH', from: '/artifact/cardano-transactions', pick: '.[0].hash', what: 'The hash of the newest transaction set, from its list:'},
    }),
    rust: rust(`
// The newest set of the list, then its full record.
let snapshots = client.cardano_transaction().list_snapshots().await?;
let hash = &${firstOf('snapshots', 'transaction set')}.hash;
if let Some(snapshot) = client.cardano_transaction().get_snapshot(hash).await? {
    println!("up to block {:?}, certified by {}", snapshot.block_number, snapshot.certificate_hash);
}
`),
    javascript: javascript(`
// The newest set of the list, then its full record.
const [newest] = await client.list_cardano_transactions_snapshots();
if (!newest) throw new Error("the aggregator lists no transaction set");
const snapshot = await client.get_cardano_transactions_snapshot(newest.hash);
console.log(snapshot.block_number, snapshot.merkle_root);
`),
  },
  getCardanoTransactionProof: {
    curl: curl({
      path: '/proof/cardano-transaction?transaction_hashes=$TRANSACTION_HASHES',
      supplied: {variable: 'TRANSACTION_HASHES', where: TRANSACTIONS_WHERE},
      jq: 'if (.certified_transactions | length) == 0 then "not certified (yet): \\(.non_certified_transactions | join(", "))" else {certificate_hash, certified: [.certified_transactions[].transactions_hashes[]], not_certified_yet: .non_certified_transactions} end',
    }),
    rust: rust(
      `
// ${TRANSACTIONS_WHERE.replace('\n', '\n// ')}
let transaction_hashes = std::env::var("TRANSACTION_HASHES")?;
let transaction_hashes: Vec<&str> = transaction_hashes.split(',').map(str::trim).collect();
let proofs = client.cardano_transaction().get_proofs(&transaction_hashes).await?;
if !proofs.non_certified_transactions.is_empty() {
    println!("not certified (yet): {:?}", proofs.non_certified_transactions);
}
// With no certified transaction, verify() fails (NoCertifiedTransaction): nothing to check.
if proofs.certified_transactions.is_empty() {
    println!("none of them is certified (yet): try again once a later block is certified");
    return Ok(());
}
// 1. The Merkle proofs are sound (this alone certifies nothing).
let verified = proofs.verify()?;
// 2. The certificate they name is valid, down to the genesis certificate.
let certificate = client.certificate().verify_chain(&proofs.certificate_hash).await?;
// 3. That certificate signed the Merkle root the proofs lead to.
let message = MessageBuilder::new().compute_cardano_transactions_proofs_message(&certificate, &verified);
if certificate.match_message(&message) {
    println!("certified: {:?}", verified.certified_transactions());
} else {
    anyhow::bail!("the certificate does not sign the Merkle root of these proofs");
}
`,
      ['use mithril_client::MessageBuilder;'],
    ),
    javascript: javascript(`
// ${TRANSACTIONS_WHERE.replace('\n', '\n// ').replace(' (TRANSACTION_HASHES=hash1,hash2)', '')}
const transactionHashes = ["<hash of a mainnet transaction>"];
const proofs = await client.get_cardano_transaction_proofs(transactionHashes);
if (proofs.non_certified_transactions.length > 0) {
  console.log("not certified (yet):", proofs.non_certified_transactions);
}
// With no certified transaction, the proof check fails: there is nothing to verify.
if (proofs.certified_transactions.length === 0) {
  console.log("none of them is certified (yet): try again once a later block is certified");
} else {
  // Checks the certificate chain, the Merkle proofs, then that the certificate signed them.
  const certificate = await client.verify_certificate_chain(proofs.certificate_hash);
  const message = await client.verify_cardano_transaction_proof_then_compute_message(proofs, certificate);
  const valid = await client.verify_message_match_certificate(message, certificate);
  console.log(valid ? "certified:" : "NOT signed by the certificate:", proofs.transactions_hashes);
}
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
    curl: curl({method: 'POST', path: '/statistics/snapshot', body: SNAPSHOT_DOWNLOAD_BODY, comment: LOCAL_NOTE}),
    rust: rust(
      `
// The snapshot you downloaded: here the newest of the list, then its full record.
let snapshots = client.cardano_database().list().await?;
let digest = &${firstOf('snapshots', 'snapshot')}.digest;
let snapshot = client
    .cardano_database()
    .get(digest)
    .await?
    .ok_or_else(|| anyhow::anyhow!("no such snapshot"))?;
// ... download and unpack it, then report the download:
client.cardano_database().add_statistics(&snapshot).await?;
`,
      [],
      {local: true},
    ),
  },
  postCardanoDatabaseImmutableFilesRestored: {
    curl: curl({method: 'POST', path: '/statistics/cardano-database/immutable-files-restored', body: {nb_immutable_files: 64}, comment: LOCAL_NOTE}),
    rust: CARDANO_DATABASE_STATISTICS('this route always, with the number of immutable files.', {full: false}),
  },
  postCardanoDatabaseAncillaryFilesRestored: {
    curl: curl({method: 'POST', path: '/statistics/cardano-database/ancillary-files-restored', comment: LOCAL_NOTE}),
    rust: CARDANO_DATABASE_STATISTICS('this route when include_ancillary is true.', {full: false}),
  },
  postCardanoDatabaseCompleteRestoration: {
    curl: curl({method: 'POST', path: '/statistics/cardano-database/complete-restoration', comment: LOCAL_NOTE}),
    rust: CARDANO_DATABASE_STATISTICS('this route when full_restoration is true.', {full: true}),
  },
  postCardanoDatabasePartialRestoration: {
    curl: curl({method: 'POST', path: '/statistics/cardano-database/partial-restoration', comment: LOCAL_NOTE}),
    rust: CARDANO_DATABASE_STATISTICS('this route when full_restoration is false.', {full: false}),
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
