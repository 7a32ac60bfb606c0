import { lazy, Suspense, useMemo } from 'react';
import {
  canDo,
  canOpenScreen,
  isPaged,
  listQuery,
  listRequestQuery,
  nextSort,
  readList,
  sortRows,
  type AppScreen,
} from '../../../core/index';
import { callOf, entityOf, pluralOf, recordHref, screenFor, specLine } from '../screen-lookups';
import { useRunningApp } from '../context';
import { hrefFor } from '../hash-router';
import { useRefNames } from '../ref-names';
import { useCall } from '../use-call';
import { Banner } from '../ui/Banner';
import { LoadFailed } from '../ui/LoadFailed';
import { brokenRulesText } from '../ui/RecordFlags';
import { Skeleton } from '../ui/Skeleton';
import { ListEmpty } from './ListEmpty';
import { ListFilters } from './ListFilters';
import { ListPager } from './ListPager';
import { ListTable } from './ListTable';
import { listColumnsOf, referencedEntities } from './list-columns';
import { ScreenHeader } from './ScreenHeader';
import { addChildHref, refersTo, scopedListOf } from '../related-records';
import { useListAddress } from './use-list-address';

// Only lists under a parent show it: its code (and the name lookup) loads with the first such list.
const ParentLine = lazy(() => import('./ParentLine').then((m) => ({ default: m.ParentLine })));

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
  const { state, draft, setDraft, setState } = useListAddress(names);
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
  const referenced = useMemo(() => referencedEntities(columns), [columns]);
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
          <ListEmpty
            plural={plural}
            filtering={filtering}
            onClear={() => setDraft(() => ({ filters: {}, search: '' }))}
            create={createHref ? { href: createHref, label: add?.screen.name ?? `New ${entity.name}` } : null}
          />
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
        {list ? (
          <ListPager
            state={state}
            shown={rows.length}
            total={list.total}
            paged={paged}
            loading={loading}
            noun={entity.name.toLowerCase()}
            plural={plural}
            onChange={setState}
          />
        ) : null}
      </div>
    </>
  );
}
