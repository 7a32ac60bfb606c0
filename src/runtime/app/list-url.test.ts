import { describe, expect, it } from 'vitest';
import { INITIAL_LIST_STATE, type ListQueryNames } from '../../core/index';
import { readListUrl, withQuery, writeListUrl } from './list-url';

const none: ListQueryNames = { limit: null, offset: null, page: null, pageSize: null, sort: null, order: null, filters: [], search: null };
const owners: ListQueryNames = { ...none, filters: ['lastName', 'city'], search: 'q' };

describe('readListUrl and writeListUrl', () => {
  it('leaves a plain list without a query', () => {
    expect(writeListUrl(owners, INITIAL_LIST_STATE)).toBe('');
    expect(readListUrl(owners, '')).toEqual({ ...INITIAL_LIST_STATE, filters: {} });
  });
  it("keeps filters under the call's own names and round-trips every part", () => {
    const state = {
      ...INITIAL_LIST_STATE,
      filters: { lastName: 'Ó Brien & co', city: 'Cork' },
      search: 'cat',
      sort: 'city',
      order: 'desc' as const,
      page: 2,
      pageSize: 100,
    };
    const query = writeListUrl(owners, state);
    expect(query).toBe('lastName=%C3%93+Brien+%26+co&city=Cork&q=cat&sort=city&order=desc&page=3&rows=100');
    expect(readListUrl(owners, query)).toEqual(state);
  });
  it('ignores names the call does not declare, and bad pages or sizes', () => {
    const read = readListUrl(owners, 'status=open&lastName=Sm&page=-2&rows=7&order=sideways');
    expect({ ...read.filters }).toEqual({ lastName: 'Sm' });
    expect(read.page).toBe(0);
    expect(read.pageSize).toBe(50);
    expect(read.order).toBe('asc');
  });
  it('lets a filter named like an app key keep its name', () => {
    const names = { ...none, filters: ['order'] };
    const query = writeListUrl(names, { ...INITIAL_LIST_STATE, filters: { order: 'O-17' }, sort: 'date', order: 'desc' });
    expect(query).toBe('order=O-17&sort=date');
    expect(readListUrl(names, query).filters['order']).toBe('O-17');
    expect(readListUrl(names, query).order).toBe('asc');
  });
  it('reads the search only when the call has one', () => {
    expect(readListUrl(none, 'q=x').search).toBe('');
  });
  it('writes hash addresses', () => {
    expect(withQuery('/owners', '')).toBe('#/owners');
    expect(withQuery('/owners', 'a=1')).toBe('#/owners?a=1');
  });
});
