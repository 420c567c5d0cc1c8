import type {RequestIdle} from './idleQueue';

/**
 * Calls `step` on the items a few at a time, one batch per idle period, in order; returns a function
 * that stops the remaining batches. Meant for work whose real cost comes after the call, in the
 * browser's next style and layout pass (such as revealing content): batches keep each of those
 * passes short, and idle periods keep them out of the way of input and of the page's own work.
 */
export function inIdleBatches<T>(items: readonly T[], perBatch: number, step: (item: T) => void, requestIdle: RequestIdle): () => void {
  if (!(perBatch >= 1)) throw new RangeError(`perBatch must be at least 1, got ${perBatch}`);
  let next = 0;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    const end = Math.min(next + perBatch, items.length);
    for (; next < end; next++) step(items[next]);
    if (next < items.length) requestIdle(run);
  };
  if (items.length > 0) requestIdle(run);
  return () => {
    stopped = true;
  };
}
