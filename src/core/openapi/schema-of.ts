import type { AppConstant, AppEntity, AppOperand, AppPhrase, AppRule, AppShape, AppType } from '../compile/app-model';
import type { ScalarName } from '../spec/type-ref';

/** A JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** Where a part of an exported document came from: the spec's point and 1-based line. */
export interface ContractSource {
  readonly point: number;
  readonly line: number | null;
}

/** The extension field every exported part carries (docs/openapi.md). */
export const SOURCE_KEY = 'x-specfront-source';
/** The entity a string holds the id of. */
export const REF_KEY = 'x-specfront-ref';
/** The point-3 type when JSON Schema has no exact word for it (`text`, `id`, `time`). */
export const TYPE_KEY = 'x-specfront-type';
/** The field's notes exactly, when the description says more (rules). */
export const NOTES_KEY = 'x-specfront-notes';
/** The entity a request schema is the input of (its fields without the id and the state field). */
export const INPUT_KEY = 'x-specfront-input-of';

/** Every extension keyword a schema may carry (for validators in strict mode). */
export const SCHEMA_EXTENSIONS: readonly string[] = [SOURCE_KEY, REF_KEY, TYPE_KEY, NOTES_KEY, INPUT_KEY];

/** A time of day as point 3 reads it (`09:30`, `09:30:15`). */
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$';

/** The schema of a scalar of point 3. */
export function scalarSchema(name: ScalarName): JsonSchema {
  switch (name) {
    case 'string':
      return { type: 'string' };
    case 'text':
      return { type: 'string', [TYPE_KEY]: 'text' };
    case 'integer':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'time':
      return { type: 'string', pattern: TIME_PATTERN, [TYPE_KEY]: 'time' };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'url':
      return { type: 'string', format: 'uri' };
    case 'id':
      return { type: 'string', [TYPE_KEY]: 'id' };
    case 'uuid':
      return { type: 'string', format: 'uuid' };
  }
}

/** Values of an enumeration typed as the field is: numbers stay numbers when every value is one. */
export function enumValues(values: readonly string[]): (string | number)[] {
  const numeric = values.length > 0 && values.every((v) => /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(v));
  return numeric ? values.map(Number) : [...values];
}

/**
 * How a reference to an entity is written: `id` (a string holding the entity's id, as in point 3 and in
 * request bodies) or `record` (the whole record, as responses carry it).
 */
export type RefMode = 'id' | 'record';

/** The schema of a point-3 type or a point-7 shape; `ref` says what a reference to an entity becomes. */
export function typeSchema(type: AppType, ref: (entity: string) => JsonSchema): JsonSchema {
  switch (type.kind) {
    case 'scalar':
      return scalarSchema(type.name);
    case 'enum': {
      const values = enumValues(type.values);
      return { type: typeof values[0] === 'number' ? 'number' : 'string', enum: values };
    }
    case 'ref':
      return ref(type.entity);
    case 'list':
      return { type: 'array', items: typeSchema(type.of, ref) };
    case 'object': {
      const properties: JsonSchema = {};
      for (const f of type.fields) properties[f.name] = typeSchema(f.type, ref);
      const required = type.fields.filter((f) => !f.optional).map((f) => f.name);
      return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    }
    case 'invalid':
      return {};
  }
}

/** A reference written as the referenced record's id. */
export function idRef(entity: string): JsonSchema {
  return { type: 'string', description: `The id of a ${entity}.`, [REF_KEY]: entity };
}

/** The schema of a shape, or null for `—`. */
export function shapeSchema(shape: AppShape, ref: (entity: string) => JsonSchema): JsonSchema | null {
  return shape.kind === 'none' ? null : typeSchema(shape, ref);
}

/** A number of a rule with constants of point 9 written as their values; null when a constant is not a number. */
function operandValue(op: AppOperand, constants: readonly AppConstant[]): number | null {
  if (op.kind === 'number') return op.value;
  const c = constantsByName(constants).get(op.name);
  return c && c.kind === 'number' && typeof c.value === 'number' ? c.value : null;
}

const BY_NAME = new WeakMap<readonly AppConstant[], ReadonlyMap<string, AppConstant>>();

