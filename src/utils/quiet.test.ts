import {describe, expect, it} from 'vitest';
import {QUIET_MS, READER_INPUTS, watchQuiet} from './quiet';

/** A clock and timers that move only when the test says so. */
function fakeTime() {
  let t = 10_000;
  let timers: {at: number; callback: () => void; id: number}[] = [];
  let nextId = 1;
  return {
    now: () => t,
    setTimer: (callback: () => void, ms: number) => {
      const id = nextId++;
      timers.push({at: t + ms, callback, id});
      return id;
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((x) => x.id !== id);
    },
    /** Moves the clock by `ms`, running the timers due on the way, in order. */
    advance(ms: number) {
      const end = t + ms;
      for (;;) {
        const due = timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((x) => x !== due);
        t = due.at;
        due.callback();
      }
      t = end;
    },
    pendingTimers: () => timers.length,
  };
}

const input = (target: EventTarget, type: string = 'pointerdown') => target.dispatchEvent(new Event(type));

/** A watcher on a fresh target with a fake clock, and a list the callbacks write to. */
function setup() {
  const time = fakeTime();
  const target = new EventTarget();
  return {time, target, quiet: watchQuiet(target, time), calls: [] as string[]};
}

describe('watchQuiet', () => {
  it('runs at once when the reader has done nothing', () => {
    const time = fakeTime();
    const quiet = watchQuiet(new EventTarget(), time);
    const calls: string[] = [];
    quiet.whenQuiet(() => calls.push('now'));
    expect(calls).toEqual(['now']);
    expect(quiet.isQuiet()).toBe(true);
  });

  it(`waits ${QUIET_MS} ms after the last input, and each input pushes it back`, () => {
    const time = fakeTime();
    const target = new EventTarget();
    const quiet = watchQuiet(target, time);
    const calls: number[] = [];
    input(target, 'pointerdown');
    expect(quiet.isQuiet()).toBe(false);
    quiet.whenQuiet(() => calls.push(time.now()));
    const start = time.now();
    time.advance(200);
    input(target, 'click');
    time.advance(QUIET_MS - 1);
    expect(calls).toEqual([]);
    time.advance(1);
    expect(calls).toEqual([start + 200 + QUIET_MS]);
    expect(time.pendingTimers()).toBe(0);
  });

  it('counts every kind of reader input, and nothing else', () => {
    for (const type of READER_INPUTS) {
      const target = new EventTarget();
      const quiet = watchQuiet(target, fakeTime());
      input(target, type);
      expect(quiet.isQuiet(), type).toBe(false);
    }
    const target = new EventTarget();
    const quiet = watchQuiet(target, fakeTime());
    input(target, 'scroll');
    input(target, 'load');
    expect(quiet.isQuiet()).toBe(true);
  });

  it('keeps the order of waiting callbacks', () => {
    const {time, target, quiet, calls} = setup();
    input(target);
    quiet.whenQuiet(() => calls.push('a'));
    quiet.whenQuiet(() => calls.push('b'));
    time.advance(QUIET_MS);
    expect(calls).toEqual(['a', 'b']);
  });

  it('drops waiting callbacks and stops listening once disposed', () => {
    const {time, target, quiet, calls} = setup();
    input(target);
    quiet.whenQuiet(() => calls.push('late'));
    quiet.dispose();
    time.advance(QUIET_MS * 2);
    expect(calls).toEqual([]);
    expect(time.pendingTimers()).toBe(0);
    // Input after dispose is no longer seen.
    expect(quiet.isQuiet()).toBe(true);
    input(target, 'keydown');
    expect(quiet.isQuiet()).toBe(true);
  });
});
