import { describe, expect, it } from 'vitest';
import { lastAtOrBefore } from './sorted-search';

describe('lastAtOrBefore', () => {
  it('finds the last element at most the value, -1 before the first', () => {
    const starts = [0, 5, 5, 9, 20];
    expect(lastAtOrBefore(starts, -1)).toBe(-1);
    expect(lastAtOrBefore(starts, 0)).toBe(0);
    expect(lastAtOrBefore(starts, 4)).toBe(0);
    expect(lastAtOrBefore(starts, 5)).toBe(2);
    expect(lastAtOrBefore(starts, 19)).toBe(3);
    expect(lastAtOrBefore(starts, 100)).toBe(4);
    expect(lastAtOrBefore([], 3)).toBe(-1);
  });
});
