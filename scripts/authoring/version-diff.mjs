/**
 * Pages whose Current (versioned_docs/version-maintained) text intentionally differs from
 * Next (docs/). Every other file must be byte-identical in both versions (a unit test checks it).
 */
export const versionSpecificFiles = [
  // Next documents the aggregator's `preload_security_parameter` setting, not yet released.
  'manual/develop/nodes/mithril-aggregator.md',
  // Next links the Next API reference (/next/aggregator-api/).
  'manual/develop/references.md',
  // Next: the whole-archive node database certification (CardanoImmutableFilesFull) is retired; blocks and transactions added.
  'mithril/advanced/mithril-certification/README.mdx',
  'mithril/advanced/mithril-certification/cardano-node-database.md',
  'mithril/advanced/mithril-network/aggregator.md',
  'mithril/advanced/mithril-network/architecture.md',
];
