import { describe, expect, it } from 'vitest';
import { classifySchemas } from './classify-schemas';
import { NoteLog } from './note-log';
import { SchemaGraph } from './schema-graph';
import { enumText, TypeTexts } from './type-text';

const doc = {
  components: {
    schemas: {
      User: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string', format: 'email' } } },
      Name: { type: 'string', description: 'A given name.' },
    },
  },
};

function setup(): { types: TypeTexts; notes: NoteLog } {
  const graph = new SchemaGraph(doc);
  const notes = new NoteLog();
  return { types: new TypeTexts(graph, classifySchemas(graph, notes), notes), notes };
}

describe('type texts', () => {
  it('writes point 3 types: formats, enumerations, lists, references', () => {
    const { types } = setup();
    const t = (schema: unknown): string | null => types.text(schema, '#/x', false);
    expect(t({ type: 'string', format: 'date-time' })).toBe('datetime');
    expect(t({ type: ['integer', 'null'] })).toBe('integer');
    expect(t({ enum: ['a', 'b', null] })).toBe('one of a, b');
    expect(t({ type: 'array', items: { $ref: '#/components/schemas/User' } })).toBe('User[]');
    expect(t({ $ref: '#/components/schemas/Name' })).toBe('string');
    expect(t({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })).toBe('string[]');
    expect(t({ anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/User' }] })).toBe('User');
    expect(enumText(['a,b', 'c'])).toBe('"a,b" | "c"');
  });

  it('writes point 7 shapes, with records written out in place as their entity', () => {
    const { types } = setup();
    const s = (schema: unknown): string | null => types.text(schema, '#/x', true);
    expect(s({ type: 'object', required: ['n'], properties: { n: { type: 'integer' }, 'a-b': { enum: ['x', 'y'] } } })).toBe(
      '{ n: integer, "a-b"?: "x" | "y" }',
    );
    expect(
      s({ type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string', format: 'email' } } } }),
    ).toBe('User[]');
    expect(s({ enum: [1, 2] })).toBe('integer');
  });

  it('notes what it cannot carry, at its place', () => {
    const { types, notes } = setup();
    expect(types.text({ type: 'object', properties: { a: { type: 'string' } } }, '#/p', false)).toBe('text');
    expect(types.text({ oneOf: [{ type: 'object' }, { type: 'integer' }] }, '#/u', true)).toBeNull();
    expect(types.text({}, '#/t', false)).toBe('text');
    expect(types.text({ type: 'object', properties: { code: { type: 'string', maxLength: 3 } } }, '#/s', true)).toBe('{ code?: string }');
    expect(notes.notes.map((n) => `${n.code} ${n.pointer}`)).toEqual([
      'nested-object #/p',
      'union #/u/oneOf',
      'untyped #/t',
      'shape-field-bounds #/s/properties/code',
    ]);
  });

  it("takes a field's words from the scalar component it names", () => {
    const { types } = setup();
    expect(types.description({ $ref: '#/components/schemas/Name' })).toBe('A given name.');
    expect(types.description({ $ref: '#/components/schemas/User' })).toBe('');
    expect(types.description({ allOf: [{ $ref: '#/components/schemas/User' }, { description: 'The owner.' }] })).toBe('The owner.');
  });
});
