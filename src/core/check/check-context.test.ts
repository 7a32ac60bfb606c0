import { describe, expect, it } from 'vitest';
import { createFieldIndex } from './check-context';
import { field, resetLines } from './test-spec';

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
