import {describe, expect, it} from 'vitest';
import {onIntent} from './intent';

/** An event target that matches the selectors it is given, as `Element.closest` would. */
class Control extends EventTarget {
  constructor(private readonly matches: string[]) {
    super();
  }
  closest(selector: string): Control | null {
    return this.matches.includes(selector) ? this : null;
  }
}

describe('onIntent', () => {
  it('calls back with the matching control when the pointer, a finger or the focus reaches it', () => {
    for (const type of ['pointerover', 'touchstart', 'focusin']) {
      const control = new Control(['.control']);
      const seen: unknown[] = [];
      onIntent(control, '.control', (element) => seen.push(element));
      control.dispatchEvent(new Event(type));
      expect(seen, type).toEqual([control]);
    }
  });

  it('ignores other elements and other events (a scroll, a wheel, a click or a key with no approach)', () => {
    const control = new Control(['.control']);
    const other = new Control(['.other']);
    const seen: unknown[] = [];
    onIntent(control, '.control', (element) => seen.push(element));
    onIntent(other, '.control', (element) => seen.push(element));
    other.dispatchEvent(new Event('pointerover'));
    for (const type of ['scroll', 'wheel', 'click', 'keydown', 'pointermove']) control.dispatchEvent(new Event(type));
    expect(seen).toEqual([]);
  });

  it('keeps listening unless told `once`; stops when asked', () => {
    const control = new Control(['.control']);
    let many = 0;
    let one = 0;
    const stop = onIntent(control, '.control', () => (many += 1));
    onIntent(control, '.control', () => (one += 1), {once: true});
    control.dispatchEvent(new Event('pointerover'));
    control.dispatchEvent(new Event('focusin'));
    expect([many, one]).toEqual([2, 1]);
    stop();
    control.dispatchEvent(new Event('touchstart'));
    expect(many).toBe(2);
  });
});