/** The constants by name, the first of each name (as a search from the start finds it); built once per list. */
export function constantsByName(constants: readonly AppConstant[]): ReadonlyMap<string, AppConstant> {
  let byName = BY_NAME.get(constants);
  if (byName === undefined) {
    const map = new Map<string, AppConstant>();
    for (const c of constants) if (!map.has(c.name)) map.set(c.name, c);
    BY_NAME.set(constants, (byName = map));
  }
  return byName;
}

/**
 * A pattern JSON Schema can hold with the same meaning: RE2's syntax that ECMA-262 reads alike. Named
 * groups `(?P<…>)`, inline flags, `\A`, `\z` and POSIX classes are RE2's own, so such a rule stays a
 * description.
 */
export function portablePattern(pattern: string): boolean {
  return !/\(\?|\\[AzQEpP]|\[:[a-z]+:\]/.test(pattern);
}

/** The JSON Schema keywords a rule phrase sets on a field's schema, or null when it has none. */
function phraseKeywords(phrase: AppPhrase, base: JsonSchema, constants: readonly AppConstant[]): JsonSchema | null {
  const isString = base.type === 'string';
  const isNumber = base.type === 'integer' || base.type === 'number';
  const n = (op: AppOperand): number | null => operandValue(op, constants);
  switch (phrase.kind) {
    case 'maxLength':
    case 'minLength': {
      const v = n(phrase.n);
      return isString && v !== null ? { [phrase.kind]: v } : null;
    }
    case 'between': {
      const lo = n(phrase.min);
      const hi = n(phrase.max);
      if (lo === null || hi === null) return null;
      if (phrase.unit === 'characters') return isString ? { minLength: lo, maxLength: hi } : null;
      return isNumber ? { minimum: lo, maximum: hi } : null;
    }
    case 'max':
    case 'min': {
      const v = n(phrase.n);
      return isNumber && v !== null ? { [phrase.kind === 'max' ? 'maximum' : 'minimum']: v } : null;
    }
    case 'positive':
      // An integer's "positive" is `minimum: 1`, the same values in the keyword every draft and every
      // generator reads alike: a numeric `exclusiveMinimum` is read as draft 4's boolean by some (Prism's
      // dynamic mock, json-schema-faker 0.5, made 0 and negative page counts for `exclusiveMinimum: 0`).
      return base.type === 'integer' ? { minimum: 1 } : isNumber ? { exclusiveMinimum: 0 } : null;
    case 'integer':
      return base.type === 'number' ? { type: 'integer' } : null;
    case 'email':
      return isString && base.format === undefined ? { format: 'email' } : null;
    case 'url':
      return isString && base.format === undefined ? { format: 'uri' } : null;
    case 'matches':
      return isString && base.pattern === undefined && portablePattern(phrase.pattern) ? { pattern: phrase.pattern } : null;
    case 'oneOf': {
      if (base.enum !== undefined) return null;
      const values = enumValues(phrase.values);
      if (typeof values[0] === 'number' ? !isNumber : !isString) return null;
      return { enum: values };
    }
    default:
      return null;
  }
}

/** A rule in words for a description: its phrase or expression, and its message. */
function ruleWords(rule: AppRule, fill: (s: string) => string): string {
  const what =
    rule.check.kind === 'expression'
      ? `\`${rule.check.source}\``
      : rule.check.kind === 'not-executable'
        ? rule.check.text
        : phraseWords(rule.check.phrase, fill);
  return `${what}${rule.message ? ` — ${rule.message}` : ''}`;
}

function operandWords(op: AppOperand, fill: (s: string) => string): string {
  return op.kind === 'number' ? String(op.value) : fill(op.name);
}

/** A recognised phrase written back in words, constants as their values. */
function phraseWords(p: AppPhrase, fill: (s: string) => string): string {
  switch (p.kind) {
    case 'required':
      return 'required';
    case 'maxLength':
      return `at most ${operandWords(p.n, fill)} characters`;
    case 'minLength':
      return `at least ${operandWords(p.n, fill)} characters`;
    case 'between':
      return `between ${operandWords(p.min, fill)} and ${operandWords(p.max, fill)}${p.unit === 'characters' ? ' characters' : ''}`;
    case 'max':
      return `at most ${operandWords(p.n, fill)}`;
    case 'min':
      return `at least ${operandWords(p.n, fill)}`;
    case 'email':
    case 'url':
    case 'unique':
    case 'integer':
    case 'positive':
      return p.kind;
    case 'future':
      return 'in the future';
    case 'past':
      return 'in the past';
    case 'matches':
      return `matches \`${p.pattern}\``;
    case 'oneOf':
      return `one of ${p.values.join(', ')}`;
    case 'before':
    case 'after':
      return `${p.kind} ${p.target.kind === 'field' ? p.target.name : p.target.kind}`;
  }
}

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength'] as const;

/**
 * A schema with a rule's keywords added. Every rule holds, so two bounds of one kind keep the stricter
 * (`positive` and `at least 0` on an integer: `minimum: 1`), never the one written last.
 */
function withKeywords(schema: JsonSchema, keywords: JsonSchema): JsonSchema {
  const next = { ...schema, ...keywords };
  const stricter = (keys: readonly string[], pick: (a: number, b: number) => number): void => {
    for (const key of keys) {
      const a = schema[key];
      const b = keywords[key];
      if (typeof a === 'number' && typeof b === 'number') next[key] = pick(a, b);
    }
  };
  stricter(LOWER_BOUNDS, Math.max);
  stricter(UPPER_BOUNDS, Math.min);
  return next;
}

/**
 * A field's schema in an entity: its type (references as ids), the rules of point 5 that JSON Schema
 * can say as keywords, the rest in the description after the notes, and its source.
 */
export function fieldSchema(
  entity: AppEntity,
  field: AppEntity['fields'][number],
  constants: readonly AppConstant[],
  fill: (s: string) => string,
  withSource: boolean,
): JsonSchema {
  let schema = typeSchema(field.type, idRef);
  const described: string[] = [];
  for (const rule of entity.rules) {
    if (rule.field !== field.name) continue;
    const keywords = rule.check.kind === 'phrase' ? phraseKeywords(rule.check.phrase, schema, constants) : null;
    if (keywords) schema = withKeywords(schema, keywords);
    described.push(`${keywords ? 'Rule' : 'Rule (not in the schema)'}, line ${rule.source.line ?? '?'}: ${ruleWords(rule, fill)}.`);
  }
  // A rule that gave a scalar a format, a narrower type or an enumeration keeps the point-3 type apart from it.
  const base = field.type.kind === 'scalar' ? scalarSchema(field.type.name) : null;
  if (
    field.type.kind === 'scalar' &&
    base !== null &&
    schema[TYPE_KEY] === undefined &&
    (schema.format !== base.format || schema.type !== base.type || schema.enum !== undefined)
  ) {
    schema = { ...schema, [TYPE_KEY]: field.type.name };
  }
  const notes = field.notes.trim();
  const lines = [...(notes ? [notes] : []), ...described];
  if (schema.description === undefined) {
    // The usual case, with nothing to take out first: the schema is this call's own new object
    // (typeSchema and withKeywords make a new one each time), so the keys are added to it in place.
    const description = lines.join('\n\n');
    if (description) schema.description = description;
    if (description !== field.notes) schema[NOTES_KEY] = field.notes;
    if (withSource) schema[SOURCE_KEY] = field.source;
    return schema;
  }
  const { description: refWords, ...rest } = schema;
  const description = [...(typeof refWords === 'string' ? [refWords] : []), ...lines].join('\n\n');
  return {
    ...rest,
    ...(description ? { description } : {}),
    ...(description !== field.notes ? { [NOTES_KEY]: field.notes } : {}),
    ...(withSource ? { [SOURCE_KEY]: field.source } : {}),
  };
}

/**
 * An entity's schema: an object of its fields (required as point 3 says), each with its rules; `withSource`
 * adds `x-specfront-source` to the entity and every field.
 */
export function entitySchema(
  entity: AppEntity,
  constants: readonly AppConstant[],
  fill: (s: string) => string,
  withSource: boolean,
): JsonSchema {
  const properties: JsonSchema = {};
  for (const f of entity.fields) properties[f.name] = fieldSchema(entity, f, constants, fill, withSource);
  const required = entity.fields.filter((f) => f.required).map((f) => f.name);
  return {
    type: 'object',
    title: entity.name,
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(withSource ? { [SOURCE_KEY]: entity.source } : {}),
  };
}
