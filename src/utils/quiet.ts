/**
 * Keeping background work out of the reader's way.
 *
 * The one piece of work the site starts on its own after load, the API reference loading and
 * hydrating Redoc (src/theme/Redoc), is split into short tasks, yet each still takes tens of
 * milliseconds on a slow phone. A tap that arrives during one waits for it, and the answer to the
 * tap is painted only after the next frame's work. So that the first tap is answered at once, the
 * work pauses while the reader is acting: it resumes once no input has come for `quietMs`.
 *
 * Only the reader's own input counts. A page nobody touches (a crawler, Lighthouse) does its work
 * at the usual pace.
 */

/** The inputs that announce a tap, a click or a key press (a pointer moving onto a control first). */
export const READER_INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'click'] as const;

/** Milliseconds without input before background work resumes: longer than a tap takes. */
export const QUIET_MS = 300;

export interface Quiet {
  /** Whether no input has come for `quietMs`. */
  isQuiet(): boolean;
  /** Calls `callback` now if it is quiet, else once it is (later input pushes it back again). */
  whenQuiet(callback: () => void): void;
  /** Stops listening; callbacks still waiting are dropped. */
  dispose(): void;
}

export interface QuietOptions {
  quietMs?: number;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Watches `target` (capture phase, passive) for the reader's input. */
export function watchQuiet(target: EventTarget, options: QuietOptions = {}): Quiet {
  const {
    quietMs = QUIET_MS,
    now = () => performance.now(),
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } = options;
  let lastInput = -Infinity;
  let waiting: Array<() => void> = [];
  let timer: unknown = null;
  let disposed = false;

  const quietFor = (): number => now() - lastInput;
  const isQuiet = (): boolean => quietFor() >= quietMs;

  const check = (): void => {
    timer = null;
    if (disposed) return;
    if (!isQuiet()) {
      timer = setTimer(check, quietMs - quietFor());
      return;
    }
    const ready = waiting;
    waiting = [];
    for (const callback of ready) callback();
  };

  const onInput = (): void => {
    lastInput = now();
  };
  for (const type of READER_INPUTS) target.addEventListener(type, onInput, {capture: true, passive: true});

  return {
    isQuiet,
    whenQuiet(callback) {
      if (disposed) return;
      if (isQuiet() && waiting.length === 0) {
        callback();
        return;
      }
      waiting.push(callback);
      if (timer === null) timer = setTimer(check, Math.max(0, quietMs - quietFor()));
    },
    dispose() {
      disposed = true;
      waiting = [];
      if (timer !== null) clearTimer(timer);
      timer = null;
      for (const type of READER_INPUTS) target.removeEventListener(type, onInput, {capture: true});
    },
  };
}

let shared: Quiet | null = null;

/** The page's one watcher of the reader's input (on `window`, for the page's lifetime). */
export function readerQuiet(): Quiet {
  shared ??= watchQuiet(window);
  return shared;
}
