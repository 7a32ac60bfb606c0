import { describe, expect, it } from 'vitest';
import { classifySchemas } from './classify-schemas';
import { noteDocument } from './document-notes';
import { importEntities } from './entity-fields';
import { NoteLog } from './note-log';
import { SchemaGraph } from './schema-graph';
import { TypeTexts } from './type-text';

describe('entities and their fields', () => {
  it('reads fields, required, notes and rules from each entity schema, noting one without fields', () => {
    const graph = new SchemaGraph({
      components: {
        schemas: {
          Book: {
            type: 'object',
            required: ['title'],
            properties: { title: { type: 'string', maxLength: 80, description: 'The title\non the cover.' }, tags: { type: 'object' } },
          },
          Blank: { type: 'object', properties: { either: { oneOf: [{ type: 'object' }, { type: 'string' }] } } },
        },
      },
    });
    const notes = new NoteLog();
    const kinds = classifySchemas(graph, notes);
    const { entities, rules } = importEntities(graph, kinds, new TypeTexts(graph, kinds, notes), notes);
    expect(entities).toEqual([
      {
        name: 'Book',
        fields: [
          { name: 'title', type: 'string', required: true, notes: 'The title on the cover.' },
          { name: 'tags', type: 'text', required: false, notes: '' },
        ],
      },
      { name: 'Blank', fields: [] },
    ]);
    expect(rules).toEqual([{ entity: 'Book', field: 'title', rule: 'at most 80 characters' }]);
    expect(notes.notes.map((n) => `${n.code} ${n.pointer}`)).toEqual([
      'nested-object #/components/schemas/Book/properties/tags',
      'union #/components/schemas/Blank/properties/either/oneOf',
      'no-properties #/components/schemas/Blank',
    ]);
  });
});

describe('notes on the whole document', () => {
  it("leaves out what specfront's own export writes", () => {
    const notes = new NoteLog();
    noteDocument(
      {
        info: { version: '1.0.0', 'x-specfront-source': { point: 1, line: 3 } },
        servers: [{ url: 'http://127.0.0.1:4010' }],
        components: { securitySchemes: { role: { type: 'apiKey', in: 'header', name: 'x-specfront-role' }, key: {} } },
      },
      notes,
    );
    expect(notes.notes.map((n) => `${n.code} ${n.pointer}`)).toEqual(['security-scheme #/components/securitySchemes/key']);
  });
});
