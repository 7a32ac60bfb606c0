/**
 * The contract out and in (docs/openapi.md): a spec exported as OpenAPI 3.1, JSON Schema or TypeScript, and
 * an OpenAPI 3.0/3.1 or Swagger 2.0 document imported as a spec, in stages (import-openapi.ts).
 */
import { printYamlData } from './print-yaml-data';
import { contractInput, exportOpenApi, type ContractOperation } from './export-openapi';
import { exportJsonSchemas } from './export-json-schema';
import { exportTypeScript } from './export-typescript';

export {
  contractInput,
  exportOpenApi,
  openApiPath,
  type ContractInput,
  type ContractOperation,
  type OpenApiExport,
} from './export-openapi';
export { exportJsonSchemas, JSON_SCHEMA_DIALECT } from './export-json-schema';
export { exportTypeScript } from './export-typescript';
export { importOpenApi, MAX_OPENAPI_CHARS, type ImportResult, type NotCarried } from './import-openapi';
export type { NoteCode } from './note-catalogue';
export { printYamlData } from './print-yaml-data';
export { SCHEMA_EXTENSIONS, type JsonSchema } from './schema-of';

/** What a spec can be exported to. */
export type ContractTarget = 'openapi' | 'jsonschema' | 'typescript';

/** An exported contract as text, and the operations of an OpenAPI export (empty for the others). */
export interface ContractText {
  readonly text: string;
  readonly operations: readonly ContractOperation[];
}

/**
 * A spec's contract as text (docs/openapi.md): `openapi` an OpenAPI 3.1 document (YAML, or JSON with
 * `json`), `jsonschema` one JSON Schema per entity (a JSON object keyed by entity), `typescript` a module of types.
 */
export function exportContract(text: string, to: ContractTarget, json = false): ContractText {
  if (to === 'typescript') return { text: exportTypeScript(contractInput(text)), operations: [] };
  if (to === 'jsonschema') return { text: `${JSON.stringify(exportJsonSchemas(contractInput(text)), null, 2)}\n`, operations: [] };
  // The model and the app are not held while the document is written (they are garbage by then).
  const { document, operations } = exportOpenApi(contractInput(text));
  return { text: json ? `${JSON.stringify(document, null, 2)}\n` : printYamlData(document), operations };
}
