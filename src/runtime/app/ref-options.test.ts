import { describe, expect, it } from 'vitest';
import type { AppEntity, AppField } from '../../core/index';
import { refOptions } from './ref-options';

function field(name: string, isId = false): AppField {
  return {
    name,
    label: name,
    type: { kind: 'scalar', name: isId ? 'id' : 'string' },
    required: true,
    isId,
    isState: false,
    editable: !isId,
    notes: '',
    source: { point: 3, line: 1 },
  };
}
const calls = { list: null, detail: null, create: null, update: null, delete: null, transitions: [] };
const owner: AppEntity = {
  name: 'Owner',
  idField: 'id',
  generatedId: false,
  fields: [field('id', true), field('name')],
  machine: null,
  rules: [],
  calls,
  references: [],
  children: [],
  nested: [],
  source: { point: 3, line: 1 },
};
const bare: AppEntity = { ...owner, name: 'Tag', fields: [field('id', true)] };

describe('refOptions', () => {
  it('shows names alone when no two records share one', () => {
    expect(
      refOptions(owner, [
        { id: 'a1', name: 'Ada Quinn' },
        { id: 'b2', name: 'Ben Ross' },
      ]),
    ).toEqual([
      { id: 'a1', label: 'Ada Quinn' },
      { id: 'b2', label: 'Ben Ross' },
    ]);
  });
  it('adds the id only where two records share a name', () => {
    const options = refOptions(owner, [
      { id: 'a1', name: 'Ada Quinn' },
      { id: 'b2', name: 'Ben Ross' },
      { id: 'c3', name: 'Ada Quinn ' },
    ]);
    expect(options.map((o) => o.label)).toEqual(['Ada Quinn (a1)', 'Ben Ross', 'Ada Quinn (c3)']);
  });
  it('falls back to the id for records without a name, and skips records without an id', () => {
    expect(refOptions(owner, [{ id: 7, name: '' }, { name: 'No id' }, { id: 'x', name: 12 }])).toEqual([
      { id: '7', label: '7' },
      { id: 'x', label: '12' },
    ]);
    expect(refOptions(bare, [{ id: 't1' }])).toEqual([{ id: 't1', label: 't1' }]);
  });
});

describe('refOptions with first and last names', () => {
  it('names a person by both parts when the entity has no name-like field', () => {
    const person: AppEntity = { ...owner, fields: [field('id', true), field('firstName'), field('lastName'), field('city')] };
    expect(
      refOptions(person, [
        { id: 'o1', firstName: 'Ada', lastName: 'Quinn', city: 'Cork' },
        { id: 'o2', firstName: 'Ada', lastName: 'Ross' },
      ]),
    ).toEqual([
      { id: 'o1', label: 'Ada Quinn' },
      { id: 'o2', label: 'Ada Ross' },
    ]);
    const vet: AppEntity = { ...owner, fields: [field('id', true), field('firstName'), field('lastName'), field('email')] };
    expect(refOptions(vet, [{ id: 'v1', firstName: 'Nia', lastName: 'Okafor', email: 'nia@example.org' }])).toEqual([
      { id: 'v1', label: 'Nia Okafor' },
    ]);
    const named: AppEntity = { ...owner, fields: [field('id', true), field('firstName'), field('lastName'), field('name')] };
    expect(refOptions(named, [{ id: 'o1', firstName: 'Ada', lastName: 'Quinn', name: 'Dr Q' }])).toEqual([{ id: 'o1', label: 'Dr Q' }]);
  });
});
