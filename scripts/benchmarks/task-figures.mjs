// Figures of a page's main thread over a fixed window, from its top-level tasks (Lighthouse's task
// model: MainThreadTasks of the renderer's main thread, times in ms from the navigation's start).
// Used by main-thread-window.mjs.

/** A task longer than this (ms) is a long task; the part beyond it is blocking time. */
export const LONG_TASK_MS = 50;

/**
 * Busy time and long tasks of the top-level tasks that start between the navigation's start and
 * `windowEndMs` (a task that starts in the window counts whole), split at the load event.
 * @param {{startTime: number, endTime: number, duration?: number}[]} tasks top-level tasks
 * @param {{loadMs: number, windowEndMs: number}} times
 */
export function windowFigures(tasks, {loadMs, windowEndMs}) {
  const inWindow = tasks.filter((t) => t.startTime >= 0 && t.startTime <= windowEndMs);
  const duration = (t) => t.duration ?? t.endTime - t.startTime;
  const sum = (list) => list.reduce((s, t) => s + duration(t), 0);
  const long = inWindow.filter((t) => duration(t) > LONG_TASK_MS);
  return {
    busy: sum(inWindow),
    busyUntilLoad: sum(inWindow.filter((t) => t.startTime < loadMs)),
    busyAfterLoad: sum(inWindow.filter((t) => t.startTime >= loadMs)),
    longTasks: long.length,
    longTaskTotal: sum(long),
    blocking: long.reduce((s, t) => s + duration(t) - LONG_TASK_MS, 0),
    lastTaskEnd: inWindow.reduce((m, t) => Math.max(m, t.endTime), 0),
  };
}
