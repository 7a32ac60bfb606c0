import { describe, expect, it } from 'vitest';
import { createCheckContext, createFieldIndex } from './check-context';
import { entity, field, makeSpec, resetLines } from './test-spec';

describe('createFieldIndex', () => {
  it('finds the first declaration of each name, searched in place or indexed (sizes 3 and 40)', () => {
    resetLines();
    for (const count of [3, 40]) {
      const fields = Array.from({ length: count }, (_, i) => field(`f${i % (count - 1)}`));
      const index = createFieldIndex(fields);
      expect(index.size).toBe(count - 1);
      expect([...index.names()]).toEqual(Array.from({ length: count - 1 }, (_, i) => `f${i}`));
      expect(index.get('f0')).toBe(fields[0]);
      expect(index.has(`f${count - 2}`)).toBe(true);
      expect(index.has('missing')).toBe(false);
      expect(index.get('missing')).toBeUndefined();
    }
  });
});

describe("the context's field indexes", () => {
  it('index the first declaration of each entity, small or large, and nothing for an undeclared one', () => {
    resetLines();
    const small = [field('id'), field('title'), field('title')];
    const large = Array.from({ length: 40 }, (_, i) => field(`f${i % 30}`));
    const spec = makeSpec({ entities: [entity('Talk', small), entity('Big', large), entity('Talk', [field('other')])] });
    const cx = createCheckContext(spec, '');
    const talk = cx.fields.get('Talk');
    expect([talk?.size, talk?.get('title'), talk?.has('other')]).toEqual([2, small[1], false]);
    const big = cx.fields.get('Big');
    expect([big?.size, big?.get('f3'), [...(big?.names() ?? [])].length]).toEqual([30, large[3], 30]);
    // The large index is made once and kept.
    expect(cx.fields.get('Big')).toBe(big);
    expect(cx.fields.get('Nope')).toBeUndefined();
  });
});

describe("the context's entity index", () => {
  it('keeps the first declaration of each name and tells whether any name repeats', () => {
    resetLines();
    const a = entity('A', [field('id')]);
    const b = entity('B', [field('x')]);
    const a2 = entity('A', [field('y')]);
    const unique = createCheckContext(makeSpec({ entities: [a, b] }), '');
    expect([unique.entityNamesRepeat, [...unique.entities.entries()]]).toEqual([
      false,
      [
        ['A', a],
        ['B', b],
      ],
    ]);
    // A repeat overwrites nothing: the first declaration stays, in declaration order.
    const repeated = createCheckContext(makeSpec({ entities: [a, b, a2] }), '');
    expect(repeated.entityNamesRepeat).toBe(true);
    expect([...repeated.entities.entries()]).toEqual([
      ['A', a],
      ['B', b],
    ]);
    expect(repeated.entities.get('A')).toBe(a);
    // Blank names count as names.
    expect(createCheckContext(makeSpec({ entities: [entity('', []), entity('', [])] }), '').entityNamesRepeat).toBe(true);
    // The resolver reads the same index: exact names, then case and plurals folded.
    expect([repeated.entityWords.resolve('B'), repeated.entityWords.resolve('as'), repeated.entityWords.resolve('C')]).toEqual([
      'B',
      'A',
      null,
    ]);
  });

  it('tells from an entity itself whether it has a field and whether field names repeat, small or large', () => {
    resetLines();
    const small = entity('S', [field('id'), field('t'), field('t')]);
    const smallUnique = entity('U', [field('a'), field('b')]);
    const large = entity(
      'L',
      Array.from({ length: 40 }, (_, i) => field(`f${i % 30}`)),
    );
    const largeUnique = entity(
      'M',
      Array.from({ length: 40 }, (_, i) => field(`f${i}`)),
    );
    // A second `L`, not its name's first: its own fields are read, not the first L's.
    const largeAgain = entity(
      'L',
      Array.from({ length: 20 }, (_, i) => field(`g${i}`)),
    );
    const cx = createCheckContext(makeSpec({ entities: [small, smallUnique, large, largeUnique, largeAgain] }), '');
    expect([small, smallUnique, large, largeUnique, largeAgain].map((e) => cx.fields.repeat(e))).toEqual([true, false, true, false, false]);
    expect([
      cx.fields.has(small, 'id'),
      cx.fields.has(smallUnique, 'id'),
      cx.fields.has(large, 'f29'),
      cx.fields.has(large, 'f30'),
    ]).toEqual([true, false, true, false]);
    expect([cx.fields.has(largeAgain, 'g3'), cx.fields.has(largeAgain, 'f3')]).toEqual([true, false]);
  });
});
