import { actorFromHeaders, userBinding, type Actor } from '../compile/actor';
import { findEntity } from '../compile/app-lookup';
import type { AppCall, AppEntity, AppModel } from '../compile/app-model';
import { hasUuidKey, randomUuid } from './ids';
import { transitionStep } from '../compile/transition-step';
import { canCall, canDo } from '../compile/permissions';
import { validateRecord, type FieldError } from '../compile/validate-record';
import { compileMessages as m } from '../diagnostics/messages-compile';
import { entityEnginesReady, loadEntityEngines } from '../compile/prepare-expressions';
import { errorResponse, jsonResponse, ownErrorResponse, type BackendResponse } from './error-response';
import { filterRecords, listResponse } from './list-records';
import { matchCall, parseUrl } from './match-call';
import { checkRequestBody, recordBody, visibleRecord, type BodyMode } from './request-body';
import { inUseResponse, parentOf, planDelete, refersTo, setParent } from './relations';
import type { Store, StoredRecord } from './store';
import { ownValue, setOwn } from '../compile/own-property';

/** A request as the in-browser backend sees it; `body` is parsed JSON, a JSON string, or undefined. */
export interface BackendRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** Options of `createBackend`. */
export interface BackendOptions {
  /** The clock for guards and rules. Default: the current time. */
  readonly now?: () => Date;
  /** Makes ids for new records. Default: a counter plus random base-36 digits (Math.random; not secret). */
  readonly newId?: () => string;
}

/** The in-browser backend: answers exactly the calls of point 7. */
export interface Backend {
  /** Answers one request. Never throws: a bug becomes a 500 with a plain message. */
  handle(request: BackendRequest): Promise<BackendResponse>;
}

/** The default id maker: `<random>-<counter>` in base 36. */
export function createIdMaker(): () => string {
  let counter = 0;
  return () => {
    counter++;
    return (
      Math.floor(Math.random() * 36 ** 8)
        .toString(36)
        .padStart(8, '0') + counter.toString(36)
    );
  };
}

interface Context {
  readonly app: AppModel;
  readonly store: Store;
  readonly call: AppCall;
  readonly entity: AppEntity;
  readonly actor: Actor;
  readonly now: Date;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly newId: () => string;
}

const refused = (cx: Context, reason: string): BackendResponse => errorResponse(cx.app, cx.call, 403, reason);
const invalid = (cx: Context, errors: readonly FieldError[]): BackendResponse => errorResponse(cx.app, cx.call, 422, m.invalid(), errors);

/** The id a path names: the parameter called like the id field, else `id`, else the last one. */
function idParam(cx: Context): string | undefined {
  const names = cx.call.params;
  const name = names.includes(cx.entity.idField) ? cx.entity.idField : names.includes('id') ? 'id' : names[names.length - 1];
  return name === undefined ? undefined : cx.params[name];
}

type Loaded = { readonly record: StoredRecord; readonly response: null } | { readonly record: null; readonly response: BackendResponse };

/** The record the path names, or the 404 answer. */
async function load(cx: Context): Promise<Loaded> {
  const id = idParam(cx);
  const record = id === undefined ? undefined : await cx.store.get(cx.entity.name, id);
  return record
    ? { record, response: null }
    : { record: null, response: errorResponse(cx.app, cx.call, 404, m.notFound(cx.entity.name, id ?? '')) };
}

/**
 * Validates a record to be written. References are looked up one by one (only those the record
 * holds); the entity's other records are read only when a `unique` rule needs them. The engines its
 * rules need (the full CEL evaluator, RE2) were loaded before the call was handled.
 */
