import { createSourceText, type SourceText } from '../../source/source-text';
import type { Span } from '../../source/span';
import { firstNonSpace, isSpaceOrTab, lastNonSpace } from './line-syntax';

const PIPE = 124;
const BACKSLASH = 92;

/** One cell of a GFM table row. */
export interface RowCell {
  /** The trimmed content with `\|` unescaped, mapped back to the spec. */
  readonly src: SourceText;
  /** Everything between the cell's bars (untrimmed); where an empty cell is reported. */
  readonly raw: Span;
}

/** A row split into cells, with the span of the whole row (first to last non-blank character). */
export interface SplitRow {
  readonly cells: readonly RowCell[];
  readonly span: Span;
}

/** Builds a cell from `text[from, to)`: trimmed, `\|` unescaped with its removals recorded. */
function makeCell(text: string, from: number, to: number): RowCell {
  const a = firstNonSpace(text, from, to);
  const b = lastNonSpace(text, a, to);
  let hasEscape = false;
  for (let i = a; i + 1 < b; i++) {
    if (text.charCodeAt(i) === BACKSLASH && text.charCodeAt(i + 1) === PIPE) {
      hasEscape = true;
      break;
    }
  }
  if (!hasEscape) return { src: createSourceText(text.slice(a, b), a), raw: { from, to } };
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
  return { src: createSourceText(out, a, removed), raw: { from, to } };
}

/**
 * Splits a table line into cells, GFM style: leading and trailing bars are optional, a bar after a
 * backslash (even inside backticks) belongs to the cell, cells are trimmed.
 */
export function splitRow(text: string, start: number, end: number): SplitRow {
  const from = firstNonSpace(text, start, end);
  const to = lastNonSpace(text, from, end);
  const cells: RowCell[] = [];
  let cellStart = from;
  if (text.charCodeAt(from) === PIPE) cellStart = from + 1;
  let endsWithBar = false;
  for (let i = cellStart; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) {
      i++;
      continue;
    }
    if (c === PIPE) {
      cells.push(makeCell(text, cellStart, i));
      cellStart = i + 1;
      if (i === to - 1) endsWithBar = true;
    }
  }
  if (!endsWithBar && (cellStart < to || cells.length === 0)) cells.push(makeCell(text, cellStart, to));
  return { cells, span: { from, to } };
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
