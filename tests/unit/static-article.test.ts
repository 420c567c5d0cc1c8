import {describe, expect, it, vi} from 'vitest';

// The modules read Docusaurus' browser-side helpers, which only the site's bundler resolves.
vi.mock('@docusaurus/theme-common', () => ({createStorageSlot: () => ({get: () => null, set: () => undefined})}));
vi.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}));
import {routedPath} from '../../src/components/StaticArticle/links';
import {codeOf} from '../../src/components/StaticArticle/codeButtons';

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

describe('codeOf: the code a block copies', () => {
  const text = (content: string) => ({nodeType: 3, textContent: content});
  const span = (content: string) => ({nodeType: 1, textContent: content, classList: {contains: () => false}});
  // A line in the theme's own markup (a highlighted line): a .token-line element ending in a <br>.
  const stockLine = (content: string) => ({nodeType: 1, textContent: content, classList: {contains: (name: string) => name === 'token-line'}});
  const code = (...childNodes: object[]) => ({childNodes}) as unknown as Element;

  it('reads lean lines (text and token spans, each line ending in a newline) without the last newline', () => {
    expect(codeOf(code(text('cargo '), span('build'), text('\n'), text('\n'), text('./mithril-signer '), span('--help'), text('\n')))).toBe(
      'cargo build\n\n./mithril-signer --help',
    );
  });

  it('gives each line kept in the stock markup its newline, empty lines kept, mixed with lean lines', () => {
    expect(codeOf(code(stockLine('cargo build'), stockLine(''), text('./mithril-signer --help\n')))).toBe('cargo build\n\n./mithril-signer --help');
    expect(codeOf(code(stockLine('one'), stockLine('two')))).toBe('one\ntwo');
  });

  it('skips the comments the server render writes between two text nodes', () => {
    expect(codeOf(code(text('a \\\n'), {nodeType: 8, textContent: ' '}, text('  | jq')))).toBe('a \\\n  | jq');
  });

  it('takes the text of a block written as plain text (no Prism), as it is', () => {
    expect(codeOf(code(text('plain text\nsecond line')))).toBe('plain text\nsecond line');
  });
});