async function problems(
  cx: Context,
  record: StoredRecord,
  mode: 'create' | 'update',
  stored: StoredRecord | null = null,
): Promise<FieldError[]> {
  const found = new Set<string>();
  for (const f of cx.entity.fields) {
    const target = f.type.kind === 'ref' ? f.type.entity : f.type.kind === 'list' && f.type.of.kind === 'ref' ? f.type.of.entity : null;
    const value = ownValue(record, f.name);
    if (target === null || value === undefined || value === null || !findEntity(cx.app, target)) continue;
    for (const v of Array.isArray(value) ? (value as unknown[]) : [value]) {
      const id = v !== null && typeof v === 'object' ? (v as Record<string, unknown>).id : v;
      if ((typeof id === 'string' || typeof id === 'number') && (await cx.store.get(target, String(id))))
        found.add(`${target}\u0000${String(id)}`);
    }
  }
  const unique = cx.entity.rules.some((r) => r.check.kind === 'phrase' && r.check.phrase.kind === 'unique');
  const others = unique ? await cx.store.all(cx.entity.name) : [];
  return validateRecord(cx.app, cx.entity.name, record, {
    mode,
    user: userBinding(cx.actor),
    now: cx.now,
    others,
    ...(stored ? { previous: stored } : {}),
    exists: (entity, id) => !findEntity(cx.app, entity) || found.has(`${entity}\u0000${id}`),
  });
}

/** The first of a list call's filters given a value that is a reference field (or a list of them), else null. */
function referenceFilter(cx: Context): { field: string; id: string } | null {
  for (const name of cx.call.query) {
    const wanted = ownValue(cx.query, name);
    if (typeof wanted !== 'string' || wanted === '') continue;
    const field = cx.entity.fields.find((f) => f.name === name);
    const t = field?.type;
    if (t && (t.kind === 'ref' || (t.kind === 'list' && t.of.kind === 'ref'))) return { field: name, id: wanted };
  }
  return null;
}

const TEXT_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'email', 'url']);

/** The first of a list call's filters given a value on a text field that matches whole or from its start, else null. */
function textFilter(cx: Context): { field: string; prefix: string } | null {
  for (const f of cx.call.filters) {
    if (f.match === 'contains') continue;
    const wanted = ownValue(cx.query, f.param);
    if (typeof wanted !== 'string' || wanted === '' || wanted.length > 120) continue;
    const t = cx.entity.fields.find((x) => x.name === f.param)?.type;
    if (t?.kind === 'scalar' && TEXT_TYPES.has(t.name)) return { field: f.param, prefix: wanted };
  }
  return null;
}

async function handleList(cx: Context): Promise<BackendResponse> {
  const allowed = canDo(cx.app, cx.actor, 'read', cx.entity.name, null, cx.now);
  if (!allowed.ok) return refused(cx, allowed.reason);
  let all: StoredRecord[];
  if (cx.call.parent) {
    const parent = await parentOf(cx.app, cx.store, cx.call, cx.params);
    if (parent.response) return parent.response;
    // Only the parent's children: from the store's reference index when it has one.
    all = cx.store.referring
      ? await cx.store.referring(cx.entity.name, parent.field, parent.id)
      : (await cx.store.all(cx.entity.name)).filter((r) => refersTo(r, parent.field, parent.many, parent.id));
  } else {
    // A filter on a reference field (`?vet=…`) reads only the records that refer to that id, when the store has an index.
    // A text filter that matches whole or from the start reads only the records whose text starts so.
    const byRef = cx.store.referring ? referenceFilter(cx) : null;
    const byText = byRef === null && cx.store.startingWith ? textFilter(cx) : null;
    if (byRef && cx.store.referring) all = await cx.store.referring(cx.entity.name, byRef.field, byRef.id);
    else if (byText && cx.store.startingWith) all = await cx.store.startingWith(cx.entity.name, byText.field, byText.prefix);
    else all = await cx.store.all(cx.entity.name);
  }
  // Filters first (they read only the entity's fields), then the permission of each row left.
  const rows = filterRecords(cx.call, cx.entity, all, cx.query).filter(
    (r) => canDo(cx.app, cx.actor, 'read', cx.entity.name, r, cx.now).ok,
  );
  return listResponse(
    cx.call,
    cx.entity,
    rows.map((r) => visibleRecord(cx.entity, r)),
    cx.query,
    true,
  );
}

async function handleDetail(cx: Context): Promise<BackendResponse> {
  const { record, response } = await load(cx);
  if (response) return response;
  const allowed = canDo(cx.app, cx.actor, 'read', cx.entity.name, record, cx.now);
  if (!allowed.ok) return refused(cx, allowed.reason);
  return jsonResponse(200, recordBody(cx.call, visibleRecord(cx.entity, record)));
}

