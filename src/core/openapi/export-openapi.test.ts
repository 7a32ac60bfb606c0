import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createLineIndex } from '../source/line-index';
import { assertProperty } from '../test-property';
import { callOperations, camel, contractInput, exportOpenApi, openApiPath } from './export-openapi';
import { exportContract } from './index';
import CLINIC from '../../../examples/clinic.spec.md?raw';

const lineOf = (text: string, needle: string): number => createLineIndex(text).positionAt(text.indexOf(needle)).line;

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('exportOpenApi on the clinic', () => {
  const { document, operations } = exportOpenApi(contractInput(CLINIC));
  const doc = document as Obj;

  it('has every call of point 7 as an operation, with its spec line', () => {
    expect(operations).toHaveLength(15);
    expect(doc.openapi).toBe('3.1.0');
    const cancel = doc.paths['/api/appointments/{id}/cancel'].post;
    expect(cancel['x-specfront-source']).toEqual({ point: 7, line: lineOf(CLINIC, '| POST | /api/appointments/:id/cancel') });
    expect(cancel.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(15);
  });

  it('says nothing about the API the spec does not: its info holds the title, the purpose and the required version only (no licence)', () => {
    expect(Object.keys(doc.info).filter((k) => !k.startsWith('x-'))).toEqual(['title', 'version', 'description']);
    expect(doc.info.title).toBe('Riverside Clinic appointments');
  });

  it('carries query parameters, the request body and the response', () => {
    const list = doc.paths['/api/appointments'].get;
    expect(list.parameters.map((p: Obj) => `${p.in}:${p.name}`)).toEqual([
      'query:doctor',
      'query:status',
      'query:limit',
      'query:offset',
      'query:sort',
      'query:order',
    ]);
    expect(list.responses['200'].content['application/json'].schema.properties.items).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Appointment' },
    });
    const create = doc.paths['/api/appointments'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['patient', 'doctor', 'startsAt', 'minutes']);
    expect(body.properties.patient).toMatchObject({ type: 'string', 'x-specfront-ref': 'Patient' });
    expect(create.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Appointment' });
    expect(doc.paths['/api/patients/{id}'].delete.responses['204']).toBeDefined();
    // A whole entity as a request is its input: no id.
    const input = doc.components.schemas.PatientInput;
    expect(input.properties.id).toBeUndefined();
    expect(input.required).toEqual(['name', 'email', 'birthDate']);
  });

  it('answers each error of the Errors cell with the catalogue status and the error body', () => {
    const create = doc.paths['/api/appointments'].post;
    expect(create.responses['403']).toEqual({ $ref: '#/components/responses/FORBIDDEN' });
    expect(create.responses['422']).toEqual({ $ref: '#/components/responses/INVALID' });
    // Two codes of one status share a response with an example each.
    const cancel = doc.paths['/api/appointments/{id}/confirm'].post;
    expect(cancel.responses['409']).toEqual({ $ref: '#/components/responses/BAD_STATE' });
    const slot = doc.components.responses.SLOT_TAKEN;
    expect(slot.description).toBe('The doctor is already booked at that time. Please call us on 020 7946 0000.');
    expect(slot.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(doc.components.schemas.ErrorBody.required).toEqual(['code', 'message', 'errors']);
  });

  it('writes entities with formats, enums, lists, references and the rules JSON Schema can say', () => {
    const { Doctor, Patient, Appointment } = doc.components.schemas;
    expect(Doctor.required).toEqual(['id', 'name', 'specialty', 'email', 'startOfDay', 'endOfDay', 'acceptsNewPatients']);
    expect(Doctor.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(Doctor.properties.profile).toMatchObject({ format: 'uri' });
    expect(Doctor.properties.languages).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(Doctor.properties.specialty.enum).toEqual(['general', 'paediatrics', 'physiotherapy']);
    expect(Patient.properties.birthDate).toMatchObject({ format: 'date' });
    expect(Patient.properties.name).toMatchObject({ minLength: 2, maxLength: 80 }); // MAX_NAME substituted
    expect(Patient.properties.phone.pattern).toBe('^\\+?[0-9 ]{7,15}$');
    expect(Patient.properties.email.format).toBe('email'); // from the rule
    expect(Patient.properties.email.description).toContain('unique');
    expect(Appointment.properties.minutes.enum).toEqual([10, 20, 30]);
    expect(Appointment.properties.patient).toMatchObject({ type: 'string', 'x-specfront-ref': 'Patient' });
    expect(Appointment.properties.startsAt.format).toBe('date-time');
    expect(Appointment.properties.summary.description).toContain('`user.role == "doctor"');
    expect(Appointment['x-specfront-source']).toEqual({ point: 3, line: lineOf(CLINIC, '### Appointment') });
  });

  it('describes roles and permissions per operation and declares the role header', () => {
    const complete = doc.paths['/api/appointments/{id}/complete'].post;
    expect(complete.description).toContain('Roles: doctor.');
    expect(complete.description).toContain('record.doctor == user.doctorId');
    expect(complete.security).toEqual([{ role: [] }]);
    expect(doc.paths['/api/doctors'].get.security).toEqual([]);
    expect(doc.components.securitySchemes.role).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-specfront-role' });
  });

  it('prints YAML by default and JSON on request, the same document', () => {
    const yaml = exportContract(CLINIC, 'openapi').text;
    const json = exportContract(CLINIC, 'openapi', true).text;
    expect(parse(yaml)).toEqual(JSON.parse(json));
    expect(yaml).not.toMatch(/[&*]a\d/); // no anchors
  });
});

describe('exportOpenApi: bounds of several rules on one field', () => {
  const SPEC = `# Shelves

## 1. Purpose

A shop counts its shelves.

## 3. Data

| Entity | Field | Required | Type |
|---|---|---|---|
| Shelf | id | required | id |
| Shelf | books | required | integer |
| Shelf | width | required | number |
| Shelf | spare | optional | integer |
| Shelf | label | optional | string |

## 5. Validation

| Entity | Field | Rule | Message |
|---|---|---|---|
| Shelf | books | positive | |
| Shelf | width | positive | |
| Shelf | spare | between 2 and 9 | |
| Shelf | spare | positive | |
| Shelf | spare | at most 5 | |
| Shelf | label | at most 40 characters | |
| Shelf | label | between 3 and 60 characters | |

## 7. Calls

| Method | Path | Request | Response |
|---|---|---|---|
| GET | /api/shelves | — | Shelf[] |
`;
  const props = (exportOpenApi(contractInput(SPEC)).document as Obj).components.schemas.Shelf.properties;

  it("writes an integer's `positive` as minimum 1 (the keyword every generator reads), a number's as exclusiveMinimum 0", () => {
    expect(props.books).toMatchObject({ type: 'integer', minimum: 1 });
    expect(props.books.exclusiveMinimum).toBeUndefined();
    expect(props.width).toMatchObject({ type: 'number', exclusiveMinimum: 0 });
  });

  it('keeps the stricter of two bounds of one kind, whatever the order of the rules', () => {
    expect(props.spare).toMatchObject({ minimum: 2, maximum: 5 });
    expect(props.label).toMatchObject({ minLength: 3, maxLength: 40 });
  });
});

describe('operation ids and paths', () => {
  it('joins words and path parts in camelCase', () => {
    expect(camel(['list', 'Talk'])).toBe('listTalk');
    expect(camel(['get', '', 'api', 'talks', 'by id'])).toBe('getApiTalksById');
    expect(camel(['Replace', 'Room-booking 2'])).toBe('replaceRoomBooking2');
    expect(camel(['--', 'é', '/'])).toBe('');
    expect(camel(['post', 'café_menu', '9lives'])).toBe('postCafMenu9lives');
  });

  it('camel splits and cases as the split on a regular expression did', () => {
    const reference = (words: readonly string[]): string =>
      words
        .flatMap((w) => w.split(/[^A-Za-z0-9]+/))
        .filter((w) => w !== '')
        .map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1)))
        .join('');
    const word = fc.string({ unit: fc.constantFrom(...'aZq09 /:_-.é{}'.split('')), maxLength: 10 });
    assertProperty(
      fc.property(fc.array(word, { maxLength: 5 }), (words) => {
        expect(camel(words)).toBe(reference(words));
      }),
      { seed: 1125, numRuns: 2000 },
    );
  });

  it('writes path parameters in braces', () => {
    expect(openApiPath('/api/talks/:id/slots/:slot')).toBe('/api/talks/{id}/slots/{slot}');
    expect(openApiPath('/api/talks')).toBe('/api/talks');
    expect(openApiPath('/api/a:b/:')).toBe('/api/a:b/:');
  });
});

