import { describe, expect, it } from 'vitest';
import { evaluateCel, itemsIn } from './evaluate';
import './evaluate-full';
import { MAX_EVAL_STEPS } from './small-values';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('the evaluation budget (issue 12: a rule must not freeze the tab)', () => {
  it('runs the rules of real specs: one level over 5,000 items, two levels over 200 × 200', () => {
    expect(evaluateCel('value.all(x, x > 0)', { value: list(5000) })).toEqual({ ok: true, value: true });
    const two = evaluateCel('value.all(a, value.exists(b, b >= a))', { value: list(200) });
    expect(two).toEqual({ ok: true, value: true });
  });

  it('ends a rule past the budget with "not evaluated", never a pass: three levels over 100 items', () => {
    const r = evaluateCel('value.map(a, value.map(b, value.map(c, a + b + c))).size() > 0', { value: list(100) });
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toBe(
      `This expression would take more than ${MAX_EVAL_STEPS.toLocaleString('en')} steps over these values; it was not evaluated.`,
    );
    // The same expression over few items is fine: the budget counts steps, not the shape.
    expect(evaluateCel('value.map(a, value.map(b, value.map(c, a + b + c))).size() > 0', { value: list(5) })).toEqual({
      ok: true,
      value: true,
    });
  });

  it('counts steps in list literals too (values written in the rule)', () => {
    const literal = `[${list(300).join(', ')}]`;
    const r = evaluateCel(`${literal}.all(a, ${literal}.all(b, b > 0))`, {});
    expect(r.ok).toBe(false);
  });

  it('starts every evaluation with a fresh budget', () => {
    for (let i = 0; i < 5; i++) expect(evaluateCel('value.all(x, x > 0)', { value: list(40_000) }).ok).toBe(true);
  });

  it('bounds the full evaluator (expressions outside the small subset) by the items it could loop over', () => {
    // `uint(…)` is outside the small interpreter's subset: the full evaluator runs it.
    expect(evaluateCel('value.exists(x, uint(x) == uint(3))', { value: list(1000) })).toEqual({ ok: true, value: true });
    const r = evaluateCel('value.exists(a, value.exists(b, uint(a) + uint(b) == uint(0)))', { value: list(1000) });
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toMatch(/steps over these values/);
  });

  it('counts the items of nested values, and stops counting past the budget (cycles included)', () => {
    expect(itemsIn({ a: [1, 2, 3], b: { c: [4, 5], d: 'text' } })).toBe(3 + 2 + 2);
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    expect(itemsIn({ cyclic })).toBeGreaterThan(MAX_EVAL_STEPS);
  });
});
