import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../test-property';
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

/**
 * GFM's reading of a table line, written plainly for comparison: bars split cells unless escaped by a
 * backslash (a backslash escapes the next character), the outer bars are optional, cells are trimmed of
 * spaces and tabs and `\\|` is read as `|`.
 */
function referenceCells(line: string): string[] {
  const trimmed = line.replace(/^[ \t]+|[ \t]+$/g, '');
  const body = trimmed.startsWith('|') ? trimmed.slice(1) : trimmed;
  const raw: string[] = [];
  let cell = '';
  let endsWithBar = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    endsWithBar = false;
    if (ch === '\\') {
      cell += body.slice(i, i + 2);
      i++;
    } else if (ch === '|') {
      raw.push(cell);
      cell = '';
      endsWithBar = true;
    } else cell += ch;
  }
  if (!endsWithBar || raw.length === 0) raw.push(cell);
  return raw.map((c) => c.replace(/^[ \t]+|[ \t]+$/g, '').replace(/\\(.)/g, (all, next: string) => (next === '|' ? '|' : all)));
}

describe('splitRow against a plain reading', () => {
  it('gives GFM cells, each character mapped to its place in the line', () => {
    const line = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\t', '|', '\\', '`'), maxLength: 40 });
    assertProperty(
      fc.property(line, fc.nat(3), (text, pad) => {
        const padded = `${'x'.repeat(pad)}${text}\n`;
        const row = splitRow(padded, pad, pad + text.length);
        expect(row.cells.map((c) => c.text)).toEqual(referenceCells(text));
        for (const c of row.cells) {
          for (let i = 0; i < c.text.length; i++) expect(padded[c.offsetAt(i)]).toBe(c.text[i]);
          expect(c.from).toBeGreaterThanOrEqual(pad);
          expect(c.to).toBeLessThanOrEqual(pad + text.length);
        }
      }),
      { seed: 20261125, numRuns: 2000 },
    );
  });
});
