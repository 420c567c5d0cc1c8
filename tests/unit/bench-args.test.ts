import {afterEach, describe, expect, it, vi} from 'vitest';
import {ALL_PAGES, cliArgs, pagesMatching} from '../../scripts/benchmarks/bench-args.mjs';

const labels = (pages: readonly (readonly string[])[]): string[] => pages.map(([label]) => label);

describe('--only, the pages a benchmark measures (bench-args.mjs)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('repeated, keeps the pages matching any of its texts, in the usual order', () => {
    const only = cliArgs(['--only', 'protocol', '--runs', '7', '--only', 'long manual']).many('only');
    expect(labels(pagesMatching(only, 'test'))).toEqual(['long manual page', 'protocol (maths)']);
  });

  it('matches a path as well as a label, and no --only keeps every page', () => {
    expect(labels(pagesMatching(['/doc/adr/1'], 'test'))).toEqual(['ADR']);
    expect(pagesMatching([], 'test')).toEqual(ALL_PAGES);
    expect(pagesMatching('', 'test')).toEqual(ALL_PAGES);
  });

  it('stops, naming the script and the text, when one text matches no page', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => pagesMatching(['ADR', 'no such page'], 'bench:lighthouse')).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls[0][0]).toContain('bench:lighthouse: no page matches --only no such page.');
  });
});
