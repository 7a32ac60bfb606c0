import { cellText } from '../print/markdown-table';
import { splitRow } from '../parse/markdown/table-row';
import { mapHeader, tableSpecOf } from '../parse/markdown/table-columns';
import type { Span } from '../source/span';
import { POINTS, type PointNumber, type PointStatus, type TableKind } from '../spec/point';
import type { Section, Spec } from '../spec/spec';
import { eolOf } from './line-ending';
import type { TextEdit } from './text-edit';

/** A row to write: cell values by canonical column (`Route`, `Shows`…); absent columns stay empty. */
export type RowValues = Readonly<Record<string, string>>;

/**
 * The spec's layout: where a point's section or table is in a Markdown spec, and the minimal edits that
 * write there (options, answers to questions). Inserts are lists of lines: after a line's end each line
 * is preceded by a line break, before a line's start each is followed by one, so `applyOptions` can merge
 * two inserts at one place line by line. Sections are the parser's (`##` headings outside code fences).
 */
export interface SpecLayout {
  /** `\r\n` when most lines end so, else `\n`. */
  readonly eol: string;
  /**
   * Adds a block of lines to point `point`'s section: creates the section in point order when it is
   * missing, replaces its "not shown" sentences when it is not shown, else appends after its content.
   */
  addBlock(point: PointNumber, lines: readonly string[]): TextEdit;
  /** Appends rows to the table (or list) holding the item at `itemSpan`, in that table's column order. */
  appendRows(kind: TableKind, itemSpan: Span, rows: readonly RowValues[]): TextEdit;
  /** The canonical columns of the table holding the item at `itemSpan`; null when it is a list item. */
  columnsAt(kind: TableKind, itemSpan: Span): (string | undefined)[] | null;
  /**
   * Appends lines to a note section (`note`, one of the spec's sections), after its content; without one,
   * adds a `## heading` note with them at the end of the spec.
   */
  appendToNote(note: Section | null, heading: string, lines: readonly string[]): TextEdit;
  /** Replaces a span by one line of text. */
  replace(span: Span, text: string): TextEdit;
  /** A table's lines with canonical columns `columns`. */
  table(columns: readonly string[], rows: readonly RowValues[]): string[];
}

function lineStartAt(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEndAt(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  const end = nl === -1 ? text.length : nl;
  return end > 0 && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
}

function isTableLine(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && (text[i] === ' ' || text[i] === '\t')) i++;
  return text[i] === '|';
}

/**
 * Builds the layout of a Markdown spec (`spec` read from `text`). `status` gives each point's status from
 * the check (default: none is `not-shown`).
 */
