import { lastAtOrBefore } from './sorted-search';

/** A 1-based line and a 1-based column counted in UTF-16 code units. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** Maps offsets to lines and columns and back, in O(log lines) per query. */
export interface LineIndex {
  /** Number of lines (a text without a final newline still has its last line). */
  readonly lineCount: number;
  /** The position of an offset; offsets past the end are clamped to the end. */
  positionAt(offset: number): Position;
  /** The offset of a 1-based line's first character. */
  lineStart(line: number): number;
  /** The text of a 1-based line, without its line break. */
  lineText(line: number): string;
  /** The offset of a position, clamped to the text. */
  offsetAt(position: Position): number;
}

/** Builds a line index over `text`; lines end at `\n` (a `\r` before it belongs to the break). */
export function createLineIndex(text: string): LineIndex {
  const starts: number[] = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineEnd = (line: number): number => {
    const next = starts[line];
    if (next === undefined) return text.length;
    return next >= 2 && text.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
  };
  const lineFor = (offset: number): number => Math.max(0, lastAtOrBefore(starts, offset));
  return {
    lineCount: starts.length,
    positionAt(offset) {
      const clamped = Math.max(0, Math.min(offset, text.length));
      const line = lineFor(clamped);
      return { line: line + 1, column: clamped - (starts[line] ?? 0) + 1 };
    },
    lineStart(line) {
      return starts[Math.max(0, Math.min(line - 1, starts.length - 1))] ?? 0;
    },
    lineText(line) {
      const i = Math.max(0, Math.min(line - 1, starts.length - 1));
      return text.slice(starts[i] ?? 0, lineEnd(i + 1));
    },
    offsetAt({ line, column }) {
      const i = Math.max(0, Math.min(line - 1, starts.length - 1));
      const start = starts[i] ?? 0;
      return Math.min(start + Math.max(0, column - 1), lineEnd(i + 1));
    },
  };
}

/**
 * Positions of offsets without an index of every line: a cursor that walks from its last answer, in
 * time linear in the distance moved and in constant memory. For a few lookups over a long text (a
 * report's point headings); `createLineIndex` for many lookups in any order.
 */
export function createPositionCursor(text: string): (offset: number) => Position {
  let line = 0;
  let lineStart = 0;
  return (offset) => {
    const target = Math.max(0, Math.min(offset, text.length));
    while (lineStart > 0 && target < lineStart) {
      lineStart = lineStart >= 2 ? text.lastIndexOf('\n', lineStart - 2) + 1 : 0;
      line--;
    }
    for (let i = text.indexOf('\n', lineStart); i !== -1 && i < target; i = text.indexOf('\n', lineStart)) {
      lineStart = i + 1;
      line++;
    }
    return { line: line + 1, column: target - lineStart + 1 };
  };
}
