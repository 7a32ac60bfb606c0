import type { Span } from '../source/span';
import type { Call } from '../spec/call';

/** What a call does, read from its method and path shape alone (before any entity is known). */
export type CallSlotKind = 'list' | 'detail' | 'create' | 'update' | 'delete' | 'transition' | 'other';

/** A call of point 7 read for inference: which collection it serves, and how. */
export interface CallIntent {
  readonly call: Call;
  readonly method: string;
  readonly slot: CallSlotKind;
  /** The literal path segment naming the records (`tools`), or null. */
  readonly collection: string | null;
  /** The path before the collection (`/api`). */
  readonly prefix: string;
  /** The event, for a transition (`return` in `POST /api/loans/:id/return`). */
  readonly event: string | null;
  /** For a nested list (`GET /api/tools/:toolId/loans`): the owning collection and its parameter. */
  readonly parent: { readonly collection: string; readonly param: string } | null;
  /** The call's path span (evidence). */
  readonly span: Span;
}

const isParam = (s: string): boolean => s.startsWith(':') || (s.startsWith('{') && s.endsWith('}'));
const paramName = (s: string): string => (s.startsWith(':') ? s.slice(1) : s.slice(1, -1));

/**
 * Reads a call's intent. `isCollection` says whether a literal segment is known to name records
 * (another call's collection); it tells a nested collection (`/tools/:id/loans`) from an event
 * (`/loans/:id/return`).
 */
export function readCallIntent(call: Call, isCollection: (segment: string) => boolean): CallIntent {
  const method = call.method.value.toUpperCase();
  const segments = call.path.value.split('/').filter((s) => s !== '');
  const n = segments.length;
  const last = segments[n - 1];
  const base = { call, method, span: call.path.span };
  const prefixOf = (i: number): string => '/' + segments.slice(0, i).join('/');
  const none = { ...base, slot: 'other' as const, collection: null, prefix: '', event: null, parent: null };
  if (last === undefined) return none;
  if (!isParam(last)) {
    const beforeParam = segments[n - 2];
    const owner = segments[n - 3];
    if (beforeParam !== undefined && isParam(beforeParam) && owner !== undefined && !isParam(owner)) {
      if (method !== 'GET' && method !== 'DELETE' && !isCollection(last)) {
        return { ...base, slot: 'transition', collection: owner, prefix: prefixOf(n - 3), event: last, parent: null };
      }
      const parent = { collection: owner, param: paramName(beforeParam) };
      const slot = method === 'GET' ? 'list' : method === 'POST' ? 'create' : 'other';
      return { ...base, slot, collection: last, prefix: prefixOf(n - 3), event: null, parent };
    }
    const slot = method === 'GET' ? 'list' : method === 'POST' ? 'create' : 'other';
    return { ...base, slot, collection: last, prefix: prefixOf(n - 1), event: null, parent: null };
  }
  const owner = segments[n - 2];
  if (owner === undefined || isParam(owner)) return none;
  const slot = method === 'GET' ? 'detail' : method === 'PUT' || method === 'PATCH' ? 'update' : method === 'DELETE' ? 'delete' : 'other';
  return { ...base, slot, collection: owner, prefix: prefixOf(n - 2), event: null, parent: null };
}
