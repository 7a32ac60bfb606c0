import type { Call } from '../spec/call';
import type { AppCall } from './app-model';
import { toAppShape } from './app-type';
import type { CallSlot, NestedCall } from '../model/bind-calls';
import { normalisePath } from './normalise-path';
import { filtersOf } from './relation-phrases';

/** What binding says of one call: its entity and slot, the event of a transition, the parent of a nested call. */
export interface BoundCall {
  readonly entity: string;
  readonly slot: CallSlot;
  readonly event: string | null;
  readonly nested: NestedCall | null;
}

/** Compiles one call of point 7 under its unique `id`, with the entity, slot and event it is bound to (if any), on `line`. */
export function compileCall(call: Call, id: string, bound: BoundCall | undefined, line: number): AppCall {
  const query = call.query.map((q) => q.value);
  const nested = bound?.nested ?? null;
  return {
    id,
    method: call.method.value.toUpperCase(),
    path: normalisePath(call.path.value),
    params: call.params.map((p) => p.value),
    query,
    request: toAppShape(call.request),
    response: toAppShape(call.response),
    errors: call.errors.map((e) => e.value),
    roles: call.roles.map((r) => r.value),
    entity: bound?.entity ?? null,
    slot: bound?.slot ?? null,
    event: bound?.event ?? null,
    parent: nested ? { param: nested.param, entity: nested.parent, field: nested.field, many: nested.many } : null,
    filters: bound?.slot === 'list' ? filtersOf(query, call.notes) : [],
    source: { point: 7, line },
  };
}
