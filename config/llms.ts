/**
 * Texts of plugins/llms (read by the plugin itself, not passed as options in docusaurus.config.ts,
 * which would put them in main.js): /doc/llms.txt, /doc/next/llms.txt, /doc/llms-full.txt, a Markdown twin of every
 * doc page, post and ADR, and /doc/aggregator-api.md (from the OpenAPI file configured for
 * overrides/redoc). `LLMS_TXT=0` leaves the plugin out (used by `npm run bench` to measure the
 * build time it adds).
 */
/** Options of plugins/llms (defined here so that this file imports nothing from the plugin). */
export interface LlmsOptions {
  /**
   * Absolute path of the OpenAPI description and the path (relative to the base URL) where the raw
   * file is served. By default both are read from the options of overrides/redoc (plugin redoc-fixes) in the site
   * config, so the API twin always describes the file the API reference is built from.
   */
  spec?: string;
  apiDownload?: string;
  /** H1 of llms.txt. */
  title: string;
  /** The blockquote of llms.txt. */
  summary: string;
  /** A paragraph after the summary. */
  intro: string;
  /** Sidebars listed in llms.txt and llms-full.txt, in order, each as a section. */
  sidebars: {sidebar: string; title: string; note: string}[];
}

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
