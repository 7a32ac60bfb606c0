import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellFixture } from './cell-fixture';
import { unwrapCodeSpan } from './code-span';

const unwrap = (text: string) => {
  const f = cellFixture(text);
  const inner = unwrapCodeSpan(f.src);
  return inner === null ? null : { text: inner.text, at: f.at(inner.span) };
};

describe('unwrapCodeSpan', () => {
  it('unwraps a whole cell in single backticks, mapping over escaped bars', () => {
    expect(unwrap(' `size(value) <= 2000` ')).toEqual({ text: 'size(value) <= 2000', at: 'size(value) <= 2000' });
    expect(unwrap('`a || b`')).toEqual({ text: 'a || b', at: 'a \\|\\| b' });
  });

  it('unwraps double backticks holding single ones, dropping one space at each end', () => {
    expect(unwrap('`` `x` == y ``')).toEqual({ text: '`x` == y', at: '`x` == y' });
    expect(unwrap('``a`b``')).toEqual({ text: 'a`b', at: 'a`b' });
    expect(unwrap('`  `')).toEqual({ text: '  ', at: '  ' });
  });

  it('returns null when the cell is not one code span', () => {
    for (const t of ['', 'plain', '``', '`a` and `b`', 'matches `^a$`', '`a`b', '``a`', '`a``', '`a`b`', '``a``b``']) {
      expect(unwrap(t)).toBeNull();
    }
  });

  it('never throws and the inside lies within the cell (seed 19)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('`', 'a', ' ', '|'), { maxLength: 15 }), (parts) => {
        const f = cellFixture(parts.join(''));
        const inner = unwrapCodeSpan(f.src);
        if (inner) {
          expect(inner.span.from).toBeGreaterThanOrEqual(f.src.span.from);
          expect(inner.span.to).toBeLessThanOrEqual(f.src.span.to);
        }
      }),
      { seed: 19, numRuns: 500 },
    );
  });
});
