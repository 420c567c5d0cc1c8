import {describe, expect, it} from 'vitest';
import {INPUT_EVENTS, QUIET_MS, WAKE_EVENTS, afterFirstInteraction, clickToReplay} from './deferredRedoc';

/** Whether the promise has settled once pending microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

/** Timers that run only when the test moves the clock. */
function fakeTimers() {
  let now = 0;
  let timers: {at: number; callback: () => void}[] = [];
  return {
    setTimer(callback: () => void, ms: number) {
      const timer = {at: now + ms, callback};
      timers.push(timer);
      return timer;
    },
    clearTimer(handle: unknown) {
      timers = timers.filter((timer) => timer !== handle);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers = timers.filter((t) => t !== timer);
        timer.callback();
      }
    },
    pending: () => timers.length,
  };
}

const send = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type));

describe('afterFirstInteraction', () => {
  it.each(WAKE_EVENTS)(`resolves ${QUIET_MS} ms after a %s`, async (type) => {
    const target = new EventTarget();
    const timers = fakeTimers();
    const ready = afterFirstInteraction(target, {timers});
    send(target, type);
    timers.advance(QUIET_MS - 1);
    expect(await settled(ready)).toBe(false);
    timers.advance(1);
    expect(await settled(ready)).toBe(true);
  });

  it('does not start on a scroll (the page scrolls itself to a linked operation), a load or a lone click', async () => {
    const target = new EventTarget();
    const timers = fakeTimers();
    const ready = afterFirstInteraction(target, {timers});
    for (const type of ['scroll', 'load', 'resize', 'visibilitychange', 'click']) send(target, type);
    expect(timers.pending()).toBe(0);
    timers.advance(QUIET_MS * 10);
    expect(await settled(ready)).toBe(false);
  });

  it.each(INPUT_EVENTS)('a %s after the first interaction pushes the start back', async (type) => {
    const target = new EventTarget();
    const timers = fakeTimers();
    const ready = afterFirstInteraction(target, {timers});
    send(target, 'pointerdown');
    timers.advance(QUIET_MS - 50);
    send(target, type);
    timers.advance(QUIET_MS - 1);
    expect(await settled(ready)).toBe(false);
    timers.advance(1);
    expect(await settled(ready)).toBe(true);
    expect(timers.pending()).toBe(0);
  });

  it('stops listening, and never resolves, once its signal aborts (the page left first)', async () => {
    const target = new EventTarget();
    const timers = fakeTimers();
    const leaving = new AbortController();
    const ready = afterFirstInteraction(target, {timers, signal: leaving.signal});
    send(target, 'pointerdown');
    expect(timers.pending()).toBe(1);
    leaving.abort();
    expect(timers.pending(), 'the count under way is dropped').toBe(0);
    send(target, 'keydown');
    timers.advance(QUIET_MS * 10);
    expect(timers.pending()).toBe(0);
    expect(await settled(ready)).toBe(false);
    // Already aborted: nothing is listened to at all.
    const gone = new AbortController();
    gone.abort();
    const never = afterFirstInteraction(target, {timers, signal: gone.signal});
    send(target, 'pointerdown');
    expect(timers.pending()).toBe(0);
    expect(await settled(never)).toBe(false);
  });

  it('stops listening once resolved', async () => {
    const target = new EventTarget();
    const timers = fakeTimers();
    const added: string[] = [];
    const removed: string[] = [];
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      added.push(type);
      add(type, listener, options);
    };
    target.removeEventListener = (type, listener, options) => {
      removed.push(type);
      remove(type, listener, options);
    };
    const ready = afterFirstInteraction(target, {timers});
    send(target, 'keydown');
    timers.advance(QUIET_MS);
    await ready;
    const expected = [...new Set<string>([...WAKE_EVENTS, ...INPUT_EVENTS])].sort();
    expect(added.sort()).toEqual(expected);
    expect(removed.sort()).toEqual(expected);
    send(target, 'keydown');
    expect(timers.pending()).toBe(0);
  });
});

/** A stand-in element: `closest` answers from the selectors it is "inside". */
function element(inside: string[] = []) {
  return {closest: (selector: string) => (inside.includes(selector) ? {} : null)};
}

describe('clickToReplay', () => {
  const button = element();
  const link = element(['a[href]']);
  const outside = element();
  const root = {contains: (node: unknown) => node === button || node === link};

  it('repeats a click on a control of the reference', () => {
    expect(clickToReplay(root, button)).toBe(button);
  });

  it('does not repeat a click on a link (the browser already followed it)', () => {
    expect(clickToReplay(root, link)).toBeNull();
  });

  it('ignores clicks outside the reference and targets that are not elements', () => {
    expect(clickToReplay(root, outside)).toBeNull();
    expect(clickToReplay(root, null)).toBeNull();
    expect(clickToReplay(root, new EventTarget())).toBeNull();
  });
});
