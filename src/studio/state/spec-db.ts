import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A spec kept in the studio's database. `version` goes up by one on every save. */
export interface StoredSpec {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly version: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A snapshot in a spec's history. */
export interface SpecVersion {
  readonly key?: number;
  readonly specId: string;
  readonly name: string;
  readonly text: string;
  readonly version: number;
  readonly savedAt: number;
}

interface StudioSchema extends DBSchema {
  specs: { key: string; value: StoredSpec };
  versions: { key: number; value: SpecVersion; indexes: { bySpec: string } };
}

/** The outcome of a save: saved at a new version, or refused because another tab saved first. */
export type SaveResult = { readonly ok: true; readonly spec: StoredSpec } | { readonly ok: false; readonly current: StoredSpec };

/** History keeps at most this many snapshots per spec (older ones are dropped). */
export const HISTORY_LIMIT = 60;
/** A new history snapshot is taken when the last one is older than this. */
export const SNAPSHOT_EVERY_MS = 60_000;

/** The database name; tests may pass their own. */
export const STUDIO_DB = 'specfront-studio';

/** The studio's specs and their history in IndexedDB. */
export interface SpecDb {
  list(): Promise<StoredSpec[]>;
  get(id: string): Promise<StoredSpec | undefined>;
  /** Creates a spec at version 1 (and its first history snapshot). */
  create(name: string, text: string): Promise<StoredSpec>;
  /**
   * Saves text and name when the stored version is still `baseVersion` (last-writer conflict
   * detection): otherwise nothing is written and the stored spec is returned.
   */
  save(id: string, baseVersion: number, name: string, text: string, forceSnapshot?: boolean): Promise<SaveResult>;
  remove(id: string): Promise<void>;
  history(id: string): Promise<SpecVersion[]>;
  /** Writes specs as they are (restore of a backup): same id replaced. */
  putAll(specs: readonly StoredSpec[]): Promise<void>;
}

/** A fresh id for a spec. */
export function newSpecId(): string {
  return crypto.randomUUID();
}

/** Opens (and creates or upgrades) the studio database. */
export async function openSpecDb(name: string = STUDIO_DB): Promise<SpecDb> {
  const db: IDBPDatabase<StudioSchema> = await openDB<StudioSchema>(name, 1, {
    upgrade(d) {
      d.createObjectStore('specs', { keyPath: 'id' });
      d.createObjectStore('versions', { keyPath: 'key', autoIncrement: true }).createIndex('bySpec', 'specId');
    },
  });
  if (typeof navigator !== 'undefined') void navigator.storage?.persist?.().catch(() => false);

  return {
    async list() {
      const all = await db.getAll('specs');
      return all.sort((a, b) => b.updatedAt - a.updatedAt);
    },
    get: (id) => db.get('specs', id),
    async create(specName, text) {
      const now = Date.now();
      const spec: StoredSpec = { id: newSpecId(), name: specName, text, version: 1, createdAt: now, updatedAt: now };
      const tx = db.transaction(['specs', 'versions'], 'readwrite', { durability: 'strict' });
      await tx.objectStore('specs').put(spec);
      await tx.objectStore('versions').add({ specId: spec.id, name: specName, text, version: 1, savedAt: now });
      await tx.done;
      return spec;
    },
    async save(id, baseVersion, specName, text, forceSnapshot = false) {
      const tx = db.transaction(['specs', 'versions'], 'readwrite', { durability: 'strict' });
      const specs = tx.objectStore('specs');
      const stored = await specs.get(id);
      if (stored && stored.version !== baseVersion) {
        await tx.done;
        return { ok: false, current: stored };
      }
      const now = Date.now();
      const spec: StoredSpec = {
        id,
        name: specName,
        text,
        version: baseVersion + 1,
        createdAt: stored?.createdAt ?? now,
        updatedAt: now,
      };
      await specs.put(spec);
      const versions = tx.objectStore('versions');
      const cursor = await versions.index('bySpec').openCursor(IDBKeyRange.only(id), 'prev');
      const last = cursor?.value;
      if (forceSnapshot || !last || now - last.savedAt >= SNAPSHOT_EVERY_MS) {
        if (!last || last.text !== text) await versions.add({ specId: id, name: specName, text, version: spec.version, savedAt: now });
      }
      await tx.done;
      return { ok: true, spec };
    },
    async remove(id) {
      const tx = db.transaction(['specs', 'versions'], 'readwrite');
      await tx.objectStore('specs').delete(id);
      let cursor = await tx.objectStore('versions').index('bySpec').openCursor(IDBKeyRange.only(id));
      while (cursor) {
        await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    async history(id) {
      const all = await db.getAllFromIndex('versions', 'bySpec', id);
      const sorted = all.sort((a, b) => b.savedAt - a.savedAt || b.version - a.version);
      const extra = sorted.slice(HISTORY_LIMIT);
      if (extra.length > 0) {
        const tx = db.transaction('versions', 'readwrite');
        await Promise.all(extra.map((v) => (v.key !== undefined ? tx.store.delete(v.key) : undefined)));
        await tx.done;
      }
      return sorted.slice(0, HISTORY_LIMIT);
    },
    async putAll(list) {
      const tx = db.transaction('specs', 'readwrite', { durability: 'strict' });
      await Promise.all(list.map((s) => tx.store.put(s)));
      await tx.done;
    },
  };
}
