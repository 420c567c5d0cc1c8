import type {LlmsOptions} from '../plugins/llms';

/**
 * Texts of plugins/llms (read by the plugin itself, not passed as options in docusaurus.config.ts,
 * which would put them in main.js): /doc/llms.txt, /doc/next/llms.txt, /doc/llms-full.txt, a Markdown twin of every
 * doc page, post and ADR, and /doc/aggregator-api.md (from the OpenAPI file configured for
 * overrides/redoc). `LLMS_TXT=0` leaves the plugin out (used by `npm run bench` to measure the
 * build time it adds).
 */
export const llmsEnabled = process.env.LLMS_TXT !== '0';

export const llms = {
  title: 'Mithril documentation',
  summary:
    'Mithril is a stake-based threshold multi-signature protocol for Cardano. Stake pool operators run Mithril ' +
    'signers next to their nodes; together they certify chain data (node database snapshots, stake ' +
    'distributions, transaction sets), and a Mithril client (CLI, Rust crate or WASM package) checks those ' +
    'certificates back to a genesis key before trusting the data, with no trusted third party.',
  intro:
    'Every link below points to the Markdown form of a page: append `.md` to any page address of this site ' +
    '(the home page is `index.md`) to get the same content as plain Markdown.',
  sidebars: [
    {sidebar: 'manualSideBar', title: 'User manual', note: 'Getting started, running a signer, using the client and developing with Mithril.'},
    {sidebar: 'mithrilSideBar', title: 'About Mithril', note: 'Concepts: how the protocol, the network and the certification of each kind of data work.'},
  ],
} satisfies LlmsOptions;
