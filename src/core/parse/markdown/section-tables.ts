import { locatedAt, type Located, type Span } from '../../source/span';
import { exactList } from '../../spec/empty-list';
import type { Field } from '../../spec/entity';
import {
  buildCall,
  buildConstant,
  buildError,
  buildField,
  buildPermission,
  buildRole,
  buildRule,
  buildScreen,
  buildTransition,
  type RowContext,
} from './build-rows';
import { readingMode } from '../reading-mode';
import { nameOf } from './cell-values';
import { createTableReader, type TableReader, type TableRow } from './read-table';
import type { SectionData } from './section-data';
import { classifyTable, mapHeader, tableSpecOf } from './table-columns';
import { splitRow, type SplitRow } from './table-row';

/** An entity being gathered in point 3 (or wherever a fields table is read). */
export interface EntityDraft {
  readonly name: Located<string>;
  readonly span: Span;
  readonly fields: Field[];
  stateField: Located<string> | null;
  hasTable: boolean;
}

/** The latest `###` sub-heading of a section: it may name the entity of the tables below it. */
export interface SubHeading {
  readonly name: Located<string>;
  readonly span: Span;
  /** Where its text sits in the section's prose (blanked when the heading is read as data). */
  readonly proseIndex: number;
  draft: EntityDraft | null;
}

/**
 * The entity draft of a `###` sub-heading, made on first use and listed in `drafts`; `withFields` marks that
 * fields were read for it (a table or field bullets), so it becomes an entity.
 */
export function draftOf(sub: SubHeading, drafts: EntityDraft[], withFields: boolean): EntityDraft {
  sub.draft ??= { name: sub.name, span: sub.span, fields: [], stateField: null, hasTable: withFields };
  if (withFields) sub.draft.hasTable = true;
  if (!drafts.includes(sub.draft)) drafts.push(sub.draft);
  return sub.draft;
}

/** How a table was taken: as prose, as data, or as data whose entity the sub-heading named. */
export type TableOutcome = 'prose' | 'data' | 'used-heading';

/**
 * A table's body rows, split only when read: one row at a time stands in memory, not the whole table.
 * Row `i` is the line from `starts[first + i]` to `ends[first + i]` of `text`.
 */
export interface TableBody {
  /** The spec's text the rows are split from. */
  readonly text: string;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly first: number;
  readonly length: number;
}

/** Body row `i`, split and read under the table's columns. */
function rowAt(body: TableBody, reader: TableReader, i: number): TableRow {
  const line = body.first + i;
  return reader.read(splitRow(body.text, body.starts[line] as number, body.ends[line] as number));
}

// Each kind's rows are read by a loop of its own, with no callback made per table: a function made per
// call loses its optimised code at each full collection (V8 holds it only through the live functions).

/**
 * Reads a table found in a point's section: decides its kind from the point and its columns, reads
 * the rows one by one and adds the items to `data` (fields go to entity drafts).
 */
export function readSectionTable(
  header: SplitRow,
  body: TableBody,
  ctx: RowContext,
  sub: SubHeading | null,
  drafts: EntityDraft[],
  data: SectionData,
): TableOutcome {
  const names = header.cells.map((c) => c.text);
  const kind = classifyTable(ctx.point, names);
  if (kind === null) return 'prose';
  const hasEntityColumn = mapHeader(tableSpecOf(kind), names).includes('Entity');
  const reader = createTableReader(header, kind, { text: body.text, point: ctx.point, sink: ctx.sink, entityFromHeading: sub !== null });
  if (reader === null) return 'data';
  const n = body.length;
  switch (kind) {
    case 'screens':
      if (readingMode().screens) for (let i = 0; i < n; i++) data.screens.push(buildScreen(rowAt(body, reader, i), ctx));
      return 'data';
    case 'rules':
      for (let i = 0; i < n; i++) data.rules.push(buildRule(rowAt(body, reader, i), ctx));
      return 'data';
    case 'roles':
      for (let i = 0; i < n; i++) data.roles.push(buildRole(rowAt(body, reader, i)));
      return 'data';
    case 'permissions':
      for (let i = 0; i < n; i++) data.permissions.push(buildPermission(rowAt(body, reader, i), ctx));
      return 'data';
    case 'calls':
      for (let i = 0; i < n; i++) data.calls.push(buildCall(rowAt(body, reader, i), ctx));
      return 'data';
    case 'errors':
      for (let i = 0; i < n; i++) data.errors.push(buildError(rowAt(body, reader, i), ctx));
      return 'data';
    case 'constants':
      for (let i = 0; i < n; i++) data.constants.push(buildConstant(rowAt(body, reader, i)));
      return 'data';
    case 'transitions': {
      const entity = hasEntityColumn ? null : (sub?.name ?? null);
      for (let i = 0; i < n; i++) data.transitions.push(buildTransition(rowAt(body, reader, i), entity, ctx));
      return hasEntityColumn || sub === null ? 'data' : 'used-heading';
    }
    case 'fields': {
      if (!hasEntityColumn && sub !== null) {
        const draft = draftOf(sub, drafts, true);
        for (let i = 0; i < n; i++) draft.fields.push(buildField(rowAt(body, reader, i), ctx));
        return 'used-heading';
      }
      readFieldsByEntity(body, reader, ctx, drafts);
      return 'data';
    }
  }
}

/** A fields table with an Entity column: each row's field goes to the draft of its entity, made on first use. */
function readFieldsByEntity(body: TableBody, reader: TableReader, ctx: RowContext, drafts: EntityDraft[]): void {
  const byName = new Map<string, EntityDraft>();
  for (let i = 0; i < body.length; i++) {
    const r = rowAt(body, reader, i);
    const entityCell = r.cells.get('Entity');
    const name = entityCell ? nameOf(entityCell) : locatedAt('', r.span);
    let draft = byName.get(name.value);
    if (!draft) {
      draft = { name, span: r.span, fields: [], stateField: null, hasTable: true };
      byName.set(name.value, draft);
      drafts.push(draft);
    }
    draft.fields.push(buildField(r, ctx));
  }
}

/** Turns the drafts that had a table into entities, in order. */
export function finishEntities(drafts: readonly EntityDraft[], data: SectionData): void {
  for (const d of drafts) {
    if (d.hasTable) data.entities.push({ name: d.name, fields: exactList(d.fields), stateField: d.stateField, span: d.span });
  }
}
