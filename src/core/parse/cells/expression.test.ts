import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellFixture } from './cell-fixture';
import { readExpression } from './expression';

const read = (text: string) => {
  const f = cellFixture(text, '| Talk | draft | submit | submitted | `');
  const e = readExpression(f.src, f.sink, 4);
  return { ...f, e, diagnostics: f.sink.diagnostics, where: f.at(f.sink.diagnostics[0] ?? { from: 0, to: 0 }) };
};

describe('readExpression', () => {
  it('returns the expression with its span and no diagnostic when it parses', () => {
    const r = read('size(record.abstract) >= MIN_ABSTRACT');
    expect(r.e).toEqual({ source: 'size(record.abstract) >= MIN_ABSTRACT', span: r.src.span });
    expect(r.diagnostics).toEqual([]);
  });

  it('reads `||` written as `\\|\\|` in the cell', () => {
    const r = read('a || b');
    expect(r.diagnostics).toEqual([]);
    expect(r.at(r.e.span)).toBe('a \\|\\| b');
  });

  it('reports a syntax error at its spec offset, after escaped bars', () => {
    const r = read('a || b = c');
    expect(r.diagnostics).toMatchObject([{ code: 'bad-expression', severity: 'error', point: 4 }]);
    expect(r.where).toBe('=');
    expect(r.diagnostics[0]?.message).toContain('`==`');
    const single = read('a | b');
    expect(single.where).toBe('|');
    expect(single.diagnostics[0]?.message).toContain('\\|\\|');
  });

  it('reports an expression that ends too early on its last characters', () => {
    const r = read('size(x) >=');
    expect(r.where).toBe('>=');
  });

  it('reports a bad constant pattern in matches as bad-regex', () => {
    const r = read('value.matches("^(?!admin)") || value == ""');
    expect(r.diagnostics).toMatchObject([{ code: 'bad-regex', point: 4 }]);
    expect(r.where).toBe('(?!');
  });

  it('reports deep nesting as too-deep', () => {
    expect(read(`${'('.repeat(300)}1${')'.repeat(300)}`).diagnostics).toMatchObject([{ code: 'too-deep' }]);
    expect(read(Array.from({ length: 300 }, (_, i) => `value == ${i} ? ${i} : `).join('') + '0').diagnostics).toMatchObject([
      { code: 'too-deep' },
    ]);
  });

  it('reports a huge expression as too-long, naming the limit, over the whole cell', () => {
    const r = read(`value != "${'x'.repeat(1_000_000)}"`);
    expect(r.diagnostics).toMatchObject([{ code: 'too-long', severity: 'error' }]);
    expect(r.diagnostics[0]?.message).toContain('more than the 10,000 an expression may have');
    expect(r.diagnostics[0]?.to).toBe(r.src.span.to);
  });

  it('never throws and keeps diagnostics inside the cell (seed 23)', () => {
    const alphabet = fc.constantFrom('a', '1', ' ', '(', ')', '"', '.', '|', '&', '=', 'matches', '(?=', ',', 'é');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 20 }), (parts) => {
        const r = read(parts.join(''));
        for (const d of r.diagnostics) {
          expect(d.from).toBeGreaterThanOrEqual(r.src.span.from);
          expect(d.to).toBeLessThanOrEqual(r.src.span.to);
        }
      }),
      { seed: 23, numRuns: 500 },
    );
  });
});
