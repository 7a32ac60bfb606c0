import type { SchemaKinds } from './classify-schemas';
import { isObj, oneLine, token, type Obj } from './document-value';
import { fieldRules } from './field-rules';
import type { ImportedEntity, ImportedField, ImportedRule } from './imported-spec';
import type { NoteLog } from './note-log';
import type { SchemaGraph } from './schema-graph';
import { nonNull } from './schema-keywords';
import type { TypeTexts } from './type-text';

/**
 * Points 3 and 5 of the imported spec: each entity's fields from its component schema (`allOf` merged; type,
 * Required from `required`, Notes from the description), in the document's order, and the rules their
 * keywords say. A schema with no property the spec can hold is noted and keeps an empty table.
 */
export function importEntities(
  graph: SchemaGraph,
  kinds: SchemaKinds,
  types: TypeTexts,
  notes: NoteLog,
): { entities: ImportedEntity[]; rules: ImportedRule[] } {
  const components = isObj(graph.doc.components) ? graph.doc.components : {};
  const schemas = isObj(components.schemas) ? components.schemas : {};
  const entities: ImportedEntity[] = [];
  const rules: ImportedRule[] = [];
  for (const [component, name] of kinds.entities) {
    const at = `#/components/schemas/${token(component)}`;
    const schema = nonNull(graph.merged(schemas[component] as Obj, at));
    const props = isObj(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const fields: ImportedField[] = [];
    for (const [field, value] of Object.entries(props)) {
      const here = graph.placeOf(value, at, field);
      const type = types.text(value, here, false);
      if (type === null) continue;
      fields.push({ name: field, type, required: required.has(field), notes: oneLine(isObj(value) ? types.description(value) : '') });
      for (const rule of fieldRules(graph, kinds, notes, value, here)) rules.push({ entity: name, field, rule });
    }
    if (fields.length === 0) notes.note(at, 'no-properties', { name: component });
    entities.push({ name, fields });
  }
  return { entities, rules };
}
