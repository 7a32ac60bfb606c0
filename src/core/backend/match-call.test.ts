import { describe, expect, it } from 'vitest';
import { compileText } from '../compile/compile-app';
import { codeFor, errorResponse } from './error-response';
import { matchCall, parseUrl } from './match-call';
import { createMemoryStore } from './store';
import { createBackend } from './create-backend';
import { CFP_SPEC as cfp } from '../check/test-fixture-specs';

const { app } = compileText(cfp);

describe('parseUrl', () => {
  it('splits path and query, decoding values and dropping origin and fragment', () => {
    const u = parseUrl('http://localhost:5173/api/talks?status=draft&q=a%20b+c&flag#top');
    expect(u.path).toBe('/api/talks');
    expect({ ...u.query }).toEqual({ status: 'draft', q: 'a b c', flag: '' });
    expect(parseUrl('/x?__proto__=1').query.__proto__).toBe('1');
  });
});

describe('matchCall', () => {
  it('matches method and path to exactly one call, literal segments first', () => {
    expect(matchCall(app, 'get', '/api/talks/42')).toMatchObject({ call: { id: 'GET /api/talks/:id' }, params: { id: '42' } });
    expect(matchCall(app, 'POST', '/api/talks/a%2Fb/submit')?.params.id).toBe('a/b');
    expect(matchCall(app, 'DELETE', '/api/talks/42')).toBeNull();
    expect(matchCall(app, 'GET', '/api/talks/42/extra')).toBeNull();
    const { app: both } = compileText('# A\n## 7. Calls\n| Method | Path |\n|---|---|\n| GET | /t/:id |\n| GET | /t/new |\n');
    expect(matchCall(both, 'GET', '/t/new')?.call.id).toBe('GET /t/new');
    expect(matchCall(both, 'GET', '/t/5')?.call.id).toBe('GET /t/:id');
  });
});

describe('codeFor and errorResponse', () => {
  it('picks the listed code whose status fits, else the catalogue code for the status, else none', () => {
    const submit = app.calls.find((c) => c.id === 'POST /api/talks/:id/submit') ?? null;
    const create = app.calls.find((c) => c.id === 'POST /api/talks') ?? null;
    expect(codeFor(app, submit, 409)).toBe('BAD_STATE');
    expect(codeFor(app, create, 409)).toBe('TOO_MANY');
    expect(codeFor(app, null, 404)).toBe('NOT_FOUND');
    expect(codeFor(app, submit, 403)).toBeNull();
    expect(errorResponse(app, submit, 403, 'Nope.')).toEqual({
      status: 403,
      headers: { 'content-type': 'application/json' },
      body: { code: null, message: 'Nope.', errors: [] },
    });
  });
});

describe('createMemoryStore', () => {
  it('stores copies by entity and id', async () => {
    const store = createMemoryStore();
    const r = { id: 1, tags: ['a'] };
    await store.put('Talk', r);
    r.tags.push('b');
    expect(await store.get('Talk', '1')).toEqual({ id: 1, tags: ['a'] });
    expect(await store.get('Review', '1')).toBeUndefined();
    await store.put('__proto__', { id: 'x' });
    expect(await store.all('__proto__')).toEqual([{ id: 'x' }]);
    expect(await store.delete('Talk', '1')).toBe(true);
    expect(await store.delete('Talk', '1')).toBe(false);
    await store.clear();
    expect(await store.all('__proto__')).toEqual([]);
  });
});

describe('calls bound to nothing', () => {
  it('answer 501 with a plain message rather than guessing', async () => {
    const { app: odd } = compileText(
      '# A\n## 7. Calls\n| Method | Path | Response |\n|---|---|---|\n| GET | /api/stats | { n: integer } |\n',
    );
    const res = await createBackend(odd, createMemoryStore()).handle({ method: 'GET', url: '/api/stats', headers: {}, body: undefined });
    expect(res).toMatchObject({ status: 501, body: { code: 'NOT_BOUND', message: expect.stringContaining('GET /api/stats') as unknown } });
  });
});
