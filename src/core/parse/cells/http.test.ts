import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellFixture } from './cell-fixture';
import { parseMethod, parsePath, parseStatus, routeParams } from './http';

const path = (text: string, query = true) => {
  const f = cellFixture(text, '| GET | ');
  const r = parsePath(f.src, f.sink, 7, { query });
  return { ...f, r, diagnostics: f.sink.diagnostics, where: f.at(f.sink.diagnostics[0] ?? { from: 0, to: 0 }) };
};

describe('parseMethod', () => {
  it('upper-cases the known methods', () => {
    for (const m of ['get', 'Post', 'PUT', 'patch', 'delete', 'head', 'options']) {
      const f = cellFixture(` ${m} `);
      expect(parseMethod(f.src, f.sink, 7)).toBe(m.toUpperCase());
      expect(f.sink.diagnostics).toEqual([]);
    }
  });

  it('reports anything else with a near-miss suggestion', () => {
    const f = cellFixture(' PSOT ');
    expect(parseMethod(f.src, f.sink, 7)).toBe('PSOT');
    expect(f.sink.diagnostics).toMatchObject([{ code: 'bad-method', severity: 'error', point: 7 }]);
    expect(f.sink.diagnostics[0]?.message).toContain('Did you mean `POST`?');
    expect(f.at(f.sink.diagnostics[0] ?? { from: 0, to: 0 })).toBe('PSOT');
    const g = cellFixture('FETCH');
    parseMethod(g.src, g.sink, 7);
    expect(g.sink.diagnostics[0]?.message).not.toContain('Did you mean');
    const h = cellFixture('PUTT');
    parseMethod(h.src, h.sink, 7);
    expect(h.sink.diagnostics[0]?.message).toContain('`PUT`');
  });
});

describe('parsePath', () => {
  it('reads :id and {id} parameters and a query list with exact spans', () => {
    const a = path(' /api/talks/:id/reviews/{reviewId}?status&limit ');
    expect(a.diagnostics).toEqual([]);
    expect(a.r.path.value).toBe('/api/talks/:id/reviews/{reviewId}');
    expect(a.at(a.r.path.span)).toBe('/api/talks/:id/reviews/{reviewId}');
    expect(a.r.params.map((p) => [p.value, a.at(p.span)])).toEqual([
      ['id', 'id'],
      ['reviewId', 'reviewId'],
    ]);
    expect(a.r.query.map((p) => [p.value, a.at(p.span)])).toEqual([
      ['status', 'status'],
      ['limit', 'limit'],
    ]);
  });

  it('accepts the root, a trailing slash, braces inside a segment and odd query names', () => {
    expect(path('/').diagnostics).toEqual([]);
    expect(path('/talks/').diagnostics).toEqual([]);
    expect(path('/files/{name}.{ext}').r.params.map((p) => p.value)).toEqual(['name', 'ext']);
    expect(path('/a?page[size]&x-y&').r.query.map((p) => p.value)).toEqual(['page[size]', 'x-y']);
  });

  it.each([
    ['', 'empty', ''],
    ['api/talks', 'starts with `/`', 'a'],
    ['//talks', 'single `/`', '//'],
    ['https://x.org/a', 'without the server', 'https://x.org/a'],
    ['/a/../b', '`..`', '..'],
    ['/a//b', 'empty segment', '//'],
    ['/my talks', 'spaces', ' '],
    ['/a/:', 'needs a name', ':'],
    ['/a/{id', 'not closed', '{'],
    ['/a/{}', 'one name', '{}'],
    ['/a/{a b}', 'one name', '{a b}'],
    ['/a/:id{x}', 'one parameter style', '{'],
    ['/a/{x}:y', 'one parameter style', ':'],
    ['/a}', 'no opening', '}'],
    ['/a/:id/b/{id}', 'twice', 'id'],
    ['/a?x&&y', 'empty name', '&'],
    ['/a?x y', 'Unexpected ` `', ' '],
    ['/a#top', '`#`', '#'],
  ])('reports %j (%s) at its place', (text, message, where) => {
    const r = path(text);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'bad-path', severity: 'error', point: 7 });
    expect(r.diagnostics[0]?.message).toContain(message);
    if (text !== '') expect(r.where).toBe(where);
  });

  it('reads a query written with values as its names (the screen gives the values)', () => {
    const f = cellFixture('/api/drives?status=open&near={postcode}&day=', '| GET | ');
    const r = parsePath(f.src, f.sink, 7);
    expect(r.query.map((q) => q.value)).toEqual(['status', 'near', 'day']);
    expect(f.sink.diagnostics).toEqual([]);
  });

  it('refuses a query list on a route', () => {
    const r = path('/talks?status', false);
    expect(r.diagnostics[0]?.message).toContain('A route has no query list');
    expect(r.where).toBe('?status');
  });

  it('keeps the path and parameters when the path is bad', () => {
    const r = path('/a/:id/../b');
    expect(r.r.path.value).toBe('/a/:id/../b');
    expect(r.r.params.map((p) => p.value)).toEqual(['id']);
  });

  it('routeParams reads the parameters silently', () => {
    const f = cellFixture('/talks/:id/edit');
    expect(routeParams(f.src).map((p) => f.at(p.span))).toEqual(['id']);
  });

  it('never throws and keeps the one diagnostic inside the cell (seed 9)', () => {
    const alphabet = fc.constantFrom('/', 'a', ':', '{', '}', '?', '&', '=', '.', ' ', '|', 'id', '#');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 20 }), fc.boolean(), (parts, query) => {
        const r = path(parts.join(''), query);
        expect(r.diagnostics.length).toBeLessThanOrEqual(1);
        for (const d of r.diagnostics) {
          expect(d.from).toBeGreaterThanOrEqual(r.src.span.from);
          expect(d.to).toBeLessThanOrEqual(r.src.span.to);
        }
      }),
      { seed: 9, numRuns: 500 },
    );
  });
});

describe('parseStatus', () => {
  it('reads 100 to 599', () => {
    for (const [t, n] of [
      [' 404 ', 404],
      ['100', 100],
      ['599', 599],
    ] as const) {
      const f = cellFixture(t);
      expect(parseStatus(f.src, f.sink, 8)).toBe(n);
      expect(f.sink.diagnostics).toEqual([]);
    }
  });

  it.each(['99', '600', '4O4', '404 Not Found', '', '1e2', '-404', '0404'])('reports %j', (t) => {
    const f = cellFixture(t);
    expect(parseStatus(f.src, f.sink, 8)).toBeNull();
    expect(f.sink.diagnostics).toMatchObject([{ code: 'bad-status', severity: 'error', point: 8 }]);
  });
});
