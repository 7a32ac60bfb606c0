import { isObj, str, unToken, type Obj } from './document-value';
import { REF_KEY, TYPE_KEY } from './schema-of';

/** Where component schemas are: `#/components/schemas/NAME`. */
export const SCHEMA_PREFIX = '#/components/schemas/';

/** The component name a `$ref` to `#/components/schemas/NAME` names, else null. */
export function componentOf(schema: Obj): string | null {
  const ref = str(schema.$ref);
  return ref !== undefined && ref.startsWith(SCHEMA_PREFIX) ? unToken(decodeURIComponent(ref.slice(SCHEMA_PREFIX.length))) : null;
}

/** Keywords that describe a schema without changing what it holds. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'nullable',
  'externalDocs',
  '$comment',
]);

/** A schema (or `allOf` part) of annotations only: `{ description: … }`, `{ nullable: true }`. */
export const annotationOnly = (schema: Obj): boolean =>
  Object.keys(schema).every((k) => ANNOTATIONS.has(k) || (k.startsWith('x-') && k !== TYPE_KEY && k !== REF_KEY));

/** Two schemas that say the same but for their annotations (descriptions, examples…), compared as JSON. */
export function sameSchema(a: unknown, b: unknown): boolean {
  const bare = (v: unknown): unknown => (isObj(v) ? Object.fromEntries(Object.entries(v).filter(([k]) => !ANNOTATIONS.has(k))) : v);
  return JSON.stringify(bare(a)) === JSON.stringify(bare(b));
}

/**
 * The one schema of `pool` whose fields include every field of the inline object `inline`, each the same
 * schema but for its words, and whose required fields `inline` all has: a list answer's records written out
 * in place (`data: [{ id, email, … }]`) instead of by `$ref`. Null for none, for several, or for an object
 * of fewer than two fields (too little to tell).
 */
export function sameRecord(inline: Obj, pool: Iterable<[string, Obj]>, skip: (name: string) => boolean): string | null {
  if (typeof inline.$ref === 'string' || !isObj(inline.properties)) return null;
  const props = inline.properties;
  const keys = Object.keys(props);
  if (keys.length < 2) return null;
  let found: string | null = null;
  for (const [name, schema] of pool) {
    if (skip(name) || !isObj(schema.properties)) continue;
    const theirs = schema.properties;
    if (!keys.every((k) => k in theirs && sameSchema(props[k], theirs[k]))) continue;
    if (Array.isArray(schema.required) && !schema.required.every((r) => typeof r !== 'string' || keys.includes(r))) continue;
    if (found !== null) return null;
    found = name;
  }
  return found;
}

/** The schema without a `null` alternative (3.1 `type: [x, "null"]`, 3.0 `nullable`, `oneOf: [x, {type: null}]`). */
export function nonNull(schema: Obj): Obj {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    return types.length === 1 ? { ...schema, type: types[0] } : schema;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    const rest = list.filter((s) => !(isObj(s) && s.type === 'null'));
    if (rest.length === 1 && isObj(rest[0])) {
      const { [key]: _drop, ...others } = schema;
      return { ...others, ...rest[0] };
    }
  }
  return schema;
}

/**
 * The one part of an `allOf` that says what the value is, when every other part (and the schema beside
 * it) only annotates: `allOf: [{ $ref: Template }, { description: … }]`, or 3.0's `allOf: [$ref]` with
 * `nullable: true`, the usual ways to describe a reference. Null otherwise.
 */
export function singlePart(schema: Obj): { part: Obj; index: number } | null {
  if (!Array.isArray(schema.allOf)) return null;
  const { allOf, ...rest } = schema;
  if (!annotationOnly(rest)) return null;
  const parts = (allOf as unknown[]).map((part, index) => ({ part, index })).filter(({ part }) => !(isObj(part) && annotationOnly(part)));
  const only = parts.length === 1 ? parts[0] : undefined;
  return only !== undefined && isObj(only.part) ? { part: only.part, index: only.index } : null;
}

const BOUND_KEYS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern'] as const;

/** A schema's bounds as written (`minLength 2`, `pattern ^[0-9]+$`), in the keywords' order. */
export function boundKeywords(schema: Obj): string[] {
  const out: string[] = [];
  for (const key of BOUND_KEYS)
    if (typeof schema[key] === 'number' || typeof schema[key] === 'string') out.push(`${key} ${String(schema[key])}`);
  return out;
}
