import type { AppEntity, AppField } from '../../../core/index';
import { isLongType, titleFieldOf } from '../screen-lookups';

/** The id as a column when point 3 declares none (the backend generates it). */
function generatedIdField(entity: AppEntity): AppField {
  return {
    name: entity.idField,
    label: 'Id',
    type: { kind: 'scalar', name: 'id' },
    required: true,
    isId: true,
    isState: false,
    editable: false,
    notes: '',
    source: { point: null, line: null },
  };
}

/** True for a key people never read: generated, or of type `id` or `uuid`. */
export function isMachineKey(entity: AppEntity, id: AppField): boolean {
  return entity.generatedId || (id.type.kind === 'scalar' && (id.type.name === 'id' || id.type.name === 'uuid'));
}

/**
 * A list's columns and the one that links to the record: the entity's fields except long text and
 * nested objects, and except `omit` (the parent a scoped list is filtered by). When every record has a
 * name (titleFieldOf is a required field), the name is the link and a machine key is left out; else the
 * id stays first, as the link.
 */
export function listColumnsOf(entity: AppEntity, omit: readonly string[] = []): { readonly columns: AppField[]; readonly link: string } {
  const id = entity.fields.find((f) => f.isId) ?? generatedIdField(entity);
  const title = titleFieldOf(entity);
  const rest = entity.fields.filter((f) => !f.isId && !isLongType(f.type) && !omit.includes(f.name));
  if (entity.fields.some((f) => f.name === title && f.required && !f.isId) && isMachineKey(entity, id))
    return { columns: rest, link: title };
  return { columns: [id, ...rest], link: id.name };
}

/** The entities whose records the columns refer to (a reference or a list of references), each once, in column order. */
export function referencedEntities(columns: readonly AppField[]): string[] {
  return [
    ...new Set(
      columns.flatMap((c) =>
        c.type.kind === 'ref' ? [c.type.entity] : c.type.kind === 'list' && c.type.of.kind === 'ref' ? [c.type.of.entity] : [],
      ),
    ),
  ];
}
