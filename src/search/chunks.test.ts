import {describe, expect, it} from 'vitest';
import {chunksForQuery, queryPrefixes, type ChunkRange} from './chunks';

// The shape of a real index (the `chunks` of build/pagefind/page-titles.json.gz of this site).
const CHUNKS: ChunkRange[] = [
  ['0', 'beha', 'en_a'],
  ['behi', 'discor', 'en_b'],
  ['discov', 'httpsr', 'en_c'],
  ['httpsw', 'mithril', 'en_d'],
  ['mithril_', 'product', 'en_e'],
  ['producti', 'stak', 'en_f'],
  ['stal', 'use', 'en_g'],
  ['useg', '\u{1F7E2}', 'en_h'],
];

describe('queryPrefixes', () => {
  it('keeps the first three letters of each word, lower case, once', () => {
    expect(queryPrefixes('Genesis verification KEY genesis')).toEqual(['gen', 'ver', 'key']);
  });

  it('looks up the parts of a hyphenated word and the parts joined', () => {
    expect(queryPrefixes('cardano-db download')).toEqual(['car', 'db', 'dow']);
  });

  it('leaves one-letter words to Pagefind', () => {
    expect(queryPrefixes('s')).toEqual([]);
    expect(queryPrefixes('a relay')).toEqual(['rel']);
  });
});

describe('chunksForQuery', () => {
  it('finds the chunk whose range holds the words of the query', () => {
    expect(chunksForQuery('relay', CHUNKS)).toEqual(['en_f']);
    expect(chunksForQuery('KES', CHUNKS)).toEqual(['en_d']);
    expect(chunksForQuery('era', CHUNKS)).toEqual(['en_c']);
  });

  it('finds the chunk of a word that is a range boundary, and both chunks when a prefix spans them', () => {
    expect(chunksForQuery('mithril', CHUNKS)).toEqual(['en_d', 'en_e']);
    expect(chunksForQuery('stake', CHUNKS)).toEqual(['en_f', 'en_g']);
  });

  it('includes the chunk of every stem Pagefind may look up (stems keep the first letters)', () => {
    // verification -> verif, genesis -> genesi, converter -> convert: each in its prefix's chunk.
    for (const [word, stem] of [
      ['verification', 'verif'],
      ['genesis', 'genesi'],
      ['converter', 'convert'],
    ]) {
      const holding = CHUNKS.filter(([from, to]) => from <= stem && stem <= to).map(([, , hash]) => hash);
      expect(holding).toHaveLength(1);
      expect(chunksForQuery(word, CHUNKS)).toEqual(expect.arrayContaining(holding));
    }
  });

  it('asks for nothing when there is nothing to look up', () => {
    expect(chunksForQuery('', CHUNKS)).toEqual([]);
    expect(chunksForQuery('relay', [])).toEqual([]);
  });
});
