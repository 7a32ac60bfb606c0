import { describe, expect, it } from 'vitest';
import { createLineIndex, createPositionCursor } from './line-index';

describe('createPositionCursor', () => {
  it('agrees with the line index for offsets asked in any order (seed 7)', () => {
    const text = '\n# Title\r\n\nline one\nline two\n\n\nlast';
    const index = createLineIndex(text);
    const cursor = createPositionCursor(text);
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let i = 0; i < 500; i++) {
      const offset = (next() % (text.length + 5)) - 2;
      expect(cursor(offset)).toEqual(index.positionAt(offset));
    }
  });

  it('walks back to the first line when the text starts with a line break', () => {
    const cursor = createPositionCursor('\n\nx');
    expect(cursor(3)).toEqual({ line: 3, column: 2 });
    expect(cursor(0)).toEqual({ line: 1, column: 1 });
    expect(cursor(1)).toEqual({ line: 2, column: 1 });
  });
});
