import { describe, expect, it } from 'vitest';
import { delimiterCells, rawCell, splitRow } from './table-row';

const cells = (line: string) => splitRow(line, 0, line.length).cells.map((c) => c.text);

describe('splitRow', () => {
  it('splits with or without the outer bars and trims cells', () => {
    expect(cells('| a | b |')).toEqual(['a', 'b']);
    expect(cells('a | b')).toEqual(['a', 'b']);
    expect(cells('| a | b')).toEqual(['a', 'b']);
    expect(cells('a | b |   ')).toEqual(['a', 'b']);
    expect(cells('| a |  |')).toEqual(['a', '']);
  });

  it('reads `\\|` as a bar inside the cell, even inside backticks, and maps spans back', () => {
    const line = '| `a \\|\\| b` | "x" \\| "y" |';
    const row = splitRow(line, 0, line.length);
    expect(row.cells.map((c) => c.text)).toEqual(['`a || b`', '"x" | "y"']);
    const second = row.cells[1];
    if (!second) throw new Error('no cell');
    expect(line.slice(second.span.from, second.span.to)).toBe('"x" \\| "y"');
    expect(line[second.offsetAt(4)]).toBe('|');
    expect(line[second.offsetAt(6)]).toBe('"');
  });

  it('keeps other backslash escapes as written', () => {
    expect(cells('| a\\\\| b |')).toEqual(['a\\\\', 'b']);
    expect(cells('| \\* |')).toEqual(['\\*']);
  });

  it('gives the row span from the first to the last non-blank character', () => {
    const line = '  | a | b |  ';
    expect(splitRow(line, 0, line.length).span).toEqual({ from: 2, to: 11 });
  });
});

describe('rawCell', () => {
  it("gives everything between a cell's bars, untrimmed, escaped bars included", () => {
    const line = '  | a |  | `x \\| y` | last';
    const row = splitRow(line, 0, line.length);
    const raw = (i: number) => {
      const s = rawCell(line, row, i);
      return line.slice(s.from, s.to);
    };
    expect([raw(0), raw(1), raw(2), raw(3)]).toEqual([' a ', '  ', ' `x \\| y` ', ' last']);
  });
});

describe('delimiterCells', () => {
  it('counts the cells of a delimiter row', () => {
    const d = (line: string) => delimiterCells(line, 0, line.length);
    expect(d('|---|:--:|--:|')).toBe(3);
    expect(d('--- | ---')).toBe(2);
    expect(d('| - |')).toBe(1);
    expect(d('---')).toBe(-1);
    expect(d('| a |')).toBe(-1);
    expect(d('|:-:|::|')).toBe(-1);
  });
});
