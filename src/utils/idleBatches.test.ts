import {describe, expect, it} from 'vitest';
import {createIdleBatches} from './idleBatches';

/** Idle callbacks held until the test runs them, with the given idle time left. */
function harness(perPeriod: number) {
  const pending: ((deadline: {timeRemaining(): number}) => void)[] = [];
  const add = createIdleBatches(perPeriod, (callback) => pending.push(callback));
  const idle = (remainingMs: number) => {
    const callback = pending.shift();
    if (!callback) throw new Error('no idle callback requested');
    callback({timeRemaining: () => remainingMs});
  };
  return {add, idle, pending};
}

describe('createIdleBatches', () => {
  it('runs queued jobs in order, at most perPeriod per idle period, one idle request at a time', () => {
    const h = harness(2);
    const ran: number[] = [];
    for (let i = 0; i < 5; i++) h.add(() => ran.push(i));
    expect(ran).toEqual([]);
    expect(h.pending).toHaveLength(1);
    h.idle(50);
    expect(ran).toEqual([0, 1]);
    h.idle(50);
    expect(ran).toEqual([0, 1, 2, 3]);
    h.idle(50);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    expect(h.pending).toHaveLength(0);
  });

  it('runs one job even in a period with no idle time left, so that the queue always drains', () => {
    const h = harness(3);
    const ran: number[] = [];
    for (let i = 0; i < 3; i++) h.add(() => ran.push(i));
    h.idle(0);
    expect(ran).toEqual([0]);
    h.idle(0);
    h.idle(0);
    expect(ran).toEqual([0, 1, 2]);
  });

  it('rejects a batch size below one', () => {
    expect(() => createIdleBatches(0, () => {})).toThrow(RangeError);
  });
});
