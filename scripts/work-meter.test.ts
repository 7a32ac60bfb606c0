import { describe, expect, it } from 'vitest';
import { expectLinearWork, workOf } from './work-meter';

/** Pairs of equal characters: every pair looked at, so n² steps. */
function quadratic(text: string): number {
  let same = 0;
  for (let i = 0; i < text.length; i++) for (let j = i + 1; j < text.length; j++) if (text[i] === text[j]) same++;
  return same;
}

/** Runs of equal characters: one look at each. */
function linear(text: string): number {
  let runs = 0;
  for (let i = 0; i < text.length; i++) if (text[i] !== text[i - 1]) runs++;
  return runs;
}

const make = (n: number) => 'ab'.repeat(n);

describe('work meter', () => {
  it('counts the same work for the same call (no clock in it)', async () => {
    const a = await workOf(make(500), linear, '/scripts/');
    const b = await workOf(make(500), linear, '/scripts/');
    expect(a).toBe(b);
    expect(a).toBeGreaterThan(1000);
  });

  it('passes a linear function and fails a quadratic one', async () => {
    await expectLinearWork(make, linear, 500, { under: '/scripts/' });
    await expect(expectLinearWork(make, quadratic, 100, { under: '/scripts/' })).rejects.toThrow(/work on 400/);
  });
});
