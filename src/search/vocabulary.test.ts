import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {termKey, wordsOf} from '../../shared/searchTerms.mjs';
import {checkQuery, closestWords, editDistance, matchWord} from './typos';
import {checkQueryIn, knownWordsOf} from './vocabulary';
import {matchAsTyped} from './match';

// A small index: the words of each file key, most frequent first (as plugins/pagefind/pages.mjs writes them).
const INDEX = wordsOf(
  'signer signers signature signing sign kes key keys x X -x curl certificate certificates cardano-transaction proof ' +
    'zero z era epoch q -q register-signer phi_f decisions operator operational',
);
const byKey = new Map<string, string[]>();
for (const word of new Set(INDEX)) byKey.set(termKey(word), [...(byKey.get(termKey(word)) ?? []), word]);
const lookup = (key: string) => byKey.get(key) ?? [];
const words = (key: string) => lookup(key);

describe('the words of the index, as the build and the search read them', () => {
  it('keeps joined tokens as their parts and as one word, and keys files by the first two characters', () => {
    expect(wordsOf('Cardano-Transaction proof, phi_f')).toEqual(['cardano', 'transaction', 'cardanotransaction', 'proof', 'phi_f']);
    expect(termKey('signer')).toBe('si');
    expect(termKey('x')).toBe('x');
    expect(termKey('δt')).toBe('u3b4t');
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and swaps, and stops past its limit', () => {
    expect(editDistance('signr', 'signer', 2)).toBe(1);
    expect(editDistance('certifcate', 'certificate', 2)).toBe(1);
    expect(editDistance('sgin', 'sign', 2)).toBe(1);
    expect(editDistance('epoch', 'epoch', 1)).toBe(0);
    expect(editDistance('xyzzyqq', 'x', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('a query word matches a word of the index', () => {
  it('as a whole word, or as the start of one from three letters', () => {
    expect(matchWord('kes', words('ke')).kind).toBe('word');
    expect(matchWord('sig', words('si')).kind).toBe('prefix');
    expect(matchWord('certif', words('ce')).kind).toBe('prefix');
    // One or two letters: whole words only.
    expect(matchWord('x', words('x')).kind).toBe('word');
    expect(matchWord('si', words('si')).kind).toBe('none');
    expect(matchWord('ke', words('ke')).kind).toBe('none');
  });

  it('with an ending that the stemmer folds', () => {
    expect(matchWord('signings', words('si')).kind).toBe('ending');
    expect(matchWord('epochs', words('ep')).kind).toBe('ending');
  });

  it('with a typo from five letters on (two from nine), replaced by the closest word', () => {
    expect(matchWord('signr', words('si'))).toEqual({kind: 'typo', word: 'signer'});
    expect(matchWord('certifcate', words('ce'))).toEqual({kind: 'typo', word: 'certificate'});
    expect(matchWord('certifcte', words('ce'))).toEqual({kind: 'typo', word: 'certificate'});
    // Four letters: no tolerance.
    expect(matchWord('kesx', words('ke')).kind).toBe('none');
    expect(matchWord('sgin', words('sg')).kind).toBe('none');
  });

  it('never by a single letter: the start of an unknown word is not a match', () => {
    expect(matchWord('xyzzyqq', words('xy')).kind).toBe('none');
    expect(matchWord('qqzzv', words('qq')).kind).toBe('none');
    expect(matchWord('zkq', words('zk')).kind).toBe('none');
  });
});

describe('checking a query', () => {
  it('passes real queries, as typed', () => {
    for (const query of ['kes', 'KES', 'signer', 'cardano-transaction proof', 'register-signer', 'phi_f', 'curl -x', 'Decisions', 'era']) {
      expect(checkQuery(query, lookup), query).toEqual({searched: query, unmatched: [], suggestions: []});
    }
  });

  it('searches the closest word in place of a word with a typo', () => {
    expect(checkQuery('signr  keys', lookup)).toEqual({searched: 'signer keys', unmatched: [], suggestions: []});
  });

  it('has no results when a word matches nothing, and suggests the closest words', () => {
    expect(checkQuery('xyzzyqq', lookup).unmatched).toEqual(['xyzzyqq']);
    expect(checkQuery('qqzzv', lookup).unmatched).toEqual(['qqzzv']);
    expect(checkQuery('zkq', lookup).unmatched).toEqual(['zkq']);
    const check = checkQuery('opertr signer', lookup);
    expect(check.unmatched).toEqual(['opertr']);
    expect(check.suggestions).toEqual(['operator signer']);
    expect(checkQuery('§§§', lookup).unmatched).toEqual(['§§§']);
  });

  it('takes a word whose file cannot be had as it is (Pagefind answers alone)', () => {
    expect(checkQuery('xyzzyqq', () => null)).toEqual({searched: 'xyzzyqq', unmatched: [], suggestions: []});
  });

  it('suggests whole words or starts of words, closest and most frequent first', () => {
    expect(closestWords('certifcat', words('ce'))).toEqual(['certificate', 'certificates']);
    expect(closestWords('operatr', words('op'))).toEqual(['operator', 'operational']);
    expect(closestWords('xyzzyqq', words('xy'))).toEqual([]);
  });
});

describe('words already at hand (the page titles) spare vocabulary files', () => {
  const known = knownWordsOf(['Run a Mithril signer node', 'Cardano-db snapshots', 'Era switch']);

  it('reads the titles as the build reads the pages, by file key', () => {
    expect(known.get('si')).toEqual(['signer']);
    expect(known.get('ca')).toEqual(['cardano', 'cardanodb']);
    expect(known.get('sn')).toEqual(['snapshots']);
  });

  it('confirms a word only when it matches as typed: whole, a start of 3+ letters, or a folded ending', () => {
    expect(matchAsTyped('signer', known.get('si') ?? [])).toBe('word');
    expect(matchAsTyped('snap', known.get('sn') ?? [])).toBe('prefix');
    expect(matchAsTyped('signers', known.get('si') ?? [])).toBe('ending');
    // A typo, or a word in no title, is left to the vocabulary file.
    expect(matchAsTyped('signr', known.get('si') ?? [])).toBeUndefined();
    expect(matchAsTyped('kes', known.get('ke') ?? [])).toBeUndefined();
  });

  describe('checking a query in the browser', () => {
    const fetched: string[] = [];
    beforeEach(() => {
      fetched.length = 0;
      vi.stubGlobal('fetch', async (url: string) => {
        fetched.push(String(url).replace(/^.*\/terms\/|\.json\.gz.*$/g, ''));
        const key = /\/terms\/([^.]+)\.json\.gz/.exec(String(url))?.[1] ?? '';
        return new Response(new Blob([JSON.stringify(lookup(key))]).stream().pipeThrough(new CompressionStream('gzip')));
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('fetches no file for the words of the titles', async () => {
      expect(await checkQueryIn('/t1/', 'tag', 'signer Snapshots era', known)).toEqual({searched: 'signer Snapshots era', unmatched: [], suggestions: []});
      expect(fetched).toEqual([]);
    });

    it('fetches the files of the other words, and checks them as before', async () => {
      expect(await checkQueryIn('/t2/', 'tag', 'signr kes', known)).toEqual({searched: 'signer kes', unmatched: [], suggestions: []});
      expect(fetched.sort()).toEqual(['ke', 'si']);
      expect((await checkQueryIn('/t2/', 'tag', 'era xyzzyqq', known)).unmatched).toEqual(['xyzzyqq']);
      expect(fetched.sort()).toEqual(['ke', 'si', 'xy']);
    });

    it('fetches every word\'s file without titles (the results page)', async () => {
      expect(await checkQueryIn('/t3/', 'tag', 'signer era', null)).toEqual({searched: 'signer era', unmatched: [], suggestions: []});
      expect(fetched.sort()).toEqual(['er', 'si']);
    });
  });
});