describe('callOperations', () => {
  const SPEC = `# Talks

## 3. Data

### Talk

| Field | Type |
|---|---|
| id | id |
| title | string |

## 7. Calls

| Method | Path | Request | Response |
|---|---|---|---|
| GET | /api/talks | — | Talk[] |
| GET | /api/talks/:id | — | Talk |
| GET | /api/talks/{id} | — | Talk |
| CONNECT | /api/talks | — | Talk |
| GET | /api/talk/s | — | Talk |
| GET | /api/talk-s | — | Talk |
`;

  it('gives each call its path, method and a unique id, none to a repeated path and method or a method OpenAPI lacks', () => {
    const { app } = contractInput(SPEC);
    const ops = callOperations(app).map((o) => `${o.method} ${o.path} ${o.operationId}`);
    expect(ops).toEqual([
      'get /api/talks listTalk',
      'get /api/talks/{id} getTalk',
      'get /api/talks/{id} null',
      'connect /api/talks null',
      'get /api/talk/s getApiTalkS',
      'get /api/talk-s getApiTalkS2',
    ]);
    const { document, operations } = exportOpenApi(contractInput(SPEC));
    expect(operations.map((o) => o.operationId)).toEqual(['listTalk', 'getTalk', 'getApiTalkS', 'getApiTalkS2']);
    expect(Object.keys((document as Obj).paths)).toEqual(['/api/talks', '/api/talks/{id}', '/api/talk/s', '/api/talk-s']);
  });
});

describe('names that are properties of every object', () => {
  const SPEC = `# Odd names

## 3. Data

### __proto__

| Field | Type |
|---|---|
| id | id |

### constructor

| Field | Type |
|---|---|
| id | id |

## 7. Calls

| Method | Path | Request | Response |
|---|---|---|---|
| GET | __proto__ | — | __proto__ |
| GET | constructor | — | constructor |

## 8. Errors

| Code | Status | Message |
|---|---|---|
| __proto__ | 400 | Odd |
`;

  it('are ordinary keys of the document, and Object.prototype stays clean', () => {
    const text = exportContract(SPEC, 'openapi', true).text;
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(Object.keys(Object)).toEqual([]);
    const doc = JSON.parse(text) as Obj;
    expect(Object.keys(doc.paths)).toEqual(['__proto__', 'constructor']);
    expect(doc.paths['__proto__'].get.operationId).toBeDefined();
    expect(Object.keys(doc.components.schemas)).toEqual(['__proto__', 'constructor', 'ErrorBody']);
    expect(Object.keys(doc.components.responses)).toEqual(['__proto__']);
    expect(parse(exportContract(SPEC, 'openapi').text)).toEqual(doc);
  });
});
