import {describe, expect, it} from 'vitest';
import {phraseCount, phraseFirst} from './phrase';

describe('phraseCount', () => {
  it('counts the runs of consecutive positions as long as the phrase', () => {
    expect(phraseCount([10, 11, 12, 40, 41, 42], 3)).toBe(2);
    expect(phraseCount([42, 40, 41], 3)).toBe(1);
    expect(phraseCount([10, 11, 13, 14], 3)).toBe(0);
    // Back to back, the phrase is there twice.
    expect(phraseCount([1, 2, 3, 4, 5, 6], 3)).toBe(2);
    expect(phraseCount([], 2)).toBe(0);
  });
});

describe('phraseFirst', () => {
  const found = {
    results: [
      {id: 'long', score: 4, words: [1, 5, 9, 20, 21, 22]},
      {id: 'table', score: 2.9, words: [3, 4, 5, 30, 31, 32, 60, 61, 62]},
      {id: 'scattered', score: 2.8, words: [1, 8, 15]},
      {id: 'once', score: 2.5, words: [7, 8, 9]},
    ],
  };

  it('raises the score of the pages holding the phrase by how often they hold it', () => {
    // long 4 x 1.3 = 5.2, table 2.9 x 1.9 = 5.51, once 2.5 x 1.3 = 3.25, scattered 2.8.
    const exact = {results: [{id: 'once'}, {id: 'long'}, {id: 'table'}]};
    expect(phraseFirst(found, exact, 3)?.results.map((r) => r.id)).toEqual(['table', 'long', 'once', 'scattered']);
  });

  it('counts only the pages that the exact search found', () => {
    // (The words of "table" lie side by side, but the exact search did not find it: other forms of the words.)
    const exact = {results: [{id: 'once'}, {id: 'long'}]};
    expect(phraseFirst(found, exact, 3)?.results.map((r) => r.id)).toEqual(['long', 'once', 'table', 'scattered']);
  });

  it('leaves the results alone when no page holds the phrase', () => {
    expect(phraseFirst(found, {results: []}, 3)).toBe(found);
    expect(phraseFirst(found, null, 3)).toBe(found);
    expect(phraseFirst(null, {results: [{id: 'once'}]}, 3)).toBeNull();
  });
});
