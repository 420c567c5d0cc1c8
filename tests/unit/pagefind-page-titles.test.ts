import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import * as pagefind from 'pagefind';
import {PAGE_TITLES_FILE, pageTitlesOf, writePageTitles} from '../../overrides/pagefind/page-titles.mjs';

const fragment = (json: unknown) => gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(JSON.stringify(json))]));

describe('page titles of a real Pagefind index', () => {
  let files: Map<string, Buffer>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'page-titles-'));
    const {index} = await pagefind.createIndex({forceLanguage: 'en'});
    if (!index) throw new Error('Pagefind did not start');
    const pages = [
      ['/doc/manual/operate/run-signer-node', 'Run a Mithril signer node'],
      ['/doc/adr/1', '1. Record Architecture Decisions'],
      ['/doc/glossary', 'Glossary'],
    ];
    for (const [url, title] of pages) {
      await index.addHTMLFile({url, content: `<html lang="en"><body><main><h1>${title}</h1><p>Some text about ${title} and relays.</p></main></body></html>`});
    }
    const built = await index.getFiles();
    expect(built.errors).toEqual([]);
    files = new Map(built.files.map((file) => [file.path, Buffer.from(file.content)]));
    await pagefind.close();
  }, 60_000);
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it("maps each fragment's id (Pagefind's result id) to the page's title and address", () => {
    const {pages} = pageTitlesOf(files, '/x/pagefind');
    const ids = [...files.keys()].filter((p) => p.startsWith('fragment/')).map((p) => p.slice('fragment/'.length, -'.pf_fragment'.length));
    expect(Object.keys(pages).sort()).toEqual(ids.sort());
    expect(Object.values(pages).sort()).toEqual([
      ['1. Record Architecture Decisions', '/doc/adr/1'],
      ['Glossary', '/doc/glossary'],
      ['Run a Mithril signer node', '/doc/manual/operate/run-signer-node'],
    ]);
  });

  it('is written as gzip JSON, which the browser decompresses itself', () => {
    const titles = pageTitlesOf(files, '/x/pagefind');
    writePageTitles(dir, titles);
    expect(JSON.parse(gunzipSync(readFileSync(join(dir, PAGE_TITLES_FILE))).toString('utf8'))).toEqual(titles);
  });

  it('fails naming the file when a fragment is not what it expects', () => {
    expect(() => pageTitlesOf(new Map([['fragment/en_1a2b.pf_fragment', gzipSync('{"url":"/a"}')]]), '/x/pagefind')).toThrow(
      /\/x\/pagefind\/fragment\/en_1a2b\.pf_fragment: no pagefind_dcd signature; .*update overrides\/pagefind\/page-titles\.mjs/,
    );
    expect(() => pageTitlesOf(new Map([['fragment/en_1a2b.pf_fragment', fragment({url: '/doc/a', meta: {}})]]), '/x/pagefind')).toThrow(
      /\/x\/pagefind\/fragment\/en_1a2b\.pf_fragment: a fragment without a url and a meta\.title \(page "\/doc\/a"\)/,
    );
    expect(() => pageTitlesOf(new Map([['pagefind.js', Buffer.from('')]]), '/x/pagefind')).toThrow(/\/x\/pagefind: no fragments/);
  });
});
