import { keepShape } from '../source/keep-shape';
import { createLineIndex, type LineIndex } from '../source/line-index';
import type { Span } from '../source/span';
import { createSink, type DiagnosticSink } from '../diagnostics/report';
import type { Constant } from '../spec/constant';
import type { Entity, Field } from '../spec/entity';
import type { ErrorEntry } from '../spec/error-entry';
import type { Role } from '../spec/role';
import type { Spec } from '../spec/spec';
import { entityNameResolverOver, type EntityNameResolver } from '../words/fold-entity-name';
import { NameIndex } from '../words/name-index';
import { createSuggester, type Suggester } from '../words/suggest';

/**
 * What every check pass shares: the spec, the sink, the line index and name indexes built once
 * (Maps keyed by the first declaration of each name), so each pass stays linear.
 */
export interface CheckContext {
  readonly spec: Spec;
  readonly sink: DiagnosticSink;
  /** The 1-based line of an offset. */
  lineOf(span: Span): number;
  readonly entities: ReadonlyMap<string, Entity>;
  /** Whether two entities share a name (blank names too); false means each entity is its name's first declaration. */
  readonly entityNamesRepeat: boolean;
  /** Fields of each entity (first declaration of each name), by entity name; undefined for an undeclared one. */
  readonly fields: FieldIndexes;
  /** Known roles: point 6's list, or, when it lists none, the roles its permissions name. */
  readonly roles: ReadonlyMap<string, Role | null>;
  readonly constants: ReadonlyMap<string, Constant>;
  readonly errors: ReadonlyMap<string, ErrorEntry>;
  /** Event name → the entity names (as written, '' when none) whose transitions use it. */
  readonly events: ReadonlyMap<string, ReadonlySet<string>>;
  readonly entityWords: EntityNameResolver;
  readonly suggestEntity: Suggester;
  readonly suggestRole: Suggester;
  readonly suggestConstant: Suggester;
  readonly suggestError: Suggester;
  /** A suggester over one entity's field names. */
  suggestField(entity: string): Suggester;
}

/** An entity's fields by name: the first declaration of each. */
export interface FieldIndex {
  get(name: string): Field | undefined;
  has(name: string): boolean;
  /** How many distinct names. */
  readonly size: number;
  /** The distinct names, in declaration order. */
  names(): Iterable<string>;
}

/** The field indexes of the declared entities, by entity name. */
export interface FieldIndexes {
  get(entity: string): FieldIndex | undefined;
  /** Whether the entity (given itself, no name lookup) has a field of this name. */
  has(entity: Entity, field: string): boolean;
  /** Whether two of the entity's fields share a name (blank names too). */
  repeat(entity: Entity): boolean;
}

/**
 * Field indexes made when asked: a short field list is searched in place (a wrapper made per lookup and
 * dropped), a long one indexed in a Map once and kept. A spec of a hundred thousand small entities
 * keeps no index at all.
 */
class LazyFieldIndexes implements FieldIndexes {
  declare private readonly entities: ReadonlyMap<string, Entity>;
  declare private readonly indexed: Map<string, FieldIndex>;

  constructor(entities: ReadonlyMap<string, Entity>) {
    this.entities = entities;
    this.indexed = new Map();
  }

  get(entity: string): FieldIndex | undefined {
    const fields = this.entities.get(entity)?.fields;
    if (fields === undefined) return undefined;
    if (fields.length <= SCAN_LIMIT) return new ScannedFields(fields);
    let index = this.indexed.get(entity);
    if (index === undefined) {
      index = createFieldIndex(fields);
      this.indexed.set(entity, index);
    }
    return index;
  }

  has(entity: Entity, field: string): boolean {
    const fields = entity.fields;
    if (fields.length <= SCAN_LIMIT) {
      for (let i = 0; i < fields.length; i++) if ((fields[i] as Field).name.value === field) return true;
      return false;
    }
    return this.long(entity).has(field);
  }

  repeat(entity: Entity): boolean {
    const fields = entity.fields;
    if (fields.length <= SCAN_LIMIT) {
      for (let i = 1; i < fields.length; i++) {
        const name = (fields[i] as Field).name.value;
        for (let j = 0; j < i; j++) if ((fields[j] as Field).name.value === name) return true;
      }
      return false;
    }
    return this.long(entity).size !== fields.length;
  }

  /** A long field list's index: the one kept by name when the entity is its name's first, else one made now. */
  private long(entity: Entity): FieldIndex {
    const name = entity.name.value;
    if (this.entities.get(name) === entity) return this.get(name) as FieldIndex;
    return createFieldIndex(entity.fields);
  }
}

