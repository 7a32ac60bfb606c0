import { INITIAL_LIST_STATE, type ListQueryNames, type ListState } from '../../core/index';

/** The address keys of what is not a filter; a filter of the same name keeps its own name and wins. */
const KEYS = { sort: 'sort', order: 'order', page: 'page', rows: 'rows' } as const;
const PAGE_SIZES: ReadonlySet<number> = new Set([25, 50, 100, 250]);

function has(o: object, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

/**
 * A list's state as its address holds it (`#/owners?lastName=Sm&sort=city&page=2`): the filters and the
 * search under the call's own query names, then sort, order, page (1-based) and rows per page. Names the
 * call does not declare are ignored; a bad page or size falls back to the default.
 */
export function readListUrl(names: ListQueryNames, query: string): ListState {
  const params = new URLSearchParams(query);
  const filters = Object.create(null) as Record<string, string>;
  for (const name of names.filters) {
    const v = params.get(name);
    if (v !== null && v !== '') filters[name] = v;
  }
  const own = (key: string): string | null => (names.filters.includes(key) || key === names.search ? null : params.get(key));
  const sort = own(KEYS.sort);
  const page = Number(own(KEYS.page) ?? '1');
  const rows = Number(own(KEYS.rows) ?? String(INITIAL_LIST_STATE.pageSize));
  return {
    filters,
    search: names.search !== null ? (params.get(names.search) ?? '') : '',
    sort: sort !== null && sort !== '' ? sort : null,
    order: own(KEYS.order) === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: PAGE_SIZES.has(rows) ? rows : INITIAL_LIST_STATE.pageSize,
  };
}

/** The query text for a list's state (the inverse of readListUrl); defaults are left out, so a plain list has none. */
export function writeListUrl(names: ListQueryNames, state: ListState): string {
  const params = new URLSearchParams();
  for (const name of names.filters) {
    const v = has(state.filters, name) ? state.filters[name] : undefined;
    if (v !== undefined && v !== '') params.set(name, v);
  }
  if (names.search !== null && state.search !== '') params.set(names.search, state.search);
  const free = (key: string): boolean => !names.filters.includes(key) && key !== names.search;
  if (state.sort !== null && free(KEYS.sort)) {
    params.set(KEYS.sort, state.sort);
    if (state.order === 'desc' && free(KEYS.order)) params.set(KEYS.order, 'desc');
  }
  if (state.page > 0 && free(KEYS.page)) params.set(KEYS.page, String(state.page + 1));
  if (state.pageSize !== INITIAL_LIST_STATE.pageSize && free(KEYS.rows)) params.set(KEYS.rows, String(state.pageSize));
  return params.toString();
}

/** A hash address: the path and, when there is one, the query. */
export function withQuery(path: string, query: string): string {
  return query === '' ? `#${path}` : `#${path}?${query}`;
}
