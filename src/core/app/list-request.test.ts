import { describe, expect, it } from 'vitest';
import {
  hasNextPage,
  INITIAL_LIST_STATE,
  isPaged,
  listRequestQuery,
  nextSort,
  rangeText,
  sortRows,
  type ListQueryNames,
} from './list-request';

const none: ListQueryNames = { limit: null, offset: null, page: null, pageSize: null, sort: null, order: null, filters: [], search: null };
const offsetCall: ListQueryNames = {
  ...none,
  limit: 'limit',
  offset: 'offset',
  sort: 'sort',
  order: 'order',
  filters: ['status'],
  search: 'q',
};

describe('listRequestQuery', () => {
  it('sends only the parameters the call lists', () => {
    const q = listRequestQuery(none, { ...INITIAL_LIST_STATE, sort: 'name', filters: { status: 'open' }, search: 'x', page: 3 });
    expect({ ...q }).toEqual({});
  });
  it('pages by limit and offset, sorts and filters', () => {
    const q = listRequestQuery(offsetCall, {
      ...INITIAL_LIST_STATE,
      page: 2,
      pageSize: 25,
      sort: 'startsAt',
      order: 'desc',
      filters: { status: 'booked', other: 'x' },
      search: ' ada ',
    });
    expect({ ...q }).toEqual({ limit: 25, offset: 50, sort: 'startsAt', order: 'desc', status: 'booked', q: 'ada' });
  });
  it('leaves out empty filters and an unset sort', () => {
    expect({ ...listRequestQuery(offsetCall, { ...INITIAL_LIST_STATE, filters: { status: '' } }) }).toEqual({ limit: 50, offset: 0 });
  });
  it('sends page 1-based with pageSize', () => {
    const names = { ...none, page: 'page', pageSize: 'pageSize' };
    expect({ ...listRequestQuery(names, { ...INITIAL_LIST_STATE, page: 0, pageSize: 10 }) }).toEqual({ page: 1, pageSize: 10 });
    expect(isPaged(names)).toBe(true);
    expect(isPaged(none)).toBe(false);
  });
});

describe('nextSort', () => {
  it('sorts ascending first, then toggles', () => {
    const first = nextSort(INITIAL_LIST_STATE, 'name');
    expect(first).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ ...INITIAL_LIST_STATE, ...first }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort({ ...INITIAL_LIST_STATE, sort: 'name', order: 'desc' }, 'email')).toEqual({ sort: 'email', order: 'asc' });
  });
});

describe('paging text', () => {
  it('describes the range with and without a total', () => {
    expect(rangeText({ ...INITIAL_LIST_STATE, page: 1, pageSize: 50 }, 50, 1234)).toBe('51–100 of 1,234');
    expect(rangeText(INITIAL_LIST_STATE, 10, null)).toBe('1–10');
    expect(rangeText(INITIAL_LIST_STATE, 0, 0)).toBe('No rows');
  });
  it('knows when there is a next page', () => {
    expect(hasNextPage({ ...INITIAL_LIST_STATE, pageSize: 50 }, 50, 100)).toBe(true);
    expect(hasNextPage({ ...INITIAL_LIST_STATE, page: 1, pageSize: 50 }, 50, 100)).toBe(false);
    expect(hasNextPage({ ...INITIAL_LIST_STATE, pageSize: 50 }, 50, null)).toBe(true);
    expect(hasNextPage({ ...INITIAL_LIST_STATE, pageSize: 50 }, 12, null)).toBe(false);
  });
});

describe('sortRows', () => {
  const rows = [
    { n: 10, s: 'b' },
    { n: 2, s: 'a10' },
    { n: undefined, s: 'a9' },
  ];
  it('sorts numbers numerically and strings naturally, blanks last when ascending', () => {
    expect(sortRows(rows, 'n', 'asc').map((r) => r.n)).toEqual([2, 10, undefined]);
    expect(sortRows(rows, 's', 'asc').map((r) => r.s)).toEqual(['a9', 'a10', 'b']);
    expect(sortRows(rows, 's', 'desc').map((r) => r.s)).toEqual(['b', 'a10', 'a9']);
  });
  it('does not change the input', () => {
    sortRows(rows, 'n', 'desc');
    expect(rows[0]?.n).toBe(10);
  });
});
