import {repository} from './repository';

/** External addresses used by the navbar, the footer and the sidebars. */
export const links = {
  repository: repository.url,
  discord: 'https://discord.gg/5kaErDKDRq',
  releases: 'https://github.com/input-output-hk/mithril/releases',
  explorer: 'https://mithril.network/explorer',
  contributing: 'https://github.com/input-output-hk/mithril/blob/main/CONTRIBUTING.md',
  discussions: 'https://github.com/input-output-hk/mithril/discussions',
  stackExchange: 'https://cardano.stackexchange.com/search?q=mithril',
  networksStatus: 'https://mithril.cronitorstatus.com/',
  protocolInsights: 'https://lookerstudio.google.com/s/mbL23-8gibI',
  logbook: 'https://github.com/input-output-hk/mithril/wiki/Logbook',
  iohkBlog: 'https://iohk.io/en/blog',
  privacyPolicy: 'https://static.iohk.io/terms/iog-privacy-policy.pdf',
  terms: 'https://static.iohk.io/terms/iog-terms-and-conditions.pdf',
} as const;
