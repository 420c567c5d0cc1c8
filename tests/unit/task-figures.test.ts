import {describe, expect, it} from 'vitest';
import {windowFigures} from '../../scripts/benchmarks/task-figures.mjs';

const task = (startTime: number, duration: number) => ({startTime, endTime: startTime + duration, duration});

describe('main-thread figures over a fixed window (task-figures.mjs)', () => {
  it('sums the tasks that start in the window, split at load, with the long ones apart', () => {
    const tasks = [task(-5, 30), task(10, 20), task(100, 120), task(900, 50), task(1200, 80), task(5000, 10), task(16_001, 400)];
    expect(windowFigures(tasks, {loadMs: 1000, windowEndMs: 16_000})).toEqual({
      busy: 20 + 120 + 50 + 80 + 10,
      busyUntilLoad: 20 + 120 + 50,
      busyAfterLoad: 80 + 10,
      // 50 ms exactly is not long.
      longTasks: 2,
      longTaskTotal: 200,
      blocking: 70 + 30,
      lastTaskEnd: 5010,
    });
  });

  it('counts a task that starts in the window whole, and work deferred after load', () => {
    const figures = windowFigures([task(14_990, 300)], {loadMs: 800, windowEndMs: 15_000});
    expect(figures).toMatchObject({busy: 300, busyUntilLoad: 0, busyAfterLoad: 300, longTasks: 1, blocking: 250});
  });
});
