import {
  extraCellsMessage, missingCellMessage, missingColumnMessage, repeatedColumnMessage, unknownColumnMessage, entityHeadingHint,
} from '../../diagnostics/messages-document';
import type { DiagnosticSink } from '../../diagnostics/report';
import { createSourceText, type SourceText } from '../../source/source-text';
import type { Span } from '../../source/span';
import type { ExtraCell } from '../../spec/extra';
import type { PointNumber } from '../../spec/point';
import { tableSpecOf, type TableKind, normaliseHeader } from './table-columns';
import type { SplitRow } from './table-row';

/** A body row read under its kind's columns. */
export interface TableRow {
  /** The whole row, first to last non-blank character. */
  readonly span: Span;
  /** Cells by canonical column; a column the table lacks is absent, a cell the row lacks is empty. */
  readonly cells: ReadonlyMap<string, SourceText>;
  /** Cells under columns the format does not know. */
  readonly extra: readonly ExtraCell[];
}

/** What the reader needs to know about the table's surroundings. */
export interface TableContext {
  readonly point: PointNumber;
  readonly sink: DiagnosticSink;
  /** True when a `###` sub-heading above names the entity (fields and transitions need no Entity column). */
  readonly entityFromHeading: boolean;
}

/**
 * Reads a table's body rows under `kind`'s columns. Reports unknown and repeated columns (info),
 * missing columns (error, and then no rows are read: null), extra and empty required cells.
 */
export function readTable(header: SplitRow, body: readonly SplitRow[], kind: TableKind, ctx: TableContext): TableRow[] | null {
  const spec = tableSpecOf(kind);
  const columns: (string | undefined)[] = [];
  const seen = new Set<string>();
  const names = header.cells.map((c) => c.src.text);
  for (let i = 0; i < names.length; i++) {
    const name = names[i] ?? '';
    const canonical = spec.names.get(normaliseHeader(name));
    const span = header.cells[i]?.src.span ?? header.span;
    if (canonical === undefined) {
      columns.push(undefined);
      if (name !== '') ctx.sink.report('unknown-column', span, unknownColumnMessage(name, kind, spec.columns), ctx.point);
    } else if (seen.has(canonical)) {
      columns.push(undefined);
      ctx.sink.report('unknown-column', span, repeatedColumnMessage(name, canonical), ctx.point);
    } else {
      seen.add(canonical);
      columns.push(canonical);
    }
  }
  const required = [...spec.required];
  const needsEntity = (kind === 'fields' || kind === 'transitions') && !ctx.entityFromHeading;
  if (needsEntity) required.unshift('Entity');
  const missing = required.filter((r) => !seen.has(r));
  if (missing.length > 0) {
    const hint = needsEntity && missing.includes('Entity') ? entityHeadingHint() : '';
    ctx.sink.report('missing-column', header.span, missingColumnMessage(kind, missing, hint), ctx.point);
    return null;
  }
  const mustFill = new Set(required);
  if (seen.has('Entity') && (kind === 'fields' || kind === 'transitions')) mustFill.add('Entity');
  const rows: TableRow[] = [];
  for (const row of body) {
    const cells = new Map<string, SourceText>();
    const extra: ExtraCell[] = [];
    for (let i = 0; i < columns.length; i++) {
      const cell = row.cells[i];
      const src = cell ? cell.src : createSourceText('', row.span.to);
      const canonical = columns[i];
      if (canonical === undefined) extra.push({ column: names[i] ?? '', value: src.text });
      else {
        cells.set(canonical, src);
        if (mustFill.has(canonical) && src.text === '') {
          ctx.sink.report('missing-cell', cell ? cell.raw : { from: row.span.to, to: row.span.to }, missingCellMessage(canonical), ctx.point);
        }
      }
    }
    if (row.cells.length > columns.length) {
      const first = row.cells[columns.length];
      const last = row.cells[row.cells.length - 1];
      const extras = row.cells.slice(columns.length).map((c) => c.src.text);
      const span = { from: first?.raw.from ?? row.span.from, to: Math.max(last?.raw.to ?? row.span.to, first?.raw.from ?? 0) };
      ctx.sink.report('extra-cells', span, extraCellsMessage(extras, columns.length), ctx.point);
    }
    rows.push({ span: row.span, cells, extra });
  }
  return rows;
}
