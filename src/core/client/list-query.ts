import { findEntity } from '../compile/app-lookup';
import type { AppCall, AppModel } from '../compile/app-model';

/** The query parameters a list call offers for paging, sorting, filtering and searching (null when it has none). */
export interface ListQuery {
  readonly limit: string | null;
  readonly offset: string | null;
  readonly page: string | null;
  readonly pageSize: string | null;
  readonly sort: string | null;
  readonly order: string | null;
  /** Query names that filter by a field. */
  readonly filters: string[];
  /** The free-text search parameter (`q`). */
  readonly search: string | null;
}

const ROLES: ReadonlyMap<string, keyof Omit<ListQuery, 'filters'>> = new Map([
  ['limit', 'limit'],
  ['offset', 'offset'],
  ['skip', 'offset'],
  ['page', 'page'],
  ['pagesize', 'pageSize'],
  ['page_size', 'pageSize'],
  ['per_page', 'pageSize'],
  ['perpage', 'pageSize'],
  ['sort', 'sort'],
  ['sortby', 'sort'],
  ['sort_by', 'sort'],
  ['order', 'order'],
  ['dir', 'order'],
  ['q', 'search'],
  ['search', 'search'],
]);

/**
 * Reads what a list call's query list offers (product.md, point 7): `limit`/`offset` or
 * `page`/`pageSize`, `sort`/`order`, `q`, and filters. With the app, filters are the query names
 * that are fields of the call's entity; without it, every other query name.
 */
export function listQuery(call: AppCall, app?: AppModel): ListQuery {
  const out: { -readonly [K in keyof ListQuery]: ListQuery[K] } = {
    limit: null,
    offset: null,
    page: null,
    pageSize: null,
    sort: null,
    order: null,
    filters: [],
    search: null,
  };
  const entity = app && call.entity !== null ? findEntity(app, call.entity) : undefined;
  for (const name of call.query) {
    const role = ROLES.get(name.toLowerCase());
    if (role && out[role] === null) {
      out[role] = name;
      continue;
    }
    if (!app || entity?.fields.some((f) => f.name === name)) out.filters.push(name);
  }
  return out;
}
