import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

describe('createLruCache', () => {
  it('forgets the least recently used entry past its capacity', () => {
    const c = createLruCache<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.size).toBe(2);
    c.clear();
    expect(c.size).toBe(0);
  });
});

describe('createLruCache over many operations', () => {
  it('answers as a Map re-inserted on every use would (the reference LRU)', () => {
    const c = createLruCache<number, number>(5);
    const reference = new Map<number, number>();
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % 9;
    for (let step = 0; step < 2000; step++) {
      const key = next();
      if (step % 3 === 0) {
        c.set(key, step);
        reference.delete(key);
        reference.set(key, step);
        if (reference.size > 5) reference.delete(reference.keys().next().value as number);
      } else {
        const want = reference.get(key);
        if (want !== undefined) {
          reference.delete(key);
          reference.set(key, want);
        }
        expect(c.get(key)).toBe(want);
      }
      expect(c.size).toBe(reference.size);
    }
  });
});
