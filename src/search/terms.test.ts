import {describe, expect, it} from 'vitest';
import {bundleUrl, excerptParts, highlightTerms, isApiReference, queryTerms, resultsPageUrl, versionOfPath, withHighlight, withoutHighlight} from './terms';

describe('search helpers', () => {
  it('takes the terms out of an address, keeping the other parameters and the hash', () => {
    expect(withoutHighlight('/doc/glossary?_highlight=epoch#epoch')).toBe('/doc/glossary#epoch');
    expect(withoutHighlight('/doc/glossary?x=1&_highlight=epoch&_highlight=p%C3%A9riode&y=a%20b#epoch')).toBe('/doc/glossary?x=1&y=a%20b#epoch');
    expect(withoutHighlight('/doc/glossary?x=1')).toBe('/doc/glossary?x=1');
    expect(withoutHighlight('/doc/glossary#a?_highlight=b')).toBe('/doc/glossary#a?_highlight=b');
    const url = withHighlight('/doc/manual/operate/run-signer-node#kes-rotation', ['kes']);
    expect(withoutHighlight(url)).toBe('/doc/manual/operate/run-signer-node#kes-rotation');
  });

  it('sends Next pages to the Next index and every other page to the Current one', () => {
    expect(versionOfPath('/doc/next/manual/welcome', '/doc/')).toBe('next');
    expect(versionOfPath('/doc/next', '/doc/')).toBe('next');
    expect(versionOfPath('/doc/manual/welcome', '/doc/')).toBe('current');
    expect(versionOfPath('/doc/nextgen', '/doc/')).toBe('current');
    expect(versionOfPath('/doc/dev-blog', '/doc/')).toBe('current');
    expect(bundleUrl('next', '/doc/')).toBe('/doc/next/pagefind/');
    expect(bundleUrl('current', '/doc/')).toBe('/doc/pagefind/');
  });

  it('builds the results page URL', () => {
    expect(resultsPageUrl('/doc/', 'cardano-db download', 'current')).toBe('/doc/search?q=cardano-db+download');
    expect(resultsPageUrl('/doc/', 'KES', 'next')).toBe('/doc/search?q=KES&version=next');
    expect(resultsPageUrl('/doc/', '', 'current')).toBe('/doc/search');
  });

  it('splits a query into lower-case terms, once each', () => {
    expect(queryTerms('  Cardano-DB download cardano-db ')).toEqual(['cardano-db', 'download']);
    expect(queryTerms('"phi_f", k')).toEqual(['phi_f', 'k']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('puts the terms to mark before the anchor of a result URL, and reads them back', () => {
    const url = withHighlight('/doc/manual/operate/run-signer-node#kes-rotation', ['kes', 'période']);
    expect(url).toBe('/doc/manual/operate/run-signer-node?_highlight=kes&_highlight=p%C3%A9riode#kes-rotation');
    expect(highlightTerms(url.slice(url.indexOf('?'), url.indexOf('#')))).toEqual(['kes', 'période']);
    expect(withHighlight('/doc/glossary', [])).toBe('/doc/glossary');
    expect(highlightTerms('?other=1')).toEqual([]);
  });

  it("turns Pagefind's excerpt into text parts, marked or not, without interpreting HTML", () => {
    expect(excerptParts('Rotate the <mark>KES</mark> keys &lt;b&gt; &amp; more')).toEqual([
      {text: 'Rotate the ', marked: false},
      {text: 'KES', marked: true},
      {text: ' keys <b> & more', marked: false},
    ]);
    expect(excerptParts('<mark>a</mark><img src=x onerror=alert(1)>')).toEqual([{text: 'a', marked: true}]);
  });

  it('tells API reference results apart', () => {
    expect(isApiReference('/doc/aggregator-api/#tag/signers/operation/registerSigner', '/doc/')).toBe(true);
    expect(isApiReference('/doc/manual/welcome', '/doc/')).toBe(false);
    // The Next reference (issue 54): opened by the router it would load Redoc's chunk in the page.
    expect(isApiReference('/doc/next/aggregator-api/#tag/signers/operation/registerSigner', '/doc/')).toBe(true);
    expect(isApiReference('/doc/next/aggregator-api?_highlight=epoch#tag/epoch', '/doc/')).toBe(true);
    expect(isApiReference('/doc/aggregator-api', '/doc/')).toBe(true);
    expect(isApiReference('/doc/next/manual/welcome', '/doc/')).toBe(false);
    expect(isApiReference('/doc/aggregator-api-guide', '/doc/')).toBe(false);
  });
});
