import {describe, expect, it, vi} from 'vitest';

// The modules read Docusaurus' browser-side helpers, which only the site's bundler resolves.
vi.mock('@docusaurus/theme-common', () => ({createStorageSlot: () => ({get: () => null, set: () => undefined})}));
vi.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}));
import {routedPath} from '../../src/components/StaticArticle/links';

/** An anchor as routedPath reads it: its attributes only. */
function link(attributes: Record<string, string>): HTMLAnchorElement {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  } as unknown as HTMLAnchorElement;
}

function at(href: string): Location {
  const url = new URL(href);
  return {href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash} as Location;
}

const router = {baseUrl: '/doc/', loadsInFull: (pathname: string) => pathname.startsWith('/doc/aggregator-api')};
const here = at('https://mithril.network/doc/manual/operate/run-signer-node?system=linux#step-1');

describe('routedPath: which links of a prerendered article the router follows', () => {
  it('routes a page of the site, relative or absolute, with its query and fragment', () => {
    expect(routedPath(link({href: '/doc/glossary#epoch'}), here, router)).toBe('/doc/glossary#epoch');
    expect(routedPath(link({href: 'become-mithril-spo'}), here, router)).toBe('/doc/manual/operate/become-mithril-spo');
    expect(routedPath(link({href: 'https://mithril.network/doc/adr/4?x=1'}), here, router)).toBe('/doc/adr/4?x=1');
    // The same page with another query is another route state: the router handles it.
    expect(routedPath(link({href: '/doc/manual/operate/run-signer-node?system=windows'}), here, router)).toBe('/doc/manual/operate/run-signer-node?system=windows');
  });

  it('leaves the browser to follow what is not a page of the app', () => {
    const followedByTheBrowser: Record<string, string>[] = [
      {href: '#step-2'},
      {href: '/doc/manual/operate/run-signer-node?system=linux#step-3'},
      {href: 'https://github.com/input-output-hk/mithril'},
      {href: '/other-site/page'},
      {href: '/doc/openapi.yaml'},
      {href: '/doc/img/architecture.svg'},
      {href: '/doc/aggregator-api/#tag/certificates'},
      {href: '/doc/glossary', target: '_blank'},
      {href: '/doc/glossary', download: ''},
      {},
    ];
    for (const attributes of followedByTheBrowser) expect(routedPath(link(attributes), here, router), JSON.stringify(attributes)).toBeNull();
  });

  it('routes a link whose target is the page itself', () => {
    expect(routedPath(link({href: '/doc/glossary', target: '_self'}), here, router)).toBe('/doc/glossary');
  });
});

