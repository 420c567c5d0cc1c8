/** Idle-time scheduling with a deadline, as `requestIdleCallback` provides it. */
export interface IdleDeadline {
  timeRemaining(): number;
}
export type RequestIdle = (callback: (deadline: IdleDeadline) => void) => void;

/** The browser's idle callbacks where available (not in Safari before 18); a timer otherwise. */
export const requestIdle: RequestIdle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
  else setTimeout(() => callback({timeRemaining: () => 8}), 50);
};

/**
 * A queue of distinct keys handed to `run` in idle time, a few at a time: each idle callback runs
 * items while the browser reports idle time left and for at most `sliceMs`, then asks for another
 * idle callback if items remain. A key already queued or run is ignored.
 */
export function createIdleQueue(
  run: (key: string) => void,
  requestIdle: RequestIdle,
  now: () => number,
  sliceMs = 8,
): (key: string) => void {
  const seen = new Set<string>();
  const queue: string[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadline): void => {
    scheduled = false;
    const start = now();
    while (queue.length > 0 && deadline.timeRemaining() > 0 && now() - start < sliceMs) {
      run(queue.shift()!);
    }
    schedule();
  };
  const schedule = (): void => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    requestIdle(drain);
  };
  return (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    queue.push(key);
    schedule();
  };
}
