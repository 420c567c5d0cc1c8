/**
 * A shared queue of small jobs run a few per idle period (`requestIdleCallback`, with a timeout so
 * that a busy page still gets them done; a timer where the browser has no idle callbacks).
 *
 * Meant for deferred UI whose cost comes after the call: a job that sets React state costs little
 * itself, but React then renders and commits what it unlocked in a task of its own. Counting jobs
 * (not milliseconds) keeps each of those renders small.
 */
export type Job = () => void;

interface Deadline {
  timeRemaining(): number;
  readonly didTimeout?: boolean;
}
type RequestIdle = (callback: (deadline: Deadline) => void) => void;

const browserIdle: RequestIdle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 1000});
  else setTimeout(() => callback({timeRemaining: () => 8}), 50);
};

/**
 * Returns `add(job)`, which queues a job; queued jobs run in order, at most `perPeriod` per idle
 * period (at least one, even in a period with no time left, so that the queue always drains).
 */
export function createIdleBatches(perPeriod: number, requestIdle: RequestIdle = browserIdle): (job: Job) => void {
  if (!(perPeriod >= 1)) throw new RangeError(`perPeriod must be at least 1, got ${perPeriod}`);
  const queue: Job[] = [];
  let scheduled = false;
  const drain = (deadline: Deadline): void => {
    scheduled = false;
    let ran = 0;
    while (queue.length > 0 && ran < perPeriod && (ran === 0 || deadline.timeRemaining() > 0)) {
      queue.shift()!();
      ran += 1;
    }
    schedule();
  };
  const schedule = (): void => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    requestIdle(drain);
  };
  return (job) => {
    queue.push(job);
    schedule();
  };
}
