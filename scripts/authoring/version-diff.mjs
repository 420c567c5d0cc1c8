/**
 * Pages whose Current (versioned_docs/version-maintained) text intentionally differs from
 * Next (docs/). Every other file must be byte-identical in both versions (a unit test checks it).
 */
// Kept in the sorted order of the file paths (the unit test compares the lists as they are).
export const versionSpecificFiles = [
  // Next lists the aggregator settings of Mithril 2eedbd254 (DMQ, Blockfrost in place of cexplorer_pools_url, blocks certification, preload_security_parameter).
  'manual/develop/nodes/mithril-aggregator.md',
  // Next: the client's `cardano-db --backend` accepts only v2 at Mithril 2eedbd254 (v1 examples and tab removed).
  'manual/develop/nodes/mithril-client.md',
  // Next: signer DMQ settings, block streamer throttling, preload default 2160 and skip-delayer behaviour at Mithril 2eedbd254.
  'manual/develop/nodes/mithril-signer.md',
  // Next links the Next API reference (/next/aggregator-api/).
  'manual/develop/references.md',
  // Next: the whole-archive node database certification (CardanoImmutableFilesFull) is retired; blocks and transactions added.
  'mithril/advanced/mithril-certification/README.mdx',
  'mithril/advanced/mithril-certification/cardano-node-database.md',
  'mithril/advanced/mithril-network/aggregator.md',
  'mithril/advanced/mithril-network/architecture.md',
];
