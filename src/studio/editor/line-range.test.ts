import { describe, expect, it } from 'vitest';
import { lineRange } from './line-range';

describe('lineRange', () => {
  it('gives the offsets of a line, without its line break', () => {
    const text = '# Title\n\n## 1. Purpose\n';
    expect(lineRange(text, 1)).toEqual({ from: 0, to: 7 });
    expect(lineRange(text, 2)).toEqual({ from: 8, to: 8 });
    expect(text.slice(lineRange(text, 3).from, lineRange(text, 3).to)).toBe('## 1. Purpose');
  });
});
