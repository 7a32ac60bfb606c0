import { createSourceText, type SourceText } from '../../source/source-text';
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

/** The cell of `text[from, to)`: trimmed, `\|` unescaped with its removals recorded. */
function makeCell(text: string, from: number, to: number): SourceText {
  const a = firstNonSpace(text, from, to);
  const b = lastNonSpace(text, a, to);
  let hasEscape = false;
  for (let i = a; i + 1 < b; i++) {
    if (text.charCodeAt(i) === BACKSLASH && text.charCodeAt(i + 1) === PIPE) {
      hasEscape = true;
      break;
    }
  }
  if (!hasEscape) return createSourceText(text.slice(a, b), a);
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
 * Splits a table line into cells, GFM style: leading and trailing bars are optional, a bar after a
 * backslash (even inside backticks) belongs to the cell, cells are trimmed.
 */
export function splitRow(text: string, start: number, end: number): SplitRow {
  const from = firstNonSpace(text, start, end);
  const to = lastNonSpace(text, from, end);
  const first = text.charCodeAt(from) === PIPE ? from + 1 : from;
  // Counted first, so the list is made at its exact length (a row is split once and dropped).
  let count = 0;
  for (let cellStart = first; ; count++) {
    const bar = nextBar(text, cellStart, to);
    if (bar === to) {
      if (cellStart < to || count === 0) count++;
      break;
    }
    cellStart = bar + 1;
    if (bar === to - 1) {
      count++;
      break;
    }
  }
  const cells = new Array<SourceText>(count);
  let cellStart = first;
  for (let k = 0; k < count; k++) {
    const bar = Math.min(nextBar(text, cellStart, to), to);
    cells[k] = makeCell(text, cellStart, bar);
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
