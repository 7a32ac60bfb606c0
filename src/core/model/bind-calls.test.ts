import { beforeEach, describe, expect, it } from 'vitest';
import { bindCalls, listEntityOf, singleEntityOf } from './bind-calls';
import { call, entity, field, makeSpec, resetLines, t, transition } from '../check/test-spec';
import { cfpModel } from '../check/test-cfp-model';
import { createCheckContext } from '../check/check-context';

const path = (c: { method: { value: string }; path: { value: string } } | null | undefined) =>
  c ? `${c.method.value} ${c.path.value}` : null;

describe('bindCalls', () => {
  beforeEach(resetLines);

  it('binds the call-for-papers calls as the app uses them', () => {
    const binding = bindCalls(cfpModel());
    const talk = binding.entities.get('Talk');
    expect(path(talk?.list)).toBe('GET /api/talks');
    expect(path(talk?.detail)).toBe('GET /api/talks/:id');
    expect(path(talk?.create)).toBe('POST /api/talks');
    expect(path(talk?.update)).toBe('PUT /api/talks/:id');
    expect(talk?.delete).toBeNull();
    expect([...(talk?.transitions.keys() ?? [])]).toEqual(['submit', 'accept', 'reject', 'schedule']);
    expect(path(binding.entities.get('Review')?.create)).toBe('POST /api/reviews');
    expect(binding.ambiguities).toEqual([]);
    expect(binding.unbound).toEqual([]);
  });

  it("binds the same with the check's entity index as with its own, and builds nothing without a call", () => {
    const spec = cfpModel();
    const cx = createCheckContext(spec, '');
    expect(bindCalls(spec, { entities: cx.entities, words: cx.entityWords })).toEqual(bindCalls(spec));
    const noCalls = makeSpec({ entities: [entity('Talk', [field('id')])] });
    expect(bindCalls(noCalls)).toEqual({ entities: new Map(), ambiguities: [], unbound: [] });
  });

  it('reads wrapped lists and details, deletes and transitions by path', () => {
    const spec = makeSpec({
      entities: [
        entity('Article', [field('id', t.scalar('id')), field('status', t.enumOf('draft', 'live'))]),
        entity('Category', [field('name')]),
      ],
      transitions: [transition('Article', 'draft', 'publish', 'live')],
      calls: [
        call('GET', '/api/articles?limit&offset', { response: t.obj({ articles: t.list(t.ref('Article')), total: t.scalar('integer') }) }),
        call('GET', '/api/articles/{slug}', { response: t.obj({ article: t.ref('Article') }) }),
        call('PATCH', '/api/articles/:slug/publish'),
        call('DELETE', '/api/categories/:id'),
        call('PATCH', '/api/categories/:id', { request: t.obj({ name: t.scalar('string') }) }),
        call('GET', '/api/health'),
      ],
    });
    const b = bindCalls(spec);
    expect(path(b.entities.get('Article')?.list)).toBe('GET /api/articles');
    expect(path(b.entities.get('Article')?.detail)).toBe('GET /api/articles/{slug}');
    expect(path(b.entities.get('Article')?.transitions.get('publish'))).toBe('PATCH /api/articles/:slug/publish');
    expect(path(b.entities.get('Category')?.delete)).toBe('DELETE /api/categories/:id');
    expect(path(b.entities.get('Category')?.update)).toBe('PATCH /api/categories/:id');
    expect(b.unbound.map(path)).toEqual(['GET /api/health']);
  });

  it('keeps the first of two calls for one slot and reports the other', () => {
    const spec = makeSpec({
      entities: [entity('Talk', [field('id', t.scalar('id'))])],
      calls: [
        call('GET', '/api/talks', { response: t.list(t.ref('Talk')) }),
        call('GET', '/api/all-talks', { response: t.list(t.ref('Talk')) }),
      ],
    });
    const b = bindCalls(spec);
    expect(path(b.entities.get('Talk')?.list)).toBe('GET /api/talks');
    expect(b.ambiguities.map((a) => [a.slot, a.entity, path(a.other)])).toEqual([['list', 'Talk', 'GET /api/all-talks']]);
  });

  it('does not take a GET without a parameter as a detail, nor a POST with one as a create', () => {
    const spec = makeSpec({
      entities: [entity('User', [field('id', t.scalar('id'))])],
      calls: [call('GET', '/api/user', { response: t.ref('User') }), call('POST', '/api/users/:id', { request: t.ref('User') })],
    });
    const b = bindCalls(spec);
    expect(b.entities.size).toBe(0);
    expect(b.unbound).toHaveLength(2);
  });
});

describe('shape helpers', () => {
  beforeEach(resetLines);
  it('reads X[] and { items: X[], total }', () => {
    expect(listEntityOf(t.list(t.ref('A')))).toBe('A');
    expect(listEntityOf(t.obj({ items: t.list(t.ref('A')), total: t.scalar('integer') }))).toBe('A');
    expect(listEntityOf(t.obj({ a: t.list(t.ref('A')), b: t.list(t.ref('B')) }))).toBeNull();
  });
  it('reads X and { x: X }', () => {
    expect(singleEntityOf(t.ref('A'))).toBe('A');
    expect(singleEntityOf(t.obj({ a: t.ref('A') }))).toBe('A');
    expect(singleEntityOf(t.obj({ a: t.ref('A'), b: t.scalar('string') }))).toBeNull();
  });
});
