import { describe, expect, it } from 'vitest';
import { classifySchemas } from './classify-schemas';
import { ErrorCatalogue } from './error-catalogue';
import { NoteLog } from './note-log';
import { importCalls } from './operations';
import { readDocument } from './read-document';
import { SchemaGraph } from './schema-graph';
import { TypeTexts } from './type-text';

const DOC = `
openapi: 3.0.3
info: { title: x }
paths:
  /shops/{shop-id}/items:
    parameters: [{ name: shop-id, in: path, required: true, schema: { type: string } }]
    get:
      summary: List items
      parameters:
        - { name: pageable, in: query, schema: { type: object, properties: { page: { type: integer }, size: { type: integer } } } }
        - { name: limit, in: query, schema: { type: integer, maximum: 30 } }
        - { name: X-Trace, in: header, schema: { type: string } }
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Item' } } } } }
        '404': { description: No such shop. }
        default: { description: Anything else. }
    post:
      requestBody: { content: { application/xml: { schema: { $ref: '#/components/schemas/Item' } } } }
      responses: { '201': { description: ok } }
    head: { responses: {} }
components:
  schemas:
    Item: { type: object, properties: { id: { type: string } } }
`;

describe('importing operations', () => {
  const graph = new SchemaGraph(readDocument(DOC).doc);
  const notes = new NoteLog();
  const errors = new ErrorCatalogue(graph);
  const calls = importCalls(graph, new TypeTexts(graph, classifySchemas(graph, notes), notes), errors, notes);

  it('writes each operation as a call: its path, query names, bodies and error codes', () => {
    expect(
      calls.map((c) => `${c.method} ${c.path}?${c.query.join('&')} ${c.request} → ${c.response} [${c.errors.join(', ')}] ${c.notes}`),
    ).toEqual(['GET /shops/:shop_id/items?page&size&limit — → Item[] [NOT_FOUND] List items', 'POST /shops/:shop_id/items? Item → — [] ']);
    expect(errors.rows().map((e) => `${e.code} ${e.status}`)).toEqual(['NOT_FOUND 404']);
  });

  it('notes what point 7 does not hold, where it is written', () => {
    expect(notes.notes.map((n) => `${n.code} ${n.pointer}`)).toEqual([
      'query-keywords #/paths/~1shops~1{shop-id}~1items/get/parameters/1',
      'header-parameter #/paths/~1shops~1{shop-id}~1items/get/parameters/2',
      'status-range #/paths/~1shops~1{shop-id}~1items/get/responses/default',
      'non-json-body #/paths/~1shops~1{shop-id}~1items/post/requestBody/content/application~1xml',
      'method #/paths/~1shops~1{shop-id}~1items/head',
    ]);
  });
});
