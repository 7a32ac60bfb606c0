import { describe, expect, it } from 'vitest';
import { isPlaced, located, locatedAt } from './span';

describe('located', () => {
  it('stores the place flat: one object whose span is itself', () => {
    const l = located('Talk', 3, 7);
    expect(l.value).toBe('Talk');
    expect(l.span).toBe(l);
    expect({ from: l.span.from, to: l.span.to }).toEqual({ from: 3, to: 7 });
    expect(Object.keys(l).sort()).toEqual(['from', 'to', 'value']);
    expect(isPlaced(l)).toBe(true);
    expect(isPlaced({ value: 'Talk', span: { from: 3, to: 7 } })).toBe(false);
  });

  it("locatedAt copies a span's place", () => {
    const span = { from: 1, to: 2 };
    const l = locatedAt('x', span);
    expect(l.span).not.toBe(span);
    expect([l.span.from, l.span.to]).toEqual([1, 2]);
  });
});
