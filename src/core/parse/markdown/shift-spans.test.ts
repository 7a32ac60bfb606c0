import { describe, expect, it } from 'vitest';
import { collectSpans, shiftCollected } from './shift-spans';

describe('collectSpans / shiftCollected', () => {
  it('moves every from/to pair in place and leaves everything else', () => {
    const value = {
      name: { value: 'Talk', span: { from: 3, to: 7 } },
      list: [{ from: 1, to: 2, code: 'x' }, 'text', 5, null],
      type: { kind: 'object', fields: [{ name: 'a', nameSpan: { from: 10, to: 11 }, optional: false }] },
      count: 9,
    };
    const nameSpan = value.name.span;
    shiftCollected(collectSpans(value), 100);
    expect(value).toEqual({
      name: { value: 'Talk', span: { from: 103, to: 107 } },
      list: [{ from: 101, to: 102, code: 'x' }, 'text', 5, null],
      type: { kind: 'object', fields: [{ name: 'a', nameSpan: { from: 110, to: 111 }, optional: false }] },
      count: 9,
    });
    expect(value.name.span).toBe(nameSpan);
  });

  it('shifts an object referenced twice once, and leaves frozen ones and partial pairs', () => {
    const shared = { from: 4, to: 6 };
    const frozen = Object.freeze({ from: 0, to: 0 });
    const value = { a: shared, b: [shared], c: frozen, d: { from: 'a', to: 2 }, e: { from: 1 } };
    const spans = collectSpans(value);
    expect(spans).toHaveLength(1);
    shiftCollected(spans, -2);
    expect(shared).toEqual({ from: 2, to: 4 });
    expect(frozen).toEqual({ from: 0, to: 0 });
    expect(value.d).toEqual({ from: 'a', to: 2 });
  });

  it('handles very deep trees without recursion', () => {
    let deep: { span: { from: number; to: number }; of: unknown } = { span: { from: 0, to: 1 }, of: null };
    for (let i = 0; i < 100_000; i++) deep = { span: { from: 0, to: 1 }, of: deep };
    const spans = collectSpans(deep);
    expect(spans).toHaveLength(100_001);
    shiftCollected(spans, 1);
    let out = deep;
    let allShifted = true;
    while (out.of !== null) {
      if (out.span.from !== 1) allShifted = false;
      out = out.of as typeof out;
    }
    expect(allShifted && out.span.from === 1).toBe(true);
  });
});
