export interface Audience {
  title: string;
  text: string;
  link: string;
  linkLabel: string;
}

/** The landing page's "what it gives you" cards, one per kind of reader. */
export const audiences: Audience[] = [
  {
    title: 'Stake pool operators',
    text: 'Run a Mithril signer next to your block producer, register with your pool keys, and take part in every certificate in proportion to your stake.',
    link: '/manual/operate/become-mithril-spo',
    linkLabel: 'Become a Mithril SPO',
  },
  {
    title: 'Node and wallet users',
    text: 'Restore a full Cardano node database from a certified snapshot in minutes, verified end to end by the client before the node starts.',
    link: '/manual/getting-started/bootstrap-cardano-node',
    linkLabel: 'Bootstrap a Cardano node',
  },
  {
    title: 'Application developers',
    text: 'Prove that transactions are on chain, fetch certified stake distributions and verify certificate chains from Rust, the command line or the browser.',
    link: '/manual/develop/',
    linkLabel: 'Develop with Mithril',
  },
  {
    title: 'Researchers and evaluators',
    text: 'Follow the protocol from the stake-based lottery to the certificate chain, with its security parameters and threat model.',
    link: '/mithril/advanced/mithril-protocol/',
    linkLabel: 'Read the protocol',
  },
];
