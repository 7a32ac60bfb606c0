import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { toAppShape, toAppType } from '../compile/app-type';
import { normalisePath } from '../compile/normalise-path';
import { parseSpec } from '../parse/parse-spec';
import type { Spec } from '../spec/spec';
import { exportContract } from './index';
import { importOpenApi } from './import-openapi';
import { applyOptions } from '../options/apply-options';
import { proposeOptions } from '../options/propose-options';
import blank from '../../../examples/blank.spec.md?raw';
import bookshop from '../../../examples/bookshop.spec.md?raw';
import clinic from '../../../examples/clinic.spec.md?raw';
import clinicYaml from '../../../examples/clinic.yaml?raw';
import draft from '../../../examples/tool-library.draft.md?raw';
import vet from '../../../examples/vet-practice.spec.md?raw';

const EXAMPLES: Record<string, string> = {
  'blank.spec.md': blank,
  'bookshop.spec.md': bookshop,
  'clinic.spec.md': clinic,
  'clinic.yaml': clinicYaml,
  'tool-library.draft.md': draft,
  'vet-practice.spec.md': vet,
};

/** Points 3, 7 and 8 of a spec as a model without spans or wording of the source. */
function points378(spec: Spec): unknown {
  return {
    entities: spec.entities.map((e) => ({
      name: e.name.value,
      fields: e.fields.map((f) => ({ name: f.name.value, type: toAppType(f.type), required: f.required === true, notes: f.notes })),
    })),
    calls: spec.calls.map((c) => ({
      method: c.method.value,
      path: normalisePath(c.path.value),
      params: c.params.map((p) => p.value),
      query: c.query.map((q) => q.value),
      request: toAppShape(c.request),
      response: toAppShape(c.response),
      errors: c.errors.map((e) => e.value),
      roles: c.roles.map((r) => r.value),
      notes: c.notes,
    })),
    errors: spec.errors.map((e) => ({ code: e.code.value, status: e.status, message: e.message?.value ?? '', when: e.when })),
  };
}

function imported(text: string): string {
  const result = importOpenApi(text);
  if (!result.ok) throw new Error(result.message);
  return result.spec;
}

describe.each(Object.keys(EXAMPLES))('round trip of examples/%s', (file) => {
  const text = EXAMPLES[file] as string;

  it('import(export(spec)) gives back the same points 3, 7 and 8, in YAML and in JSON', () => {
    const original = points378(parseSpec(text).spec);
    expect(points378(parseSpec(imported(exportContract(text, 'openapi').text)).spec)).toEqual(original);
    expect(points378(parseSpec(imported(exportContract(text, 'openapi', true).text)).spec)).toEqual(original);
  });

  it('the imported spec checks without errors when the original does', () => {
    const before = checkSpec(text).diagnostics.filter((d) => d.severity === 'error');
    const after = checkSpec(imported(exportContract(text, 'openapi').text)).diagnostics.filter((d) => d.severity === 'error');
    if (before.length === 0) expect(after.map((d) => `${d.line}: ${d.message}`)).toEqual([]);
  });
});

