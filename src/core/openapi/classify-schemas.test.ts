import { describe, expect, it } from 'vitest';
import { classifySchemas, entityName } from './classify-schemas';
import { NoteLog } from './note-log';
import { readDocument } from './read-document';
import { SchemaGraph } from './schema-graph';

const DOC = `
openapi: 3.1.0
info: { title: x }
paths:
  /issues:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/IssueList' } } } }
        '404': { description: no, content: { application/problem+json: { schema: { $ref: '#/components/schemas/Problem' } } } }
    post:
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/IssueInput' } } } }
      responses:
        '201': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Issue' } } } }
webhooks:
  opened:
    post:
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Opened' } } } }
      responses: { '200': { description: ok } }
components:
  schemas:
    Issue:
      type: object
      properties: { id: { type: string }, title: { type: string }, email: { $ref: '#/components/schemas/Email' } }
    IssueInput:
      type: object
      properties: { title: { type: string, description: The title. } }
    IssueList:
      type: object
      properties: { data: { type: array, items: { $ref: '#/components/schemas/Issue' } }, next: { type: string } }
    Problem:
      type: object
      properties: { title: { type: string }, status: { type: integer } }
    Opened:
      type: object
      properties: { at: { type: string } }
    Pet: { oneOf: [{ $ref: '#/components/schemas/Issue' }, { type: object }] }
    Email: { type: object, properties: { address: { type: string } } }
`;

describe('classifying component schemas', () => {
  const notes = new NoteLog();
  const kinds = classifySchemas(new SchemaGraph(readDocument(DOC).doc), notes);

  it('makes entities of object schemas, named so that no type word is taken', () => {
    expect([...kinds.entities]).toEqual([
      ['Issue', 'Issue'],
      ['Email', 'EmailRecord'],
    ]);
    expect([...kinds.records.keys()]).toEqual(['Issue', 'Email']);
  });

  it('maps a request-only schema of the same fields to its entity, and leaves a list envelope out', () => {
    expect([...kinds.inputs]).toEqual([['IssueInput', 'Issue']]);
    expect(kinds.entities.has('IssueList')).toBe(false);
  });

  it('notes unions of objects and the schemas only errors or webhooks use', () => {
    expect(notes.notes.map((n) => `${n.code} ${n.pointer}`)).toEqual([
      'error-only-schema #/components/schemas/Problem',
      'hook-only-schema #/components/schemas/Opened',
      'union-schema #/components/schemas/Pet',
    ]);
  });

  it('names an entity as point 3 writes names', () => {
    expect(['pet-status', '2fa', '', 'a b_c'].map(entityName)).toEqual(['PetStatus', 'N2fa', 'Unnamed', 'AB_c']);
  });
});