export function createSpecLayout(text: string, spec: Spec, status: (point: PointNumber) => PointStatus = () => 'complete'): SpecLayout {
  const eol = eolOf(text);
  const row = (cells: readonly string[]): string => `|${cells.map((c) => (c === '' ? ' |' : ` ${cellText(c)} |`)).join('')}`;
  const after = (at: number, lines: readonly string[]): TextEdit => ({ from: at, to: at, insert: lines.map((l) => eol + l).join('') });
  const before = (at: number, lines: readonly string[]): TextEdit => ({ from: at, to: at, insert: lines.map((l) => l + eol).join('') });
  // A table's top and bottom by a line of it, found once: options append to one table thousands of times on a
  // large spec, and walking the table each time would be quadratic.
  const tops = new Map<number, number>();
  const bottoms = new Map<number, number>();
  const tableTop = (start: number): number => {
    const known = tops.get(start);
    if (known !== undefined) return known;
    let top = start;
    while (top > 0) {
      const prevStart = lineStartAt(text, top - 1);
      if (!isTableLine(text, prevStart, lineEndAt(text, prevStart))) break;
      top = prevStart;
    }
    tops.set(start, top);
    return top;
  };
  const tableBottom = (start: number): number => {
    const known = bottoms.get(start);
    if (known !== undefined) return known;
    let bottomEnd = lineEndAt(text, start);
    for (;;) {
      const nl = text.indexOf('\n', bottomEnd);
      if (nl === -1) break;
      const nextEnd = lineEndAt(text, nl + 1);
      if (!isTableLine(text, nl + 1, nextEnd)) break;
      bottomEnd = nextEnd;
    }
    bottoms.set(start, bottomEnd);
    return bottomEnd;
  };

  return {
    eol,
    table(columns, rows) {
      return [row(columns), `|${columns.map(() => '---|').join('')}`, ...rows.map((r) => row(columns.map((c) => r[c] ?? '')))];
    },
    replace(span, insert) {
      return { from: span.from, to: span.to, insert };
    },
    addBlock(point, lines) {
      const section = spec.sections.find((s) => s.point === point);
      if (section) {
        const headingEnd = lineEndAt(text, section.span.from);
        if (status(point) === 'not-shown' && section.span.to > headingEnd) {
          let bodyStart = headingEnd;
          while (bodyStart < section.span.to && /\s/.test(text[bodyStart] as string)) bodyStart++;
          return { from: bodyStart, to: section.span.to, insert: lines.join(eol) };
        }
        return after(Math.max(section.span.to, headingEnd), ['', ...lines]);
      }
      const heading = `## ${point}. ${POINTS[point - 1]?.title ?? ''}`;
      const next = spec.sections.find((s) => s.point !== null && s.point > point);
      if (next) return before(next.span.from, [heading, '', ...lines, '']);
      let last: number | null = null;
      for (const s of spec.sections) if (s.point !== null) last = Math.max(last ?? 0, s.span.to);
      if (last === null) {
        let end = text.length;
        while (end > 0 && /\s/.test(text[end - 1] as string)) end--;
        if (end === 0) return { from: 0, to: text.length, insert: [heading, '', ...lines, ''].join(eol) };
        last = end;
      }
      return after(last, ['', heading, '', ...lines]);
    },
    appendToNote(note, heading, lines) {
      if (note) {
        const headingEnd = lineEndAt(text, note.span.from);
        let end = note.span.to;
        while (end > headingEnd && /\s/.test(text[end - 1] as string)) end--;
        return after(end, lines);
      }
      let end = text.length;
      while (end > 0 && /\s/.test(text[end - 1] as string)) end--;
      return { from: end, to: end, insert: ['', '', `## ${heading}`, '', ...lines, ''].join(eol) };
    },
    columnsAt(kind, itemSpan) {
      const start = lineStartAt(text, itemSpan.from);
      if (!isTableLine(text, start, lineEndAt(text, start))) return null;
      const top = tableTop(start);
      return mapHeader(
        tableSpecOf(kind),
        splitRow(text, top, lineEndAt(text, top)).cells.map((c) => c.text),
      );
    },
    appendRows(kind, itemSpan, rows) {
      const start = lineStartAt(text, itemSpan.from);
      if (!isTableLine(text, start, lineEndAt(text, start)))
        return after(
          lineEndAt(text, itemSpan.to),
          rows.map((r) => listItem(kind, r)),
        );
      const top = tableTop(start);
      const bottomEnd = tableBottom(start);
      const header = splitRow(text, top, lineEndAt(text, top)).cells.map((c) => c.text);
      const columns = mapHeader(tableSpecOf(kind), header);
      return after(
        bottomEnd,
        rows.map((r) => row(columns.map((c) => (c === undefined ? '' : (r[c] ?? ''))))),
      );
    },
  };
}

/** A list item in the point's pattern, for sections that write their data as a list. */
function listItem(kind: TableKind, r: RowValues): string {
  switch (kind) {
    case 'screens':
      return `- \`${r.Route ?? ''}\` — ${r.Screen ?? ''}: shows ${r.Shows ?? ''}`;
    case 'roles':
      return r.Description ? `- ${r.Role ?? ''} — ${r.Description}` : `- ${r.Role ?? ''}`;
    case 'calls': {
      const req = r.Request && r.Request !== '—' ? `${r.Request} ` : '';
      return `- ${r.Method ?? ''} ${r.Path ?? ''} — ${req}→ ${r.Response ?? ''}${r.Notes ? `; ${r.Notes}` : ''}`;
    }
    case 'constants':
      return r.Meaning ? `- ${r.Name ?? ''} = ${r.Value ?? ''} — ${r.Meaning}` : `- ${r.Name ?? ''} = ${r.Value ?? ''}`;
    default:
      return `- ${Object.values(r).join(' — ')}`;
  }
}
