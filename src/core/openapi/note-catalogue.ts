/**
 * The catalogue of import notes: what a document holds that the nine points cannot, each with a stable code
 * (as diagnostics have) and its wording. A note is listed in the imported spec's closing section "Not
 * carried from the OpenAPI document" with its JSON pointer, and returned as `NotCarried { pointer, code,
 * what }`, so tools can count or filter them by code. Codes are never renamed or reused.
 */

/** Whether a part left out of a shape or written as text instead. */
const leftOr = (inShape: boolean, out = 'left out'): string => (inShape ? out : 'written as text');

/** Each note's wording, by code; the arguments are the names and values the sentence needs. */
export const NOTE_WORDING = {
  // Component schemas that are not entities (classify-schemas.ts)
  'union-schema': (a: { name: string; union: string; discriminator: boolean }) =>
    `the schema ${a.name} is a union of objects (${a.union}${a.discriminator ? ' with a discriminator' : ''}); the spec has no unions, so it is not carried (its parts are, when they are objects)`,
  'error-only-schema': (a: { name: string }) =>
    `the schema ${a.name}, used only in the bodies of error responses; point 8 keeps each error's code, status and message`,
  'hook-only-schema': (a: { name: string }) =>
    `the schema ${a.name}, used only by webhooks or callbacks; the spec describes the calls the app makes`,
  'no-properties': (a: { name: string }) => `the schema ${a.name} has no properties the spec can hold`,
  // Types (type-text.ts)
  'circular-shape': (a: { pointer: string }) => `a circular schema (${a.pointer}) inside a shape; written as text`,
  'one-or-list': (a: { union: string; list: string }) =>
    `one value or a list of them (${a.union}); written as a list (${a.list}): one value is a list of one`,
  'id-or-record': (a: { union: string; entity: string }) =>
    `an id or the whole record (${a.union}); written as a reference to ${a.entity}, which travels as its id`,
  union: (a: { union: string }) => `a union of schemas (${a.union}); the spec has no unions of objects, so this part is not carried`,
  'number-enum-in-shape': (a: { numbers: string; type: string }) =>
    `an enumeration of numbers (${a.numbers}) in a call's shape; written as ${a.type}, since a shape's literals are text`,
  tuple: (a: { inShape: boolean }) => `a tuple (prefixItems); ${leftOr(a.inShape)}`,
  'list-without-items': () => 'a list without `items`; written as a list of strings',
  'enum-list': () => 'a list of enumerated values; written as a list of strings',
  'nested-object': () => 'an object nested in a field; point 3 holds no nested objects, so it is written as text',
  'shape-field-bounds': (a: { field: string; bounds: string }) =>
    `the field ${a.field} of a call's shape: ${a.bounds}; point 5 holds rules of point 3's fields, not of a call's shape`,
  map: () => 'a map (additionalProperties); written as an empty object',
  'several-types': (a: { types: string; inShape: boolean }) => `a value of several types (${a.types}); ${leftOr(a.inShape)}`,
  untyped: (a: { inShape: boolean }) => `a schema without a type; ${leftOr(a.inShape, 'left out of the shape')}`,
  // Rules (field-rules.ts)
  'pattern-not-re2': () => "a pattern with lookaround or back-references, which the spec's regular expressions (RE2) do not run",
  // Operations (operations.ts)
  'non-json-body': (a: { media: string }) => `a body of type ${a.media}; carried as its schema (the app sends JSON)`,
  method: (a: { method: string }) => `a ${a.method} operation; point 7 holds GET, POST, PUT, PATCH and DELETE`,
  callbacks: () => 'callbacks; the spec describes the calls the app makes, not calls made to it',
  'query-keywords': (a: { name: string; keywords: string }) =>
    `the query parameter ${a.name}: ${a.keywords}; point 7 names query parameters, not their types or bounds`,
  'header-parameter': (a: { in: string; name: string }) => `the ${a.in} parameter ${a.name}; point 7 holds path and query parameters`,
  'response-header': (a: { name: string }) => `the response header ${a.name}; point 7 holds answers' bodies`,
  'response-links': () => 'links from this answer to other operations; point 7 lists calls, not how one answer feeds the next',
  'status-range': (a: { status: string }) => `the ${a.status} response; point 8 needs one status per code`,
  // The document (document-notes.ts)
  version: (a: { version: string }) => `the document's version ${a.version}; the spec has no version (an export writes 1.0.0)`,
  servers: (a: { servers: string }) => `the servers (${a.servers}); the running app's server is chosen in its settings ("A real server")`,
  link: () => 'a link between operations; point 7 lists calls, not how one answer feeds the next',
  webhook: () => 'a webhook; the spec describes the calls the app makes',
  'security-scheme': (a: { name: string }) => `the security scheme ${a.name}; point 6 names roles, not how users sign in`,
} as const;

/** The code of an import note: `union-schema`, `nested-object`, `servers`… */
export type NoteCode = keyof typeof NOTE_WORDING;

/** The arguments a note's wording takes (none for most). */
export type NoteArgs<C extends NoteCode> = Parameters<(typeof NOTE_WORDING)[C]>;

/** A note's sentence. */
export function noteWording<C extends NoteCode>(code: C, ...args: NoteArgs<C>): string {
  return (NOTE_WORDING[code] as (...a: NoteArgs<C>) => string)(...args);
}