// The drafts of the options corpus, in other authors' styles, taken as far as their options go: specs nobody
// wrote for the contract, round-tripped as the examples are.
const DRAFTS = import.meta.glob('../../../bench/options-corpus/*.draft.md', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;

describe.each(Object.keys(DRAFTS))('round trip of %s with every option accepted', (file) => {
  it('import(export(spec)) gives back the same points 3, 7 and 8', () => {
    let text = DRAFTS[file] as string;
    for (let round = 0; round < 3; round++) {
      const { options } = proposeOptions(text);
      if (options.length === 0) break;
      text = applyOptions(text, options);
    }
    expect(parseSpec(text).spec.calls.length).toBeGreaterThan(0);
    expect(points378(parseSpec(imported(exportContract(text, 'openapi').text)).spec)).toEqual(points378(parseSpec(text).spec));
  });
});

describe('importOpenApi on hand-written documents', () => {
  const doc = `
openapi: 3.0.3
info:
  title: Library
  description: Members borrow books.
paths:
  /books:
    get:
      summary: List books
      parameters:
        - { name: q, in: query, schema: { type: string } }
        - { name: X-Trace, in: header, schema: { type: string } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: array, items: { $ref: '#/components/schemas/Book' } }
    post:
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Book' }
      responses:
        '201': { description: created, content: { application/json: { schema: { $ref: '#/components/schemas/Book' } } } }
        '422': { $ref: '#/components/responses/Invalid' }
      callbacks:
        done: {}
  /books/{bookId}:
    parameters:
      - { name: bookId, in: path, required: true, schema: { type: string } }
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Book' } } } }
        '404': { description: No such book }
webhooks:
  returned: {}
components:
  responses:
    Invalid: { description: Check the fields }
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Key }
  schemas:
    Named:
      type: object
      required: [title]
      properties:
        title: { type: string, minLength: 1, maxLength: 200 }
    Book:
      allOf:
        - $ref: '#/components/schemas/Named'
        - type: object
          required: [isbn]
          properties:
            isbn: { type: string, pattern: '^[0-9-]{10,17}$' }
            pages: { type: integer, minimum: 1 }
            genre: { type: string, enum: [novel, poetry] }
            published: { type: string, format: date }
            site: { type: [string, 'null'], format: uri }
            author: { $ref: '#/components/schemas/Author' }
            shelf: { oneOf: [{ $ref: '#/components/schemas/Named' }, { $ref: '#/components/schemas/Author' }] }
    Author:
      type: object
      properties:
        email: { type: string, format: email }
        born: { type: string, format: date-time }
`;
  const result = importOpenApi(doc);
  if (!result.ok) throw new Error(result.message);
  const spec = parseSpec(result.spec).spec;

  it('makes entities from component schemas, allOf merged, with types, formats, enums and references', () => {
    const book = spec.entities.find((e) => e.name.value === 'Book');
    expect(book?.fields.map((f) => [f.name.value, f.typeText.value, f.required])).toEqual([
      ['title', 'string', true],
      ['isbn', 'string', true],
      ['pages', 'integer', false],
      ['genre', 'one of novel, poetry', false],
      ['published', 'date', false],
      ['site', 'url', false],
      ['author', 'Author', false],
    ]);
    expect(spec.entities.map((e) => e.name.value)).toEqual(['Named', 'Book', 'Author']);
  });

  it('turns constraints into rule phrases of point 5', () => {
    expect(spec.rules.map((r) => `${r.entity.value}.${r.field.value}: ${r.body.kind === 'phrase' ? r.body.text.value : ''}`)).toEqual([
      'Named.title: between 1 and 200 characters',
      'Book.title: between 1 and 200 characters',
      'Book.isbn: matches `^[0-9-]{10,17}$`',
      'Book.pages: at least 1',
    ]);
    expect(spec.rules.every((r) => r.body.kind === 'phrase' && r.body.phrase !== null)).toBe(true);
  });

  it('makes calls with :params, query parameters and shapes, and errors from responses', () => {
    expect(
      spec.calls.map(
        (c) =>
          `${c.method.value} ${c.path.value} ${c.query.map((q) => q.value).join('&')} | ${c.requestText?.value ?? ''} | ${c.responseText?.value ?? ''} | ${c.errors.map((e) => e.value).join(',')}`,
      ),
    ).toEqual(['GET /books q | — | Book[] | ', 'POST /books  | Book | Book | INVALID', 'GET /books/:bookId  | — | Book | NOT_FOUND']);
    expect(spec.errors.map((e) => [e.code.value, e.status, e.message?.value])).toEqual([
      ['INVALID', 422, 'Check the fields'],
      ['NOT_FOUND', 404, 'No such book'],
    ]);
    expect(checkSpec(result.spec).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('lists what it cannot carry with the JSON pointer, and leaves points 2, 4, 6, 9 not shown', () => {
    expect(result.notCarried.map((n) => n.pointer)).toEqual([
      '#/components/schemas/Book/allOf/1/properties/shelf/oneOf',
      '#/paths/~1books/get/parameters/1',
      '#/paths/~1books/post/callbacks',
      '#/webhooks/returned',
      '#/components/securitySchemes/key',
    ]);
    expect(result.spec).toContain('## Not carried from the OpenAPI document');
    const report = checkSpec(result.spec);
    expect(report.points.filter((p) => p.status === 'not-shown').map((p) => p.n)).toEqual([2, 4, 6, 9]);
  });
});

describe('importOpenApi refuses bad input with a clear message', () => {
  const refused = (text: string): string => {
    const r = importOpenApi(text);
    if (r.ok) throw new Error('expected a refusal');
    return r.message;
  };
  it.each([
    ['not OpenAPI', 'title: a note\n', 'no `openapi` field'],
    ['Swagger 1.2', 'swagger: "1.2"\ninfo: {}\n', 'Swagger 1.2'],
    ['Swagger 2.0 without info', 'swagger: "2.0"\npaths: {}\n', 'no `info`'],
    ['OpenAPI 2.5', 'openapi: 2.5.0\ninfo: {}\n', 'OpenAPI 2.5.0'],
    ['bad YAML', 'openapi: 3.1.0\ninfo: [\n', 'not valid YAML (line'],
    ['bad JSON', '{"openapi": ', 'not valid JSON'],
    [
      'a remote $ref',
      'openapi: 3.1.0\ninfo: {title: x}\npaths:\n  /a:\n    get:\n      responses:\n        "200": { $ref: "https://example.org/r.yaml" }\n',
      'is not local',
    ],
    [
      'a $ref cycle',
      'openapi: 3.1.0\ninfo: {title: x}\ncomponents:\n  schemas:\n    A: { $ref: "#/components/schemas/B" }\n    B: { $ref: "#/components/schemas/A" }\n',
      'circular',
    ],
    [
      'a $ref to nothing',
      'openapi: 3.1.0\ninfo: {title: x}\ncomponents:\n  schemas:\n    A: { $ref: "#/components/schemas/Z" }\n',
      'points at nothing',
    ],
  ])('%s', (_, text, words) => {
    expect(refused(text)).toContain(words);
  });

  it('a document over the size limit (50 MB)', () => {
    const big = `openapi: 3.1.0\ninfo: {title: x}\nx-pad: "${'a'.repeat(50 * 1024 * 1024)}"\n`;
    expect(refused(big)).toMatch(/50\.0 MB; import reads documents up to 16 MB/);
  });

  it('bad YAML names its line and column', () => {
    expect(refused('openapi: 3.1.0\ninfo:\n  title: x\n  bad: [1, 2\n')).toMatch(/not valid YAML \(line \d+, column \d+\)/);
  });

  it('aliases that expand past the limit ("billion laughs"), or that hold themselves, are refused', () => {
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array.from({ length: 10 }, () => `*${prev}`).join(',')}]`);
    }
    expect(refused(`openapi: 3.1.0\ninfo: {title: x}\n${levels.join('\n')}\n`)).toMatch(/aliases expand to more than 5,000,000 values/);
    expect(refused('openapi: 3.1.0\ninfo: {title: x}\nloop: &l [1, *l]\n')).toMatch(/alias|refers|not valid YAML/);
  });

  it('reads dates and other YAML 1.1 words as the text written (core schema)', () => {
    const r = importOpenApi(
      'openapi: 3.1.0\ninfo: {title: x, version: 2024-01-01}\npaths: {}\ncomponents:\n  schemas:\n    A:\n      type: object\n      properties:\n        flag: { type: string, enum: [yes, no] }\n',
    );
    expect(r.ok && r.spec).toContain('one of yes, no');
  });

  it('a recursive schema is an entity that references itself, not a refusal', () => {
    const r = importOpenApi(
      'openapi: 3.1.0\ninfo: {title: x}\npaths: {}\ncomponents:\n  schemas:\n    Node:\n      type: object\n      properties:\n        parent: { $ref: "#/components/schemas/Node" }\n        children: { type: array, items: { $ref: "#/components/schemas/Node" } }\n',
    );
    expect(r.ok && r.spec).toContain('| children | Node[] |');
  });
});

// Styles met in documents written by others (test-fixtures/openapi/EXPECTATIONS.md): scalar components reused by
// $ref, annotated references, envelopes around lists, problem+json errors, request-only inputs, links, unions.
describe('importOpenApi on documents in the styles of other authors', () => {
  const doc = `
openapi: 3.1.0
info: { title: Kitchen rota, version: '1' }
servers: [{ url: 'https://rota.example/v1' }]
paths:
  /kitchens/{kitchen}/shifts:
    parameters:
      - $ref: '#/components/parameters/Kitchen'
    get:
      summary: List shifts
      parameters:
        - { name: after, in: query, schema: { type: [string, 'null'] } }
        - { name: limit, in: query, schema: { type: integer, minimum: 1, maximum: 30 } }
      responses:
        '200':
          description: A page of shifts.
          content: { application/json: { schema: { $ref: '#/components/schemas/ShiftPage' } } }
          links:
            first: { operationId: getShift, parameters: { shift: '$response.body#/data/0/id' } }
        '404': { $ref: '#/components/responses/Missing' }
    post:
      summary: Plan a shift
      requestBody: { $ref: '#/components/requestBodies/PlanShift' }
      responses:
        '201':
          description: Planned.
          headers: { Location: { schema: { type: string } } }
          content: { application/json: { schema: { $ref: '#/components/schemas/Shift' } } }
        '422':
          description: Not a valid shift.
          content: { application/problem+json: { schema: { $ref: '#/components/schemas/Problem' } } }
  /kitchens/{kitchen}/shifts/{shift}:
    parameters:
      - $ref: '#/components/parameters/Kitchen'
      - { name: shift, in: path, required: true, schema: { type: string } }
    get:
      operationId: getShift
      responses:
        '200':
          description: The shift.
          content: { application/json: { schema: { $ref: '#/components/schemas/Shift' } } }
        '404': { $ref: '#/components/responses/Missing' }
components:
  parameters:
    Kitchen: { name: kitchen, in: path, required: true, schema: { type: string } }
  requestBodies:
    PlanShift:
      content: { application/json: { schema: { $ref: '#/components/schemas/ShiftPlan' } } }
  responses:
    Missing:
      description: No such kitchen or shift.
      content: { application/problem+json: { schema: { $ref: '#/components/schemas/Problem' } } }
  links:
    ShiftCook: { operationId: getShift }
  schemas:
    Problem:
      type: object
      properties: { title: { type: string }, status: { type: integer } }
    CookName:
      description: The cook's name as shown on the rota.
      type: string
      maxLength: 40
    Weekday:
      type: integer
      enum: [1, 2, 3, 4, 5]
    ShiftPlan:
      type: object
      required: [cook, day]
      properties:
        cook: { $ref: '#/components/schemas/CookName' }
        day: { $ref: '#/components/schemas/Weekday' }
        stations: { oneOf: [{ type: string }, { type: array, items: { type: string } }] }
    Shift:
      allOf:
        - $ref: '#/components/schemas/ShiftPlan'
        - type: object
          required: [id]
          properties:
            id: { type: string, format: uuid, readOnly: true }
            kitchen:
              allOf: [{ $ref: '#/components/schemas/Kitchen' }]
              description: Where the shift is worked.
            cover:
              allOf: [{ $ref: '#/components/schemas/Kitchen' }, { description: 'A kitchen it may cover.' }]
    Kitchen:
      type: object
      properties: { id: { type: string }, name: { type: string } }
    ShiftPage:
      type: object
      properties:
        data: { type: array, items: { $ref: '#/components/schemas/Shift' } }
        next: { type: [string, 'null'] }
    Duty:
      oneOf: [{ $ref: '#/components/schemas/Shift' }, { $ref: '#/components/schemas/Kitchen' }]
      discriminator: { propertyName: kind }
    SwapEvent:
      type: object
      properties: { shift: { $ref: '#/components/schemas/Shift' }, at: { type: string, format: date-time } }
webhooks:
  shiftSwapped:
    post:
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/SwapEvent' } } } }
      responses: { '200': { description: ok } }
`;
  const result = importOpenApi(doc);
  if (!result.ok) throw new Error(result.message);
  const spec = parseSpec(result.spec).spec;
  const fields = (entity: string) =>
    spec.entities.find((e) => e.name.value === entity)?.fields.map((f) => [f.name.value, f.typeText.value, f.required, f.notes]);

  it('keeps records as entities: no envelope, no error body, no request-only input among them', () => {
    expect(spec.entities.map((e) => e.name.value)).toEqual(['Shift', 'Kitchen']);
  });

  it('follows scalar components for type, words and rules, and reads annotated references as references', () => {
    expect(fields('Shift')).toEqual([
      ['cook', 'string', true, "The cook's name as shown on the rota."],
      ['day', 'one of 1, 2, 3, 4, 5', true, ''],
      ['stations', 'string[]', false, ''],
      ['id', 'uuid', true, ''],
      ['kitchen', 'Kitchen', false, 'Where the shift is worked.'],
      ['cover', 'Kitchen', false, 'A kitchen it may cover.'],
    ]);
    expect(spec.rules.map((r) => `${r.entity.value}.${r.field.value}: ${r.body.kind === 'phrase' ? r.body.text.value : ''}`)).toEqual([
      'Shift.cook: at most 40 characters',
    ]);
  });

  it('answers a list envelope as a shape of its call, and sends a request-only input as its entity', () => {
    expect(
      spec.calls.map((c) => `${c.method.value} ${c.path.value} | ${c.requestText?.value ?? ''} | ${c.responseText?.value ?? ''}`),
    ).toEqual([
      'GET /kitchens/:kitchen/shifts | — | { data?: Shift[], next?: string }',
      'POST /kitchens/:kitchen/shifts | Shift | Shift',
      'GET /kitchens/:kitchen/shifts/:shift | — | Shift',
    ]);
    expect(spec.errors.map((e) => [e.code.value, e.status, e.message?.value])).toEqual([
      ['MISSING', 404, 'No such kitchen or shift.'],
      ['UNPROCESSABLE_ENTITY', 422, 'Not a valid shift.'],
    ]);
    expect(checkSpec(result.spec).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('notes the error body, the union component, the one-or-many union, the bounds of a query parameter, a response header, the links, the servers, the webhook and its own schema, each once', () => {
    expect(result.notCarried.map((n) => `${n.pointer} ${n.what.split(';')[0]}`)).toEqual([
      '#/components/schemas/Problem the schema Problem, used only in the bodies of error responses',
      '#/components/schemas/Duty the schema Duty is a union of objects (oneOf with a discriminator)',
      '#/components/schemas/SwapEvent the schema SwapEvent, used only by webhooks or callbacks',
      '#/components/schemas/ShiftPlan/properties/stations/oneOf one value or a list of them (oneOf)',
      '#/paths/~1kitchens~1{kitchen}~1shifts/get/parameters/1 the query parameter limit: minimum 1, maximum 30',
      '#/paths/~1kitchens~1{kitchen}~1shifts/get/responses/200/links links from this answer to other operations',
      '#/paths/~1kitchens~1{kitchen}~1shifts/post/responses/201/headers/Location the response header Location',
      "#/info/version the document's version 1",
      '#/servers the servers (https://rota.example/v1)',
      '#/components/links/ShiftCook a link between operations',
      '#/webhooks/shiftSwapped a webhook',
    ]);
  });

  it('names an entity whose schema is named like a type word so that a shape can name it (Email → EmailRecord)', () => {
    const words = ['Email', 'date', 'URL', 'Id', 'Text', 'Timestamp', 'Float'];
    const schemas = words.map((w) => `    ${w}:\n      type: object\n      properties: { id: { type: string } }`).join('\n');
    const lists = words.map((w) => `        ${w.toLowerCase()}s: { type: array, items: { $ref: '#/components/schemas/${w}' } }`).join('\n');
    const r = importOpenApi(`openapi: 3.1.0
info: { title: Words }
paths:
  /all:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
${lists.replace(/^ {8}/gm, '                  ')}
components:
  schemas:
${schemas}
`);
    if (!r.ok) throw new Error(r.message);
    const spec = parseSpec(r.spec).spec;
    expect(spec.entities.map((e) => e.name.value)).toEqual([
      'EmailRecord',
      'DateRecord',
      'URLRecord',
      'IdRecord',
      'TextRecord',
      'TimestampRecord',
      'FloatRecord',
    ]);
    const response = spec.calls[0]?.response;
    expect(response?.kind === 'object' ? response.fields.map((f) => (f.type.kind === 'list' ? f.type.of.kind : f.type.kind)) : []).toEqual(
      words.map(() => 'ref'),
    );
    expect(checkSpec(r.spec).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it("reads a list answer's records written out in place as the one entity they match", () => {
    const r = importOpenApi(`
openapi: 3.1.0
info: { title: Guests }
paths:
  /guests:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/ListGuestsResult' } } } }
  /guests/{id}:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/GetGuestResult' } } } }
  /rooms:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  data: { type: array, items: { type: object, properties: { id: { type: string }, floor: { type: integer } } } }
components:
  schemas:
    GetGuestResult:
      type: object
      required: [id]
      properties:
        id: { type: string }
        name: { type: string, description: The guest's name. }
        nights: { type: integer }
    ListGuestsResult:
      type: object
      properties:
        has_more: { type: boolean }
        data:
          type: array
          items: { type: object, properties: { id: { type: string }, name: { type: string } } }
    Room:
      type: object
      properties: { id: { type: string }, floor: { type: integer }, beds: { type: integer } }
    Suite:
      type: object
      properties: { id: { type: string }, floor: { type: integer }, view: { type: string } }
`);
    if (!r.ok) throw new Error(r.message);
    const spec = parseSpec(r.spec).spec;
    expect(spec.entities.map((e) => e.name.value)).toEqual(['GetGuestResult', 'Room', 'Suite']);
    // Rooms' records fit Room and Suite alike: they stay written out.
    expect(spec.calls.map((c) => c.responseText?.value)).toEqual([
      '{ has_more?: boolean, data?: GetGuestResult[] }',
      'GetGuestResult',
      '{ data?: { id?: string, floor?: integer }[] }',
    ]);
  });

  it("writes an enumeration of numbers as one of its values in a field, and as integer in a call's shape (noted)", () => {
    const r = importOpenApi(`
openapi: 3.1.0
info: { title: Levels }
paths:
  /levels:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  level: { type: integer, enum: [1, 2, 3] }
                  scale: { type: number, enum: [0.5, 1] }
                  room: { $ref: '#/components/schemas/Room' }
components:
  schemas:
    Room:
      type: object
      properties: { id: { type: string }, floor: { type: integer, enum: [0, 1, 2] } }
`);
    if (!r.ok) throw new Error(r.message);
    const spec = parseSpec(r.spec).spec;
    expect(spec.calls[0]?.responseText?.value).toBe('{ level?: integer, scale?: number, room?: Room }');
    expect(spec.entities[0]?.fields.map((f) => f.typeText.value)).toEqual(['string', 'one of 0, 1, 2']);
    expect(r.notCarried.map((n) => n.pointer)).toEqual([
      '#/paths/~1levels/get/responses/200/content/application~1json/schema/properties/level',
      '#/paths/~1levels/get/responses/200/content/application~1json/schema/properties/scale',
    ]);
    expect(checkSpec(r.spec).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('reads a JSON document after a byte order mark, and notes several types, tuples, lists without items and untyped shape parts', () => {
    const r = importOpenApi(
      '\uFEFF' +
        JSON.stringify({
          openapi: '3.1.0',
          info: { title: 'Odd' },
          paths: {
            '/odd': {
              get: {
                responses: {
                  '200': {
                    description: 'ok',
                    content: { 'application/json': { schema: { type: 'object', properties: { any: {}, n: { type: 'integer' } } } } },
                  },
                },
              },
            },
          },
          components: {
            schemas: {
              Odd: {
                type: 'object',
                properties: {
                  v: { type: ['string', 'integer', 'null'] },
                  pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] },
                  bag: { type: 'array' },
                },
              },
            },
          },
        }),
    );
    if (!r.ok) throw new Error(r.message);
    const spec = parseSpec(r.spec).spec;
    expect(spec.entities[0]?.fields.map((f) => f.typeText.value)).toEqual(['text', 'text', 'string[]']);
    expect(spec.calls[0]?.responseText?.value).toBe('{ n?: integer }');
    expect(r.notCarried.map((n) => `${n.pointer} ${n.what}`)).toEqual([
      '#/components/schemas/Odd/properties/v a value of several types (string, integer); written as text',
      '#/components/schemas/Odd/properties/pair/prefixItems a tuple (prefixItems); written as text',
      '#/components/schemas/Odd/properties/bag a list without `items`; written as a list of strings',
      '#/paths/~1odd/get/responses/200/content/application~1json/schema/properties/any a schema without a type; left out of the shape',
    ]);
  });

  it('reads a springdoc document: a page with paging objects beside its list, an exploded object in the query, */* answers', () => {
    const r = importOpenApi(`
openapi: 3.0.1
info: { title: OpenAPI definition, version: v0 }
servers: [{ url: 'http://localhost:8080', description: Generated server url }]
paths:
  /api/users:
    get:
      tags: [user-controller]
      operationId: list
      parameters:
        - name: pageable
          in: query
          required: true
          schema: { $ref: '#/components/schemas/Pageable' }
      responses:
        '200':
          description: OK
          content:
            '*/*':
              schema: { $ref: '#/components/schemas/PageUser' }
    post:
      tags: [user-controller]
      operationId: create
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/UserDto' }
        required: true
      responses:
        '200':
          description: OK
          content:
            '*/*':
              schema: { $ref: '#/components/schemas/User' }
components:
  schemas:
    UserDto:
      type: object
      properties:
        name: { type: string }
        email: { type: string }
    User:
      type: object
      properties:
        id: { type: integer, format: int64 }
        name: { type: string }
        email: { type: string }
    Pageable:
      type: object
      properties:
        page: { minimum: 0, type: integer, format: int32 }
        size: { minimum: 1, type: integer, format: int32 }
        sort: { type: array, items: { type: string } }
    PageUser:
      type: object
      properties:
        totalElements: { type: integer, format: int64 }
        totalPages: { type: integer, format: int32 }
        size: { type: integer, format: int32 }
        content: { type: array, items: { $ref: '#/components/schemas/User' } }
        number: { type: integer, format: int32 }
        sort: { $ref: '#/components/schemas/SortObject' }
        first: { type: boolean }
        last: { type: boolean }
        pageable: { $ref: '#/components/schemas/PageableObject' }
        numberOfElements: { type: integer, format: int32 }
        empty: { type: boolean }
    SortObject:
      type: object
      properties:
        empty: { type: boolean }
        sorted: { type: boolean }
        unsorted: { type: boolean }
    PageableObject:
      type: object
      properties:
        offset: { type: integer, format: int64 }
        sort: { $ref: '#/components/schemas/SortObject' }
        paged: { type: boolean }
        pageNumber: { type: integer, format: int32 }
        pageSize: { type: integer, format: int32 }
        unpaged: { type: boolean }
`);
    if (!r.ok) throw new Error(r.message);
    const spec = parseSpec(r.spec).spec;
    expect(spec.entities.map((e) => e.name.value)).toEqual(['User', 'Pageable', 'SortObject', 'PageableObject']);
    expect(
      spec.calls.map((c) => `${c.method.value} ${c.path.value}?${c.query.map((q) => q.value).join('&')} | ${c.requestText?.value}`),
    ).toEqual(['GET /api/users?page&size&sort | —', 'POST /api/users? | User']);
    expect(spec.calls[0]?.responseText?.value).toMatch(
      /^\{ totalElements\?: integer, .*content\?: User\[\], .*pageable\?: PageableObject, /,
    );
    expect(r.notCarried.map((n) => n.pointer)).toEqual(['#/paths/~1api~1users/get/parameters/0', '#/info/version', '#/servers']);
    expect(checkSpec(r.spec).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('reads a FastAPI document: anyOf with null, titles, and the 422 body and what it lists kept out of the entities', () => {
    const r = importOpenApi(
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'FastAPI', version: '0.1.0' },
        paths: {
          '/items/{item_id}': {
            get: {
              summary: 'Read Item',
              operationId: 'read_item_items__item_id__get',
              parameters: [{ name: 'item_id', in: 'path', required: true, schema: { type: 'integer', title: 'Item Id' } }],
              responses: {
                '200': {
                  description: 'Successful Response',
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
                },
                '422': {
                  description: 'Validation Error',
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/HTTPValidationError' } } },
                },
              },
            },
          },
        },
        components: {
          schemas: {
            HTTPValidationError: {
              properties: { detail: { items: { $ref: '#/components/schemas/ValidationError' }, type: 'array', title: 'Detail' } },
              type: 'object',
              title: 'HTTPValidationError',
            },
            Item: {
              properties: {
                name: { type: 'string', title: 'Name' },
                price: { anyOf: [{ type: 'number' }, { type: 'null' }], title: 'Price' },
              },
              type: 'object',
              required: ['name'],
              title: 'Item',
            },
            ValidationError: {
              properties: {
                loc: { items: { anyOf: [{ type: 'string' }, { type: 'integer' }] }, type: 'array', title: 'Location' },
                msg: { type: 'string', title: 'Message' },
                type: { type: 'string', title: 'Error Type' },
              },
              type: 'object',
              required: ['loc', 'msg', 'type'],
              title: 'ValidationError',
            },
          },
        },
      }),
    );
    if (!r.ok) throw new Error(r.message);
    const spec = parseSpec(r.spec).spec;
    expect(spec.entities.map((e) => e.name.value)).toEqual(['Item']);
    expect(spec.entities[0]?.fields.map((f) => [f.name.value, f.typeText.value, f.required])).toEqual([
      ['name', 'string', true],
      ['price', 'number', false],
    ]);
    expect(spec.errors.map((e) => [e.code.value, e.status, e.message?.value])).toEqual([['UNPROCESSABLE_ENTITY', 422, 'Validation Error']]);
    expect(r.notCarried.map((n) => n.pointer)).toEqual([
      '#/components/schemas/HTTPValidationError',
      '#/components/schemas/ValidationError',
      '#/info/version',
    ]);
  });

  it('reads a field that holds an id or the whole record (an expandable field) as a reference', () => {
    const r = importOpenApi(`
openapi: 3.0.0
info: { title: Charges }
paths: {}
components:
  schemas:
    customer:
      type: object
      properties: { id: { type: string }, email: { type: string, nullable: true } }
    charge:
      type: object
      properties:
        id: { type: string }
        customer:
          anyOf: [{ maxLength: 5000, type: string }, { $ref: '#/components/schemas/customer' }]
          nullable: true
          description: ID of the customer this charge is for if one exists.
        source:
          anyOf: [{ type: string }, { type: integer }]
`);
    if (!r.ok) throw new Error(r.message);
    const spec = parseSpec(r.spec).spec;
    expect(spec.entities[1]?.fields.map((f) => [f.name.value, f.typeText.value, f.notes])).toEqual([
      ['id', 'string', ''],
      ['customer', 'Customer', 'ID of the customer this charge is for if one exists.'],
    ]);
    expect(r.notCarried.map((n) => n.what.split(';')[0])).toEqual(['an id or the whole record (anyOf)', 'a union of schemas (anyOf)']);
    expect(checkSpec(r.spec).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('keeps a schema that is also a record, or has an id, or differs from every record, as an entity', () => {
    const other = importOpenApi(`
openapi: 3.0.3
info: { title: Orders }
paths:
  /orders:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Order' } } } }
    post:
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/OrderDraft' } } } }
      responses:
        '201': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Order' } } } }
        '400': { description: bad, content: { application/json: { schema: { $ref: '#/components/schemas/Order' } } } }
components:
  schemas:
    Line:
      type: object
      properties: { sku: { type: string } }
    Order:
      type: object
      properties:
        id: { type: integer }
        items: { type: array, items: { $ref: '#/components/schemas/Line' } }
    OrderDraft:
      type: object
      properties:
        items: { type: array, items: { $ref: '#/components/schemas/Line' }, maxItems: 9 }
`);
    if (!other.ok) throw new Error(other.message);
    expect(parseSpec(other.spec).spec.entities.map((e) => e.name.value)).toEqual(['Line', 'Order', 'OrderDraft']);
  });
});

describe('importOpenApi reads Swagger 2.0 as OpenAPI 3.0', () => {
  const doc = `
swagger: '2.0'
info: { title: Lending shelf, version: '1' }
host: shelf.example
basePath: /v1
schemes: [https]
consumes: [application/json]
produces: [application/json]
paths:
  /books:
    get:
      summary: List books
      parameters:
        - { name: X-Trace, in: header, type: string }
        - { name: limit, in: query, type: integer, maximum: 50 }
      responses:
        '200':
          description: Books.
          schema: { type: array, items: { $ref: '#/definitions/Book' } }
        '404': { $ref: '#/responses/Missing' }
    post:
      summary: Add a book
      parameters:
        - { name: X-Trace, in: header, type: string }
        - { name: book, in: body, required: true, schema: { $ref: '#/definitions/NewBook' } }
        - { $ref: '#/parameters/Dry' }
      responses:
        '201':
          description: Added.
          schema: { $ref: '#/definitions/Book' }
          headers: { Location: { type: string } }
  /books/{id}/cover:
    post:
      summary: Upload a cover
      consumes: [multipart/form-data]
      parameters:
        - { name: id, in: path, required: true, type: string }
        - { name: file, in: formData, type: file, required: true }
        - { name: caption, in: formData, type: string }
      responses:
        '204': { description: Uploaded. }
parameters:
  Dry: { name: dry, in: query, type: boolean }
responses:
  Missing:
    description: No such book.
    schema: { $ref: '#/definitions/Error' }
definitions:
  Error:
    type: object
    properties: { message: { type: string } }
  NewBook:
    type: object
    required: [title]
    properties:
      title: { type: string, maxLength: 120 }
      subtitle: { type: string, x-nullable: true }
  Book:
    allOf:
      - $ref: '#/definitions/NewBook'
      - type: object
        required: [id]
        properties:
          id: { type: string, format: uuid }
          lent: { type: boolean }
securityDefinitions:
  key: { type: apiKey, in: header, name: X-Key }
`;
  const result = importOpenApi(doc);
  if (!result.ok) throw new Error(result.message);
  const spec = parseSpec(result.spec).spec;

  it('makes entities, calls, errors and rules as from the same document in OpenAPI 3', () => {
    expect(result.source).toBe('Swagger 2.0');
    expect(spec.entities.map((e) => e.name.value)).toEqual(['Book']);
    expect(spec.entities[0]?.fields.map((f) => `${f.name.value}: ${f.typeText.value}${f.required ? '' : '?'}`)).toEqual([
      'title: string',
      'subtitle: string?',
      'id: uuid',
      'lent: boolean?',
    ]);
    expect(
      spec.calls.map(
        (c) =>
          `${c.method.value} ${c.path.value}?${c.query.map((q) => q.value).join('&')} | ${c.requestText?.value} | ${c.responseText?.value}`,
      ),
    ).toEqual([
      'GET /books?limit | — | Book[]',
      'POST /books?dry | Book | Book',
      'POST /books/:id/cover? | { file: string, caption?: string } | —',
    ]);
    expect(spec.errors.map((e) => [e.code.value, e.status, e.message?.value])).toEqual([['MISSING', 404, 'No such book.']]);
    expect(spec.rules.map((r) => `${r.entity.value}.${r.field.value}: ${r.body.kind === 'phrase' ? r.body.text.value : ''}`)).toEqual([
      'Book.title: at most 120 characters',
    ]);
    expect(checkSpec(result.spec).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('names what it does not carry at its place in the Swagger document', () => {
    expect(result.spec).toContain('Imported from Swagger 2.0 (read as OpenAPI 3.0).');
    expect(result.notCarried.map((n) => n.pointer)).toEqual([
      '#/definitions/Error',
      '#/paths/~1books/get/parameters/0',
      '#/paths/~1books/get/parameters/1',
      '#/paths/~1books/post/parameters/0',
      '#/paths/~1books/post/responses/201/headers/Location',
      '#/paths/~1books~1{id}~1cover/post/parameters/1',
      '#/info/version',
      '#/host',
      '#/securityDefinitions/key',
    ]);
  });
});

describe('importOpenApi: bounds on the fields of a shape written in place', () => {
  // A body written in the operation (no component), whose fields carry bounds: point 5 has no place for a
  // rule on a call's shape, so each is noted where it is, never dropped silently. Written before the code.
  const doc = `openapi: 3.1.0
info: { title: Allotments, version: "2.3" }
paths:
  /gardeners/{gardenerId}:
    patch:
      parameters:
        - { name: gardenerId, in: path, required: true, schema: { type: string } }
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                email: { type: string, format: email }
                phone: { type: [string, 'null'], pattern: '^[0-9 +]{7,15}$' }
                nickname: { type: string, minLength: 2, maxLength: 20 }
      responses:
        '204': { description: Updated }
`;
  const result = importOpenApi(doc);
  if (!result.ok) throw new Error(result.message);

  it('notes each bounded field of the body with its pointer and bounds, and keeps the field in the shape', () => {
    const at = '#/paths/~1gardeners~1{gardenerId}/patch/requestBody/content/application~1json/schema/properties';
    expect(result.notCarried.filter((n) => n.pointer.startsWith(at)).map((n) => `${n.pointer.slice(at.length)} ${n.what}`)).toEqual([
      "/phone the field phone of a call's shape: pattern ^[0-9 +]{7,15}$; point 5 holds rules of point 3's fields, not of a call's shape",
      "/nickname the field nickname of a call's shape: minLength 2, maxLength 20; point 5 holds rules of point 3's fields, not of a call's shape",
    ]);
    expect(parseSpec(result.spec).spec.calls[0]?.requestText?.value).toBe('{ email?: email, phone?: string, nickname?: string }');
  });

  it("notes the document's version, which the spec has no place for", () => {
    expect(result.notCarried.find((n) => n.pointer === '#/info/version')?.what).toBe(
      "the document's version 2.3; the spec has no version (an export writes 1.0.0)",
    );
  });
});
