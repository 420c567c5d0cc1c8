/**
 * When the API reference loads Redoc's code (src/theme/Redoc), and what happens to a tap made
 * before it is there.
 *
 * The page is prerendered in full: the reference can be read, searched with find-in-page and
 * followed by deep link before any script runs. Redoc's own code (about 800 KB of JavaScript) is
 * needed only to make its controls respond (menu, expanders, sample tabs). Loading and hydrating
 * it while the page loads was most of the page's blocking time on a mid-range phone, so, in a
 * page that hydrates prerendered HTML, it waits for the reader's first interaction with the page
 * (pointer, touch, wheel, key, focus). A page rendered by the browser itself (client-side
 * navigation, the development server) loads it at once.
 *
 * React (18) drops a click on a part of the page whose code is not loaded yet. `rememberClick`
 * notes such a click and `replayClick` repeats it once Redoc has hydrated, so that the first tap
 * on a control is not lost. A click on a link is not repeated: the browser already followed it.
 */
/** What starts the download of Redoc's code: the reader doing something with the page (not a scroll: the page scrolls itself to a linked operation). */
export const WAKE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/**
 * Resolves at the reader's first interaction with `target` (capture phase, so that a handler
 * that stops an event does not hide it).
 */
export function firstWake(target: EventTarget): Promise<void> {
  return new Promise((resolve) => {
    const wake = (): void => {
      for (const type of WAKE_EVENTS) target.removeEventListener(type, wake, {capture: true});
      resolve();
    };
    for (const type of WAKE_EVENTS) target.addEventListener(type, wake, {capture: true, passive: true});
  });
}

/** What `clickToReplay` needs of an element (a DOM Element has it). */
export interface ClickTarget {
  closest(selector: string): unknown;
}

function isClickTarget(target: unknown): target is ClickTarget {
  return typeof target === 'object' && target !== null && typeof (target as ClickTarget).closest === 'function';
}

/**
 * The element a click made before Redoc's code was in should be repeated on once it is ready, or
 * null: not an element, outside `root` (the reference), or on a link.
 */
export function clickToReplay<T extends ClickTarget>(root: {contains(node: never): boolean}, target: T | EventTarget | null): T | null {
  if (!isClickTarget(target) || !root.contains(target as never)) return null;
  // The browser follows a link (or a download) itself, hydrated or not: repeating it would do it twice.
  if (target.closest('a[href]')) return null;
  return target as T;
}
