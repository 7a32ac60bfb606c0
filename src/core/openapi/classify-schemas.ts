import { SCALAR_NAMES } from '../spec/type-ref';
import { isObj, token, type Obj } from './document-value';
import type { NoteLog } from './note-log';
import { INPUT_KEY, SOURCE_KEY } from './schema-of';
import type { SchemaGraph } from './schema-graph';
import { componentOf, nonNull, sameRecord, sameSchema } from './schema-keywords';
import { sideSchemas } from './schema-reach';
import { schemaUses, type SchemaUse } from './schema-uses';

/** What the component schemas are to the spec: entities, inputs of entities, and the rest (not named here). */
export interface SchemaKinds {
  /** Component schema name → entity name, for schemas that become entities, in the document's order. */
  readonly entities: Map<string, string>;
  /** Component schemas that are the input of an entity (`x-specfront-input-of`, or sent only as a body) → that entity. */
  readonly inputs: Map<string, string>;
  /** The schemas of the components that became entities (allOf merged), to know their records written out in place. */
  readonly records: Map<string, Obj>;
}

/** A name as point 3 writes it: letters, digits and `_`, starting with a letter (`pet-status` → `PetStatus`). */
export function entityName(name: string): string {
  const words = name.split(/[^\p{L}\p{N}_]+/u).filter((w) => w !== '');
  const joined = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return joined === '' ? 'Unnamed' : /^[\p{L}_]/u.test(joined) ? joined : `N${joined}`;
}

/**
 * Words a type cell reads as a type, whatever their case: the scalars and the other languages' names that
 * src/core/parse/cells/type-grammar.ts answers with "did you mean" (`int`, `uri`…). No entity may be named so.
 */
const TYPE_WORDS: ReadonlySet<string> = new Set([
  ...SCALAR_NAMES,
  ...['int', 'int32', 'int64', 'long', 'bigint', 'float', 'double', 'decimal', 'real', 'float64', 'bool', 'str', 'varchar', 'char'],
  ...['timestamp', 'uri', 'guid'],
]);

/** Names a list envelope's array commonly has (`{ data: X[], has_more }`, `{ items: X[], next }`). */
const ENVELOPE_KEYS = /^(data|items|results|records|entries|content|values|nodes|elements|list|rows|hits)$/i;
/** Names a list envelope commonly has (`ListEmailsResponse`, `PetPage`, `SpecialEventCollection`). */
const ENVELOPE_NAMES = /(list|page|paged|paginated|collection|results?|response|envelope)/i;

/** What the classification reads: the document's schemas and how each is used. */
interface Context {
  readonly schemas: Obj;
  readonly graph: SchemaGraph;
  readonly notes: NoteLog;
  readonly uses: Map<string, SchemaUse>;
}

/**
 * The component schemas that are objects (after `allOf`), with their merged schema: the candidates for
 * entities. Inputs an export marked (`x-specfront-input-of`) go to `inputs`; unions of objects, schemas only
 * error bodies use and schemas only webhooks or callbacks use are noted and left out.
 */
function objectSchemas(ctx: Context, inputs: Map<string, string>): Map<string, Obj> {
  const { errorOnly, hookOnly } = sideSchemas(ctx.graph.doc);
  const candidates = new Map<string, Obj>();
  for (const [name, raw] of Object.entries(ctx.schemas)) {
    if (!isObj(raw)) continue;
    if (typeof raw[INPUT_KEY] === 'string') {
      inputs.set(name, entityName(raw[INPUT_KEY]));
      continue;
    }
    if (name === 'ErrorBody' && isObj(raw.properties) && 'code' in raw.properties && 'errors' in raw.properties) continue;
    const at = `#/components/schemas/${token(name)}`;
    const resolved = ctx.graph.deref(raw, at);
    const s = isObj(resolved.value) ? nonNull(ctx.graph.merged(resolved.value, resolved.pointer)) : {};
    const union = Array.isArray(s.oneOf) ? 'oneOf' : Array.isArray(s.anyOf) ? 'anyOf' : null;
    if (
      union !== null &&
      (s.type === 'object' ||
        isObj(s.properties) ||
        (s[union] as unknown[]).some((p) => isObj(p) && (p.$ref !== undefined || p.type === 'object' || isObj(p.properties))))
    ) {
      ctx.notes.note(at, 'union-schema', { name, union, discriminator: isObj(s.discriminator) });
      continue;
    }
    if (s.type !== 'object' && !isObj(s.properties)) continue;
    if (errorOnly.has(name) && raw[SOURCE_KEY] === undefined) {
      // `Error`, `Problem` (application/problem+json), and what only they hold.
      ctx.notes.note(at, 'error-only-schema', { name });
      continue;
    }
    if (hookOnly.has(name) && raw[SOURCE_KEY] === undefined) {
      ctx.notes.note(at, 'hook-only-schema', { name });
      continue;
    }
    candidates.set(name, s);
  }
  return candidates;
}

