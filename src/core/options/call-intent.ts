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
  /**
   * The declared entity the call serves when its path word does not name it but its response does
   * (`GET /v1/Services/:sid/Documents` → `{ documents: SyncV1ServiceDocument[] }`); set by inferModel.
   */
  readonly entity?: string;
}

/**
 * A nested segment that names child records rather than an event: a plural noun (`comments`, `reviews`,
 * `replies`) that a POST sends a body to (`POST /api/cards/:id/comments { body: text }`). Events are verbs
 * (`return`, `archive`); a verb ending in s (`access`, `process`) is not plural.
 */
function looksLikeRecords(segment: string, call: Call): boolean {
  const s = segment.toLowerCase();
  if (!/^[a-z][a-z-]*s$/.test(s) || /(?:ss|us|is)$/.test(s)) return false;
  return call.request.kind === 'object' || call.request.kind === 'ref' || call.response.kind === 'object' || call.response.kind === 'ref';
}

/** Whether a path word looks plural, as collections are named (`boats`, `reservas`, `livraisons`), unlike views (`mine`, `pending`) and reports (`weekly`). */
export function pluralLooking(segment: string): boolean {
  const s = segment.toLowerCase();
  return /^[a-z][a-z-]*[sx]$/.test(s) && !/(?:ss|us|is)$/.test(s);
}

/**
 * Whether a GET's last word is a view of the records before it rather than records of its own: it follows a
 * collection (a word some path gives a parameter after) directly (`GET /parcelas/libres`, `GET /boats/available`),
 * whatever its form (adjectives take a plural in Spanish and French). `collections` holds those words.
 */
export function viewWord(
  method: string,
  segments: readonly string[],
  collections: ReadonlySet<string>,
  fold: (s: string) => string = (s) => s,
): boolean {
  const before = segments.at(-2);
  return method === 'GET' && before !== undefined && !isParam(before) && collections.has(fold(before));
}

/**
 * A GET of a literal word after another literal word that is not a collection of its own: a view of the records
 * before it (`GET /reservations/mine`, `/bookings/pending`), or, when that word names no records either, a report
 * (`GET /api/stats/weekly`).
 */
function viewOrReport(method: string, segments: readonly string[], isCollection: (segment: string) => boolean): 'view' | 'report' | null {
  const last = segments.at(-1);
  const before = segments.at(-2);
  if (method !== 'GET' || last === undefined || before === undefined || isParam(last) || isParam(before)) return null;
  if (isCollection(last)) return null;
  if (isCollection(before)) return 'view';
  if (pluralLooking(last)) return null;
  return pluralLooking(before) ? 'report' : null;
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
  const segments: string[] = [];
  for (const s of call.path.value.split('/')) if (s !== '') segments.push(s);
  const n = segments.length;
  const make = (
    slot: CallSlotKind,
    collection: string | null,
    prefixEnd: number,
    event: string | null,
    parent: CallIntent['parent'],
  ): CallIntent => ({
    call,
    method,
    slot,
    collection,
    // `''` for a collection at the root (`/boats`), so `${prefix}/${collection}` is one path.
    prefix: collection === null || prefixEnd === 0 ? '' : '/' + segments.slice(0, prefixEnd).join('/'),
    event,
    parent,
    span: call.path.span,
  });
  const last = segments[n - 1];
  if (last === undefined) return make('other', null, 0, null, null);
  if (!isParam(last)) {
    const view = viewOrReport(method, segments, isCollection);
    if (view === 'view') return make('list', segments[n - 2] ?? null, n - 2, null, null);
    if (view === 'report') return make('other', null, 0, null, null);
    const beforeParam = segments[n - 2];
    const owner = segments[n - 3];
    const plain: CallSlotKind = method === 'GET' ? 'list' : method === 'POST' ? 'create' : 'other';
    if (beforeParam !== undefined && isParam(beforeParam) && owner !== undefined && !isParam(owner)) {
      if (method !== 'GET' && method !== 'DELETE' && !isCollection(last) && !looksLikeRecords(last, call))
        return make('transition', owner, n - 3, last, null);
      return make(plain, last, n - 3, null, { collection: owner, param: paramName(beforeParam) });
    }
    // `POST /register`, `POST /login`: a singular word no other call lists or reads is an action, not records.
    if (plain === 'create' && !isCollection(last) && !pluralLooking(last)) return make('other', null, 0, null, null);
    return make(plain, last, n - 1, null, null);
  }
  const owner = segments[n - 2];
  if (owner === undefined || isParam(owner)) return make('other', null, 0, null, null);
  const slot: CallSlotKind =
    method === 'GET' ? 'detail' : method === 'PUT' || method === 'PATCH' ? 'update' : method === 'DELETE' ? 'delete' : 'other';
  return make(slot, owner, n - 2, null, null);
}
