import { describe, expect, it } from 'vitest';
import { findJsonError } from './json-syntax';

describe('findJsonError', () => {
  it('accepts valid JSON of any depth', () => {
    for (const ok of [
      '{}',
      '[]',
      '{"a": [1, -2.5e3, true, false, null, "x\\u00e9\\n"]}',
      ' 3 ',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    ]) {
      expect(findJsonError(ok)).toBeNull();
    }
  });

  it('finds the first error and says what was expected', () => {
    const cases: [string, number, string][] = [
      ['{"a": 1,}', 8, 'a key in double quotes'],
      ['[1 2]', 3, '`,` or `]`'],
      ['{a: 1}', 1, 'a key in double quotes or `}`'],
      ['{"a" 1}', 5, '`:` after the key'],
      ['"abc', 0, 'a closing `"`'],
      ['"\\q"', 1, 'a valid escape'],
      ['01', 1, 'the end of the text'],
      ['', 0, 'a value'],
      ['{"a": 1}}', 8, 'the end of the text'],
      ["['x']", 1, 'a value'],
    ];
    for (const [text, at, expected] of cases) {
      const e = findJsonError(text);
      expect(e?.from, text).toBe(at);
      expect(e?.expected, text).toContain(expected);
    }
  });

  it('skips exactly JSON white space (space, tab, line feed, carriage return)', () => {
    expect(findJsonError(' \t\r\n{ \t\r\n"a"\n:\r1\t,"b" : [ ] }\r\n')).toBeNull();
    for (const space of ['\f', '\v', '\u00a0', '\u2028', '\ufeff']) {
      expect(findJsonError(`{"a":${space}1}`)?.from, JSON.stringify(space)).toBe(5);
      expect(findJsonError(`${space}[]`)?.from, JSON.stringify(space)).toBe(0);
    }
  });
});
