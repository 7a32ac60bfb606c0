import type { Located, Span } from '../../source/span';
import type { Field } from '../../spec/entity';
import {
  buildCall, buildConstant, buildError, buildField, buildPermission, buildRole, buildRule, buildScreen, buildTransition,
  type RowContext,
} from './build-rows';
import { nameOf } from './cell-values';
import { readTable } from './read-table';
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

/** How a table was taken: as prose, as data, or as data whose entity the sub-heading named. */
export type TableOutcome = 'prose' | 'data' | 'used-heading';

/**
 * Reads a table found in a point's section: decides its kind from the point and its columns, reads
 * the rows and adds the items to `data` (fields go to entity drafts).
 */
export function readSectionTable(
  header: SplitRow, body: readonly SplitRow[], ctx: RowContext, sub: SubHeading | null,
  drafts: EntityDraft[], data: SectionData,
): TableOutcome {
  const names = header.cells.map((c) => c.src.text);
  const kind = classifyTable(ctx.point, names);
  if (kind === null) return 'prose';
  const hasEntityColumn = mapHeader(tableSpecOf(kind), names).includes('Entity');
  const rows = readTable(header, body, kind, { point: ctx.point, sink: ctx.sink, entityFromHeading: sub !== null });
  if (rows === null) return 'data';
  switch (kind) {
    case 'screens': for (const r of rows) data.screens.push(buildScreen(r, ctx)); return 'data';
    case 'rules': for (const r of rows) data.rules.push(buildRule(r, ctx)); return 'data';
    case 'roles': for (const r of rows) data.roles.push(buildRole(r)); return 'data';
    case 'permissions': for (const r of rows) data.permissions.push(buildPermission(r, ctx)); return 'data';
    case 'calls': for (const r of rows) data.calls.push(buildCall(r, ctx)); return 'data';
    case 'errors': for (const r of rows) data.errors.push(buildError(r, ctx)); return 'data';
    case 'constants': for (const r of rows) data.constants.push(buildConstant(r)); return 'data';
    case 'transitions': {
      for (const r of rows) data.transitions.push(buildTransition(r, hasEntityColumn ? null : (sub?.name ?? null), ctx));
      return hasEntityColumn || sub === null ? 'data' : 'used-heading';
    }
    case 'fields': {
      if (!hasEntityColumn && sub !== null) {
        if (sub.draft === null) sub.draft = { name: sub.name, span: sub.span, fields: [], stateField: null, hasTable: true };
        sub.draft.hasTable = true;
        if (!drafts.includes(sub.draft)) drafts.push(sub.draft);
        for (const r of rows) sub.draft.fields.push(buildField(r, ctx));
        return 'used-heading';
      }
      const byName = new Map<string, EntityDraft>();
      for (const r of rows) {
        const entityCell = r.cells.get('Entity');
        const name = entityCell ? nameOf(entityCell) : { value: '', span: r.span };
        let draft = byName.get(name.value);
        if (!draft) {
          draft = { name, span: r.span, fields: [], stateField: null, hasTable: true };
          byName.set(name.value, draft);
          drafts.push(draft);
        }
        draft.fields.push(buildField(r, ctx));
      }
      return 'data';
    }
  }
}

/** Turns the drafts that had a table into entities, in order. */
export function finishEntities(drafts: readonly EntityDraft[], data: SectionData): void {
  for (const d of drafts) {
    if (d.hasTable) data.entities.push({ name: d.name, fields: d.fields, stateField: d.stateField, span: d.span });
  }
}
