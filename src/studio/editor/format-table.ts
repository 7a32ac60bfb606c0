/**
 * GFM table editing helpers, pure: split a row into cells (an escaped `\|` stays inside its cell),
 * find the table around a line, and re-align it.
 */

/** A cell of a row: its text (trimmed) and where its content lies in the line. */
export interface RowCell {
  readonly text: string;
  /** Offset in the line of the cell's first non-space character (or its middle when empty). */
  readonly from: number;
  readonly to: number;
}

/** True when the line looks like a table row (starts with `|` after indentation). */
export function isTableRow(line: string): boolean {
  return line.trimStart().startsWith('|');
}

/** Splits a `| a | b |` row into cells; `\|` does not split. */
export function splitRow(line: string): RowCell[] {
  const cells: RowCell[] = [];
  const start = line.indexOf('|');
  if (start < 0) return cells;
  let cellStart = start + 1;
  for (let i = start + 1; i <= line.length; i++) {
    const ch = line[i];
    if (ch === '\\' && line[i + 1] === '|') {
      i++;
      continue;
    }
    if (ch === '|' || i === line.length) {
      const raw = line.slice(cellStart, i);
      if (i === line.length && raw.trim() === '') break;
      const lead = raw.length - raw.trimStart().length;
      const text = raw.trim();
      const from = text === '' ? cellStart + Math.min(1, raw.length) : cellStart + lead;
      cells.push({ text, from, to: from + text.length });
      cellStart = i + 1;
    }
  }
  return cells;
}

/** True for a delimiter row such as `|---|:--:|`. */
export function isDelimiterRow(line: string): boolean {
  const cells = splitRow(line);
  return cells.length > 0 && cells.every((c) => /^:?-+:?$/.test(c.text));
}

/** Code points of a string, for alignment (a wide emoji still counts one). */
function width(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/**
 * Formats the rows of one table. Aligned (every column padded to its widest cell, `:` alignment marks kept)
 * when that is at most `maxWidth` characters wide — the editor's visible width, so no row wraps because of
 * the padding; else compact: one space around each cell (an empty cell is one space), no padding, `---` (`:--`, `--:`, `:-:`) in the
 * delimiter row, and a row already shorter than that stays as it was, so no row grows (but for missing cells).
 */
export function formatTable(lines: readonly string[], maxWidth = Infinity): string[] {
  const rows = lines.map((l) => splitRow(l).map((c) => c.text));
  const delimiterIndex = lines.findIndex((l) => isDelimiterRow(l));
  const columns = Math.max(0, ...rows.map((r) => r.length));
  const aligned = alignedTable(rows, delimiterIndex, columns);
  if (Math.max(0, ...aligned.map(width)) <= maxWidth) return aligned;
  return rows.map((r, i) => {
    const cells = Array.from({ length: columns }, (_, c) => {
      const text = r[c] ?? '';
      if (i !== delimiterIndex) return text;
      const left = text.startsWith(':');
      const right = text.length > 1 && text.endsWith(':');
      return (left ? ':' : '-') + '-' + (right ? ':' : '-');
    });
    const compact = `|${cells.map((c) => (c === '' ? ' ' : ` ${c} `)).join('|')}|`;
    const before = (lines[i] ?? '').trim();
    return r.length >= columns && width(before) <= width(compact) ? before : compact;
  });
}

/** Every column padded to its widest cell (at least 3), alignment marks kept. */
function alignedTable(rows: readonly (readonly string[])[], delimiterIndex: number, columns: number): string[] {
  const widths: number[] = [];
  for (let c = 0; c < columns; c++) {
    let w = 3;
    rows.forEach((r, i) => {
      if (i !== delimiterIndex) w = Math.max(w, width(r[c] ?? ''));
    });
    widths.push(w);
  }
  return rows.map((r, i) => {
    const cells = widths.map((w, c) => {
      const text = r[c] ?? '';
      if (i === delimiterIndex) {
        const left = text.startsWith(':');
        const right = text.length > 1 && text.endsWith(':');
        return (left ? ':' : '-') + '-'.repeat(Math.max(0, w - 2)) + (right ? ':' : '-');
      }
      return text + ' '.repeat(Math.max(0, w - width(text)));
    });
    return `| ${cells.join(' | ')} |`;
  });
}

/** The first and last line numbers (0-based, inclusive) of the table holding `line`, or null. */
export function tableAround(lines: readonly string[], line: number): { first: number; last: number } | null {
  if (!isTableRow(lines[line] ?? '')) return null;
  let first = line;
  let last = line;
  while (first > 0 && isTableRow(lines[first - 1] ?? '')) first--;
  while (last < lines.length - 1 && isTableRow(lines[last + 1] ?? '')) last++;
  return { first, last };
}
