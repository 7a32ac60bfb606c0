import { pathSegments } from './route-shape';
import { entityNameResolverOver, foldName, type EntityNameResolver } from '../words/fold-entity-name';
import type { Call } from '../spec/call';
import type { Entity } from '../spec/entity';
import type { Screen } from '../spec/screen';
import type { Spec } from '../spec/spec';
import type { Transition } from '../spec/transition';
import type { Shape, TypeRef } from '../spec/type-ref';

/** What a call does for an entity's screens. */
export type CallSlot = 'list' | 'detail' | 'create' | 'update' | 'delete' | 'transition';

/**
 * A list or create call nested under a parent (`GET /api/owners/:id/pets`, `POST /api/lists/:listId/cards`):
 * it lists or creates the records of one parent, the one whose id its last path parameter holds.
 */
export interface NestedCall {
  readonly slot: 'list' | 'create';
  readonly call: Call;
  /** The path parameter that holds the parent's id: the call's last one. */
  readonly param: string;
  /** The parent entity: the entity the path segment before `param` names (`owners` → Owner), else null. */
  readonly parent: string | null;
  /** The child's field that holds the parent (see parentField), or null when none or several fit. */
  readonly field: string | null;
  /** True when `field` is a list of references (many-to-many). */
  readonly many: boolean;
  /** The fields that could hold the parent: empty when none fits, several when the spec must choose. */
  readonly candidates: readonly string[];
}

/** The calls that serve one entity; null where point 7 lists none. */
export interface EntityCalls {
  /** The list call without path parameters (every record). */
  list: Call | null;
  detail: Call | null;
  /** The create call without path parameters. */
  create: Call | null;
  update: Call | null;
  delete: Call | null;
  /** Event name → the call that fires it. */
  readonly transitions: Map<string, Call>;
  /** List and create calls nested under a parent, in spec order (one per slot and parent field). */
  readonly nested: NestedCall[];
}

/** Two calls fit one slot: the first is used, `other` is not. */
export interface CallAmbiguity {
  readonly entity: string;
  readonly slot: CallSlot;
  /** The event, for a transition slot. */
  readonly event: string | null;
  readonly chosen: Call;
  readonly other: Call;
  /** For two nested calls, the parent both are under (the entity, or the parameter when no entity). */
  readonly parent: string | null;
}

/** The calls of point 7 bound to entities by product.md's rules ("The running app"). */
export interface CallBinding {
  /** By entity name, for every entity at least one call serves. */
  readonly entities: ReadonlyMap<string, EntityCalls>;
  readonly ambiguities: readonly CallAmbiguity[];
  /** Calls that fit no slot (and are not the losing side of an ambiguity). */
  readonly unbound: readonly Call[];
}

/** `X` for a shape `X[]` or an object with exactly one `X[]` property. */
export function listEntityOf(shape: Shape): string | null {
  if (shape.kind === 'list') return shape.of.kind === 'ref' ? shape.of.entity : null;
  if (shape.kind !== 'object') return null;
  let found: string | null = null;
  let lists = 0;
  for (const f of shape.fields) {
    if (f.type.kind !== 'list') continue;
    lists++;
    found = f.type.of.kind === 'ref' ? f.type.of.entity : null;
  }
  return lists === 1 ? found : null;
}

/** `X` for a shape `X` or `{ x: X }` (an object whose only property is an X). */
export function singleEntityOf(shape: Shape): string | null {
  if (shape.kind === 'ref') return shape.entity;
  if (shape.kind === 'object' && shape.fields.length === 1) {
    const only = shape.fields[0]?.type;
    return only?.kind === 'ref' ? only.entity : null;
  }
  return null;
}

/** The entity a path names: the literal segment before its last parameter, or its last literal segment. */
function pathEntity(segments: readonly (string | null)[], words: EntityNameResolver, end = segments.length): string | null {
  for (let i = end - 1; i >= 0; i--) {
    const s = segments[i];
    if (s === null || s === undefined) continue;
    const hit = words.resolve(s);
    if (hit !== null) return hit;
  }
  return null;
}

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** A path's segments: a literal (`owners`) or a parameter (`:id`, `{id}`) by name. */
export type PathPart = { readonly literal: string; readonly param: null } | { readonly literal: null; readonly param: string };

