import { describe, expect, it } from 'vitest';
import bookshop from '../../../examples/bookshop.spec.md?raw';
import clinic from '../../../examples/clinic.spec.md?raw';
import { compileText } from '../compile/compile-app';
import type { AppCall, AppModel } from '../compile/app-model';
import { buildRequest } from './build-request';
import { listQuery } from './list-query';
import { readFailure } from './read-failure';
import { readList, readOne } from './read-response';
import { CFP_SPEC as cfp } from '../check/test-fixture-specs';

const clinicApp = compileText(clinic).app;
const shopApp = compileText(bookshop).app;
const cfpApp = compileText(cfp).app;
const callOf = (app: AppModel, id: string): AppCall =>
  app.calls.find((c) => c.id === id) ??
  (() => {
    throw new Error(id);
  })();

describe('buildRequest', () => {
  it('fills path parameters, encodes the listed query and sends JSON bodies', () => {
    expect(buildRequest(shopApp, 'GET /api/books/:id', { params: { id: 'a/b c' } })).toEqual({
      method: 'GET',
      url: '/api/books/a%2Fb%20c',
      body: null,
    });
    expect(buildRequest(shopApp, 'GET /api/books', { query: { q: 'le guin', limit: 20, offset: 0, unlisted: 'x', language: '' } })).toEqual(
      {
        method: 'GET',
        url: '/api/books?q=le%20guin&limit=20&offset=0',
        body: null,
      },
    );
    expect(buildRequest(cfpApp, 'POST /api/talks', { body: { title: 'T' } })).toEqual({
      method: 'POST',
      url: '/api/talks',
      body: '{"title":"T"}',
    });
    expect(buildRequest(cfpApp, 'POST /api/talks/:id/submit', { params: { id: '7' } }).body).toBeNull();
  });

  it('refuses call ids the spec does not list and missing parameters', () => {
    expect(() => buildRequest(cfpApp, 'DELETE /api/talks/:id')).toThrow(RangeError);
    expect(() => buildRequest(cfpApp, 'GET /api/talks/:id')).toThrow(/path parameter "id"/);
  });
});

describe('listQuery', () => {
  it('reads paging, sorting, search and filters', () => {
    expect(listQuery(callOf(clinicApp, 'GET /api/appointments'), clinicApp)).toEqual({
      limit: 'limit',
      offset: 'offset',
      page: null,
      pageSize: null,
      sort: 'sort',
      order: 'order',
      filters: ['doctor', 'status'],
      search: null,
    });
    expect(listQuery(callOf(shopApp, 'GET /api/orders'), shopApp)).toMatchObject({
      page: 'page',
      pageSize: 'pageSize',
      filters: ['stage'],
      limit: null,
    });
    expect(listQuery(callOf(shopApp, 'GET /api/books'), shopApp)).toMatchObject({ search: 'q', filters: ['author', 'language'] });
  });
});

describe('readList and readOne', () => {
  const appointments = callOf(clinicApp, 'GET /api/appointments');
  const orders = callOf(shopApp, 'GET /api/orders');
  it('reads arrays, wrapped lists with totals and X-Total-Count', () => {
    expect(readList(orders, [{ id: 1 }], { 'X-Total-Count': '42' })).toEqual({ items: [{ id: 1 }], total: 42 });
    expect(readList(orders, [{ id: 1 }], {})).toEqual({ items: [{ id: 1 }], total: null });
    expect(readList(appointments, { items: [{ id: 1 }], total: 9 }, {})).toEqual({ items: [{ id: 1 }], total: 9 });
    expect(readList(appointments, { results: [{ id: 1 }], count: 3 }, {})).toEqual({ items: [{ id: 1 }], total: 3 });
    expect(readList(appointments, { items: [{ id: 1 }] }, { 'x-total-count': '5' })).toEqual({ items: [{ id: 1 }], total: 5 });
  });

  it('returns null for malformed lists', () => {
    expect(readList(orders, 'nope', {})).toBeNull();
    expect(readList(orders, [1, 2], {})).toBeNull();
    expect(readList(orders, { a: [], b: [] }, {})).toBeNull();
  });

  it('reads bare and wrapped records', () => {
    const detail = callOf(clinicApp, 'GET /api/appointments/:id');
    expect(readOne(detail, { id: 'a' })).toEqual({ id: 'a' });
    expect(readOne(detail, { appointment: { id: 'a' } })).toEqual({ id: 'a' });
    const confirm = callOf(clinicApp, 'POST /api/appointments/:id/confirm');
    expect(readOne(confirm, { appointment: { id: 'a' }, reminder: { channel: 'sms' } })).toEqual({ id: 'a' });
    expect(readOne(detail, [1])).toBeNull();
  });
});

describe('readFailure', () => {
  const create = callOf(clinicApp, 'POST /api/appointments');
  it('shows the catalogue message for the code, then for the status', () => {
    expect(readFailure(clinicApp, create, { kind: 'http', status: 409, body: { code: 'SLOT_TAKEN', message: 'x' } })).toEqual({
      code: 'SLOT_TAKEN',
      message: 'The doctor is already booked at that time. Please call us on 020 7946 0000.',
      fieldErrors: [],
    });
    expect(readFailure(clinicApp, create, { kind: 'http', status: 403, body: null })).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your role does not allow that.',
    });
    expect(readFailure(clinicApp, create, { kind: 'http', status: 404, body: { error: { code: 'NOT_FOUND' } } }).message).toBe(
      'We could not find that record.',
    );
  });

  it('reads field errors from arrays and RealWorld objects', () => {
    const body = { code: 'INVALID', message: 'm', errors: [{ field: 'minutes', message: 'Visits last 10, 20 or 30 minutes' }] };
    expect(readFailure(clinicApp, create, { kind: 'http', status: 422, body }).fieldErrors).toEqual([
      { field: 'minutes', message: 'Visits last 10, 20 or 30 minutes' },
    ]);
    expect(readFailure(clinicApp, create, { kind: 'http', status: 422, body: { errors: { email: ['is invalid', 'is taken'] } } })).toEqual({
      code: 'INVALID',
      message: 'Please check the highlighted fields.',
      fieldErrors: [{ field: 'email', message: 'is invalid is taken' }],
    });
  });

  it("shows the in-browser backend's own answers as sent", () => {
    const body = { code: 'NOT_A_CALL', message: 'The spec lists no call `DELETE /x` (point 7).', errors: [] };
    expect(readFailure(clinicApp, null, { kind: 'http', status: 404, body })).toEqual({
      code: 'NOT_A_CALL',
      message: body.message,
      fieldErrors: [],
    });
  });

  it('gives plain messages for unknown statuses and for no answer, never a stack trace', () => {
    expect(readFailure(clinicApp, null, { kind: 'http', status: 500, body: { message: 'Error: boom\n    at f (x.js:1:1)' } }).message).toBe(
      'The server answered with status 500.',
    );
    expect(readFailure(clinicApp, null, { kind: 'http', status: 418, body: { message: 'I am a teapot' } }).message).toBe('I am a teapot');
    expect(readFailure(clinicApp, null, { kind: 'network' }).message).toContain('could not be reached');
    expect(readFailure(clinicApp, null, { kind: 'timeout' }).message).toContain('too long');
    expect(readFailure(clinicApp, null, { kind: 'malformed', detail: 'x' }).message).toContain('could not read');
  });
});
