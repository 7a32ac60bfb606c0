import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConstantValue } from './constant-value';

describe('parseConstantValue', () => {
  it.each([
    ['3', 3],
    [' 200 ', 200],
    ['-3', -3],
    ['2.5', 2.5],
    ['-0.25', -0.25],
    ['1_000', 1000],
    ['1,000', 1000],
    ['12,345,678.5', 12345678.5],
  ])('reads the number %j', (text, value) => {
    expect(parseConstantValue(text)).toEqual({ kind: 'number', value });
  });

  it.each(['1,5', '1,0000', '1__0', '_1', '1_', '10%', '$5', '1.', '.5', '1e3', '- 3', '12 apples'])('keeps %j as a string', (text) => {
    expect(parseConstantValue(text)).toEqual({ kind: 'string', value: text });
  });

  it('reads true and false in any case, and leaves yes/no as strings', () => {
    expect(parseConstantValue('True')).toEqual({ kind: 'boolean', value: true });
    expect(parseConstantValue('false')).toEqual({ kind: 'boolean', value: false });
    expect(parseConstantValue('yes')).toEqual({ kind: 'string', value: 'yes' });
  });

  it.each([
    ['14 days', 14, 'day', 14 * 86_400_000],
    ['1 day', 1, 'day', 86_400_000],
    ['2 hours', 2, 'hour', 7_200_000],
    ['30 min', 30, 'minute', 1_800_000],
    ['1 week', 1, 'week', 604_800_000],
    ['90s', 90, 'second', 90_000],
    ['250 ms', 250, 'millisecond', 250],
    ['1.5 Hours', 1.5, 'hour', 5_400_000],
    ['2 months', 2, 'month', 60 * 86_400_000],
    ['1 yr', 1, 'year', 365 * 86_400_000],
    ['3 wks', 3, 'week', 21 * 86_400_000],
  ])('reads the duration %j', (text, amount, unit, ms) => {
    expect(parseConstantValue(text)).toEqual({ kind: 'duration', amount, unit, ms });
  });

  it('removes the quotes of a quoted string and keeps other text as written', () => {
    expect(parseConstantValue('"abc"')).toEqual({ kind: 'string', value: 'abc' });
    expect(parseConstantValue("'a b'")).toEqual({ kind: 'string', value: 'a b' });
    expect(parseConstantValue('"123"')).toEqual({ kind: 'string', value: '123' });
    expect(parseConstantValue('"a"b"')).toEqual({ kind: 'string', value: '"a"b"' });
    expect(parseConstantValue(' hello world ')).toEqual({ kind: 'string', value: 'hello world' });
    expect(parseConstantValue('-2 days')).toEqual({ kind: 'string', value: '-2 days' });
  });

  it('never throws (seed 13)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const v = parseConstantValue(text);
        if (v.kind === 'number' || v.kind === 'duration') expect(Number.isFinite(v.kind === 'number' ? v.value : v.ms)).toBe(true);
      }),
      { seed: 13, numRuns: 500 },
    );
  });
});
