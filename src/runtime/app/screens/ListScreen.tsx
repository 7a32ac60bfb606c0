import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  canDo,
  canOpenScreen,
  listQuery,
  readList,
  hasNextPage,
  INITIAL_LIST_STATE,
  isPaged,
  listRequestQuery,
  nextSort,
  rangeText,
  sortRows,
} from '../../../core/index';
import type { AppScreen, ListState } from '../../../core/index';
import { callOf, entityOf, pluralOf, recordHref, screenFor, specLine } from '../app-lookup';
import { useRunningApp } from '../context';
import { hrefFor } from '../hash-router';
import { readListUrl, withQuery, writeListUrl } from '../list-url';
import { navigate, replaceHash, useHashLocation } from '../use-hash-location';
import { useRefNames } from '../ref-names';
import { useCall } from '../use-call';
import { Banner } from '../ui/Banner';
import { LoadFailed } from '../ui/LoadFailed';
import { brokenRulesText } from '../ui/RecordFlags';
import { Skeleton } from '../ui/Skeleton';
import { ListFilters } from './ListFilters';
import { ListTable } from './ListTable';
import { listColumnsOf } from './list-columns';
import { ScreenHeader } from './ScreenHeader';
import { addChildHref, refersTo, scopedListOf } from '../relations';

// Only lists under a parent show it: its code (and the name lookup) loads with the first such list.
const ParentLine = lazy(() => import('./ParentLine').then((m) => ({ default: m.ParentLine })));

const PAGE_SIZES = [25, 50, 100, 250];
const NO_PARAMS: Readonly<Record<string, string>> = {};

