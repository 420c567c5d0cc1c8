import {describe, expect, it} from 'vitest';
import {createIdleQueue, type IdleDeadline} from './idleQueue';

/** A fake clock and idle scheduler: callbacks run only when the test says so. */
function harness(costMs: number, sliceMs?: number) {
  let time = 0;
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  const ran: string[] = [];
  const add = createIdleQueue(
    (key) => {
      ran.push(key);
      time += costMs;
    },
    (callback) => pending.push(callback),
    () => time,
    sliceMs,
  );
  const idle = (remainingMs: number) => {
    const callback = pending.shift();
    if (!callback) throw new Error('no idle callback requested');
    const end = time + remainingMs;
    callback({timeRemaining: () => Math.max(0, end - time)});
  };
  return {add, idle, ran, pending};
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle', () => {
    const h = harness(1);
    h.add('/a');
    h.add('/b');
    expect(h.ran).toEqual([]);
    expect(h.pending).toHaveLength(1);
    h.idle(50);
    expect(h.ran).toEqual(['/a', '/b']);
    expect(h.pending).toHaveLength(0);
  });

  it('stops at the slice limit and asks for another idle period', () => {
    const h = harness(3, 8);
    for (const key of ['/1', '/2', '/3', '/4', '/5']) h.add(key);
    h.idle(50);
    // 3 ms each: /1 at 0, /2 at 3, /3 at 6; at 9 ms the 8 ms slice is over.
    expect(h.ran).toEqual(['/1', '/2', '/3']);
    expect(h.pending).toHaveLength(1);
    h.idle(50);
    expect(h.ran).toEqual(['/1', '/2', '/3', '/4', '/5']);
    expect(h.pending).toHaveLength(0);
  });

  it('stops when the idle period ends', () => {
    const h = harness(2);
    for (const key of ['/1', '/2', '/3']) h.add(key);
    h.idle(3);
    expect(h.ran).toEqual(['/1', '/2']);
    h.idle(0);
    expect(h.ran).toEqual(['/1', '/2']);
    h.idle(10);
    expect(h.ran).toEqual(['/1', '/2', '/3']);
  });

  it('runs a key once, even if added again later', () => {
    const h = harness(1);
    h.add('/a');
    h.add('/a');
    h.idle(50);
    h.add('/a');
    expect(h.ran).toEqual(['/a']);
    expect(h.pending).toHaveLength(0);
  });
});
