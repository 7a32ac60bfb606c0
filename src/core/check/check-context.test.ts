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
