import {describe, expect, it} from 'vitest';
import {inIdleBatches} from './gradual';

function idleScheduler() {
  const pending: (() => void)[] = [];
  return {
    requestIdle: (callback: (deadline: {timeRemaining(): number}) => void) => pending.push(() => callback({timeRemaining: () => 50})),
    idle: () => pending.shift()!(),
    pending,
  };
}

describe('inIdleBatches', () => {
  it('handles the items in order, one batch per idle period', () => {
    const s = idleScheduler();
    const done: number[] = [];
    inIdleBatches([1, 2, 3, 4, 5], 2, (n) => done.push(n), s.requestIdle);
    expect(done).toEqual([]);
    s.idle();
    expect(done).toEqual([1, 2]);
    s.idle();
    expect(done).toEqual([1, 2, 3, 4]);
    s.idle();
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(s.pending).toHaveLength(0);
  });

  it('stops when asked, and asks for nothing when there is nothing to do', () => {
    const s = idleScheduler();
    const done: string[] = [];
    const stop = inIdleBatches(['a', 'b', 'c'], 1, (x) => done.push(x), s.requestIdle);
    s.idle();
    stop();
    s.idle();
    expect(done).toEqual(['a']);
    expect(s.pending).toHaveLength(0);
    inIdleBatches([], 3, () => done.push('never'), s.requestIdle);
    expect(s.pending).toHaveLength(0);
  });

  it('rejects a batch size below one', () => {
    expect(() => inIdleBatches([1], 0, () => undefined, idleScheduler().requestIdle)).toThrow(RangeError);
  });
});