/** Up to this many fields, an entity's fields are searched in place rather than indexed in a Map. */
const SCAN_LIMIT = 16;

/** A short field list searched in place: a few comparisons cost less than a Map per entity. */
class ScannedFields implements FieldIndex {
  declare private readonly fields: readonly Field[];

  constructor(fields: readonly Field[]) {
    this.fields = fields;
  }

  get(name: string): Field | undefined {
    for (const f of this.fields) if (f.name.value === name) return f;
    return undefined;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  get size(): number {
    const fields = this.fields;
    let n = 0;
    for (let i = 0; i < fields.length; i++) if (this.isFirst(i)) n++;
    return n;
  }

  /** Whether field `i` is the first of its name. */
  private isFirst(i: number): boolean {
    const fields = this.fields;
    const name = (fields[i] as Field).name.value;
    for (let j = 0; j < i; j++) if ((fields[j] as Field).name.value === name) return false;
    return true;
  }

  names(): Iterable<string> {
    const out: string[] = [];
    for (let i = 0; i < this.fields.length; i++) if (this.isFirst(i)) out.push((this.fields[i] as Field).name.value);
    return out;
  }
}

keepShape(new LazyFieldIndexes(new Map()));
keepShape(new ScannedFields([]));

/** Indexes an entity's fields: searched in place when few, a Map when many (lookups stay O(1)). */
export function createFieldIndex(fields: readonly Field[]): FieldIndex {
  if (fields.length <= SCAN_LIMIT) return new ScannedFields(fields);
  const map = firstByName(fields, (f) => f.name.value);
  return { get: (name) => map.get(name), has: (name) => map.has(name), size: map.size, names: () => map.keys() };
}

function firstByName<T>(items: readonly T[], nameOf: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const name = nameOf(item);
    if (!map.has(name)) map.set(name, item);
  }
  return map;
}

/**
 * A resolver that answers each distinct words once: the check resolves the same words many times (a
 * path's segment in each of an entity's calls, a screen's Shows in several passes), and a plural takes
 * the folded forms of the name each time.
 */
class RememberingResolver implements EntityNameResolver {
  declare private readonly resolver: EntityNameResolver;
  declare private readonly known: Map<string, string | null>;

  constructor(resolver: EntityNameResolver) {
    this.resolver = resolver;
    this.known = new Map();
  }

  resolve(words: string): string | null {
    let hit = this.known.get(words);
    if (hit === undefined) this.known.set(words, (hit = this.resolver.resolve(words)));
    return hit;
  }
}

keepShape(new RememberingResolver({ resolve: () => null }));

/** Builds the shared context in one pass over each list. */
export function createCheckContext(spec: Spec, text: string, sink: DiagnosticSink = createSink()): CheckContext {
  let lines: LineIndex | null = null;
  // The one index of entity names: the resolver, the suggester and `bindCalls` read it too.
  const entities = new NameIndex<Entity>(spec.entities.length);
  let entityNamesRepeat = false;
  for (const e of spec.entities) if (!entities.add(e.name.value, e)) entityNamesRepeat = true;
  const fields = new LazyFieldIndexes(entities);
  const roles = new Map<string, Role | null>();
  for (const role of spec.roles) if (!roles.has(role.name.value)) roles.set(role.name.value, role);
  if (roles.size === 0) for (const p of spec.permissions) if (p.role.value && !roles.has(p.role.value)) roles.set(p.role.value, null);
  const events = new Map<string, Set<string>>();
  for (const t of spec.transitions) {
    const set = events.get(t.event.value) ?? new Set<string>();
    set.add(t.entity?.value ?? '');
    events.set(t.event.value, set);
  }
  const constants = firstByName(spec.constants, (c) => c.name.value);
  const errors = firstByName(spec.errors, (e) => e.code.value);
  const fieldSuggesters = new Map<string, Suggester>();
  return {
    spec,
    sink,
    lineOf(span) {
      lines ??= createLineIndex(text);
      return lines.positionAt(span.from).line;
    },
    entities,
    entityNamesRepeat,
    fields,
    roles,
    constants,
    errors,
    events,
    entityWords: new RememberingResolver(entityNameResolverOver(entities)),
    suggestEntity: createSuggester(entities.keys()),
    suggestRole: createSuggester(roles.keys()),
    suggestConstant: createSuggester(constants.keys()),
    suggestError: createSuggester(errors.keys()),
    suggestField(entity) {
      let s = fieldSuggesters.get(entity);
      if (!s) {
        s = createSuggester(fields.get(entity)?.names() ?? []);
        fieldSuggesters.set(entity, s);
      }
      return s;
    },
  };
}
