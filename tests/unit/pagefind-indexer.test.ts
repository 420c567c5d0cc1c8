import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiPage, indexOfPage, markBody} from '../../plugins/pagefind/indexer.mjs';
import {search} from '../../shared/search';

const options = {baseUrl: '/doc/', unlistedDocs: search.unlistedDocs, nextPath: search.nextPath};
const page = (classes: string, body = '<article><h1>T</h1></article>') =>
  `<html lang="en" class="${classes}"><head><meta name="description" content="A summary &amp; more"></head><body>${body}</body></html>`;

describe('search indexer (plugins/pagefind/indexer.mjs)', () => {
  it('sends each kind of page to its index', () => {
    expect(indexOfPage(page('docs-wrapper plugin-docs docs-version-maintained docs-doc-page docs-doc-id-manual/welcome'), '/doc/manual/welcome', options)).toBe('current');
    expect(indexOfPage(page('docs-wrapper plugin-docs docs-version-current docs-doc-page docs-doc-id-manual/welcome'), '/doc/next/manual/welcome', options)).toBe('next');
    // Minified HTML: a single class is not quoted.
    expect(indexOfPage('<html lang=en class=blog-post-page>', '/doc/adr/2', options)).toBe('both');
    // Generated category pages (lists of links) are not searched.
    expect(indexOfPage(page('docs-wrapper plugin-docs docs-version-maintained docs-doc-page'), '/doc/category/x', options)).toBeNull();
    expect(indexOfPage(page('blog-wrapper blog-post-page plugin-blog plugin-id-adr'), '/doc/adr/1', options)).toBe('both');
    // List pages, the landing page and the unlisted docs are not searched.
    expect(indexOfPage(page('blog-wrapper blog-list-page plugin-blog'), '/doc/dev-blog', options)).toBeNull();
    expect(indexOfPage(page('plugin-pages'), '/doc/', options)).toBeNull();
    expect(indexOfPage(page('docs-version-maintained docs-doc-page docs-doc-id-networks-matrix'), '/doc/networks-matrix', options)).toBeNull();
    expect(indexOfPage(page('docs-version-current docs-doc-page docs-doc-id-compiled-binaries'), '/doc/next/compiled-binaries', options)).toBeNull();
  });

  it("marks the article as the body and indexes the page's description with it", () => {
    const html = markBody(page('x', '<article class="a"><h1>T</h1></article>'), 'x.html');
    expect(html).toContain('<article data-pagefind-body class="a"><p>A summary &amp; more</p><h1>T</h1>');
  });

  it('marks the outer article of a page whose content nests more (doc card lists)', () => {
    const html = markBody(page('x', '<article><h1>T</h1><article class="card"></article></article>'), 'x.html');
    expect(html.match(/data-pagefind-body/g)).toHaveLength(1);
    expect(html).toContain('<article data-pagefind-body><p>');
  });

  it('gives Pagefind the article without its furniture: raw Markdown of the title, reading time, admonition labels; table cells apart', () => {
    const article =
      '<article><header><h1 class=t>Distribution `2543` is now available</h1><div class=c><time datetime=x>November 3, 2025</time> · <!-- -->2 min read</div></header>' +
      '<div class="theme-admonition theme-admonition-info a"><div class=h><span class=i><svg><path d=M1/></svg></span>info</div><div class=b><p>Body</p></div></div>' +
      '<div class="theme-admonition theme-admonition-tip a"><div class=h><span class=i><svg></svg></span>Need help?</div><div class=b><p>Ask</p></div></div>' +
      '<table><tr><td>forgery<td>Low<tr><td>T12<td><strong>Compromise</strong></table></article>';
    const html = markBody(page('x', article), 'x.html');
    expect(html).toContain('<h1 class=t>Distribution 2543 is now available</h1>');
    expect(html).toContain('</time></div>');
    expect(html).not.toContain('min read');
    expect(html).toContain('<div class=h data-pagefind-ignore><span class=i><svg><path d=M1/></svg></span>info</div>');
    expect(html).toContain('<div class=h><span class=i><svg></svg></span>Need help?</div>');
    expect(html).toContain('forgery <td>Low <tr> <td>T12 <td><strong>Compromise');
  });

  it('fails naming the file when a page has no article', () => {
    expect(() => markBody(page('x', '<div></div>'), 'a/index.html')).toThrow(/a\/index\.html: no <article>/);
  });

  it("gives every API operation a section anchored where Redoc shows it", () => {
    const {content, operations} = apiPage(join(__dirname, '..', '..', 'openapi.yaml'), '/doc/aggregator-api/');
    expect(operations).toBeGreaterThan(20);
    expect(content).toContain('<h2 id="tag/signers/operation/registerSigner">POST /register-signer: ');
    expect(content).toContain('<h2 id="tag/proof/operation/getCardanoTransactionProof">GET /proof/cardano-transaction: ');
  });

  it('fails naming the file when the API description cannot be read', () => {
    expect(() => apiPage('/nonexistent/openapi.yaml', '/doc/aggregator-api/')).toThrow(/\/nonexistent\/openapi\.yaml/);
  });
});
