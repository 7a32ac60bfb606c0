import type { ListQuery } from '../client/list-query';
/** The query parameter names a list call offers: core's `listQuery`, read-only here. */
export type ListQueryNames = Readonly<ListQuery>;

/** What the user chose on a list screen. `page` is 0-based here. */
export interface ListState {
  readonly sort: string | null;
  readonly order: 'asc' | 'desc';
  readonly filters: Readonly<Record<string, string>>;
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
}

/** The list state before the user does anything. */
export const INITIAL_LIST_STATE: ListState = Object.freeze({ sort: null, order: 'asc', filters: {}, search: '', page: 0, pageSize: 50 });

/** True when the call pages (`limit`/`offset` or `page`/`pageSize`, or just `limit` or `page`). */
export function isPaged(names: ListQueryNames): boolean {
  return names.limit !== null || names.pageSize !== null;
}

/**
 * The query a list call is sent with: only the parameters the call lists, with empty filters left out.
 * `page` is sent 1-based.
 */
export function listRequestQuery(names: ListQueryNames, state: ListState): Record<string, string | number> {
  const q = Object.create(null) as Record<string, string | number>;
  if (names.limit !== null) {
    q[names.limit] = state.pageSize;
    if (names.offset !== null) q[names.offset] = state.page * state.pageSize;
    else if (names.page !== null) q[names.page] = state.page + 1;
  } else if (names.pageSize !== null) {
    q[names.pageSize] = state.pageSize;
    if (names.page !== null) q[names.page] = state.page + 1;
  }
  if (state.sort !== null && names.sort !== null) {
    q[names.sort] = state.sort;
    if (names.order !== null) q[names.order] = state.order;
  }
  for (const name of names.filters) {
    const v = Object.prototype.hasOwnProperty.call(state.filters, name) ? state.filters[name] : undefined;
    if (v !== undefined && v !== '') q[name] = v;
  }
  if (names.search !== null && state.search.trim() !== '') q[names.search] = state.search.trim();
  return q;
}

/** The next sort after a click on a column header: ascending, then descending, then back to ascending. */
export function nextSort(state: ListState, field: string): Pick<ListState, 'sort' | 'order'> {
  if (state.sort !== field) return { sort: field, order: 'asc' };
  return { sort: field, order: state.order === 'asc' ? 'desc' : 'asc' };
}

/** "1–50 of 1,234" / "51–60 of 60" / "1–50" (no total) / "No rows". */
export function rangeText(state: ListState, shown: number, total: number | null): string {
  if (shown === 0) return total === null || total === 0 ? 'No rows' : `None of ${total.toLocaleString('en')}`;
  const from = state.page * state.pageSize + 1;
  const to = from + shown - 1;
  const range = `${from.toLocaleString('en')}–${to.toLocaleString('en')}`;
  return total === null ? range : `${range} of ${total.toLocaleString('en')}`;
}

/** Whether there is a next page: by the total when known, else when the page came back full. */
export function hasNextPage(state: ListState, shown: number, total: number | null): boolean {
  if (total !== null) return (state.page + 1) * state.pageSize < total;
  return shown >= state.pageSize;
}

/** Sorts rows in the page, for lists whose call has no sort parameter and returns everything at once. */
export function sortRows<T extends Readonly<Record<string, unknown>>>(rows: readonly T[], field: string, order: 'asc' | 'desc'): T[] {
  const dir = order === 'asc' ? 1 : -1;
  const copy = rows.slice();
  copy.sort((a, b) => dir * compareValues(a[field], b[field]));
  return copy;
}

function compareValues(a: unknown, b: unknown): number {
  const aBlank = a === undefined || a === null || a === '';
  const bBlank = b === undefined || b === null || b === '';
  if (aBlank || bBlank) return aBlank === bBlank ? 0 : aBlank ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}