/** A list screen: the entity's records from its list call, filtered, sorted and paged by the call's query. */
export function ListScreen({
  screen,
  params = NO_PARAMS,
}: {
  readonly screen: AppScreen;
  readonly params?: Readonly<Record<string, string>>;
}) {
  const { app, actor } = useRunningApp();
  const entity = entityOf(app, screen.entity);
  // Under a parent (`/pets/:id/visits`): only that parent's records, by the call scoped to it.
  const scoped = useMemo(() => scopedListOf(app, screen, params), [app, screen, params]);
  const call = scoped?.request?.call ?? callOf(app, screen.calls.list ?? entity?.calls.list);
  const names = useMemo(() => {
    const all = call ? listQuery(call, app) : null;
    return all && scoped ? { ...all, filters: all.filters.filter((f) => f !== scoped.link.field) } : all;
  }, [call, app, scoped]);
  // The list's state lives in the address (`#/owners?lastName=Sm&page=2`): reload, back and forward and a
  // shared link show the same list. The inputs keep what is being typed and reach the address 250 ms later.
  const { path, query: hashQuery } = useHashLocation();
  const state = useMemo(() => (names ? readListUrl(names, hashQuery) : INITIAL_LIST_STATE), [names, hashQuery]);
  const [draft, setDraft] = useState<{ filters: Readonly<Record<string, string>>; search: string }>(() => ({
    filters: state.filters,
    search: state.search,
  }));
  const written = useRef<string | null>(null);
  const lastTyped = useRef(0);
  const go = useCallback(
    (next: ListState, replace = false) => {
      if (!names) return;
      const q = writeListUrl(names, next);
      written.current = q;
      (replace ? replaceHash : navigate)(withQuery(path, q));
    },
    [names, path],
  );
  const setState = (update: (s: ListState) => ListState) => go(update(state));
  useEffect(() => {
    // The address changed by other means (back, forward, a link): the inputs show it.
    if (names && writeListUrl(names, state) !== written.current) setDraft({ filters: state.filters, search: state.search });
    written.current = null;
  }, [names, state]);
  useEffect(() => {
    if (sameFilters(draft.filters, state.filters) && draft.search === state.search) return undefined;
    const timer = setTimeout(() => {
      // One history entry per burst of typing, not one per pause.
      const now = Date.now();
      go({ ...state, filters: draft.filters, search: draft.search, page: 0 }, now - lastTyped.current < 1500);
      lastTyped.current = now;
    }, 250);
    return () => clearTimeout(timer);
  }, [draft, state, go]);

  const query = names ? listRequestQuery(names, state) : {};
  const scope = scoped?.request ?? null;
  const { loading, result, reload } = useCall(call ? call.id : null, {
    query: { ...query, ...(scope?.input.query ?? {}) },
    params: scope?.input.params ?? {},
  });
  const list = useMemo(() => {
    const read = call && result?.ok ? readList(call, result.body, result.headers) : null;
    const field = scope?.filter ?? null;
    return read && field !== null && scoped ? { ...read, items: read.items.filter((r) => refersTo(r, field, scoped.parentId)) } : read;
  }, [call, result, scope, scoped]);
  const serverSort = names?.sort != null;
  const rows = useMemo(
    () => (list ? (!serverSort && state.sort !== null ? sortRows(list.items, state.sort, state.order) : list.items) : []),
    [list, serverSort, state.sort, state.order],
  );
  const { columns, link } = useMemo(
    () => (entity ? listColumnsOf(entity, scoped ? [scoped.link.field] : []) : { columns: [], link: '' }),
    [entity, scoped],
  );
  const referenced = useMemo(
    () => [
      ...new Set(
        columns.flatMap((c) =>
          c.type.kind === 'ref' ? [c.type.entity] : c.type.kind === 'list' && c.type.of.kind === 'ref' ? [c.type.of.entity] : [],
        ),
      ),
    ],
    [columns],
  );
  const refNames = useRefNames(referenced);
  if (!entity || !call || !names) return null;

  const paged = isPaged(names);
  const detail = screenFor(app, entity.name, 'detail');
  const create = screenFor(app, entity.name, 'create');
  const add = scoped
    ? addChildHref(app, scoped.link, scoped.parent.entity as string, scoped.parentId)
    : create
      ? { screen: create, href: hrefFor(create.route, {}) }
      : null;
  const createHref = add && canOpenScreen(app, actor, add.screen).ok && canDo(app, actor, 'create', entity.name, null).ok ? add.href : null;
  const sortable = new Set(serverSort || !paged ? columns.filter((c) => c.type.kind !== 'list').map((c) => c.name) : []);
  const filtering = Object.keys(state.filters).length > 0 || state.search !== '';
  const plural = pluralOf(entity.name);

  const actions = createHref ? (
    <a className="rt-btn rt-btn-primary" href={createHref} {...specLine(add?.screen.source)}>
      {add?.screen.name ?? `New ${entity.name}`}
    </a>
  ) : null;

  return (
    <>
      <ScreenHeader screen={screen} actions={actions}>
        {scoped ? (
          <Suspense fallback={null}>
            <ParentLine scoped={scoped} />
          </Suspense>
        ) : null}
        {list && list.total !== null ? (
          <p className="rt-subtitle">
            {list.total.toLocaleString('en')} {list.total === 1 ? entity.name.toLowerCase() : plural}
          </p>
        ) : null}
      </ScreenHeader>
      <ListFilters
        entity={entity}
        filters={names.filters}
        search={names.search}
        values={draft.filters}
        searchValue={draft.search}
        onFilter={(name, value) => setDraft((d) => ({ ...d, filters: { ...d.filters, [name]: value } }))}
        onSearch={(value) => setDraft((d) => ({ ...d, search: value }))}
      />
      {result && !result.ok ? (
        <LoadFailed title={`Could not load ${plural}`} specLine={call.source.line} message={result.message} onRetry={reload} />
      ) : null}
      {result?.ok && !list ? (
        <Banner kind="error" title={`Could not load ${plural}`} specLine={call.source.line}>
          The answer did not hold the list of {entity.name} that {call.id} describes.
        </Banner>
      ) : null}
      <div className="rt-card rt-list-card" aria-busy={loading}>
        {loading && !list ? (
          <Skeleton rows={6} label={`Loading ${plural}…`} />
        ) : list && rows.length === 0 ? (
          <div className="rt-empty">
            <div className="rt-empty-icon" aria-hidden="true" />
            <p className="rt-empty-title">{filtering ? `No ${plural} match these filters` : `No ${plural} yet`}</p>
            {filtering ? (
              <button
                type="button"
                className="rt-btn"
                onClick={() => {
                  setDraft({ filters: {}, search: '' });
                }}
              >
                Clear filters
              </button>
            ) : createHref ? (
              <a className="rt-btn rt-btn-primary" href={createHref}>
                {add?.screen.name ?? `New ${entity.name}`}
              </a>
            ) : null}
          </div>
        ) : list ? (
          <ListTable
            label={screen.name}
            entity={entity}
            columns={columns}
            link={link}
            rows={rows}
            detail={detail && recordHref(detail, 'x') ? detail : null}
            names={refNames}
            flag={(row) => brokenRulesText(app, entity, row, actor)}
            sort={
              sortable.size > 0
                ? {
                    fields: sortable,
                    field: state.sort,
                    order: state.order,
                    onSort: (f) => setState((s) => ({ ...s, ...nextSort(s, f), page: 0 })),
                  }
                : null
            }
          />
        ) : null}
        {list && paged && (rows.length > 0 || state.page > 0) ? (
          <div className="rt-pager">
            <span className="rt-pager-range" aria-live="polite">
              {rangeText(state, rows.length, list.total)}
            </span>
            <label className="rt-pager-size">
              Rows per page
              <select value={state.pageSize} onChange={(e) => setState((s) => ({ ...s, pageSize: Number(e.target.value), page: 0 }))}>
                {PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="rt-btn rt-btn-small"
              disabled={state.page === 0 || loading}
              onClick={() => setState((s) => ({ ...s, page: s.page - 1 }))}
            >
              Previous
            </button>
            <button
              type="button"
              className="rt-btn rt-btn-small"
              disabled={!hasNextPage(state, rows.length, list.total) || loading}
              onClick={() => setState((s) => ({ ...s, page: s.page + 1 }))}
            >
              Next
            </button>
          </div>
        ) : list && !paged && rows.length > 0 ? (
          <div className="rt-pager">
            <span className="rt-pager-range">
              {rows.length.toLocaleString('en')} {rows.length === 1 ? entity.name.toLowerCase() : plural}
            </span>
          </div>
        ) : null}
      </div>
    </>
  );
}

function sameFilters(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const ka = Object.keys(a).filter((k) => a[k] !== '');
  return ka.length === Object.keys(b).filter((k) => b[k] !== '').length && ka.every((k) => a[k] === b[k]);
}
