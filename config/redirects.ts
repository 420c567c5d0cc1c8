import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

type RedirectRule = NonNullable<ClientRedirectsOptions['redirects']>[number];

/**
 * Old paths (relative to the base URL /doc/) and the page each one moved to.
 * Only the current version is redirected: old links in the wild point at it.
 * A unit test checks that every `to` is a built route and no `from` is one.
 */
export const redirects: RedirectRule[] = [
  {from: '/mithril/mithril-protocol/simulation', to: '/manual/develop/protocol-simulation'},
  {from: '/manual/getting-started/SPO-on-boarding-guide', to: '/manual/operate/become-mithril-spo'},
  {from: '/manual/getting-started/run-signer-node', to: '/manual/operate/run-signer-node'},
  {from: '/manual/getting-started/run-mithril-devnet', to: '/manual/develop/run-mithril-devnet'},
  {from: '/category/developer-docs', to: '/manual/develop/'},
  {from: '/manual/developer-docs/nodes/mithril-aggregator', to: '/manual/develop/nodes/mithril-aggregator'},
  {from: '/manual/developer-docs/nodes/mithril-signer', to: '/manual/develop/nodes/mithril-signer'},
  {from: '/manual/developer-docs/nodes/mithril-client', to: '/manual/develop/nodes/mithril-client'},
  {from: '/manual/developer-docs/nodes/mithril-client-library', to: '/manual/develop/nodes/mithril-client-library'},
  {from: '/manual/developer-docs/nodes/mithril-client-library-wasm', to: '/manual/develop/nodes/mithril-client-library-wasm'},
  {from: '/manual/developer-docs/references', to: '/manual/develop/references'},
  {from: '/category/mithril-protocol', to: '/mithril/advanced/mithril-protocol/'},
  {from: '/mithril/mithril-protocol/protocol', to: '/mithril/advanced/mithril-protocol/protocol'},
  {from: '/mithril/mithril-protocol/certificates', to: '/mithril/advanced/mithril-protocol/certificates'},
  {from: '/mithril/mithril-protocol/security', to: '/mithril/advanced/mithril-protocol/security'},
  {from: '/category/mithril-network', to: '/mithril/advanced/mithril-network/'},
  {from: '/mithril/mithril-network/architecture', to: '/mithril/advanced/mithril-network/architecture'},
  {from: '/mithril/mithril-network/aggregator', to: '/mithril/advanced/mithril-network/aggregator'},
  {from: '/mithril/mithril-network/signer', to: '/mithril/advanced/mithril-network/signer'},
  {from: '/mithril/mithril-network/client', to: '/mithril/advanced/mithril-network/client'},
  {from: '/mithril/threat-model', to: '/mithril/advanced/threat-model'},
  // The addresses of the two API references on the public Mithril site.
  {from: '/aggregator-api/current', to: '/aggregator-api/'},
  {from: '/aggregator-api/next', to: '/next/aggregator-api/'},
];
