/**
 * OpenAPI import, in stages like a compiler (docs/openapi.md, "Import"):
 *   read-document (limits, JSON or YAML, Swagger 2.0 converted) → schema-graph (`$ref`s, `allOf`) →
 *   classify-schemas (entities, inputs, envelopes; uses and reach) → type-text (types of points 3 and 7) →
 *   entity-fields + field-rules (points 3 and 5) → operations + error-catalogue (points 7 and 8) →
 *   document-notes → imported-spec (the spec's data) → imported-spec-model (the spec model) → print-imported
 *   (Markdown by the spec printer).
 * Every stage notes what the spec cannot hold in one NoteLog (codes and wording: note-catalogue.ts).
 */
import { oneLine, str, type Obj } from './document-value';
import { noteDocument } from './document-notes';
import { importEntities } from './entity-fields';
import { ErrorCatalogue } from './error-catalogue';
import { ImportError } from './import-error';
import type { ImportedSpec } from './imported-spec';
import { NoteLog, type NotCarried } from './note-log';
import { importCalls } from './operations';
import { printImportedSpec } from './print-imported';
import { readDocument, type ReadDocument } from './read-document';
import { classifySchemas } from './classify-schemas';
import { SchemaGraph } from './schema-graph';
import { TypeTexts } from './type-text';

export { MAX_OPENAPI_CHARS } from './read-document';
export type { NotCarried } from './note-log';

/** A Markdown spec made from an OpenAPI document, and what it could not carry. */
export type ImportResult =
  | {
      readonly ok: true;
      readonly spec: string;
      readonly notCarried: readonly NotCarried[];
      /** The document's version: `3.1.0`, `2.0`. */
      readonly version: string;
      /** What it was: `OpenAPI 3.1.0`, `Swagger 2.0`. */
      readonly source: string;
    }
  | { readonly ok: false; readonly message: string };

/** The stages from a document read to the spec's data (the spec model and its text are made from it). */
export function importDocument({ doc, back, source }: ReadDocument): ImportedSpec {
  const notes = new NoteLog();
  const graph = new SchemaGraph(doc);
  const kinds = classifySchemas(graph, notes);
  const types = new TypeTexts(graph, kinds, notes);
  const { entities, rules } = importEntities(graph, kinds, types, notes);
  const errors = new ErrorCatalogue(graph);
  const calls = importCalls(graph, types, errors, notes);
  noteDocument(doc, notes);
  const info = doc.info as Obj;
  return {
    title: oneLine(str(info.title) ?? 'Imported API'),
    intro: (str(info['x-specfront-intro']) ?? '').trim(),
    purpose: (str(info['x-specfront-purpose']) ?? str(info.description) ?? '').trim(),
    entities,
    rules,
    calls,
    errors: errors.rows(),
    // Each note names its place in the document read (a Swagger 2.0 one's own pointers).
    notes: notes.notes.map((n) => ({ ...n, pointer: back(n.pointer) })),
    source,
  };
}

/**
 * Reads an OpenAPI 3.0 or 3.1 document (YAML or JSON, local `$ref`s, `allOf`) into a Markdown spec
 * (docs/openapi.md): title and description → point 1, component schemas → point 3, their constraints →
 * point 5, operations → point 7, error responses → point 8, points 2, 4, 6 and 9 "Not shown.", and a note
 * listing what the spec cannot hold with its JSON pointer. Bad input is a clear message, never a throw.
 */
export function importOpenApi(text: string): ImportResult {
  try {
    const read = readDocument(text);
    const data = importDocument(read);
    return { ok: true, spec: printImportedSpec(data), notCarried: data.notes, version: read.version, source: read.source };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message };
    if (error instanceof RangeError) return { ok: false, message: 'the document nests too deeply to read.' };
    throw error;
  }
}
