import {describe, expect, it} from 'vitest';
import {WAKE_EVENTS, clickToReplay, firstWake} from './deferredRedoc';

/** Whether the promise has settled once pending microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

describe('firstWake', () => {
  it.each(WAKE_EVENTS)('resolves on %s', async (type) => {
    const target = new EventTarget();
    const woken = firstWake(target);
    expect(await settled(woken)).toBe(false);
    target.dispatchEvent(new Event(type));
    expect(await settled(woken)).toBe(true);
  });

  it('does not resolve on a scroll (the page scrolls itself to a linked operation) nor on a load', async () => {
    const target = new EventTarget();
    const woken = firstWake(target);
    for (const type of ['scroll', 'load', 'resize', 'visibilitychange']) target.dispatchEvent(new Event(type));
    expect(await settled(woken)).toBe(false);
  });

  it('stops listening once woken', async () => {
    const target = new EventTarget();
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
    const woken = firstWake(target);
    target.dispatchEvent(new Event('keydown'));
    await woken;
    expect(added.sort()).toEqual([...WAKE_EVENTS].sort());
    expect(removed.sort()).toEqual([...WAKE_EVENTS].sort());
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
