import { createSourceText, createSourceTextAt, type SourceText } from '../../source/source-text';
import type { Span } from '../../source/span';
import { firstNonSpace, isSpaceOrTab, lastNonSpace } from './line-syntax';

const PIPE = 124;
const BACKSLASH = 92;

/** A row split into cells, with the span of the whole row (first to last non-blank character). */
export interface SplitRow {
  /** The cells: trimmed, `\|` unescaped, mapped back to the spec. */
  readonly cells: readonly SourceText[];
  readonly span: Span;
}

/** The cell of `text[from, to)`: trimmed, `\|` unescaped with its removals recorded when `escaped` (it holds a `\|`). */
function makeCell(text: string, from: number, to: number, escaped: boolean): SourceText {
  const a = firstNonSpace(text, from, to);
  const b = lastNonSpace(text, a, to);
  if (!escaped) return createSourceTextAt(text, a, b);
  let out = '';
  const removed: number[] = [];
  let last = a;
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH && i + 1 < b) {
      if (text.charCodeAt(i + 1) === PIPE) {
        out += text.slice(last, i);
        removed.push(out.length);
        last = i + 1;
      }
      i++;
    }
  }
  out += text.slice(last, b);
  // A copy of exactly its length: the text keeps it for as long as the model lives.
  return createSourceText(out, a, removed.slice());
}

/** The next bar at or after `i` that ends a cell (a bar after a backslash does not), or `to`. */
function nextBar(text: string, i: number, to: number): number {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === PIPE) return i;
  }
  return to;
}

/**
 * Scratch of splitRow, reused from row to row: where each cell ends (its bar, or the row's end), and
 * whether it holds an escaped bar. Grown when a row has more cells.
 */
let cellEnds = new Int32Array(64);
let cellEscaped = new Uint8Array(64);

function noteCell(k: number, end: number, escaped: boolean): void {
  if (k === cellEnds.length) {
    const ends = new Int32Array(k * 2);
    ends.set(cellEnds);
    cellEnds = ends;
    const flags = new Uint8Array(k * 2);
    flags.set(cellEscaped);
    cellEscaped = flags;
  }
  cellEnds[k] = end;
  cellEscaped[k] = escaped ? 1 : 0;
}

/**
 * Splits a table line into cells, GFM style: leading and trailing bars are optional, a bar after a
 * backslash (even inside backticks) belongs to the cell, cells are trimmed.
 */
export function splitRow(text: string, start: number, end: number): SplitRow {
  const from = firstNonSpace(text, start, end);
  const to = lastNonSpace(text, from, end);
  const first = text.charCodeAt(from) === PIPE ? from + 1 : from;
  // One scan finds the bars and the escaped bars; the list is then made at its exact length (a row is
  // split once and dropped) and each cell sliced once.
  let count = 0;
  let escaped = false;
  let i = first;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) {
      if (i + 1 < to && text.charCodeAt(i + 1) === PIPE) escaped = true;
      i++;
    } else if (c === PIPE) {
      noteCell(count++, i, escaped);
      escaped = false;
    }
  }
  // After the last bar: a last cell, unless that bar ends the row; an empty row is one empty cell.
  const lastStart = count === 0 ? first : (cellEnds[count - 1] as number) + 1;
  if (lastStart < to || count === 0) noteCell(count++, to, escaped);
  const cells = new Array<SourceText>(count);
  let cellStart = first;
  for (let k = 0; k < count; k++) {
    const bar = cellEnds[k] as number;
    cells[k] = makeCell(text, cellStart, bar, cellEscaped[k] === 1);
    cellStart = bar + 1;
  }
  return { cells, span: { from, to } };
}

/**
 * Everything between the bars of cell `index` of a row that `splitRow` read from `text` (untrimmed):
 * where an empty cell is reported. Found again by scanning the row, as only a mistake needs it.
 */
export function rawCell(text: string, row: SplitRow, index: number): Span {
  const { from, to } = row.span;
  let cellStart = text.charCodeAt(from) === PIPE ? from + 1 : from;
  for (let i = 0; ; i++) {
    const bar = nextBar(text, cellStart, to);
    if (i === index) return { from: cellStart, to: bar };
    if (bar >= to - 1) return { from: to, to };
    cellStart = bar + 1;
  }
}

/**
 * Counts the cells of a delimiter row (`|---|:--:|`, bars optional at the ends), or returns -1 when
 * the line is not one: every cell is `-`s with optional colons at either end.
 */
export function delimiterCells(text: string, start: number, end: number): number {
  const from = firstNonSpace(text, start, end);
  const to = lastNonSpace(text, from, end);
  if (from - start > 3 || from === to) return -1;
  let i = from;
  if (text.charCodeAt(i) === PIPE) i++;
  let count = 0;
  let sawBar = i > from;
  while (i < to) {
    while (i < to && isSpaceOrTab(text.charCodeAt(i))) i++;
    if (i >= to) break;
    if (text.charCodeAt(i) === 58) i++;
    let dashes = 0;
    while (i < to && text.charCodeAt(i) === 45) {
      i++;
      dashes++;
    }
    if (dashes === 0) return -1;
    if (i < to && text.charCodeAt(i) === 58) i++;
    while (i < to && isSpaceOrTab(text.charCodeAt(i))) i++;
    count++;
    if (i < to) {
      if (text.charCodeAt(i) !== PIPE) return -1;
      sawBar = true;
      i++;
    }
  }
  // A lone `---` is a thematic break or a setext underline, not a table.
  return sawBar ? count : -1;
}
