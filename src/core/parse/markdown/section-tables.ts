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
import { createTableReader, type TableRow } from './read-table';
import type { SectionData } from './section-data';
import { classifyTable, mapHeader, tableSpecOf } from './table-columns';
import type { SplitRow } from './table-row';

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

/** A table's body rows, split only when read: one row at a time stands in memory, not the whole table. */
export interface TableBody {
  /** The spec's text the rows are split from. */
  readonly text: string;
  readonly length: number;
  row(index: number): SplitRow;
}

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
  const read = createTableReader(header, kind, { text: body.text, point: ctx.point, sink: ctx.sink, entityFromHeading: sub !== null });
  if (read === null) return 'data';
  const each = (take: (row: TableRow) => void): void => {
    for (let i = 0; i < body.length; i++) take(read(body.row(i)));
  };
  switch (kind) {
    case 'screens':
      if (readingMode().screens) each((r) => data.screens.push(buildScreen(r, ctx)));
      return 'data';
    case 'rules':
      each((r) => data.rules.push(buildRule(r, ctx)));
      return 'data';
    case 'roles':
      each((r) => data.roles.push(buildRole(r)));
      return 'data';
    case 'permissions':
      each((r) => data.permissions.push(buildPermission(r, ctx)));
      return 'data';
    case 'calls':
      each((r) => data.calls.push(buildCall(r, ctx)));
      return 'data';
    case 'errors':
      each((r) => data.errors.push(buildError(r, ctx)));
      return 'data';
    case 'constants':
      each((r) => data.constants.push(buildConstant(r)));
      return 'data';
    case 'transitions': {
      const entity = hasEntityColumn ? null : (sub?.name ?? null);
      each((r) => data.transitions.push(buildTransition(r, entity, ctx)));
      return hasEntityColumn || sub === null ? 'data' : 'used-heading';
    }
    case 'fields': {
      if (!hasEntityColumn && sub !== null) {
        const draft = draftOf(sub, drafts, true);
        each((r) => draft.fields.push(buildField(r, ctx)));
        return 'used-heading';
      }
      const byName = new Map<string, EntityDraft>();
      each((r) => {
        const entityCell = r.cells.get('Entity');
        const name = entityCell ? nameOf(entityCell) : locatedAt('', r.span);
        let draft = byName.get(name.value);
        if (!draft) {
          draft = { name, span: r.span, fields: [], stateField: null, hasTable: true };
          byName.set(name.value, draft);
          drafts.push(draft);
        }
        draft.fields.push(buildField(r, ctx));
      });
      return 'data';
    }
  }
}

/** Turns the drafts that had a table into entities, in order. */
export function finishEntities(drafts: readonly EntityDraft[], data: SectionData): void {
  for (const d of drafts) {
    if (d.hasTable) data.entities.push({ name: d.name, fields: exactList(d.fields), stateField: d.stateField, span: d.span });
  }
}
