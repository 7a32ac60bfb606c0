import { describe, expect, it } from 'vitest';
import { checkRegex } from './regex-check';

describe('checkRegex', () => {
  it('accepts RE2 patterns', () => {
    for (const p of ['^[A-Z]+$', '\\d{2,3}', '(?i)abc', '(?P<y>\\d{4})', '[(?=]', '\\(?=']) expect(checkRegex(p)).toBeNull();
  });

  it.each([
    ['a(?=b)', 'lookahead', '(?='],
    ['a(?!b)', 'lookahead', '(?!'],
    ['(?<=a)b', 'lookbehind', '(?<='],
    ['(?<!a)b', 'lookbehind', '(?<!'],
    ['(a)\\1', 'backreference', '\\1'],
    ['(?<n>a)\\k<n>', 'backreference', '\\k<n>'],
  ])('names %s as a %s that RE2 does not support', (pattern, construct, written) => {
    const p = checkRegex(pattern);
    expect(p?.message).toContain(construct);
    expect(p?.message).toContain('linear time');
    expect(p && pattern.slice(p.from, p.to)).toBe(written);
  });

  it('reports syntax errors with their place', () => {
    const p = checkRegex('ab[c');
    expect(p?.message).toContain('missing closing ]');
    expect(p && 'ab[c'.slice(p.from, p.to)).toBe('[c');
    expect(checkRegex('x**')?.message).toContain('nested repetition');
  });
});
