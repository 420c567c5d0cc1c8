/**
 * Runs a callback once the reader first does something with the page: moves the pointer over it,
 * touches it, turns the wheel, presses a key (a `scroll` event is not one: the page itself scrolls
 * to a linked heading). Work that only serves what the reader may do next (such
 * as prefetching the pages of the links in view) then stays out of the seconds in which the page
 * loads and hydrates, when the main thread is needed to make it respond.
 */
/** The events that count as the reader doing something (also the base of src/utils/quiet.ts and deferredRedoc.ts). */
export const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
const EVENTS = INTERACTION_EVENTS;

export function afterFirstInteraction(target: EventTarget, callback: () => void): () => void {
  let done = false;
  const fire = (): void => {
    if (done) return;
    done = true;
    stop();
    callback();
  };
  const stop = (): void => {
    for (const type of EVENTS) target.removeEventListener(type, fire, {capture: true});
  };
  for (const type of EVENTS) target.addEventListener(type, fire, {capture: true, passive: true});
  return stop;
}
