/**
 * Pages whose Current (versioned_docs/version-maintained) text intentionally differs from
 * Next (docs/). Every other file must be byte-identical in both versions (a unit test checks it).
 */
export const versionSpecificFiles = [
  // Next documents the aggregator's `preload_security_parameter` setting, not yet released.
  'manual/develop/nodes/mithril-aggregator.md',
];
