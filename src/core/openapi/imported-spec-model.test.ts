import { describe, expect, it } from 'vitest';
import { parseSpec } from '../parse/parse-spec';
import { toComparable } from '../spec/comparable';
import petstore from '../../../test-fixtures/openapi/petstore/openapi.yaml?raw';
import shelf from '../../../test-fixtures/openapi/shelf-swagger2/swagger.yaml?raw';
import tracker from '../../../test-fixtures/openapi/tracker/openapi.yaml?raw';
import twilio from '../../../test-fixtures/openapi/twilio-sync/twilio_sync_v1.json?raw';
import { importDocument, importOpenApi } from './import-openapi';
import type { ImportedSpec } from './imported-spec';
import { importedSpecModel, NOT_CARRIED_HEADING } from './imported-spec-model';
import { printImportedSpec } from './print-imported';
import { readDocument } from './read-document';

const DATA: ImportedSpec = {
  title: 'Library | loans',
  intro: 'Written for a test.',
  purpose: '',
  entities: [
    {
      name: 'Book',
      fields: [
        { name: 'id', type: 'uuid', required: true, notes: '' },
        { name: 'genre', type: 'one of novel, poetry', required: false, notes: 'as | shelved' },
      ],
    },
    { name: 'Empty', fields: [] },
  ],
  rules: [{ entity: 'Book', field: 'genre', rule: 'at most 20 characters' }],
  calls: [
    {
      method: 'GET',
      path: '/books/:id',
      query: ['expand', 'page[size]'],
      request: '—',
      response: 'Book',
      errors: ['NOT_FOUND'],
      roles: [],
      notes: 'One book',
      line: null,
    },
    {
      method: 'POST',
      path: '/books',
      query: [],
      request: '{ title: string, kind?: "a" | "b" }',
      response: 'Book',
      errors: [],
      roles: [],
      notes: '',
      line: null,
    },
  ],
  errors: [{ code: 'NOT_FOUND', status: '404', message: 'No such book.', when: '' }],
  notes: [{ pointer: '#/servers', code: 'servers', what: 'the servers (https://x.example)' }],
  source: 'OpenAPI 3.1.0',
};

describe('the imported spec model', () => {
  it('is the model its printed Markdown reads back as', () => {
    const model = importedSpecModel(DATA);
    expect(toComparable(parseSpec(printImportedSpec(DATA)).spec)).toEqual(toComparable(model));
  });

  it('is printed by the spec printer, labelled as the new-spec template is', () => {
    const text = printImportedSpec(DATA);
    expect(
      text.startsWith(
        '# Specification: Library | loans\n\nWritten for a test.\n\n## 1. What the product does and for whom\n\nNot shown.\n',
      ),
    ).toBe(true);
    expect(text).toContain('| GET    | /books/:id?expand&page[size] | —');
    expect(text).toContain('### Empty\n\n| Field | Type | Required | Notes |\n| ----- | ---- | -------- | ----- |\n\n## 4.');
    expect(text).toContain(
      `## ${NOT_CARRIED_HEADING}\n\nImported from OpenAPI 3.1.0. These parts of the document have no place in the nine points:\n\n- \`#/servers\` — the servers (https://x.example)\n`,
    );
    expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
  });

  it('says "Not shown." for a point without data, and keeps no closing note without notes', () => {
    const text = printImportedSpec({ ...DATA, entities: [], rules: [], calls: [], errors: [], notes: [] });
    for (const n of [2, 3, 4, 5, 6, 7, 8, 9]) expect(text).toMatch(new RegExp(`## ${n}\\. [^\\n]+\\n\\nNot shown\\.\\n`));
    expect(text).not.toContain(NOT_CARRIED_HEADING);
  });

  it.each([
    ['Petstore', petstore],
    ['Lending shelf (Swagger 2.0)', shelf],
    ['Tracker', tracker],
    ['Twilio Sync', twilio],
  ])('of %s is what the imported text reads back as, without errors', (_, doc) => {
    const result = importOpenApi(doc);
    if (!result.ok) throw new Error(result.message);
    const read = parseSpec(result.spec);
    expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(toComparable(read.spec)).toEqual(toComparable(importedSpecModel(importDocument(readDocument(doc)))));
  });
});
