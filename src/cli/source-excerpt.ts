/** The widest source line shown; longer lines are cut to a window around the span. */
const MAX_WIDTH = 160;
/** Columns kept before the span when a long line is cut. */
const LEAD = 40;
const TAB_STOP = 4;

/** A span on one line, in 1-based UTF-16 columns; `endColumn` is exclusive. */
export interface LineSpan {
  readonly column: number;
  /** Exclusive end column on the same line, or null when the span runs on past the end of the line. */
  readonly endColumn: number | null;
}

/** A source line as printed: one string per terminal column, and the column of every UTF-16 offset. */
interface DisplayLine {
  readonly cells: readonly string[];
  /** `columnAt[i]` is the display column of UTF-16 offset `i` (length + 1 entries). */
  readonly columnAt: readonly number[];
}

/**
 * Makes one character safe to print: control characters become their visible Control Pictures
 * (so a spec cannot send escape sequences to the terminal) and bidirectional overrides become U+FFFD.
 */
export function visibleChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  if ((code >= 0x80 && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return '\ufffd';
  return ch;
}

/** Replaces every unsafe character of a one-line text (see `visibleChar`); used for messages too. */
export function sanitizeLine(text: string): string {
  let out = '';
  for (const ch of text) out += visibleChar(ch);
  return out;
}

function toDisplay(line: string): DisplayLine {
  const cells: string[] = [];
  const columnAt: number[] = [];
  for (let i = 0; i < line.length; i++) {
    columnAt.push(cells.length);
    const code = line.charCodeAt(i);
    if (code === 9) {
      const width = TAB_STOP - (cells.length % TAB_STOP);
      for (let k = 0; k < width; k++) cells.push(' ');
    } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < line.length) {
      cells.push(line.slice(i, i + 2));
      columnAt.push(cells.length - 1);
      i++;
    } else {
      cells.push(visibleChar(line[i] ?? ''));
    }
  }
  columnAt.push(cells.length);
  return { cells, columnAt };
}

/**
 * Raw characters read around a span on a long line: more than the 160 printed columns need (a
 * character is at least one column), so the window is cut as before, but a 100 MB line costs no more
 * than a short one.
 */
const RAW_BEFORE = LEAD * 2;
const RAW_WINDOW = MAX_WIDTH * 4;

/**
 * The printed source line and the `^~~~` line that underlines a span of it, aligned column for column:
 * tabs expand to the next multiple of 4 in both, a span that runs past the line is underlined to its
 * end, an empty span gets a single `^`, and a line wider than 160 columns is cut around the span with `…`.
 * Only a window of the line around the span is looked at, so the time does not grow with the line.
 */
export function renderExcerpt(line: string, span: LineSpan): { readonly source: string; readonly underline: string } {
  if (line.length <= RAW_WINDOW) return renderWhole(line, span, false, false);
  const spanStart = Math.max(0, Math.min(span.column - 1, line.length));
  let from = Math.max(0, spanStart - RAW_BEFORE);
  // Never start inside a surrogate pair.
  const first = line.charCodeAt(from);
  if (from > 0 && first >= 0xdc00 && first <= 0xdfff) from++;
  let to = Math.min(line.length, from + RAW_WINDOW);
  const last = line.charCodeAt(to - 1);
  if (to < line.length && last >= 0xd800 && last <= 0xdbff) to--;
  const column = span.column - from;
  const endColumn = span.endColumn === null || span.endColumn - 1 > to ? null : Math.max(column, span.endColumn - from);
  return renderWhole(line.slice(from, to), { column, endColumn }, from > 0, to < line.length);
}

function renderWhole(
  line: string,
  span: LineSpan,
  cutBefore: boolean,
  cutAfter: boolean,
): { readonly source: string; readonly underline: string } {
  const { cells, columnAt } = toDisplay(line);
  const at = (column: number): number => columnAt[Math.max(0, Math.min(column - 1, line.length))] ?? cells.length;
  const start = at(span.column);
  const end = span.endColumn === null ? cells.length : Math.max(start, at(span.endColumn));
  const width = Math.max(1, end - start);
  let from = 0;
  let to = cells.length;
  if (cells.length > MAX_WIDTH) {
    from = Math.max(0, Math.min(start - LEAD, cells.length - MAX_WIDTH));
    to = Math.min(cells.length, from + MAX_WIDTH);
  }
  const before = from > 0 || cutBefore ? '…' : '';
  const after = to < cells.length || cutAfter ? '…' : '';
  const source = before + cells.slice(from, to).join('') + after;
  const shown = Math.max(1, Math.min(width, to - start));
  const underline = ' '.repeat(before.length + start - from) + '^' + '~'.repeat(shown - 1);
  return { source, underline };
}
