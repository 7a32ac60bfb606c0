import type { Span } from '../source/span';

/** The scalar types of point 3. `uuid` is kept apart from `id` only to print it back as written. */
export type ScalarName =
  'string' | 'text' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime' | 'time' | 'email' | 'url' | 'id' | 'uuid';

/** All scalar type names, in the order the docs list them. */
export const SCALAR_NAMES: readonly ScalarName[] = Object.freeze([
  'string',
  'text',
  'integer',
  'number',
  'boolean',
  'date',
  'datetime',
  'time',
  'email',
  'url',
  'id',
  'uuid',
] as const);

/**
 * A parsed field type or payload shape. Field types (point 3) and shapes (point 7) share one grammar;
 * `object` only appears in shapes. Every node keeps the span of the text it was read from.
 */
export type TypeRef =
  | { readonly kind: 'scalar'; readonly name: ScalarName; readonly span: Span }
  /** `one of a, b, c` or `"a" | "b"`; values in the order written. */
  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly span: Span }
  /** A reference to an entity by name, exactly as written (resolved by the check). */
  | { readonly kind: 'ref'; readonly entity: string; readonly span: Span }
  /** `X[]` or `list of X`. */
  | { readonly kind: 'list'; readonly of: TypeRef; readonly span: Span }
  /** `{ a: string, b?: integer }` (shapes only). */
  | { readonly kind: 'object'; readonly fields: readonly ShapeField[]; readonly span: Span }
  /** Text that is not a type; the parser has already reported it. */
  | { readonly kind: 'invalid'; readonly text: string; readonly span: Span };

/** A property of an object shape. */
export interface ShapeField {
  readonly name: string;
  readonly nameSpan: Span;
  readonly optional: boolean;
  readonly type: TypeRef;
}

/** A payload shape of point 7: a type, or `none` for `—`/empty. */
export type Shape = TypeRef | { readonly kind: 'none'; readonly span: Span };
