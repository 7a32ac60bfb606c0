import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { SchemaGraph } from './schema-graph';

const graph = new SchemaGraph({
  components: {
    schemas: {
      Named: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      Alias: { $ref: '#/components/schemas/Named' },
      Pet: { allOf: [{ $ref: '#/components/schemas/Alias' }, { properties: { age: { type: 'integer' } }, required: ['age'] }] },
      Loop: { allOf: [{ $ref: '#/components/schemas/Loop' }] },
      'a/b': { type: 'string' },
    },
  },
});

describe('the schema graph', () => {
  it('follows a chain of $refs to its value, and pointer tokens', () => {
    expect(graph.resolve('#/components/schemas/Alias', '#/x').pointer).toBe('#/components/schemas/Named');
    expect(graph.resolve('#/components/schemas/a~1b', '#/x').value).toEqual({ type: 'string' });
  });

  it('refuses remote references, references to nothing, and loops', () => {
    expect(() => graph.resolve('https://example.org/a.yaml', '#/x')).toThrow(/is not local/);
    expect(() => graph.resolve('#/components/schemas/None', '#/x')).toThrow(/points at nothing/);
    const loop = new SchemaGraph({ a: { $ref: '#/b' }, b: { $ref: '#/a' } });
    expect(() => loop.resolve('#/a', '#/x')).toThrow(ImportError);
  });

  it('merges allOf, remembering where each property is written', () => {
    const pet = graph.componentSchema('Pet') as { [k: string]: unknown };
    const merged = graph.merged(pet, '#/components/schemas/Pet');
    expect(merged.required).toEqual(['name', 'age']);
    const props = merged.properties as { [k: string]: unknown };
    expect(graph.placeOf(props.name, '#/components/schemas/Pet', 'name')).toBe('#/components/schemas/Named/properties/name');
    expect(graph.placeOf(props.age, '#/components/schemas/Pet', 'age')).toBe('#/components/schemas/Pet/allOf/1/properties/age');
  });

  it('refuses an allOf that includes itself', () => {
    expect(() => graph.merged(graph.componentSchema('Loop') as never, '#/components/schemas/Loop')).toThrow(
      'the schema at #/components/schemas/Loop/allOf/0 is circular through allOf (#/components/schemas/Loop).',
    );
    expect(graph.isOpen('#/components/schemas/Loop')).toBe(false);
  });
});
