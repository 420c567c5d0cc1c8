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
 * The chunk's evaluation is one long task: it waits until the reader has been still for
 * `QUIET_MS`, so that a first tap is not queued behind it (`npm run bench:api-click`).
 *
 * React (18) drops a click on a part of the page whose code is not loaded yet. `clickToReplay`
 * names the control such a click should be repeated on once Redoc has hydrated, so that the
 * first tap on a control is not lost. A click on a link is not repeated: the browser already followed it.
 */
/** What starts the wait for Redoc's code: the reader doing something with the page (not a scroll: the page scrolls itself to a linked operation). */
export const WAKE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/** The reader's input that holds the start back (a press ends with a click). */
export const INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'click'] as const;

/**
 * Milliseconds without input before Redoc's code is fetched and run: longer than a tap takes, so
 * that its evaluation (one long task) does not fall between the reader's press and its click.
 */
export const QUIET_MS = 300;

export interface Timers {
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Resolves once the reader has interacted with `target` (a wake event) and then made no input for
 * `quietMs`: each input pushes the moment back. Listens in the capture phase (a handler that stops
 * an event does not hide it), passively, from the call on, and stops once resolved, or once
 * `signal` aborts (the page left before any interaction: the promise then never resolves).
 */
export function afterFirstInteraction(
  target: EventTarget,
  {quietMs = QUIET_MS, timers = browserTimers, signal}: {quietMs?: number; timers?: Timers; signal?: AbortSignal} = {},
): Promise<void> {
  const types = [...new Set<string>([...WAKE_EVENTS, ...INPUT_EVENTS])];
  const wakes: readonly string[] = WAKE_EVENTS;
  return new Promise((resolve) => {
    let timer: unknown = null;
    const onEvent = (event: Event): void => {
      // Only a wake event starts the count; input after it pushes the end back.
      if (timer === null && !wakes.includes(event.type)) return;
      if (timer !== null) timers.clearTimer(timer);
      timer = timers.setTimer(settle, quietMs);
    };
    const stop = (): void => {
      for (const type of types) target.removeEventListener(type, onEvent, {capture: true});
      if (timer !== null) timers.clearTimer(timer);
    };
    const settle = (): void => {
      signal?.removeEventListener('abort', stop);
      stop();
      resolve();
    };
    if (signal?.aborted) return;
    signal?.addEventListener('abort', stop, {once: true});
    for (const type of types) target.addEventListener(type, onEvent, {capture: true, passive: true});
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
