/** A bounded map that forgets the least recently used entry once full. */
export interface LruCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
  clear(): void;
}

/** An entry, in a ring of entries ordered from the most recently used (after the head) to the least. */
interface Entry<K, V> {
  key: K;
  value: V;
  newer: Entry<K, V>;
  older: Entry<K, V>;
}

/**
 * Creates an LRU cache holding at most `capacity` entries: a Map to the entries and a ring through
 * them in order of use. A hit moves its entry to the front by relinking it (a check looks each
 * expression up several times, so hits are the common case; re-inserting a key in the Map instead
 * would leave a hole each time, which the Map rebuilds its table to reclaim).
 */
export function createLruCache<K, V>(capacity: number): LruCache<K, V> {
  const map = new Map<K, Entry<K, V>>();
  // The ring's head: its `older` is the most recent entry, its `newer` the least recent.
  const head = { newer: null, older: null } as unknown as Entry<K, V>;
  head.newer = head;
  head.older = head;
  const unlink = (e: Entry<K, V>): void => {
    e.newer.older = e.older;
    e.older.newer = e.newer;
  };
  const toFront = (e: Entry<K, V>): void => {
    e.older = head.older;
    e.newer = head;
    head.older.newer = e;
    head.older = e;
  };
  return {
    get(key) {
      const e = map.get(key);
      if (e === undefined) return undefined;
      if (head.older !== e) {
        unlink(e);
        toFront(e);
      }
      return e.value;
    },
    set(key, value) {
      const known = map.get(key);
      if (known !== undefined) {
        known.value = value;
        unlink(known);
        toFront(known);
        return;
      }
      const e: Entry<K, V> = { key, value, newer: head, older: head };
      map.set(key, e);
      toFront(e);
      if (map.size > capacity) {
        const oldest = head.newer;
        unlink(oldest);
        map.delete(oldest.key);
      }
    },
    get size() {
      return map.size;
    },
    clear() {
      map.clear();
      head.newer = head;
      head.older = head;
    },
  };
}
