import { describe, expect, it } from 'vitest';
import { fieldRules } from './field-rules';
import { NoteLog } from './note-log';
import { SchemaGraph } from './schema-graph';

describe('field rules', () => {
  const graph = new SchemaGraph({ components: { schemas: { Code: { type: 'string', pattern: '^[A-Z]{3}$', maxLength: 3 } } } });
  const kinds = { entities: new Map(), inputs: new Map(), records: new Map() };

  it('writes keywords as rule phrases, a scalar component carrying its own', () => {
    const notes = new NoteLog();
    const rules = (schema: unknown): string[] => fieldRules(graph, kinds, notes, schema, '#/f');
    expect(rules({ type: 'string', minLength: 2, maxLength: 40 })).toEqual(['between 2 and 40 characters']);
    expect(rules({ type: 'integer', minimum: 1 })).toEqual(['at least 1']);
    expect(rules({ type: 'number', exclusiveMinimum: 0 })).toEqual(['positive']);
    expect(rules({ $ref: '#/components/schemas/Code' })).toEqual(['at most 3 characters', 'matches `^[A-Z]{3}$`']);
    expect(notes.notes).toEqual([]);
  });

  it('notes a pattern RE2 does not run', () => {
    const notes = new NoteLog();
    expect(fieldRules(graph, kinds, notes, { type: 'string', pattern: '^(?!x)' }, '#/f')).toEqual([]);
    expect(notes.notes.map((n) => `${n.code} ${n.pointer}`)).toEqual(['pattern-not-re2 #/f/pattern']);
  });
});
