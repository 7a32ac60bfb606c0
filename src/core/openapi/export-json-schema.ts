import type { ContractInput } from './export-openapi';
import { entitySchema, type JsonSchema } from './schema-of';

/** The JSON Schema dialect of the exported schemas. */
export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * One JSON Schema (draft 2020-12) per entity of point 3, keyed by the entity's name: its fields with
 * their types (references as the referenced record's id, so each schema stands alone), the required
 * fields, and the rules of point 5 JSON Schema can say as keywords; the others in descriptions.
 */
export function exportJsonSchemas(input: ContractInput): Record<string, JsonSchema> {
  const out = Object.create(null) as Record<string, JsonSchema>;
  for (const e of input.app.entities) {
    if (out[e.name] !== undefined) continue;
    out[e.name] = { $schema: JSON_SCHEMA_DIALECT, ...entitySchema(e, input.app.constants, input.fill, true) };
  }
  return out;
}
