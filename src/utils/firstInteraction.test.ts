import {describe, expect, it} from 'vitest';
import {afterFirstInteraction} from './firstInteraction';

describe('afterFirstInteraction', () => {
  it('runs the callback once, at the first pointer, touch, wheel or key event', () => {
    for (const type of ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown']) {
      const target = new EventTarget();
      let calls = 0;
      afterFirstInteraction(target, () => (calls += 1));
      expect(calls).toBe(0);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('keydown'));
      expect(calls, type).toBe(1);
    }
  });

  it('ignores other events, scrolling included (the page scrolls itself to a linked heading)', () => {
    const target = new EventTarget();
    let calls = 0;
    afterFirstInteraction(target, () => (calls += 1));
    for (const type of ['scroll', 'load', 'focus', 'resize']) target.dispatchEvent(new Event(type));
    expect(calls).toBe(0);
  });

  it('can be cancelled before any interaction', () => {
    const target = new EventTarget();
    let calls = 0;
    const stop = afterFirstInteraction(target, () => (calls += 1));
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    expect(calls).toBe(0);
  });
});
