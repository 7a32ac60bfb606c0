import type { Span } from '../source/span';
import type { TextEdit } from './option';
import type { OptionContext } from './option-context';
import type { RowValues } from './spec-layout';

/** A field row to write in point 3. */
export interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly notes: string;
}

const values = (entity: string, f: FieldRow): RowValues => ({
  Entity: entity,
  Field: f.name,
  Type: f.type,
  Required: f.required ? 'yes' : 'no',
  Notes: f.notes,
});

/** The last field row of point 3 and whether its table has an Entity column (the one-table layout). */
function pointThreeTable(ctx: OptionContext): { span: Span; oneTable: boolean } | null {
  for (let i = ctx.spec.entities.length - 1; i >= 0; i--) {
    const last = ctx.spec.entities[i]?.fields.at(-1);
    if (!last) continue;
    const columns = ctx.layout.columnsAt('fields', last.span);
    return { span: last.span, oneTable: columns?.includes('Entity') ?? false };
  }
  return null;
}

/**
 * The edit that declares a new entity in point 3, in the layout point 3 already uses: rows of its one
 * table with an Entity column, or a `### Name` sub-heading with its own table.
 */
export function newEntityEdit(ctx: OptionContext, entity: string, fields: readonly FieldRow[]): TextEdit {
  const table = pointThreeTable(ctx);
  if (table?.oneTable)
    return ctx.layout.appendRows(
      'fields',
      table.span,
      fields.map((f) => values(entity, f)),
    );
  return ctx.layout.addBlock(3, [
    `### ${entity}`,
    '',
    ...ctx.layout.table(
      ['Field', 'Type', 'Required', 'Notes'],
      fields.map((f) => values(entity, f)),
    ),
  ]);
}

/** The edit that adds fields to a declared entity: rows after its last field, or null when it has none. */
export function addFieldsEdit(ctx: OptionContext, entity: string, fields: readonly FieldRow[]): TextEdit | null {
  const declared = ctx.spec.entities.find((e) => e.name.value === entity);
  const last = declared?.fields.at(-1);
  if (!last) return null;
  return ctx.layout.appendRows(
    'fields',
    last.span,
    fields.map((f) => values(entity, f)),
  );
}
