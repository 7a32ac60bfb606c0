import {
  extraCellsMessage,
  missingCellMessage,
  missingColumnMessage,
  repeatedColumnMessage,
  unknownColumnMessage,
  entityHeadingHint,
  tooWideMessage,
} from '../../diagnostics/messages-document';
import { createSink, type DiagnosticSink } from '../../diagnostics/report';
import { keepShape } from '../../source/keep-shape';
import { createSourceText, type SourceText } from '../../source/source-text';
import { NO_SPAN, type Span } from '../../source/span';
import { EMPTY_LIST } from '../../spec/empty-list';
import type { ExtraCell } from '../../spec/extra-cell';
import type { PointNumber } from '../../spec/point';
import { tableSpecOf, type TableKind, normaliseHeader } from './table-columns';
import { rawCell, type SplitRow } from './table-row';

/** A row's cells by canonical column. */
export interface RowCells {
  /** The cell under a canonical column; undefined when the table lacks the column (a cell the row lacks is empty). */
  get(column: string): SourceText | undefined;
}

/** A body row read under its kind's columns. */
export interface TableRow {
  /** The whole row, first to last non-blank character. */
  readonly span: Span;
  /** Cells by canonical column; a column the table lacks is absent, a cell the row lacks is empty. */
  readonly cells: RowCells;
  /** Cells under columns the format does not know. */
  readonly extra: readonly ExtraCell[];
}

/** What the reader needs to know about the table's surroundings. */
export interface TableContext {
  /** The spec's text the rows were split from. */
  readonly text: string;
  readonly point: PointNumber;
  readonly sink: DiagnosticSink;
  /** True when a `###` sub-heading above names the entity (fields and transitions need no Entity column). */
  readonly entityFromHeading: boolean;
}

/**
 * A row read under the table's columns: its split cells, found by canonical column through the
 * table's index. One object per row; a cell the row lacks is an empty text at the row's end.
 */
class ReadRow implements TableRow, RowCells {
  declare readonly span: Span;
  declare readonly extra: readonly ExtraCell[];
  declare private readonly index: ReadonlyMap<string, number>;
  declare private readonly texts: readonly SourceText[];

  constructor(row: SplitRow, index: ReadonlyMap<string, number>, extra: readonly ExtraCell[]) {
    this.span = row.span;
    this.extra = extra;
    this.index = index;
    this.texts = row.cells;
  }

  get cells(): RowCells {
    return this;
  }

  get(column: string): SourceText | undefined {
    const i = this.index.get(column);
    if (i === undefined) return undefined;
    return this.texts[i] ?? createSourceText('', this.span.to);
  }
}

keepShape(new ReadRow({ cells: [], span: NO_SPAN }, new Map(), EMPTY_LIST));

/**
 * The most columns a table may have: the widest table of the format has seven, and authors add a few
 * of their own (notes, examples). A wider header gets one `too-wide` error and only its first 64
 * columns are read; the rows' cells beyond them are ignored.
 */
export const MAX_TABLE_COLUMNS = 64;

/**
 * Reads a table's header under `kind`'s columns and returns the reader of its body rows. Reports
 * unknown and repeated columns (info) and missing columns (error, and then no rows are read: null);
 * the reader reports extra cells and empty required cells of each row.
 */
