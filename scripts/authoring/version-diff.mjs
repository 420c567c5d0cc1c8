/**
 * Pages whose Current (versioned_docs/version-maintained) text intentionally differs from
 * Next (docs/). Every other file must be byte-identical in both versions (a unit test checks it).
 */
// Kept in the sorted order of the file paths (the unit test compares the lists as they are).
export const versionSpecificFiles = [
  'compiled-binaries.mdx', // X1/X2/X7: IntersectMBO links, redirect-following pipe, static builds, installer changes.
  'glossary.md', // X3-X6, X10: DMQ entry, leader and followers, v1 retired, blocks and transactions, signer stable.
  'manual/develop/README.mdx', // X5/X6: leader and follower aggregators, DMQ publishing, devnet split into cardano-devnet and mithril-end-to-end.
  // Next lists the aggregator settings of Mithril 2eedbd254 (DMQ, Blockfrost in place of cexplorer_pools_url, blocks certification, preload_security_parameter); follower aggregator section (unstable), docker-build-ci, no CardanoImmutableFilesFull.
  'manual/develop/nodes/mithril-aggregator.md',
  // Next: v1 snapshot calls removed, v2 database calls stable, blocks and transactions v2 calls (unstable); X1: IntersectMBO links.
  'manual/develop/nodes/mithril-client-library-wasm.md',
  // Next: crate 0.14 needs an explicit TLS feature, cardano_database() removed, ClientBuilder::new, discovery and blocks proofs (unstable); X1: IntersectMBO links.
  'manual/develop/nodes/mithril-client-library.md',
  // Next: only `cardano-db --backend v2`; cardano-block group, ctx --backend v2, discover-aggregator and auto: (unstable), converter LSM and local binary, stderr progress, no local Dockerfile; X1/X2 links.
  'manual/develop/nodes/mithril-client.md',
  // Next: signer DMQ settings and publishing order (KES-signed DMQ first, aggregator after the delay), skip-delayer behaviour, throttling, preload 2160, 1.x stable, docker-build-ci at 2eedbd254; X1 links.
  'manual/develop/nodes/mithril-signer.md',
  'manual/develop/protocol-simulation.md', // X1: clone URL on IntersectMBO.
  // Next links the Next API reference (/next/aggregator-api/, API 0.1.68) and its blocks routes (unstable); cardano-devnet, new internal crates, relay; X1: IntersectMBO links.
  'manual/develop/references.md',
  // Next: mithril-devnet became cardano-devnet (Cardano and DMQ nodes only); the Mithril network runs through mithril-end-to-end run-only; X1 links.
  'manual/develop/run-mithril-devnet.md',
  // Next: seven-stage v2 download, stderr progress, converter LSM and Legacy limit, node 11.0.1, new help entries (unstable ones marked); X1/X2: links, client image, redirects.
  'manual/getting-started/bootstrap-cardano-node.md',
  'manual/getting-started/network-configurations.md', // X1/X2/X5/X8: IntersectMBO keys with curl -L, node versions, DMQ values, networks.json, core-team network.
  'manual/getting-started/prerequisites.md', // X7: static musl builds (no glibc minimum), rustls default TLS.
  'manual/operate/README.mdx', // X5/X6: optional DMQ node (beta) for SPOs; follower aggregators need no SPO (unstable).
  'manual/operate/become-mithril-spo.md', // X1, X10: IntersectMBO release links, signer stable since 1.0.0.
  // Next: DMQ node setup (beta) with magics, peers and DMQ_NODE_SOCKET_PATH, Squid version headers, footprint and preload; X1/X2/X8/X10: URLs, redirects, node minimums, signer stable.
  'manual/operate/run-signer-node.md',
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
