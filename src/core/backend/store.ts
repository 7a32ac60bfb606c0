/** A record as the backend stores it: plain JSON, keyed by its entity and id. */
export type StoredRecord = Record<string, unknown>;

/**
 * Where the in-browser backend keeps records: one generic collection keyed by entity and id, so a
 * changed spec never needs a schema upgrade. The runtime provides an IndexedDB store; tests use
 * `createMemoryStore`.
 */
export interface Store {
  /** Every record of an entity, in the order they were first written. */
  all(entity: string): Promise<StoredRecord[]>;
  get(entity: string, id: string): Promise<StoredRecord | undefined>;
  /** Writes a record under `String(record.id)`; resolves only once durable. */
  put(entity: string, record: StoredRecord): Promise<void>;
  /**
   * The records of `entity` whose top-level `field` is `id` (as a string or number), or a list that
   * holds it, in the order they were first written. Optional: a store that can answer it from an
   * index spares the backend reading every record (a nested list, a delete's dependants).
   */
  referring?(entity: string, field: string, id: string): Promise<StoredRecord[]>;
  /**
   * The records of `entity` whose top-level `field` is a string starting with `prefix`, ignoring case
   * (or a list holding one), in the order they were first written. Optional, like `referring`: it
   * spares a text filter reading every record. It may return more than matches; never fewer.
   */
  startingWith?(entity: string, field: string, prefix: string): Promise<StoredRecord[]>;
  /** Deletes a record; false when there was none. */
  delete(entity: string, id: string): Promise<boolean>;
  clear(): Promise<void>;
}

/** A deep copy of JSON data, so callers never share objects with the store. */
function copy(record: StoredRecord): StoredRecord {
  return JSON.parse(JSON.stringify(record)) as StoredRecord;
}

/** A Store in memory (Maps, copies in and out): for tests and for previews that need no persistence. */
export function createMemoryStore(): Store {
  const data = new Map<string, Map<string, StoredRecord>>();
  const table = (entity: string): Map<string, StoredRecord> => {
    let t = data.get(entity);
    if (!t) {
      t = new Map();
      data.set(entity, t);
    }
    return t;
  };
  return {
    all: (entity) => Promise.resolve([...(data.get(entity)?.values() ?? [])].map(copy)),
    get: (entity, id) => {
      const r = data.get(entity)?.get(id);
      return Promise.resolve(r ? copy(r) : undefined);
    },
    put: (entity, record) => {
      table(entity).set(String(record.id), copy(record));
      return Promise.resolve();
    },
    referring: (entity, field, id) => {
      const out: StoredRecord[] = [];
      for (const r of data.get(entity)?.values() ?? []) {
        const v = Object.hasOwn(r, field) ? r[field] : undefined;
        const holds = (x: unknown) => (typeof x === 'string' || typeof x === 'number') && String(x) === id;
        if (Array.isArray(v) ? v.some(holds) : holds(v)) out.push(copy(r));
      }
      return Promise.resolve(out);
    },
    startingWith: (entity, field, prefix) => {
      const p = prefix.toLowerCase();
      const out: StoredRecord[] = [];
      for (const r of data.get(entity)?.values() ?? []) {
        const v = Object.hasOwn(r, field) ? r[field] : undefined;
        const starts = (x: unknown) => typeof x === 'string' && x.toLowerCase().startsWith(p);
        if (Array.isArray(v) ? v.some(starts) : starts(v)) out.push(copy(r));
      }
      return Promise.resolve(out);
    },
    delete: (entity, id) => Promise.resolve(data.get(entity)?.delete(id) ?? false),
    clear: () => {
      data.clear();
      return Promise.resolve();
    },
  };
}