/** `/api/owners/:id/pets?q` → api, owners, :id, pets (the query list is dropped). */
export function pathParts(path: string): PathPart[] {
  const q = path.indexOf('?');
  const bare = q === -1 ? path : path.slice(0, q);
  const out: PathPart[] = [];
  for (const s of bare.split('/')) {
    if (s === '') continue;
    if (s.startsWith(':')) out.push({ literal: null, param: s.slice(1) });
    else if (s.startsWith('{') && s.endsWith('}')) out.push({ literal: null, param: s.slice(1, -1) });
    else out.push({ literal: s, param: null });
  }
  return out;
}

/** The entity a reference type points at: `Owner` → Owner, `Owner[]` → Owner (many). */
export function referenceOf(type: TypeRef): { readonly entity: string; readonly many: boolean } | null {
  if (type.kind === 'ref') return { entity: type.entity, many: false };
  if (type.kind === 'list' && type.of.kind === 'ref') return { entity: type.of.entity, many: true };
  return null;
}

const ID_SUFFIX = /(?:_id|Id|ID|_key|Key)$/;
/** Words in a Notes cell written as code spans (`owner`). */
const CODE_SPAN = /`([^`\n]{1,80})`/g;

/**
 * The child's field that holds a parent (docs/spec-format.md, "Related records"):
 * 1. a field named like the parameter (`/api/owners/:owner/pets` → `owner`), whatever its type; the same name
 *    spelled otherwise only by case, `_` or `-` counts (`:ListSid` → `list_sid`, `{team_slug}` → `teamSlug`) when
 *    exactly one field is so named;
 * 2. else the fields whose type is the parent (`owner | Owner`), or failing those a list of it
 *    (`specialties | Specialty[]`): the one named in a code span of the call's Notes, else the one
 *    named like the parameter without its `Id` (`:ownerId` → `owner`), else the only one.
 * `candidates` are the fields that fit step 2 (empty when none, several when the spec must choose).
 */
export function parentField(
  child: Entity | undefined,
  parent: string | null,
  param: string,
  notes = '',
): { field: string | null; many: boolean; candidates: string[] } {
  if (!child) return { field: null, many: false, candidates: [] };
  const folded = foldName(param);
  const alike = param === 'id' ? [] : child.fields.filter((f) => foldName(f.name.value) === folded);
  const named = alike.find((f) => f.name.value === param) ?? (alike.length === 1 ? alike[0] : undefined);
  if (named) return { field: named.name.value, many: referenceOf(named.type)?.many ?? false, candidates: [named.name.value] };
  if (parent === null) return { field: null, many: false, candidates: [] };
  let fits = child.fields.filter((f) => {
    const r = referenceOf(f.type);
    return r !== null && !r.many && r.entity === parent;
  });
  let many = false;
  if (fits.length === 0) {
    fits = child.fields.filter((f) => {
      const r = referenceOf(f.type);
      return r !== null && r.many && r.entity === parent;
    });
    many = true;
  }
  const candidates = fits.map((f) => f.name.value);
  if (fits.length === 0) return { field: null, many: false, candidates };
  if (fits.length === 1) return { field: candidates[0] ?? null, many, candidates };
  const inNotes = new Set<string>();
  for (const m of notes.matchAll(CODE_SPAN)) inNotes.add((m[1] ?? '').trim());
  const fromNotes = candidates.filter((c) => inNotes.has(c));
  if (fromNotes.length === 1) return { field: fromNotes[0] ?? null, many, candidates };
  const base = param.replace(ID_SUFFIX, '');
  const byParam = candidates.filter((c) => c === base);
  if (base !== param && byParam.length === 1) return { field: byParam[0] ?? null, many, candidates };
  return { field: null, many, candidates };
}

/** Each entity name's first declaration. */
function firstEntities(spec: Spec): Map<string, Entity> {
  const map = new Map<string, Entity>();
  for (const e of spec.entities) if (!map.has(e.name.value)) map.set(e.name.value, e);
  return map;
}

/** An index of the entities a caller already keeps: each name's first declaration, and a resolver over those names. */
export interface EntityIndex {
  readonly entities: ReadonlyMap<string, Entity>;
  readonly words: EntityNameResolver;
}

/**
 * Binds each call to the entity slot it serves: a list is the GET returning `X[]` (or an object with
 * one `X[]`), a detail the GET with a path parameter returning `X` (or `{ x: X }`), a transition the
 * POST/PUT/PATCH whose last path segment is an event of the entity (from the response, else the path);
 * among the calls left, create is the POST whose request or response is X, update a PUT/PATCH with a
 * path parameter, delete a DELETE with one. A list with a path parameter, and a create with one whose
 * path ends with X's name (`POST /api/owners/:id/pets`), are nested under a parent (NestedCall) and
 * do not compete with the calls without one. The first call wins a slot (per parent, for nested ones).
 */
export function bindCalls(spec: Spec, index?: EntityIndex): CallBinding {
  // Without a call there is nothing to bind: no index of the entities' names is needed.
  if (spec.calls.length === 0) return { entities: new Map(), ambiguities: [], unbound: [] };
  const entityOf = index?.entities ?? firstEntities(spec);
  const b: Binding = {
    entityOf,
    words: index?.words ?? entityNameResolverOver(entityOf),
    entities: new Map(),
    ambiguities: [],
    unbound: [],
  };
  const eventsOf = new Map<string, Set<string>>();
  // Lists are walked by index: a for…of over a model list allocated a step object per item.
  for (let i = 0; i < spec.transitions.length; i++) {
    const t = spec.transitions[i] as Transition;
    if (!t.entity) continue;
    const set = eventsOf.get(t.event.value) ?? new Set<string>();
    set.add(t.entity.value);
    eventsOf.set(t.event.value, set);
  }
  const left: Left[] = [];
  for (let i = 0; i < spec.calls.length; i++) {
    const call = spec.calls[i] as Call;
    const method = call.method.value.toUpperCase();
    // The path's literal segments, null for its parameters (pathParts, read again only for a nested call).
    const segments = pathSegments(call.path.value);
    if (!bindFirst(b, call, method, segments, eventsOf)) left.push({ call, method, segments });
  }
  for (let i = 0; i < left.length; i++) {
    const { call, method, segments } = left[i] as Left;
    bindLeft(b, call, method, segments);
  }
  // Nested calls in spec order (creates were bound in the second pass).
  const order = new Map<Call, number>();
  spec.calls.forEach((c, i) => order.set(c, i));
  for (const ec of b.entities.values())
    if (ec.nested.length > 1) ec.nested.sort((x, y) => (order.get(x.call) ?? 0) - (order.get(y.call) ?? 0));
  return { entities: b.entities, ambiguities: b.ambiguities, unbound: b.unbound };
}

// The steps of bindCalls are plain functions over one state (a function made per call loses its
// optimised code at each full collection).

/** What bindCalls builds, and the entity index it reads. */
interface Binding {
  readonly entityOf: ReadonlyMap<string, Entity>;
  readonly words: EntityNameResolver;
  readonly entities: Map<string, EntityCalls>;
  readonly ambiguities: CallAmbiguity[];
  readonly unbound: Call[];
}

/** A call the first pass left to the second (create, update, delete), with its method and path read. */
interface Left {
  readonly call: Call;
  readonly method: string;
  readonly segments: (string | null)[];
}

/** The entity's calls, made empty on first use. */
function slotsOf(b: Binding, entity: string): EntityCalls {
  let calls = b.entities.get(entity);
  if (!calls) {
    calls = { list: null, detail: null, create: null, update: null, delete: null, transitions: new Map(), nested: [] };
    b.entities.set(entity, calls);
  }
  return calls;
}

function bind(b: Binding, entity: string, slot: Exclude<CallSlot, 'transition'>, call: Call): void {
  const calls = slotsOf(b, entity);
  const chosen = calls[slot];
  if (chosen) b.ambiguities.push({ entity, slot, event: null, chosen, other: call, parent: null });
  else calls[slot] = call;
}

function bindNested(b: Binding, entity: string, slot: 'list' | 'create', call: Call): void {
  const parts = pathParts(call.path.value);
  let last = -1;
  for (let i = 0; i < parts.length; i++) if (parts[i]?.param != null) last = i;
  const param = parts[last]?.param ?? '';
  const before = parts[last - 1]?.literal;
  const parent = before != null ? b.words.resolve(before) : null;
  const { field, many, candidates } = parentField(b.entityOf.get(entity), parent, param, call.notes);
  const calls = slotsOf(b, entity);
  const scope = parent ?? ':' + param;
  const chosen = calls.nested.find((n) => n.slot === slot && (n.parent ?? ':' + n.param) === scope && n.field === field);
  if (chosen) b.ambiguities.push({ entity, slot, event: null, chosen: chosen.call, other: call, parent: scope });
  else calls.nested.push({ slot, call, param, parent, field, many, candidates });
}

const known = (b: Binding, name: string | null): string | null => (name !== null && b.entityOf.has(name) ? name : null);

/** The first pass: lists, details and transitions. False when the call is left to the second pass. */
function bindFirst(
  b: Binding,
  call: Call,
  method: string,
  segments: readonly (string | null)[],
  eventsOf: ReadonlyMap<string, ReadonlySet<string>>,
): boolean {
  const hasParam = call.params.length > 0 || segments.includes(null);
  if (method === 'GET') {
    const listed = known(b, listEntityOf(call.response));
    if (listed) {
      if (hasParam) bindNested(b, listed, 'list', call);
      else bind(b, listed, 'list', call);
      return true;
    }
    const one = hasParam ? known(b, singleEntityOf(call.response)) : null;
    if (one) {
      bind(b, one, 'detail', call);
      return true;
    }
  } else if (WRITE_METHODS.has(method)) {
    const last = segments[segments.length - 1];
    const owners = last ? eventsOf.get(last) : undefined;
    if (last && owners) {
      const fromShape = known(b, singleEntityOf(call.response)) ?? known(b, singleEntityOf(call.request));
      const fromPath = pathEntity(segments, b.words, segments.length - 1);
      let entity = fromShape !== null && owners.has(fromShape) ? fromShape : fromPath !== null && owners.has(fromPath) ? fromPath : null;
      if (entity === null && owners.size === 1 && fromShape === null && fromPath === null) entity = [...owners][0] ?? null;
      if (entity !== null) {
        const calls = slotsOf(b, entity);
        const chosen = calls.transitions.get(last);
        if (chosen) b.ambiguities.push({ entity, slot: 'transition', event: last, chosen, other: call, parent: null });
        else calls.transitions.set(last, call);
        return true;
      }
    }
  }
  return false;
}

/** The second pass: creates (flat or nested), updates and deletes; anything else is unbound. */
function bindLeft(b: Binding, call: Call, method: string, segments: readonly (string | null)[]): void {
  const hasParam = call.params.length > 0 || segments.includes(null);
  const shapeEntity = known(b, singleEntityOf(call.request)) ?? known(b, singleEntityOf(call.response));
  let lastParam = -1;
  for (let i = 0; i < segments.length; i++) if (segments[i] === null) lastParam = i;
  const byPath = hasParam ? pathEntity(segments, b.words, lastParam === -1 ? segments.length : lastParam) : null;
  const tail = segments[segments.length - 1];
  // A POST under a parent whose path ends with what it creates: `POST /api/owners/:id/pets`.
  const nestedCreate = method === 'POST' && hasParam && tail != null ? b.words.resolve(tail) : null;
  if (method === 'POST' && !hasParam && shapeEntity) bind(b, shapeEntity, 'create', call);
  else if (nestedCreate !== null && (shapeEntity === null || shapeEntity === nestedCreate)) bindNested(b, nestedCreate, 'create', call);
  else if ((method === 'PUT' || method === 'PATCH') && hasParam && (shapeEntity ?? byPath))
    bind(b, (shapeEntity ?? byPath) as string, 'update', call);
  else if (method === 'DELETE' && hasParam && (byPath ?? shapeEntity)) bind(b, (byPath ?? shapeEntity) as string, 'delete', call);
  else b.unbound.push(call);
}

/** How a screen's list or create call is scoped to the parent its route names. */
export type ScreenScope =
  /** A nested call: each of its path parameters ← the route parameter that fills it. */
  | { readonly via: 'path'; readonly args: Readonly<Record<string, string>> }
  /** A list call with a query parameter named like the parent field (`GET /api/visits?pet`). */
  | { readonly via: 'query'; readonly name: string }
  /** A call without the parent: the app filters the list, or pre-fills the form, itself. */
  | { readonly via: 'app' };

/** The call a screen uses for one slot, with how it is scoped. */
export interface ScreenCall {
  readonly call: Call;
  /** The nested call's binding when the call is nested. */
  readonly nested: NestedCall | null;
  readonly scope: ScreenScope | null;
}

/** The parent a route names: `/pets/:id/visits` → the Pet whose id is `:id`, held by Visit's `pet`. */
export interface ScreenParent {
  /** The route parameter that holds the parent's id. */
  readonly param: string;
  /** The parent entity (the route segment before `param`), or null. */
  readonly entity: string | null;
  /** The screen entity's field that holds the parent (parentField), or null when none or several fit. */
  readonly field: string | null;
  readonly many: boolean;
}

/** What one screen uses (see bindScreen). */
export interface ScreenBinding {
  readonly parent: ScreenParent | null;
  /** The list and create calls this screen's route can make, scoped to its parent when it has one. */
  readonly list: ScreenCall | null;
  readonly create: ScreenCall | null;
  /** Nested calls of the screen's own slot (list or create) that its route cannot make, for diagnostics. */
  readonly unusable: readonly NestedCall[];
}

/** The parent a route names for a screen of `kind` showing `entity` (see ScreenParent). */
export function screenParent(
  route: string,
  kind: Screen['kind'],
  entity: Entity | undefined,
  words: EntityNameResolver,
): ScreenParent | null {
  const parts = pathParts(route);
  const params: number[] = [];
  for (let i = 0; i < parts.length; i++) if (parts[i]?.param != null) params.push(i);
  // A detail or edit screen's last parameter is the record's own id; the one before it may be a parent.
  const at = kind === 'detail' || kind === 'edit' ? params[params.length - 2] : params[params.length - 1];
  if (at === undefined || entity === undefined) return null;
  const param = parts[at]?.param ?? '';
  const before = parts[at - 1]?.literal;
  const parent = before != null ? words.resolve(before) : null;
  if (
    kind !== 'detail' &&
    kind !== 'edit' &&
    parent === entity.name.value &&
    !entity.fields.some((f) => referenceOf(f.type)?.entity === parent)
  )
    return null;
  const { field, many } = parentField(entity, parent, param);
  if (parent === null && field === null) return null;
  return { param, entity: parent, field, many };
}

/**
 * The calls a screen of `entity` uses for its list and create slots, by the parameters its route gives
 * (docs/spec-format.md, "Related records"): a route without a parent (`/visits`) takes the call without
 * path parameters; a route with one (`/pets/:id/visits`, `/owners/:id/pets/new`) takes the call nested
 * under that parent whose other path parameters the route also gives, else the call without path
 * parameters scoped by a query parameter named like the parent field, else by the app itself.
 */
export function bindScreen(
  route: string,
  routeParams: readonly string[],
  kind: Screen['kind'],
  entity: Entity | undefined,
  calls: EntityCalls | undefined,
  words: EntityNameResolver,
): ScreenBinding {
  let parent = screenParent(route, kind, entity, words);
  const own = kind === 'list' ? 'list' : kind === 'create' ? 'create' : null;
  const unusable: NestedCall[] = [];
  const list = pickCall(calls, parent, routeParams, 'list');
  const create = pickCall(calls, parent, routeParams, 'create');
  // A route cannot say which of several fields holds the parent; the nested call it uses can (its Notes).
  if (parent !== null && parent.field === null) {
    const settled = (own === 'create' ? create : list)?.nested ?? list?.nested ?? create?.nested;
    if (settled?.field != null) parent = { ...parent, field: settled.field, many: settled.many };
  }
  if (own !== null && (own === 'list' ? list : create) === null && calls) {
    for (const n of calls.nested) if (n.slot === own) unusable.push(n);
  }
  return { parent, list, create, unusable };
}

/** The call a screen whose route names `named` (and gives `routeParams`) uses for `slot` (see bindScreen). */
function pickCall(
  calls: EntityCalls | undefined,
  named: ScreenParent | null,
  routeParams: readonly string[],
  slot: 'list' | 'create',
): ScreenCall | null {
  if (!calls) return null;
  if (named !== null) {
    for (const n of calls.nested) {
      if (n.slot !== slot) continue;
      const sameParent =
        named.entity !== null
          ? n.parent === named.entity && (named.field === null || n.field === null || n.field === named.field)
          : n.field !== null && n.field === named.field;
      if (!sameParent) continue;
      const args: Record<string, string> = Object.create(null) as Record<string, string>;
      let ok = true;
      for (const p of n.call.params) {
        if (p.value === n.param) args[p.value] = named.param;
        else if (routeParams.includes(p.value)) args[p.value] = p.value;
        else ok = false;
      }
      if (ok) return { call: n.call, nested: n, scope: { via: 'path', args } };
    }
  }
  const plain = calls[slot];
  if (plain) {
    if (named === null) return { call: plain, nested: null, scope: null };
    if (slot === 'list' && named.field !== null && plain.query.some((q) => q.value === named.field)) {
      return { call: plain, nested: null, scope: { via: 'query', name: named.field } };
    }
    return { call: plain, nested: null, scope: { via: 'app' } };
  }
  return null;
}
