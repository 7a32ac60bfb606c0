import { describe, expect, it } from 'vitest';
import { shiftSpans } from './shift-spans';

describe('shiftSpans', () => {
  it('moves every from/to pair and copies everything else', () => {
    const value = {
      name: { value: 'Talk', span: { from: 3, to: 7 } },
      list: [{ from: 1, to: 2, code: 'x' }, 'text', 5, null],
      type: { kind: 'object', fields: [{ name: 'a', nameSpan: { from: 10, to: 11 }, optional: false }] },
      count: 9,
    };
    const shifted = shiftSpans(value, 100);
    expect(shifted).toEqual({
      name: { value: 'Talk', span: { from: 103, to: 107 } },
      list: [{ from: 101, to: 102, code: 'x' }, 'text', 5, null],
      type: { kind: 'object', fields: [{ name: 'a', nameSpan: { from: 110, to: 111 }, optional: false }] },
      count: 9,
    });
    expect(value.name.span.from).toBe(3);
    expect(Object.keys(shifted)).toEqual(Object.keys(value));
  });

  it('leaves objects with only one of from/to, and returns the value itself for a zero delta', () => {
    const value = { from: 'a', to: 2, inner: { from: 1 } };
    expect(shiftSpans(value, 5)).toEqual(value);
    expect(shiftSpans(value, 0)).toBe(value);
  });

  it('handles very deep trees without recursion', () => {
    let deep: { span: { from: number; to: number }; of: unknown } = { span: { from: 0, to: 1 }, of: null };
    for (let i = 0; i < 100_000; i++) deep = { span: { from: 0, to: 1 }, of: deep };
    let out = shiftSpans(deep, 1);
    let depth = 0;
    let allShifted = true;
    while (out.of !== null) {
      if (out.span.from !== 1) allShifted = false;
      out = out.of as typeof out;
      depth++;
    }
    expect(depth).toBe(100_000);
    expect(allShifted && out.span.from === 1).toBe(true);
  });
});
