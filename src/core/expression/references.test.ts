import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { celReferences } from './analyze-cel';

const refs = (source: string) => celReferences(source)?.map((r) => ({ ...r, text: source.slice(r.from, r.to) }));

describe('celReferences', () => {
  it('finds roots with their field chains and exact offsets', () => {
    expect(refs('size(record.abstract) >= MIN_ABSTRACT')).toEqual([
      { root: 'record', path: ['abstract'], from: 5, to: 20, text: 'record.abstract' },
      { root: 'MIN_ABSTRACT', path: [], from: 25, to: 37, text: 'MIN_ABSTRACT' },
    ]);
  });

  it('reads deep chains, has() and spaces around dots', () => {
    expect(refs('has(user.profile.email) && record . a.b == "x"')).toMatchObject([
      { root: 'user', path: ['profile', 'email'], text: 'user.profile.email' },
      { root: 'record', path: ['a', 'b'], text: 'record . a.b' },
    ]);
  });

  it('leaves out comprehension variables and function names but keeps their ranges', () => {
    const r = refs(
      'record.tags.all(t, t.size() > 0 && t != banned) && [1, 2].exists(x, x > LIMIT) && value.map(v, v + 1).filter(w, w > 0).size() > 0',
    );
    expect(r?.map((x) => x.root)).toEqual(['record', 'banned', 'LIMIT', 'value']);
    expect(r?.[0]).toMatchObject({ path: ['tags'], text: 'record.tags' });
  });

  it('stops a chain at an index or a call and walks inside it', () => {
    expect(refs('record["a"].b == f(user.x).y')).toMatchObject([
      { root: 'record', path: [], text: 'record' },
      { root: 'user', path: ['x'], text: 'user.x' },
    ]);
  });

  it('leaves out CEL type names used as values and finds names in maps and lists', () => {
    expect(refs('type(value) == string && {"k": a}.k == [b][0]')?.map((x) => x.root)).toEqual(['value', 'a', 'b']);
  });

  it('keeps __proto__ and constructor as ordinary names', () => {
    expect(refs('__proto__.constructor == constructor')?.map((x) => [x.root, x.path])).toEqual([
      ['__proto__', ['constructor']],
      ['constructor', []],
    ]);
  });

  it('returns null when the expression does not parse', () => {
    expect(celReferences('a +')).toBeNull();
  });

  it('handles a long chain without deep recursion', () => {
    // As long as an expression may be (MAX_EXPRESSION_LENGTH, 10,000 characters).
    const source = `a${'.b'.repeat(2400)} + f()${'.c'.repeat(2400)}`;
    const r = celReferences(source);
    expect(r?.[0]?.path).toHaveLength(2400);
    expect(r?.[0]?.to).toBe(1 + 2 * 2400);
  });

  it('gives offsets inside the source for any parseable input (seed 11)', () => {
    const alphabet = fc.constantFrom('a', 'b', '.', ' ', '(', ')', '+', ',', '[', ']', '1', 'all', 'x', '😀', '"s"');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 20 }), (parts) => {
        const source = parts.join('');
        for (const r of celReferences(source) ?? []) {
          expect(r.from).toBeGreaterThanOrEqual(0);
          expect(r.to).toBeLessThanOrEqual(source.length);
          expect(source.slice(r.from, r.from + r.root.length)).toBe(r.root);
        }
      }),
      { seed: 11, numRuns: 500 },
    );
  });
});
