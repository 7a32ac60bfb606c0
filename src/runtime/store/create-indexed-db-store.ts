import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Store, StoredRecord } from '../../core/index';
import { holdsId, refKeys, refKeysOf, textPrefixRange } from './ref-keys';

/** One stored row: the record under its entity and id, with the order it was first written in. */
interface Row {
  readonly entity: string;
  readonly id: string;
  /** When the record was first stored (ms, made unique per tab); keeps lists in insertion order. */
  readonly seq: number;
  readonly record: StoredRecord;
  /** The record's keys in the reference index (refKeysOf). */
  readonly refs?: string[];
}

interface RecordsSchema extends DBSchema {
  records: { key: [string, string]; value: Row; indexes: { 'by-entity': [string, number]; 'by-ref': string } };
}

/**
 * The database version: 2 added the reference index `by-ref`, 3 its lower-cased text keys, 4 kept only
 * those for strings (one key per string, see refKeysOf).
 */
export const DATABASE_VERSION = 4;

/** A Store that also tells when records change, in this tab or another one. */
export interface ObservableStore extends Store {
  /**
   * Calls `listener` with the entity's name after every write of it, in this tab or another tab of
   * the same store (a BroadcastChannel); after `clear()` once per entity that had records.
   * Returns the function that stops listening.
   */
  subscribe(listener: (entity: string) => void): () => void;
  /** Closes the database and the channel; the store must not be used afterwards. */
  close(): void;
}

/** The IndexedDB database name used for a store name. */
export function databaseNameOf(name: string): string {
  return `specfront-app:${name}`;
}

let persistenceAsked = false;

/** Asks the browser once per page to keep this origin's storage (navigator.storage.persist), ignoring the answer. */
function askForPersistence(): void {
  if (persistenceAsked) return;
  persistenceAsked = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  void storage?.persist?.().catch(() => false);
}

function idOf(entity: string, record: StoredRecord): string {
  const id = record['id'];
  if (typeof id !== 'string' && typeof id !== 'number') {
    throw new TypeError(`A ${entity} record needs an \`id\` (a string or number) before it is stored; the backend fills generated ids.`);
  }
  return String(id);
}

/**
 * The in-browser backend's Store over IndexedDB (database `specfront-app:<name>`): one generic object
 * store `records` keyed [entity, id], so a changed spec never needs a schema upgrade. Writes use
 * `durability: 'strict'` and resolve only once committed; the first store asks for persistent storage.
 * Lists come back in the order records were first written. Changes are announced on
 * BroadcastChannel `specfront:<name>` so other tabs refresh.
 */
export function createIndexedDbStore(name: string): ObservableStore {
  askForPersistence();
  const listeners = new Set<(entity: string) => void>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`specfront:${name}`);
  const emit = (entity: string) => {
    for (const listener of [...listeners]) listener(entity);
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const entity = (event.data as { entity?: unknown } | null)?.entity;
      if (typeof entity === 'string') emit(entity);
    };
  }
  const announce = (entities: Iterable<string>) => {
    for (const entity of entities) {
      emit(entity);
      channel?.postMessage({ entity });
    }
  };

  const opening: Promise<IDBPDatabase<RecordsSchema>> = openDB<RecordsSchema>(databaseNameOf(name), DATABASE_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      const records = oldVersion < 1 ? db.createObjectStore('records', { keyPath: ['entity', 'id'] }) : tx.objectStore('records');
      if (oldVersion < 1) records.createIndex('by-entity', ['entity', 'seq']);
      if (oldVersion < 2) records.createIndex('by-ref', 'refs', { multiEntry: true });
      if (oldVersion < 4) {
        // Rows written before the index, or with its keys of an earlier version: give each its keys.
        for (let cursor = await records.openCursor(); cursor; cursor = await cursor.continue()) {
          await cursor.update({ ...cursor.value, refs: refKeysOf(cursor.value.entity, cursor.value.record) });
        }
      }
    },
    blocking(_current, _next, event) {
      // A newer version elsewhere wants the database: let it have it.
      (event.target as IDBDatabase | null)?.close();
    },
  });
  let lastSeq = 0;
  const nextSeq = () => (lastSeq = Math.max(Date.now(), lastSeq + 0.001));
  const range = (entity: string) => IDBKeyRange.bound([entity, -Infinity], [entity, Infinity]);

  return {
    async all(entity) {
      const db = await opening;
      const rows = await db.getAllFromIndex('records', 'by-entity', range(entity));
      return rows.map((row) => row.record);
    },
    async referring(entity, field, id) {
      const db = await opening;
      const keys = refKeys(entity, field, id);
      const found = await Promise.all(keys.map((key) => db.getAllFromIndex('records', 'by-ref', key)));
      // The keys are lower-cased texts (and a number): keep the exact matches, each record once.
      const seen = new Set<string>();
      return found
        .flat()
        .filter((row) => !seen.has(row.id) && (seen.add(row.id), true) && holdsId(row.record, field, id))
        .sort((a, b) => a.seq - b.seq)
        .map((row) => row.record);
    },
    async startingWith(entity, field, prefix) {
      const db = await opening;
      const { lower, upper } = textPrefixRange(entity, field, prefix);
      const rows = await db.getAllFromIndex('records', 'by-ref', IDBKeyRange.bound(lower, upper));
      // A list with two matching items is found twice.
      const seen = new Set<string>();
      return rows
        .filter((row) => !seen.has(row.id) && (seen.add(row.id), true))
        .sort((a, b) => a.seq - b.seq)
        .map((row) => row.record);
    },
    async get(entity, id) {
      const db = await opening;
      return (await db.get('records', [entity, id]))?.record;
    },
    async put(entity, record) {
      const id = idOf(entity, record);
      const db = await opening;
      const tx = db.transaction('records', 'readwrite', { durability: 'strict' });
      const before = await tx.store.get([entity, id]);
      await tx.store.put({ entity, id, seq: before?.seq ?? nextSeq(), record, refs: refKeysOf(entity, record) });
      await tx.done;
      announce([entity]);
    },
    async delete(entity, id) {
      const db = await opening;
      const tx = db.transaction('records', 'readwrite', { durability: 'strict' });
      const found = (await tx.store.getKey([entity, id])) !== undefined;
      if (found) await tx.store.delete([entity, id]);
      await tx.done;
      if (found) announce([entity]);
      return found;
    },
    async clear() {
      const db = await opening;
      const tx = db.transaction('records', 'readwrite', { durability: 'strict' });
      const entities = new Set<string>();
      // One step per entity: skip past each entity's rows to the next entity.
      for (
        let cursor = await tx.store.index('by-entity').openKeyCursor();
        cursor;
        cursor = await cursor.continue([cursor.key[0], Infinity])
      ) {
        entities.add(cursor.key[0]);
      }
      await tx.store.clear();
      await tx.done;
      announce(entities);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
      void opening.then((db) => db.close());
    },
  };
}
