import { describe, expect, it } from 'vitest';
import { formatTable, isDelimiterRow, splitRow, tableAround } from './format-table';

describe('splitRow', () => {
  it('splits cells and keeps an escaped bar inside its cell', () => {
    expect(splitRow('| a | `x \\|\\| y` |  |').map((c) => c.text)).toEqual(['a', '`x \\|\\| y`', '']);
  });
  it('gives each cell its offset in the line', () => {
    const [a, b] = splitRow('| ab | cd |');
    expect(a).toEqual({ text: 'ab', from: 2, to: 4 });
    expect(b).toEqual({ text: 'cd', from: 7, to: 9 });
  });
});

describe('formatTable', () => {
  it('pads every column to its widest cell and keeps alignment marks', () => {
    const out = formatTable(['|Field|Type|', '|:-|--:|', '| id | id |', '| title | string |']);
    expect(out).toEqual(['| Field | Type   |', '| :---- | -----: |', '| id    | id     |', '| title | string |']);
    expect(isDelimiterRow(out[1] ?? '')).toBe(true);
  });
  it('adds missing cells to short rows', () => {
    expect(formatTable(['| a | b |', '|---|---|', '| x |'])[2]).toBe('| x   |     |');
  });
  it('aligns when the aligned table fits the width it is given', () => {
    const table = ['| Field | Notes |', '|---|:-:|', '| id | |', '| telephone | ten digits, no spaces |'];
    const out = formatTable(table, 37);
    expect(out).toEqual([
      '| Field     | Notes                 |',
      '| --------- | :-------------------: |',
      '| id        |                       |',
      '| telephone | ten digits, no spaces |',
    ]);
    expect(Math.max(...out.map((l) => l.length))).toBe(37);
  });
  it('is compact when aligned rows would be wider than that: one space around cells, no padding, no row longer', () => {
    const table = ['|Field|Notes|', '|---|:-:|', '|  id   |   |', '| telephone   |   ten digits, no spaces |', '| x |'];
    const out = formatTable(table, 36);
    expect(out).toEqual([
      '|Field|Notes|', // already tighter than `| Field | Notes |`: left as it was
      '|---|:-:|',
      '| id | |',
      '| telephone | ten digits, no spaces |',
      '| x | |', // a missing cell is still added
    ]);
    out.slice(0, 4).forEach((l, i) => expect(l.length).toBeLessThanOrEqual(table[i]?.trim().length ?? 0));
    // The delimiter, when written out, is `---` with its alignment marks.
    expect(formatTable(['| a | b | c | d |', '| :---------- | -----------: | :------------: | ---------- |'], 10)[1]).toBe(
      '| :-- | --: | :-: | --- |',
    );
  });
});

describe('tableAround', () => {
  it('finds the rows of the table holding a line', () => {
    expect(tableAround(['text', '| a |', '|---|', '| b |', ''], 3)).toEqual({ first: 1, last: 3 });
    expect(tableAround(['text'], 0)).toBeNull();
  });
});