/**
 * The list envelopes among the candidates (`{ data: Email[], has_more }`): only ever a whole success body,
 * no `id`, exactly one list of records, and a name or list key that says so. They are shapes of their
 * calls, not entities: the call then lists the records it holds.
 */
function listEnvelopes(ctx: Context, candidates: Map<string, Obj>): Set<string> {
  const envelopes = new Set<string>();
  for (const [name, s] of candidates) {
    const use = ctx.uses.get(name);
    const raw = ctx.schemas[name] as Obj;
    if (!use?.body || use.inSchema || use.partOf || use.request || use.other || use.errorBody || raw[SOURCE_KEY] !== undefined) continue;
    const props = isObj(s.properties) ? s.properties : {};
    if ('id' in props) continue;
    const lists: string[] = [];
    let plain = true;
    for (const [key, value] of Object.entries(props)) {
      const v = isObj(value) ? nonNull(value) : {};
      const items =
        v.type === 'array' && isObj(v.items) ? (componentOf(v.items) ?? sameRecord(v.items, candidates, (n) => n === name)) : null;
      if (items !== null && items !== name && candidates.has(items)) lists.push(key);
      else if (componentOf(v) !== null && candidates.has(componentOf(v) as string)) plain = false;
    }
    // Paging objects beside the list (Spring's `PageUser`: `content: User[]`, `pageable`, `sort`) are allowed
    // when the name says it is a page; a list key alone (`items`) asks for plain fields beside it.
    if (lists.length === 1 && (ENVELOPE_NAMES.test(name) || (plain && ENVELOPE_KEYS.test(lists[0] as string)))) envelopes.add(name);
  }
  return envelopes;
}

/**
 * The inputs among the candidates, each with the schema it is the input of: a schema only ever sent as a
 * request body (or merged into others by allOf) whose fields are all fields of one other object schema
 * (`IssueInput` of `Issue`, `SpecialEventFields` of `SpecialEvent`), as an exported `x-specfront-input-of` is.
 */
function requestInputs(ctx: Context, candidates: Map<string, Obj>, envelopes: Set<string>): Map<string, string> {
  const requestOnly = [...candidates.keys()].filter((name) => {
    const use = ctx.uses.get(name);
    return (
      use !== undefined &&
      use.request &&
      !use.body &&
      !use.inSchema &&
      !use.other &&
      !use.errorBody &&
      (ctx.schemas[name] as Obj)[SOURCE_KEY] === undefined
    );
  });
  const inputOf = new Map<string, string>();
  for (const name of requestOnly) {
    const s = candidates.get(name) as Obj;
    const props = isObj(s.properties) ? s.properties : {};
    const fields = Object.keys(props);
    if (fields.length === 0) continue;
    // Same fields, and each field the same schema but for its words (description, examples…).
    const hosts = [...candidates].filter(([other, o]) => {
      if (requestOnly.includes(other) || envelopes.has(other) || !isObj(o.properties)) return false;
      const theirs = o.properties;
      return fields.every((f) => f in theirs && sameSchema(props[f], theirs[f]));
    });
    if (hosts.length === 1) inputOf.set(name, (hosts[0] as [string, Obj])[0]);
  }
  return inputOf;
}

/**
 * The classification stage: which component schemas are entities (objects after `allOf`, named for point 3),
 * which are inputs of an entity, and which are neither (unions, error-only and webhook-only schemas, noted;
 * list envelopes, which calls answer as shapes).
 */
export function classifySchemas(graph: SchemaGraph, notes: NoteLog): SchemaKinds {
  const components = isObj(graph.doc.components) ? graph.doc.components : {};
  const schemas = isObj(components.schemas) ? components.schemas : {};
  const ctx: Context = { schemas, graph, notes, uses: schemaUses(graph.doc) };
  const kinds: SchemaKinds = { entities: new Map(), inputs: new Map(), records: new Map() };
  const candidates = objectSchemas(ctx, kinds.inputs);
  const envelopes = listEnvelopes(ctx, candidates);
  const inputOf = requestInputs(ctx, candidates, envelopes);
  for (const name of inputOf.keys()) candidates.delete(name);
  const taken = new Set<string>();
  for (const name of candidates.keys()) {
    if (envelopes.has(name)) continue;
    // A schema named like a type word (`Email`, `Date`, `Url`, `Id`) would be read as that type wherever it is
    // named (`Email[]` is a list of addresses), so its entity is `EmailRecord`.
    const base = TYPE_WORDS.has(entityName(name).toLowerCase()) ? `${entityName(name)}Record` : entityName(name);
    let entity = base;
    for (let n = 2; taken.has(entity); n++) entity = `${base}${n}`;
    taken.add(entity);
    kinds.entities.set(name, entity);
    kinds.records.set(name, candidates.get(name) as Obj);
  }
  for (const [name, host] of inputOf) {
    const entity = kinds.entities.get(host);
    if (entity !== undefined) kinds.inputs.set(name, entity);
  }
  return kinds;
}
