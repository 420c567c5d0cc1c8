import {describe, expect, it} from 'vitest';
import {inBatches} from './gradual';

/** A scheduler whose callbacks run only when the test says so (one "frame" per call of `run`). */
function manualScheduler() {
  const pending: (() => void)[] = [];
  return {
    schedule: (callback: () => void) => {
      pending.push(callback);
    },
    run: () => pending.shift()!(),
    pending,
  };
}

describe('inBatches', () => {
  it('handles the items in order, one batch per scheduled callback', () => {
    const s = manualScheduler();
    const done: number[] = [];
    inBatches([1, 2, 3, 4, 5], 2, (batch) => done.push(...batch), s.schedule);
    expect(done).toEqual([]);
    s.run();
    expect(done).toEqual([1, 2]);
    expect(s.pending).toHaveLength(1);
    s.run();
    expect(done).toEqual([1, 2, 3, 4]);
    s.run();
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(s.pending).toHaveLength(0);
  });

  it('stops when asked, and asks for nothing when there is nothing to do', () => {
    const s = manualScheduler();
    const done: string[] = [];
    const stop = inBatches(['a', 'b', 'c'], 1, (batch) => done.push(...batch), s.schedule);
    s.run();
    stop();
    s.run();
    expect(done).toEqual(['a']);
    expect(s.pending).toHaveLength(0);
    inBatches([], 3, () => done.push('never'), s.schedule);
    expect(s.pending).toHaveLength(0);
  });

  it('rejects a batch size below one', () => {
    expect(() => inBatches([1], 0, () => undefined, manualScheduler().schedule)).toThrow(RangeError);
  });
});
