import type { Call } from '../spec/call';
import type { AppCall } from './app-model';
import { toAppShape } from './app-type';
import type { CallSlot } from './bind-calls';
import { normalisePath } from './normalise-path';

/** Compiles one call of point 7 under its unique `id`, with the entity, slot and event it is bound to (if any), on `line`. */
export function compileCall(call: Call, id: string, bound: { readonly entity: string; readonly slot: CallSlot; readonly event: string | null } | undefined, line: number): AppCall {
  return {
    id,
    method: call.method.value.toUpperCase(),
    path: normalisePath(call.path.value),
    params: call.params.map((p) => p.value),
    query: call.query.map((q) => q.value),
    request: toAppShape(call.request),
    response: toAppShape(call.response),
    errors: call.errors.map((e) => e.value),
    roles: call.roles.map((r) => r.value),
    entity: bound?.entity ?? null,
    slot: bound?.slot ?? null,
    event: bound?.event ?? null,
    source: { point: 7, line },
  };
}
