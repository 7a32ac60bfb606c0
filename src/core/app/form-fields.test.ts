import { describe, expect, it } from 'vitest';
import type { AppCall, AppEntity, AppField } from '../compile/app-model';
import { formBody, formFieldsOf } from './form-fields';

const src = { point: 3 as const, line: 5 };
const f = (name: string, extra: Partial<AppField> = {}): AppField => ({
  name,
  label: name,
  type: { kind: 'scalar', name: 'string' },
  required: true,
  isId: false,
  isState: false,
  editable: true,
  notes: '',
  source: src,
  ...extra,
});
const entity: AppEntity = {
  name: 'Talk',
  idField: 'id',
  generatedId: false,
  fields: [
    f('id', { isId: true, editable: false }),
    f('title'),
    f('abstract', { required: false }),
    f('status', { isState: true, editable: false }),
  ],
  machine: null,
  rules: [],
  calls: { list: null, detail: null, create: null, update: null, delete: null, transitions: [] },
  references: [],
  children: [],
  nested: [],
  source: src,
};
const call = (method: string, request: AppCall['request']): AppCall => ({
  id: `${method} /talks`,
  method,
  path: '/talks',
  params: [],
  query: [],
  request,
  response: { kind: 'none' },
  errors: [],
  roles: [],
  entity: 'Talk',
  slot: 'create',
  event: null,
  parent: null,
  filters: [],
  source: { point: 7, line: 40 },
});

describe('formFieldsOf', () => {
  it('uses the entity without id and state when the request is the entity', () => {
    expect(formFieldsOf(entity, call('POST', { kind: 'ref', entity: 'Talk' })).map((x) => x.name)).toEqual(['title', 'abstract']);
    expect(formFieldsOf(entity, null).map((x) => x.name)).toEqual(['title', 'abstract']);
  });
  it('uses an object request shape, with required from optionality and labels made readable', () => {
    const fields = formFieldsOf(
      entity,
      call('PATCH', {
        kind: 'object',
        fields: [
          { name: 'title', optional: true, type: { kind: 'scalar', name: 'string' } },
          { name: 'speakerEmail', optional: false, type: { kind: 'scalar', name: 'email' } },
          { name: 'status', optional: false, type: { kind: 'scalar', name: 'string' } },
        ],
      }),
    );
    expect(fields.map((x) => [x.name, x.required, x.label])).toEqual([
      ['title', false, 'title'],
      ['speakerEmail', true, 'Speaker email'],
    ]);
    expect(fields[1]?.source.line).toBe(40);
  });
});

describe('formBody', () => {
  const fields = formFieldsOf(entity, null);
  it('sends only changed fields for a PATCH, with null for a cleared one', () => {
    const body = formBody(
      fields,
      { title: 'New' },
      { method: 'PATCH', initial: { id: '1', title: 'Old', abstract: 'A' }, entity, wholeRecord: false },
    );
    expect(body).toEqual({ title: 'New', abstract: null });
  });
  it('sends the whole record without id and state for a PUT of the entity', () => {
    const body = formBody(
      fields,
      { title: 'New' },
      { method: 'PUT', initial: { id: '1', title: 'Old', abstract: 'A', status: 'x', extra: 1 }, entity, wholeRecord: true },
    );
    expect(body).toEqual({ title: 'New' });
  });
  it('sends the values for a create', () => {
    expect(formBody(fields, { title: 'T' }, { method: 'POST', initial: null, entity, wholeRecord: false })).toEqual({ title: 'T' });
  });
});
