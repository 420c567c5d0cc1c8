/** Runs a callback later (the browser: at the next animation frame; tests: when they say so). */
export type Schedule = (callback: () => void) => void;

/** One callback per frame: the work a batch causes (style, layout) is done in that frame. */
export const nextFrame: Schedule = (callback) => {
  requestAnimationFrame(() => callback());
};

/**
 * Hands the items to `step` a few at a time, one batch per scheduled callback, in order; returns a
 * function that stops the remaining batches. Meant for work whose real cost comes after the call,
 * in the browser's next style and layout pass (such as revealing content): with one batch per
 * frame each of those passes stays short, and the whole list is still done within a few frames.
 */
export function inBatches<T>(items: readonly T[], perBatch: number, step: (batch: readonly T[]) => void, schedule: Schedule): () => void {
  if (!(perBatch >= 1)) throw new RangeError(`perBatch must be at least 1, got ${perBatch}`);
  let next = 0;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    const batch = items.slice(next, next + perBatch);
    next += batch.length;
    step(batch);
    if (next < items.length) schedule(run);
  };
  if (items.length > 0) schedule(run);
  return () => {
    stopped = true;
  };
}
