/**
 * Pages whose Current (versioned_docs/version-maintained) text intentionally differs from
 * Next (docs/). Every other file must be byte-identical in both versions (a unit test checks it).
 */
// Kept in the sorted order of the file paths (the unit test compares the lists as they are).
export const versionSpecificFiles = [
  'compiled-binaries.mdx', // X1/X2/X7: IntersectMBO links, redirect-following pipe, static builds, installer changes.
  'glossary.md', // X3-X6, X10: DMQ entry, leader and followers, v1 retired, blocks and transactions, signer stable.
  // Next lists the aggregator settings of Mithril 2eedbd254 (DMQ, Blockfrost in place of cexplorer_pools_url, blocks certification, preload_security_parameter).
  'manual/develop/nodes/mithril-aggregator.md',
  'manual/develop/nodes/mithril-client-library-wasm.md', // X1: repository links on IntersectMBO.
  'manual/develop/nodes/mithril-client-library.md', // X1: repository and raw key links on IntersectMBO.
  // Next: the client's `cardano-db --backend` accepts only v2 at Mithril 2eedbd254; X1/X2: IntersectMBO links and images, key downloads follow redirects.
  'manual/develop/nodes/mithril-client.md',
  // Next: signer DMQ settings, block streamer throttling, preload default 2160 and skip-delayer behaviour at 2eedbd254; X1: IntersectMBO links and image.
  'manual/develop/nodes/mithril-signer.md',
  'manual/develop/protocol-simulation.md', // X1: clone URL on IntersectMBO.
  // Next links the Next API reference (/next/aggregator-api/); X1: repository links on IntersectMBO.
  'manual/develop/references.md',
  'manual/develop/run-mithril-devnet.md', // X1: repository links on IntersectMBO.
  'manual/getting-started/bootstrap-cardano-node.md', // X1/X2: IntersectMBO links and client image, key downloads follow redirects.
  'manual/getting-started/network-configurations.md', // X1/X2/X5/X8: IntersectMBO keys with curl -L, node versions, DMQ values, networks.json, core-team network.
  'manual/getting-started/prerequisites.md', // X7: static musl builds (no glibc minimum), rustls default TLS.
  'manual/operate/become-mithril-spo.md', // X1, X10: IntersectMBO release links, signer stable since 1.0.0.
  'manual/operate/run-signer-node.md', // X1/X2/X8/X10: IntersectMBO URLs, redirects, node minimums, signer stable.
  'manual/welcome.md', // X1: IntersectMBO release notes; wallet, bridge and Daedalus use cases.
  'mithril/advanced/README.mdx', // X3/X4/X5/X6: one database certification, blocks and transactions, DMQ, leader and followers.
  // Next: the whole-archive node database certification (CardanoImmutableFilesFull) is retired; blocks and transactions added;
  // next_aggregate_verification_key_snark (unstable) and tolerance of unknown signed entity types.
  'mithril/advanced/mithril-certification/README.mdx',
  // X3: incremental certification is the only node database certification; the client's --backend accepts only v2.
  'mithril/advanced/mithril-certification/cardano-node-database-v2.md',
  'mithril/advanced/mithril-certification/cardano-node-database.md', // X3: the whole-archive certification is retired.
  // X4: blocks and transactions certification (unstable), v2 proof routes; transactions certification to be superseded.
  'mithril/advanced/mithril-certification/cardano-transactions.md',
  'mithril/advanced/mithril-network/README.mdx', // X5/X6: signatures over DMQ, leader and follower aggregators.
  // X3/X4/X6: BLOCKED state, leader and follower roles, Blockfrost tickers, v1 routes gone, blocks routes (unstable).
  'mithril/advanced/mithril-network/aggregator.md',
  // X3-X6: leader and follower aggregators, signatures over DMQ (diagrams redrawn), v1 gone, blocks and transactions.
  'mithril/advanced/mithril-network/architecture.md',
  // X1: raw key URLs on IntersectMBO; automatic aggregator discovery and cardano-block certify (unstable).
  'mithril/advanced/mithril-network/client.md',
  'mithril/advanced/mithril-network/signer.md', // X5: publishes to DMQ first, HTTP 10 s later; KES-signed DMQ messages; future_snark.
  'mithril/advanced/mithril-protocol/certificates.md', // X3/X4/X9: message parts, Lagrange-era features (unstable), mainnet k 1944 / m 16948.
  'mithril/advanced/mithril-protocol/protocol.md', // X9: figures use mainnet m 16948; SNARK aggregate signatures (unstable).
  'mithril/advanced/mithril-protocol/security.md', // X9: figures recomputed for k 1944 / m 16948; two honest majorities, forgery cost.
  'mithril/advanced/threat-model.md', // X1/X2/X5/X6: IntersectMBO links, redirects, DMQ and follower aggregators.
  'mithril/beginner/how-it-works.md', // X9: mainnet parameters k 1944 / m 16948 since epoch 619.
  'mithril/beginner/mithril-in-a-nutshell.md', // X4: blocks and transactions certification (unstable).
  'mithril/beginner/why-use-mithril.md', // X4: proof depth from tip; wallet, bridge and Daedalus use cases.
  'mithril/intro.md', // X1: discussions link on IntersectMBO.
  'networks-matrix.md', // X1, X5, X6, X8, X10: IntersectMBO URLs, node versions, Mithril status, DMQ rows, leader aggregator.
];
