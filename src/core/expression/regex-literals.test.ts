import { describe, expect, it } from 'vitest';
import { celRegexProblems } from './analyze-cel';

const problems = (source: string) => celRegexProblems(source).map((p) => ({ ...p, text: source.slice(p.from, p.to) }));

describe('celRegexProblems', () => {
  it('checks member and global matches calls with constant patterns', () => {
    expect(problems('value.matches("^(?=a)")')).toMatchObject([{ text: '(?=', message: expect.stringContaining('lookahead') as unknown }]);
    expect(problems("matches(value, 'a(')")).toMatchObject([{ text: 'a(' }]);
    expect(problems('value.matches("^a+$") && matches(value, x)')).toEqual([]);
  });

  it('points at the whole literal when escapes shift the pattern', () => {
    expect(problems('value.matches("\\\\d(?=x)")')).toMatchObject([{ text: '"\\\\d(?=x)"' }]);
    expect(problems("value.matches(r'\\d(?=x)')")).toMatchObject([{ text: '(?=' }]);
  });

  it('is empty when the expression does not parse', () => {
    expect(celRegexProblems('value.matches(')).toEqual([]);
  });
});
