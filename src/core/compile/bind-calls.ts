import { createEntityNameResolver, type EntityNameResolver } from '../check/fold-entity-name';
import { pathSegments } from '../check/route-shape';
import type { Call } from '../spec/call';
import type { Spec } from '../spec/spec';
import type { Shape } from '../spec/type-ref';

/** What a call does for an entity's screens. */
export type CallSlot = 'list' | 'detail' | 'create' | 'update' | 'delete' | 'transition';

/** The calls that serve one entity; null where point 7 lists none. */
export interface EntityCalls {
  list: Call | null;
  detail: Call | null;
  create: Call | null;
  update: Call | null;
  delete: Call | null;
  /** Event name → the call that fires it. */
  readonly transitions: Map<string, Call>;
}

/** Two calls fit one slot: the first is used, `other` is not. */
export interface CallAmbiguity {
  readonly entity: string;
  readonly slot: CallSlot;
  /** The event, for a transition slot. */
  readonly event: string | null;
  readonly chosen: Call;
  readonly other: Call;
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

/**
 * Binds each call to the entity slot it serves: a list is the GET returning `X[]` (or an object with
 * one `X[]`), a detail the GET with a path parameter returning `X` (or `{ x: X }`), a transition the
 * POST/PUT/PATCH whose last path segment is an event of the entity (from the response, else the path);
 * among the calls left, create is the POST without path parameters whose request or response is X,
 * update a PUT/PATCH with a path parameter, delete a DELETE with one. The first call wins a slot.
 */
export function bindCalls(spec: Spec): CallBinding {
  const names = new Set<string>();
  for (const e of spec.entities) names.add(e.name.value);
  const words = createEntityNameResolver(names);
  const eventsOf = new Map<string, Set<string>>();
  for (const t of spec.transitions) {
    if (!t.entity) continue;
    const set = eventsOf.get(t.event.value) ?? new Set<string>();
    set.add(t.entity.value);
    eventsOf.set(t.event.value, set);
  }
  const entities = new Map<string, EntityCalls>();
  const ambiguities: CallAmbiguity[] = [];
  const unbound: Call[] = [];
  const slotsOf = (entity: string): EntityCalls => {
    let calls = entities.get(entity);
    if (!calls) {
      calls = { list: null, detail: null, create: null, update: null, delete: null, transitions: new Map() };
      entities.set(entity, calls);
    }
    return calls;
  };
  const bind = (entity: string, slot: Exclude<CallSlot, 'transition'>, call: Call): void => {
    const calls = slotsOf(entity);
    const chosen = calls[slot];
    if (chosen) ambiguities.push({ entity, slot, event: null, chosen, other: call });
    else calls[slot] = call;
  };
  const known = (name: string | null): string | null => (name !== null && names.has(name) ? name : null);

  const left: { call: Call; method: string; segments: (string | null)[] }[] = [];
  for (const call of spec.calls) {
    const method = call.method.value.toUpperCase();
    const segments = pathSegments(call.path.value);
    const hasParam = call.params.length > 0 || segments.includes(null);
    if (method === 'GET') {
      const listed = known(listEntityOf(call.response));
      if (listed) {
        bind(listed, 'list', call);
        continue;
      }
      const one = hasParam ? known(singleEntityOf(call.response)) : null;
      if (one) {
        bind(one, 'detail', call);
        continue;
      }
    } else if (WRITE_METHODS.has(method)) {
      const last = segments[segments.length - 1];
      const owners = last ? eventsOf.get(last) : undefined;
      if (last && owners) {
        const fromShape = known(singleEntityOf(call.response)) ?? known(singleEntityOf(call.request));
        const fromPath = pathEntity(segments, words, segments.length - 1);
        let entity = [fromShape, fromPath].find((e) => e !== null && owners.has(e)) ?? null;
        if (entity === null && owners.size === 1 && fromShape === null && fromPath === null) entity = [...owners][0] ?? null;
        if (entity !== null) {
          const calls = slotsOf(entity);
          const chosen = calls.transitions.get(last);
          if (chosen) ambiguities.push({ entity, slot: 'transition', event: last, chosen, other: call });
          else calls.transitions.set(last, call);
          continue;
        }
      }
    }
    left.push({ call, method, segments });
  }

  for (const { call, method, segments } of left) {
    const hasParam = call.params.length > 0 || segments.includes(null);
    const shapeEntity = known(singleEntityOf(call.request)) ?? known(singleEntityOf(call.response));
    let lastParam = -1;
    for (let i = 0; i < segments.length; i++) if (segments[i] === null) lastParam = i;
    const byPath = hasParam ? pathEntity(segments, words, lastParam === -1 ? segments.length : lastParam) : null;
    if (method === 'POST' && !hasParam && shapeEntity) bind(shapeEntity, 'create', call);
    else if ((method === 'PUT' || method === 'PATCH') && hasParam && (shapeEntity ?? byPath)) bind((shapeEntity ?? byPath) as string, 'update', call);
    else if (method === 'DELETE' && hasParam && (byPath ?? shapeEntity)) bind((byPath ?? shapeEntity) as string, 'delete', call);
    else unbound.push(call);
  }
  return { entities, ambiguities, unbound };
}
