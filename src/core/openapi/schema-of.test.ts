import { describe, expect, it } from 'vitest';
import type { AppConstant, AppEntity } from '../compile/app-model';
import { constantsByName, entitySchema } from './schema-of';

const constant = (name: string, value: number, line: number): AppConstant => ({
  name,
  kind: 'number',
  value,
  text: String(value),
  source: { point: 9, line },
});

describe('constantsByName', () => {
  it('finds the first constant of each name, and builds the index once per list', () => {
    const list = [constant('MAX', 80, 1), constant('MIN', 2, 2), constant('MAX', 99, 3)];
    const byName = constantsByName(list);
    expect(byName.get('MAX')?.value).toBe(80);
    expect(byName.get('MIN')?.source.line).toBe(2);
    expect(byName.get('OTHER')).toBeUndefined();
    expect(constantsByName(list)).toBe(byName);
    expect(constantsByName([...list].reverse()).get('MAX')?.value).toBe(99);
  });
});

describe('entitySchema', () => {
  const entity = {
    name: 'Shelf',
    fields: [
      { name: 'label', type: { kind: 'scalar', name: 'string' }, required: true, notes: 'shown', source: { point: 3, line: 4 } },
      { name: 'owner', type: { kind: 'ref', entity: 'Person' }, required: false, notes: '', source: { point: 3, line: 5 } },
    ],
    rules: [
      {
        field: 'label',
        check: { kind: 'phrase', phrase: { kind: 'maxLength', n: { kind: 'constant', name: 'MAX' } } },
        message: 'Too long',
        source: { point: 5, line: 9 },
      },
    ],
    source: { point: 3, line: 3 },
  } as unknown as AppEntity;

  it('writes a rule with a constant as a keyword and in the description, the notes and sources after the type', () => {
    const schema = entitySchema(entity, [constant('MAX', 40, 12)], (s) => s, true);
    expect(schema.required).toEqual(['label']);
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.label).toEqual({
      type: 'string',
      maxLength: 40,
      description: 'shown\n\nRule, line 9: at most MAX characters — Too long.',
      'x-specfront-notes': 'shown',
      'x-specfront-source': { point: 3, line: 4 },
    });
    expect(Object.keys(properties.label ?? {})).toEqual(['type', 'maxLength', 'description', 'x-specfront-notes', 'x-specfront-source']);
    // A reference keeps its words first and loses no key.
    expect(Object.keys(properties.owner ?? {})).toEqual([
      'type',
      'x-specfront-ref',
      'description',
      'x-specfront-notes',
      'x-specfront-source',
    ]);
    expect(properties.owner?.description).toBe('The id of a Person.');
  });
});
