import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {writePagefindIndex} from './support/pagefind-index';
import {chunkRangesOf, decodeCbor, readChunkRanges} from '../../overrides/pagefind/chunk-ranges.mjs';
import {chunksForQuery} from '../../src/search/chunks';

describe('decodeCbor', () => {
  it('reads the CBOR that Pagefind writes: integers, strings, arrays, maps, simple values', () => {
    // [1, -2, "ab", [24, 300], {"k": true}, null, h'0102']
    const bytes = Buffer.from([0x87, 0x01, 0x21, 0x62, 0x61, 0x62, 0x82, 0x18, 0x18, 0x19, 0x01, 0x2c, 0xa1, 0x61, 0x6b, 0xf5, 0xf6, 0x42, 0x01, 0x02]);
    const [value, end] = decodeCbor(bytes);
    expect(end).toBe(bytes.length);
    expect((value as unknown[]).slice(0, 4)).toEqual([1, -2, 'ab', [24, 300]]);
    expect((value as unknown[])[4]).toEqual(new Map([['k', true]]));
    expect((value as unknown[])[5]).toBeNull();
    expect([...((value as unknown[])[6] as Buffer)]).toEqual([1, 2]);
  });

  it('fails on data it does not know instead of guessing', () => {
    expect(() => decodeCbor(Buffer.from([0x9f]))).toThrow(/unsupported length encoding 31/); // indefinite array
    expect(() => decodeCbor(Buffer.from([0x82, 0x01]))).toThrow(/unexpected end/);
  });
});

describe('chunk ranges of a real Pagefind index', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chunk-ranges-'));
    // Enough distinct words for Pagefind to split its index into several chunks.
    await writePagefindIndex(
      dir,
      Array.from({length: 60}, (_, page) => {
        const words = Array.from({length: 400}, (_, i) => `w${page}x${i}${'abcdefghij'[i % 10]}`).join(' ');
        return {url: `/p${page}/`, content: `<html lang="en"><body><main><h1>Page ${page} relay</h1><p>${words}</p></main></body></html>`};
      }),
    );
  }, 60_000);
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('lists every chunk file of the index, in word order, with ranges that do not overlap', async () => {
    expect(readdirSync(join(dir, 'index')).length, 'several chunks').toBeGreaterThan(1);
    const {version, chunks} = readChunkRanges(dir);
    expect(version).toBe(JSON.parse(readFileSync(join(dir, 'pagefind-entry.json'), 'utf8')).version);
    expect(chunks.map(([, , hash]) => `${hash}.pf_index`).sort()).toEqual(readdirSync(join(dir, 'index')).sort());
    for (let i = 0; i < chunks.length; i++) {
      const [from, to] = chunks[i];
      expect(from <= to).toBe(true);
      if (i > 0) expect(chunks[i - 1][1] < from).toBe(true);
    }
    // The browser's look-up finds the chunk holding a word of the index.
    const holding = chunks.filter(([from, to]) => from <= 'relay' && 'relay' <= to).map(([, , hash]) => hash);
    expect(holding).toHaveLength(1);
    expect(chunksForQuery('relay', chunks)).toEqual(expect.arrayContaining(holding));
  });

  it('fails naming the file when the metadata is not what it expects', () => {
    const entry = readFileSync(join(dir, 'pagefind-entry.json'));
    const files = (meta: Buffer) => (name: string) => (name === 'pagefind-entry.json' ? entry : meta);
    expect(() => chunkRangesOf(files(gzipSync(Buffer.from('something else'))), '/x/pagefind')).toThrow(
      /\/x\/pagefind\/pagefind\.en_[0-9a-f]+\.pf_meta: no pagefind_dcd signature; .*update overrides\/pagefind\/chunk-ranges\.mjs/,
    );
    // The right signature, then a CBOR value of another shape (an empty array).
    expect(() => chunkRangesOf(files(gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from([0x80])]))), '/x/pagefind')).toThrow(
      /not \[version, pages, chunks, \.\.\.\]/,
    );
    expect(() => chunkRangesOf(() => Buffer.from('{'), '/x/pagefind')).toThrow(/\/x\/pagefind\/pagefind-entry\.json: cannot read Pagefind's entry file/);
  });
});
