import { describe, expect, it } from 'vitest';
import { rowWindow } from './fixed-window';

describe('rowWindow (which rows of a fixed-height list are drawn)', () => {
  it('draws the rows in view plus the overscan, below a header', () => {
    // 44 px rows under a 44 px header, a 640 px box at the top: rows 0..13 are (partly) visible.
    expect(rowWindow(0, 640, 100_000, 44, 44, 12)).toEqual({ first: 0, last: 26 });
  });

  it('follows the scroll position without drawing rows far above', () => {
    // Scrolled so that row 1000 is at the top of the box.
    const w = rowWindow(44 + 1000 * 44, 640, 100_000, 44, 44, 12);
    expect(w.first).toBe(988);
    expect(w.last).toBe(1000 + Math.ceil(640 / 44) + 12);
  });

  it('stops at the last row at the bottom of a long list', () => {
    const rows = 100_000;
    const w = rowWindow(44 + rows * 44 - 596, 640, rows, 44, 44, 12);
    expect(w.last).toBe(rows - 1);
    expect(w.first).toBeGreaterThan(rows - 30);
  });

  it('draws every row of a short list and nothing of an empty one', () => {
    expect(rowWindow(0, 640, 3, 44, 44, 12)).toEqual({ first: 0, last: 2 });
    const empty = rowWindow(0, 640, 0, 44, 44, 12);
    expect(empty.last).toBeLessThan(empty.first);
  });

  it('draws only the overscan when the box has no height yet', () => {
    expect(rowWindow(0, 0, 50, 44, 44, 5)).toEqual({ first: 0, last: 5 });
  });
});