async function handleWrite(cx: Context, kind: 'create' | BodyMode): Promise<BackendResponse> {
  const action = kind === 'create' ? 'create' : 'update';
  const may = canDo(cx.app, cx.actor, action, cx.entity.name, null, cx.now);
  if (!may.ok) return refused(cx, may.reason);
  let stored: StoredRecord | null = null;
  if (kind !== 'create') {
    const found = await load(cx);
    if (found.response) return found.response;
    stored = found.record;
    const allowed = canDo(cx.app, cx.actor, 'update', cx.entity.name, stored, cx.now);
    if (!allowed.ok) return refused(cx, allowed.reason);
  }
  // A nested create: the parent must exist, and the path sets it (whatever the body says).
  let body = cx.body;
  let parent: { id: string; field: string; many: boolean } | null = null;
  if (kind === 'create' && cx.call.parent) {
    const found = await parentOf(cx.app, cx.store, cx.call, cx.params);
    if (found.response) return found.response;
    parent = found;
    const shape = cx.call.request;
    const carries = shape.kind === 'object' ? shape.fields.some((f) => f.name === found.field) : shape.kind !== 'none';
    if (carries && body !== null && typeof body === 'object' && !Array.isArray(body)) {
      const copy = { ...(body as Record<string, unknown>) };
      setParent(copy, found.field, found.many, found.id);
      body = copy;
    }
  }
  const checked = checkRequestBody(cx.call, cx.entity, body, kind === 'create' ? 'create' : kind, stored);
  if (checked.errors.length > 0) return invalid(cx, checked.errors);
  if (parent !== null) setParent(checked.input, parent.field, parent.many, parent.id);
  const stateField = cx.entity.machine?.field ?? null;
  let record: StoredRecord;
  if (stored === null) {
    record = { ...checked.input };
    if (stateField !== null && cx.entity.machine?.initial) setOwn(record, stateField, cx.entity.machine.initial);
  } else if (kind === 'merge') record = { ...stored, ...checked.input };
  else {
    // PUT replaces the fields the spec has; fields it no longer has are kept aside, as stored.
    record = {};
    const known = new Set(cx.entity.fields.map((f) => f.name));
    for (const [k, v] of Object.entries(stored)) if (!known.has(k)) setOwn(record, k, v);
    for (const [k, v] of Object.entries(checked.input)) setOwn(record, k, v);
    setOwn(record, cx.entity.idField, ownValue(stored, cx.entity.idField));
    if (stateField !== null) setOwn(record, stateField, ownValue(stored, stateField));
  }
  const errors = await problems(cx, record, kind === 'merge' ? 'update' : 'create', stored);
  if (errors.length > 0) return invalid(cx, errors);
  const allowed = canDo(cx.app, cx.actor, action, cx.entity.name, record, cx.now);
  if (!allowed.ok) return refused(cx, allowed.reason);
  if (stored === null) {
    // The id is made last, so a refused or invalid create uses none.
    let id = cx.newId();
    for (let i = 0; i < 5 && (await cx.store.get(cx.entity.name, id)); i++) id = cx.newId();
    record = { [cx.entity.idField]: id, ...record };
  }
  await cx.store.put(cx.entity.name, record);
  return jsonResponse(stored === null ? 201 : 200, recordBody(cx.call, visibleRecord(cx.entity, record)));
}

async function handleDelete(cx: Context): Promise<BackendResponse> {
  const { record, response } = await load(cx);
  if (response) return response;
  const allowed = canDo(cx.app, cx.actor, 'delete', cx.entity.name, record, cx.now);
  if (!allowed.ok) return refused(cx, allowed.reason);
  // Records that refer to it: refused, unless their reference field says cascade (docs/spec-format.md).
  const plan = await planDelete(cx.app, cx.store, cx.entity, String(ownValue(record, cx.entity.idField)));
  if (!plan.ok) return inUseResponse(cx.app, cx.call, plan.parent, plan.child, plan.count);
  for (const u of plan.updates) await cx.store.put(u.entity, u.record);
  for (const d of [...plan.deletes].reverse()) await cx.store.delete(d.entity, d.id);
  return { status: 204, headers: {}, body: null };
}

