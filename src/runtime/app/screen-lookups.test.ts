import { describe, expect, it } from 'vitest';
import type { AppCall, AppEntity } from '../../core/index';
import { callParamsFor, pluralOf, titleFieldOf } from './screen-lookups';

const call = (params: string[]): AppCall => ({
  id: 'x',
  method: 'GET',
  path: '/x',
  params,
  query: [],
  request: { kind: 'none' },
  response: { kind: 'none' },
  errors: [],
  roles: [],
  entity: null,
  slot: null,
  event: null,
  parent: null,
  filters: [],
  source: { point: 7, line: 1 },
});

describe('pluralOf', () => {
  it('makes readable plurals for empty states', () => {
    expect(pluralOf('Appointment')).toBe('appointments');
    expect(pluralOf('BookCategory')).toBe('book categories');
    expect(pluralOf('Box')).toBe('boxes');
    expect(pluralOf('Day')).toBe('days');
  });
  it('says what options say: people, not persons', () => {
    expect(pluralOf('Person')).toBe('people');
    expect(pluralOf('SalesPerson')).toBe('sales people');
    expect(pluralOf('Address')).toBe('addresses');
  });
});

describe('callParamsFor', () => {
  it('fills parameters by name, else by position, else with the record id', () => {
    expect({ ...callParamsFor(call(['id']), { id: '7' }) }).toEqual({ id: '7' });
    expect({ ...callParamsFor(call(['talkId']), { id: '7' }) }).toEqual({ talkId: '7' });
    expect({ ...callParamsFor(call(['id']), {}, '9') }).toEqual({ id: '9' });
  });
});

describe('titleFieldOf', () => {
  const field = (name: string, isId = false) => ({
    name,
    label: name,
    type: { kind: 'scalar', name: 'string' } as const,
    required: true,
    isId,
    isState: false,
    editable: !isId,
    notes: '',
    source: { point: 3 as const, line: 1 },
  });
  const entity = (fields: ReturnType<typeof field>[]): AppEntity => ({
    name: 'E',
    idField: 'id',
    generatedId: false,
    fields,
    machine: null,
    rules: [],
    calls: { list: null, detail: null, create: null, update: null, delete: null, transitions: [] },
    references: [],
    children: [],
    nested: [],
    source: { point: 3, line: 1 },
  });
  it('prefers name-like fields, then the first string, then the id', () => {
    expect(titleFieldOf(entity([field('id', true), field('email'), field('name')]))).toBe('name');
    expect(titleFieldOf(entity([field('id', true), field('isbn')]))).toBe('isbn');
    expect(titleFieldOf(entity([field('id', true)]))).toBe('id');
  });
});
