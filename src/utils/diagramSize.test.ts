import {describe, expect, it} from 'vitest';
import {readableWidth} from './diagramSize';

describe('readableWidth', () => {
  it('lets a diagram shrink until its smallest text is 12 px', () => {
    expect(readableWidth(1600, [16, 18])).toBe(1200);
  });
  it('keeps the natural width when the text is already small', () => {
    expect(readableWidth(800, [12])).toBe(800);
    expect(readableWidth(800, [10, 16])).toBe(800);
  });
  it('rounds up, so the text is never under the minimum', () => {
    expect(readableWidth(1001, [16])).toBe(751);
  });
  it('ignores sizes that cannot be read and lets a diagram without text shrink', () => {
    expect(readableWidth(900, [Number.NaN, 0])).toBe(0);
    expect(readableWidth(0, [16])).toBe(0);
  });
});