async function handleTransition(cx: Context): Promise<BackendResponse> {
  const { record, response } = await load(cx);
  if (response) return response;
  const step = transitionStep(cx.app, cx.actor, cx.entity, record, cx.call.event ?? '', cx.now);
  if (!step.ok) return step.refusal === 'role' ? refused(cx, step.reason) : errorResponse(cx.app, cx.call, 409, step.reason);
  await cx.store.put(cx.entity.name, step.next);
  return jsonResponse(200, recordBody(cx.call, visibleRecord(cx.entity, step.next)));
}

function readBody(body: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof body !== 'string') return { ok: true, value: body };
  if (body.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Creates the in-browser backend over a Store: it matches each request to exactly one call of
 * point 7 (anything else is a 404 `NOT_A_CALL`), reads the actor from ACTOR_HEADERS, and answers by
 * the call's slot — list, detail, create, update (PUT replaces, PATCH merges), delete or transition —
 * checking the call's Roles, the request shape, the rules, the permissions and the transitions, with
 * statuses and codes as product.md says (not found 404, invalid 422, refused 403, wrong state or
 * false guard 409). Pure: all effects go through the Store.
 */
export function createBackend(app: AppModel, store: Store, options: BackendOptions = {}): Backend {
  const clock = options.now ?? (() => new Date());
  const newId = options.newId ?? createIdMaker();
  const answer = async (request: BackendRequest): Promise<BackendResponse> => {
    const { path, query } = parseUrl(request.url);
    const matched = matchCall(app, request.method, path);
    if (!matched) return ownErrorResponse(404, 'NOT_A_CALL', m.notACall(request.method.toUpperCase(), path));
    const { call, params } = matched;
    const entity = call.entity !== null ? findEntity(app, call.entity) : undefined;
    if (!entity || call.slot === null) return ownErrorResponse(501, 'NOT_BOUND', m.notBound(call.id));
    const actor = actorFromHeaders(request.headers);
    const roleOk = canCall(app, actor, call);
    if (!roleOk.ok) return errorResponse(app, call, 403, roleOk.reason);
    const body = readBody(request.body);
    if (!body.ok) return errorResponse(app, call, 422, m.badJson(), [{ field: '', message: m.badJson() }]);
    // The running app loads the full CEL evaluator and RE2 after its first paint: a call waits for
    // those that its entity's conditions (and, for a write, rules and guards) need, and only then.
    const use = call.slot === 'list' || call.slot === 'detail' ? 'read' : 'write';
    if (!entityEnginesReady(app, entity, use)) await loadEntityEngines(app, entity, use);
    const idMaker = options.newId === undefined && hasUuidKey(entity) ? randomUuid : newId;
    const cx: Context = { app, store, call, entity, actor, now: clock(), params, query, body: body.value, newId: idMaker };
    switch (call.slot) {
      case 'list':
        return handleList(cx);
      case 'detail':
        return handleDetail(cx);
      case 'create':
        return handleWrite(cx, 'create');
      case 'update':
        return handleWrite(cx, call.method === 'PATCH' ? 'merge' : 'replace');
      case 'delete':
        return handleDelete(cx);
      case 'transition':
        return handleTransition(cx);
    }
  };
  return {
    async handle(request) {
      try {
        return await answer(request);
      } catch (e) {
        // A full storage says so (IndexedDB's QuotaExceededError, or an abort whose cause is one).
        if (isQuotaError(e)) return jsonResponse(507, { code: 'STORAGE_FULL', message: m.storageFull(), errors: [] });
        // The app shows the message; what went wrong inside stays in `detail` for the developer.
        return jsonResponse(500, {
          code: 'INTERNAL',
          message: m.internal(),
          errors: [],
          detail: e instanceof Error ? e.message : String(e),
        });
      }
    },
  };
}

/** Whether a store failed because the browser's storage is full. */
function isQuotaError(e: unknown): boolean {
  for (let x: unknown = e, i = 0; x !== null && typeof x === 'object' && i < 4; i++) {
    const name = (x as { name?: unknown }).name;
    const message = (x as { message?: unknown }).message;
    if (name === 'QuotaExceededError' || (typeof message === 'string' && /quota/i.test(message))) return true;
    x = (x as { cause?: unknown; error?: unknown }).cause ?? (x as { error?: unknown }).error;
  }
  return false;
}
