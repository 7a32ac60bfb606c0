import { findEntity, findError } from '../compile/app-lookup';
import type { AppCall, AppEntity, AppModel } from '../compile/app-model';
import { ownValue, setOwn } from '../compile/own-property';
import { compileMessages as m } from '../diagnostics/messages-compile';
import { plural } from '../words/inflection';
import { errorResponse, jsonResponse, ownErrorResponse, type BackendResponse } from './error-response';
import type { Store, StoredRecord } from './store';

/** The id a reference value holds: the value itself, or `{ id }`. */
export function refId(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value !== null && typeof value === 'object' && Object.hasOwn(value, 'id')) {
    const id = (value as Record<string, unknown>).id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  }
  return null;
}

/** True when a record's reference field (one id, or a list of them when `many`) holds `id`. */
export function refersTo(record: StoredRecord, field: string, many: boolean, id: string): boolean {
  const value = ownValue(record, field);
  if (many || Array.isArray(value)) return Array.isArray(value) && value.some((v) => refId(v) === id);
  return refId(value) === id;
}

/** A nested call's parent: its id from the path, or the answer when it cannot be served (501) or the parent does not exist (404). */
export async function parentOf(
  app: AppModel,
  store: Store,
  call: AppCall,
  params: Readonly<Record<string, string>>,
): Promise<
  { readonly id: string; readonly field: string; readonly many: boolean; readonly response: null } | { readonly response: BackendResponse }
> {
  const p = call.parent;
  if (!p) return { response: ownErrorResponse(501, 'NOT_BOUND', m.notBound(call.id)) };
  if (p.field === null) return { response: ownErrorResponse(501, 'NOT_BOUND', m.notScoped(call.id, p.param)) };
  const id = ownValue(params, p.param);
  if (typeof id !== 'string') return { response: ownErrorResponse(501, 'NOT_BOUND', m.notScoped(call.id, p.param)) };
  if (p.entity !== null && findEntity(app, p.entity) && !(await store.get(p.entity, id))) {
    return { response: errorResponse(app, call, 404, m.notFound(p.entity, id)) };
  }
  return { id, field: p.field, many: p.many, response: null };
}

/** Sets a nested create's parent on the record: the id (or, for a list, the id added to it). */
export function setParent(input: Record<string, unknown>, field: string, many: boolean, id: string): void {
  if (!many) {
    setOwn(input, field, id);
    return;
  }
  const list = ownValue(input, field);
  const ids = Array.isArray(list) ? list.filter((v) => refId(v) !== id) : [];
  setOwn(input, field, [...ids, id]);
}

const FITS_IN_USE = /\b(?:refer\w*|in use|used by|linked|depend\w*|still|attached|belongs?|delet\w*|remov\w*)\b/i;
const CODE_IN_USE = /IN_USE|REFERENCED|HAS_|DEPEND|LINKED|STILL|CHILD/i;

/** True when an error entry's code, message or When names an entity (`pets`, `PET`, `Pet`). */
function namesChild(e: { code: string; message: string; when: string }, child: string): boolean {
  const word = child.toLowerCase();
  const text = `${e.code.replace(/_/g, ' ')} ${e.message} ${e.when}`.toLowerCase();
  return [word, plural(word)].some((w) => new RegExp(`\\b${w.replace(/[^a-z0-9]/g, '')}\\b`).test(text));
}

/**
 * The answer refusing a delete (docs/spec-format.md, "Related records"): `409` with a code of the
 * catalogue that fits — one the delete call lists with status 409 whose code, message or When speaks
 * of records in use (refer, in use, linked, depend, still, attached, belong, delete, remove, or a code
 * like `IN_USE`, `HAS_…`), those naming the child entity first; else a catalogue code that does and
 * names both entities — else the built-in `IN_USE`.
 */
export function inUseResponse(app: AppModel, call: AppCall, entity: string, child: string, count: number): BackendResponse {
  const message = m.inUse(entity, child, count);
  const fits = (code: string) => {
    const e = findError(app, code);
    return e && e.status === 409 && (CODE_IN_USE.test(e.code) || FITS_IN_USE.test(e.when) || FITS_IN_USE.test(e.message)) ? e : null;
  };
  const listed = call.errors.map(fits).filter((e) => e !== null);
  const chosen =
    listed.find((e) => namesChild(e, child)) ??
    listed[0] ??
    app.errors.map((e) => fits(e.code)).find((e) => e !== null && namesChild(e, child) && namesChild(e, entity)) ??
    null;
  if (chosen)
    return jsonResponse(409, {
      code: chosen.code,
      message: chosen.message || message,
      errors: [],
      ...(chosen.message && chosen.message !== message ? { detail: message } : {}),
    });
  return ownErrorResponse(409, 'IN_USE', message);
}

/** What deleting one record does to the records that refer to it. */
export type DeletePlan =
  | {
      readonly ok: true;
      readonly deletes: readonly { readonly entity: string; readonly id: string }[];
      readonly updates: readonly { readonly entity: string; readonly record: StoredRecord }[];
    }
  | { readonly ok: false; readonly child: string; readonly parent: string; readonly count: number };

/**
 * Plans the delete of `entity`'s record `id` and everything it cascades to: records whose reference
 * field says cascade are deleted too (and theirs in turn), lists of references lose the id; any
 * referring record whose field refuses (the default) refuses the whole delete. The referring records
 * come from the store's reference index when it has one (Store.referring), else each entity's records
 * are read once.
 */
export async function planDelete(app: AppModel, store: Store, entity: AppEntity, id: string): Promise<DeletePlan> {
  const cache = new Map<string, StoredRecord[]>();
  const rowsOf = async (name: string): Promise<StoredRecord[]> => {
    let rows = cache.get(name);
    if (!rows) cache.set(name, (rows = await store.all(name)));
    return rows;
  };
  const deleted = new Set<string>([`${entity.name}\u0000${id}`]);
  const deletes: { entity: string; id: string }[] = [{ entity: entity.name, id }];
  const updated = new Map<string, { entity: string; record: StoredRecord }>();
  const queue: { entity: AppEntity; id: string }[] = [{ entity, id }];
  while (queue.length > 0) {
    const next = queue.shift() as { entity: AppEntity; id: string };
    for (const c of next.entity.children) {
      const child = findEntity(app, c.entity);
      if (!child) continue;
      const referring = store.referring
        ? await store.referring(c.entity, c.field, next.id)
        : (await rowsOf(c.entity)).filter((r) => refersTo(r, c.field, c.many, next.id));
      const live = referring.filter((r) => !deleted.has(`${c.entity}\u0000${String(ownValue(r, child.idField))}`));
      if (live.length === 0) continue;
      if (c.onDelete === 'refuse') return { ok: false, child: c.entity, parent: next.entity.name, count: live.length };
      for (const r of live) {
        const rid = String(ownValue(r, child.idField));
        const key = `${c.entity}\u0000${rid}`;
        if (c.many) {
          const current = updated.get(key)?.record ?? r;
          const copy: StoredRecord = { ...current };
          setOwn(
            copy,
            c.field,
            (ownValue(current, c.field) as unknown[]).filter((v) => refId(v) !== next.id),
          );
          updated.set(key, { entity: c.entity, record: copy });
        } else {
          deleted.add(key);
          updated.delete(key);
          deletes.push({ entity: c.entity, id: rid });
          queue.push({ entity: child, id: rid });
        }
      }
    }
  }
  const updates = [...updated.entries()].filter(([key]) => !deleted.has(key)).map(([, u]) => u);
  return { ok: true, deletes, updates };
}
