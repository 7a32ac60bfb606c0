import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { listQuery, readList, RefNameCache } from '../../core/index';
import type { AppCall, AppModel, NameTable } from '../../core/index';
import { callOf, entityOf, idOf, nestedListOf, recordName, titleFieldOf } from './screen-lookups';
import { useRunningApp } from './context';

/** How many records a name table asks for when the list call pages (the backend's page holds up to 10,000). */
export const NAME_TABLE_LIMIT = 1000;

const RefNamesContext = createContext<RefNameCache | null>(null);

/** How many parents' nested lists a name table reads for records listed only under their parent. */
export const NAME_TABLE_PARENTS = 100;

type CallFn = ReturnType<typeof useRunningApp>['call'];

/** The records one list call answers (the first NAME_TABLE_LIMIT when it pages), or null on a failure. */
async function listed(app: AppModel, call: CallFn, list: AppCall, params: Record<string, string> = {}) {
  const names = listQuery(list, app);
  const query: Record<string, number> = {};
  if (names.limit) query[names.limit] = NAME_TABLE_LIMIT;
  else if (names.pageSize) query[names.pageSize] = NAME_TABLE_LIMIT;
  const result = await call(list.id, { query, params });
  return result.ok ? (readList(list, result.body, result.headers)?.items ?? null) : null;
}

/**
 * The names of one entity's records, or null (no list call, no name field, a failure): from its list
 * call, else — for records the spec lists only under their parent (`GET /api/projects/:projectId/tasks`)
 * — from that call for each of the first NAME_TABLE_PARENTS parents its parent's list call gives.
 */
async function loadNames(app: AppModel, call: CallFn, entity: string): Promise<NameTable | null> {
  const target = entityOf(app, entity);
  if (!target || titleFieldOf(target) === target.idField) return null;
  const list = callOf(app, target.calls.list);
  let records: readonly Record<string, unknown>[] | null;
  if (list && list.params.length === 0) records = await listed(app, call, list);
  else {
    const nested = nestedListOf(app, target);
    const parentList = nested ? callOf(app, nested.parent.calls.list) : null;
    const parents = nested && parentList ? await listed(app, call, parentList) : null;
    if (!nested || !parents) return null;
    const ids = parents.map((p) => idOf(nested.parent, p)).filter((id): id is string => id !== null);
    const lists = await Promise.all(ids.slice(0, NAME_TABLE_PARENTS).map((id) => listed(app, call, nested.call, { [nested.param]: id })));
    records = lists.flatMap((l) => l ?? []);
  }
  if (!records) return null;
  const table = new Map<string, string>();
  for (const record of records) {
    const id = idOf(target, record);
    const name = recordName(target, record);
    if (id !== null && name !== null) table.set(id, name);
  }
  return table;
}

/**
 * Gives one screen its cache of referenced records' names: each referenced entity's list call is made
 * once per screen (again after a write or a change of actor, keeping the older names meanwhile).
 */
export function RefNamesProvider({ screenKey, children }: { readonly screenKey: string; readonly children: ReactNode }) {
  const { app, call, dataVersion } = useRunningApp();
  const { entities, calls } = app;
  const previous = useRef<{ key: string; cache: RefNameCache } | null>(null);
  const cache = useMemo(() => {
    const stale = previous.current && previous.current.key === screenKey ? previous.current.cache : null;
    return new RefNameCache((entity) => loadNames(app, call, entity), stale);
    // dataVersion: a write anywhere may rename a record. `app` is read through its entities and calls
    // only, so a new model that shares them (an edit of the title) keeps the names loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `app` through its parts; dataVersion forces a new cache.
  }, [entities, calls, call, dataVersion, screenKey]);
  useEffect(() => {
    previous.current = { key: screenKey, cache };
  }, [screenKey, cache]);
  return <RefNamesContext.Provider value={cache}>{children}</RefNamesContext.Provider>;
}

const NO_NAMES: ReadonlyMap<string, NameTable> = new Map();
const noop = () => () => undefined;
const zero = () => 0;

/**
 * The names of the records of these entities, by entity then id, as far as loaded (empty outside a
 * RefNamesProvider). Re-renders when a table arrives.
 */
export function useRefNames(entities: readonly string[]): ReadonlyMap<string, NameTable> {
  const cache = useContext(RefNamesContext);
  // The same snapshot serves the prerendered first screen (specfront build) and its hydration: no names yet.
  const getVersion = cache ? cache.getVersion : zero;
  const version = useSyncExternalStore(cache ? cache.subscribe : noop, getVersion, getVersion);
  const key = entities.join('\n');
  useEffect(() => {
    if (!cache) return;
    for (const entity of key.split('\n')) if (entity !== '') cache.request(entity);
  }, [cache, key]);
  return useMemo(() => {
    if (!cache) return NO_NAMES;
    const out = new Map<string, NameTable>();
    for (const entity of key.split('\n')) {
      const table = entity === '' ? null : cache.peek(entity);
      if (table) out.set(entity, table);
    }
    return out;
    // version: a new table arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the cache's change counter: the tables peeked above changed.
  }, [cache, key, version]);
}
