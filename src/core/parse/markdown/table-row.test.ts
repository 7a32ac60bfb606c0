import { describe, expect, it } from 'vitest';
import { delimiterCells, splitRow } from './table-row';

const cells = (line: string) => splitRow(line, 0, line.length).cells.map((c) => c.src.text);

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
    expect(row.cells.map((c) => c.src.text)).toEqual(['`a || b`', '"x" | "y"']);
    const second = row.cells[1]?.src;
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
