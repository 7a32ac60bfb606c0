import type { NotCarried } from './note-log';

/** A field of an imported entity: its cells in point 3. */
export interface ImportedField {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly notes: string;
}

/** An entity of point 3 made from a component schema. */
export interface ImportedEntity {
  readonly name: string;
  readonly fields: readonly ImportedField[];
}

/** A rule of point 5 made from a field's keywords (`at most 200 characters`). */
export interface ImportedRule {
  readonly entity: string;
  readonly field: string;
  readonly rule: string;
}

/** A call of point 7 made from an operation. */
export interface ImportedCall {
  readonly method: string;
  /** The path with `:name` parameters, without its query list. */
  readonly path: string;
  readonly query: readonly string[];
  /** The Request and Response cells: a shape, or `—` for none. */
  readonly request: string;
  readonly response: string;
  readonly errors: readonly string[];
  readonly roles: readonly string[];
  readonly notes: string;
  /** The line of the spec a specfront export says the call came from (`x-specfront-source`), else null. */
  readonly line: number | null;
}

/** A row of point 8 made from an error response. */
export interface ImportedError {
  readonly code: string;
  readonly status: string;
  readonly message: string;
  readonly when: string;
}

/**
 * The spec's data, the last stage before printing: what each point holds, as the cells and texts the
 * Markdown will show. Points 2, 4, 6 and 9 are always "Not shown.": `specfront options` proposes them.
 */
export interface ImportedSpec {
  readonly title: string;
  /** The text before point 1 (an export's `x-specfront-intro`), trimmed; empty for none. */
  readonly intro: string;
  /** Point 1's text, trimmed; empty for none ("Not shown."). */
  readonly purpose: string;
  readonly entities: readonly ImportedEntity[];
  readonly rules: readonly ImportedRule[];
  readonly calls: readonly ImportedCall[];
  readonly errors: readonly ImportedError[];
  /** What the document holds that the spec cannot, each at its place in the text read. */
  readonly notes: readonly NotCarried[];
  /** What the document was: `OpenAPI 3.1.0`, `Swagger 2.0`. */
  readonly source: string;
}
