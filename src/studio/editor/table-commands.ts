import { EditorSelection, type EditorState } from '@codemirror/state';
import type { Command, EditorView } from '@codemirror/view';
import { formatTable, isDelimiterRow, isTableRow, splitRow, tableAround } from './format-table';
import { isMarkdownState } from './spec-language';

function cellTarget(state: EditorState, direction: 1 | -1): { from: number; to: number } | null {
  // Tables are Markdown: in YAML or JSON text a line starting with `|` is something else.
  if (!isMarkdownState(state)) return null;
  const pos = state.selection.main.head;
  const line = state.doc.lineAt(pos);
  if (!isTableRow(line.text)) return null;
  const column = pos - line.from;
  const cells = splitRow(line.text);
  const current = cells.findIndex((c, i) => column <= (cells[i + 1]?.from ?? Infinity) - 2 && column >= c.from - 2);
  const next = direction === 1 ? cells[current + 1] : cells[current - 1];
  if (next) return { from: line.from + next.from, to: line.from + next.to };
  // Past the row's end: the first cell of the next data row (skipping the delimiter), or the last cell of the previous one.
  let n = line.number + direction;
  while (n >= 1 && n <= state.doc.lines) {
    const other = state.doc.line(n);
    if (!isTableRow(other.text)) return null;
    if (!isDelimiterRow(other.text)) {
      const cs = splitRow(other.text);
      const c = direction === 1 ? cs[0] : cs[cs.length - 1];
      return c ? { from: other.from + c.from, to: other.from + c.to } : null;
    }
    n += direction;
  }
  return null;
}

/** Tab inside a table row: select the next cell's text (Shift-Tab: the previous). Elsewhere: not handled. */
export function moveCell(direction: 1 | -1): Command {
  return (view) => {
    const target = cellTarget(view.state, direction);
    if (!target) return false;
    view.dispatch({ selection: EditorSelection.range(target.from, target.to), scrollIntoView: true, userEvent: 'select' });
    return true;
  };
}

/**
 * How many characters a line of the editor shows before it wraps: the content's width, less a line's own
 * padding, in the editor's character width. Infinity when the editor is not laid out (hidden).
 */
export function visibleColumns(view: EditorView): number {
  const line = view.contentDOM.querySelector<HTMLElement>('.cm-line');
  const style = line ? getComputedStyle(line) : null;
  const padding = style ? parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) : 0;
  const width = view.contentDOM.clientWidth - (Number.isFinite(padding) ? padding : 0);
  const char = view.defaultCharacterWidth;
  return width > 0 && char > 0 ? Math.floor(width / char) : Infinity;
}

/**
 * Formats the table under the cursor: aligned when that fits the editor's visible width, compact when aligned
 * rows would wrap (see formatTable); false when the cursor is not in a table or the text is not Markdown.
 */
export const formatTableCommand: Command = (view) => {
  const { state } = view;
  if (!isMarkdownState(state)) return false;
  const at = state.doc.lineAt(state.selection.main.head);
  const lines: string[] = [];
  // Only look at a window of lines around the cursor so a huge document stays cheap.
  const firstLine = Math.max(1, at.number - 2000);
  const lastLine = Math.min(state.doc.lines, at.number + 2000);
  for (let n = firstLine; n <= lastLine; n++) lines.push(state.doc.line(n).text);
  const table = tableAround(lines, at.number - firstLine);
  if (!table) return false;
  const from = state.doc.line(table.first + firstLine).from;
  const to = state.doc.line(table.last + firstLine).to;
  const formatted = formatTable(lines.slice(table.first, table.last + 1), visibleColumns(view)).join(state.lineBreak);
  if (formatted === state.sliceDoc(from, to)) return true;
  const column = Math.min(state.selection.main.head - at.from, formatted.length);
  view.dispatch({
    changes: { from, to, insert: formatted },
    selection: { anchor: Math.min(from + formatted.length, state.doc.line(at.number).from + column) },
    userEvent: 'input.format',
  });
  return true;
};
