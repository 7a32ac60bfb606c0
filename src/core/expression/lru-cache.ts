/** A bounded map that forgets the least recently used entry once full. */
export interface LruCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
  clear(): void;
}

/** Creates an LRU cache holding at most `capacity` entries (a Map keeps insertion order). */
export function createLruCache<K, V>(capacity: number): LruCache<K, V> {
  const map = new Map<K, V>();
  return {
    get(key) {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key, value) {
      map.delete(key);
      map.set(key, value);
      if (map.size > capacity) {
        const oldest = map.keys().next();
        if (!oldest.done) map.delete(oldest.value);
      }
    },
    get size() {
      return map.size;
    },
    clear() {
      map.clear();
    },
  };
}
