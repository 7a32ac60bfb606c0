import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NameIndex } from './name-index';

describe('NameIndex', () => {
  it('answers as a Map of the first item of each name does, in the order added, as it grows', () => {
    const name = fc.oneof(
      fc.constantFrom('', '__proto__', 'constructor', 'Talk', 'talk', 'T\u00e4lk', '\ud83d\ude00'),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(name, { maxLength: 300 }), fc.array(name, { maxLength: 40 }), fc.nat(64), (names, probes, expected) => {
        const index = new NameIndex<number>(expected);
        const map = new Map<string, number>();
        names.forEach((n, i) => {
          expect(index.add(n, i)).toBe(!map.has(n));
          if (!map.has(n)) map.set(n, i);
        });
        expect(index.size).toBe(map.size);
        expect([...index]).toEqual([...map]);
        expect([...index.keys()]).toEqual([...map.keys()]);
        expect([...index.values()]).toEqual([...map.values()]);
        const visited: [string, number][] = [];
        index.forEach((v, k, m) => {
          expect(m).toBe(index);
          visited.push([k, v]);
        });
        expect(visited).toEqual([...map.entries()]);
        for (const p of [...probes, ...names]) {
          expect(index.has(p)).toBe(map.has(p));
          expect(index.get(p)).toBe(map.get(p));
        }
      }),
    );
  });

  it('holds a hundred thousand names', () => {
    const index = new NameIndex<number>();
    for (let i = 0; i < 100_000; i++) index.add(`E${i}`, i);
    expect([index.size, index.get('E99999'), index.get('E0'), index.has('E100000'), index.add('E5', -1), index.get('E5')]).toEqual([
      100_000,
      99_999,
      0,
      false,
      false,
      5,
    ]);
  });

  it('made with `fold`, answers as a Map keyed by lower case does, keeping the first spelling of each', () => {
    const name = fc.oneof(
      fc.constantFrom('Talk', 'talk', 'TALK', 'T\u00e4lk', 'T\u00c4LK', '\u0130', 'i\u0307', 'Stra\u00dfe', 'STRASSE'),
      fc.string({ maxLength: 5 }),
    );
    fc.assert(
      fc.property(fc.array(name, { maxLength: 200 }), fc.array(name, { maxLength: 40 }), (names, probes) => {
        const index = new NameIndex<number>(0, true);
        const map = new Map<string, [string, number]>();
        names.forEach((n, i) => {
          const key = n.toLowerCase();
          expect(index.add(n, i)).toBe(!map.has(key));
          if (!map.has(key)) map.set(key, [n, i]);
        });
        expect([...index]).toEqual([...map.values()]);
        for (const p of [...probes, ...names]) {
          expect(index.nameOf(p)).toBe(map.get(p.toLowerCase())?.[0]);
          expect(index.get(p)).toBe(map.get(p.toLowerCase())?.[1]);
        }
      }),
    );
  });
});
