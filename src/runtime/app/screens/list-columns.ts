import type { AppEntity, AppField } from '../../../core/index';
import { isLongType } from '../app-lookup';

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

/** A list's columns: the id first, then the entity's fields except long text and nested objects. */
export function listColumnsOf(entity: AppEntity): AppField[] {
  const id = entity.fields.find((f) => f.isId) ?? generatedIdField(entity);
  return [id, ...entity.fields.filter((f) => !f.isId && !isLongType(f.type))];
}