export function createTableReader(header: SplitRow, kind: TableKind, ctx: TableContext): TableReader | null {
  const spec = tableSpecOf(kind);
  const columns: (string | undefined)[] = [];
  const index = new Map<string, number>();
  const headerWidth = header.cells.length;
  const names = header.cells.slice(0, MAX_TABLE_COLUMNS).map((c) => c.text);
  if (headerWidth > MAX_TABLE_COLUMNS) {
    const from = header.cells[MAX_TABLE_COLUMNS]?.span.from ?? header.span.from;
    ctx.sink.report('too-wide', { from, to: header.span.to }, tooWideMessage(headerWidth, MAX_TABLE_COLUMNS), ctx.point);
  }
  for (let i = 0; i < names.length; i++) {
    const name = names[i] ?? '';
    const canonical = spec.names.get(normaliseHeader(name));
    const span = header.cells[i]?.span ?? header.span;
    if (canonical === undefined) {
      columns.push(undefined);
      if (name !== '') ctx.sink.report('unknown-column', span, unknownColumnMessage(name, kind, spec.columns), ctx.point);
    } else if (index.has(canonical)) {
      columns.push(undefined);
      ctx.sink.report('unknown-column', span, repeatedColumnMessage(name, canonical), ctx.point);
    } else {
      index.set(canonical, i);
      columns.push(canonical);
    }
  }
  const required = [...spec.required];
  const needsEntity = (kind === 'fields' || kind === 'transitions') && !ctx.entityFromHeading;
  if (needsEntity) required.unshift('Entity');
  const missing = required.filter((r) => !index.has(r));
  if (missing.length > 0) {
    const hint = needsEntity && missing.includes('Entity') ? entityHeadingHint() : '';
    ctx.sink.report('missing-column', header.span, missingColumnMessage(kind, missing, hint), ctx.point);
    return null;
  }
  const mustFill = new Set(required);
  if (index.has('Entity') && (kind === 'fields' || kind === 'transitions')) mustFill.add('Entity');
  return new TableReader(ctx, index, columns, names, mustFill, headerWidth);
}

/**
 * Reads a table's body rows one at a time, so a long table's rows never all stand in memory at once:
 * reports each row's extra cells and empty required cells. Its step is a method, not a function made
 * per table (which would lose its optimised code at each full collection).
 */
export class TableReader {
  declare private readonly ctx: TableContext;
  declare private readonly index: ReadonlyMap<string, number>;
  /** The canonical column of each header cell, undefined for an unknown or repeated one. */
  declare private readonly columns: readonly (string | undefined)[];
  /** The header cells' texts (at most MAX_TABLE_COLUMNS). */
  declare private readonly names: readonly string[];
  declare private readonly mustFill: ReadonlySet<string>;
  declare private readonly headerWidth: number;

  constructor(
    ctx: TableContext,
    index: ReadonlyMap<string, number>,
    columns: readonly (string | undefined)[],
    names: readonly string[],
    mustFill: ReadonlySet<string>,
    headerWidth: number,
  ) {
    this.ctx = ctx;
    this.index = index;
    this.columns = columns;
    this.names = names;
    this.mustFill = mustFill;
    this.headerWidth = headerWidth;
  }

  read(row: SplitRow): TableRow {
    const { ctx, columns, names, mustFill, headerWidth } = this;
    let extra: ExtraCell[] | null = null;
    const width = columns.length;
    for (let i = 0; i < width; i++) {
      const cell = row.cells[i];
      const text = cell ? cell.text : '';
      const canonical = columns[i];
      if (canonical === undefined) (extra ??= []).push({ column: names[i] ?? '', value: text });
      else if (text === '' && mustFill.has(canonical)) {
        const at = cell ? rawCell(ctx.text, row, i) : { from: row.span.to, to: row.span.to };
        ctx.sink.report('missing-cell', at, missingCellMessage(canonical), ctx.point);
      }
    }
    if (row.cells.length > headerWidth) {
      const first = rawCell(ctx.text, row, headerWidth);
      const last = rawCell(ctx.text, row, row.cells.length - 1);
      const extras = row.cells.slice(headerWidth).map((c) => c.text);
      ctx.sink.report(
        'extra-cells',
        { from: first.from, to: Math.max(last.to, first.from) },
        extraCellsMessage(extras, headerWidth),
        ctx.point,
      );
    }
    return new ReadRow(row, this.index, extra ?? EMPTY_LIST);
  }
}

keepShape(new TableReader({ text: '', point: 3, sink: createSink(), entityFromHeading: false }, new Map(), [], [], new Set(), 0));
