/**
 * The reader heading for a control: the pointer comes on it, a finger touches it, or the keyboard
 * focus reaches it. What serves one control only (a page's code for a link, the phone menu, a
 * Try-it panel) is loaded or mounted then, by the readers who head for it, and not for every
 * reader of every page; the press that follows, 100 ms or more later, finds it ready.
 */

/** The events that announce a press on the element they reach. */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Calls `callback` with the element matching `selector` that the reader heads for (events seen on
 * `target`, capture phase, passive); `once` stops after the first. Returns a function that stops.
 */
export function onIntent(target: EventTarget, selector: string, callback: (element: Element) => void, {once = false} = {}): () => void {
  const listener = (event: Event): void => {
    const from = event.target as Partial<Pick<Element, 'closest'>> | null;
    const element = typeof from?.closest === 'function' ? from.closest(selector) : null;
    if (!element) return;
    if (once) stop();
    callback(element);
  };
  const stop = (): void => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, listener, {capture: true});
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, listener, {capture: true, passive: true});
  return stop;
}
