import { describe, expect, it } from 'vitest';
import { eolOf } from './line-ending';

describe('eolOf', () => {
  it('gives the line break most lines end with', () => {
    expect(eolOf('a\nb\n')).toBe('\n');
    expect(eolOf('a\r\nb\r\n')).toBe('\r\n');
    expect(eolOf('a\r\nb\nc\r\n')).toBe('\r\n');
    expect(eolOf('a\r\nb\nc\n')).toBe('\n');
    expect(eolOf('one line')).toBe('\n');
    expect(eolOf('')).toBe('\n');
  });
});
