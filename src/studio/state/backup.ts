import { compileText, type StoredRecord } from '../../core/index';
import { createIndexedDbStore } from '../../runtime/store/create-indexed-db-store';
import type { StoredSpec } from './spec-db';

/** One file holding every spec of this browser and the preview data of each. */
export interface StudioBackup {
  readonly kind: 'specfront-backup';
  readonly version: 1;
  readonly exportedAt: string;
  readonly specs: readonly StoredSpec[];
  /** Preview records by spec id. */
  readonly data: Readonly<Record<string, readonly { entity: string; record: StoredRecord }[]>>;
}

/** The preview store's name for a spec (the preview frame uses the same). */
export function previewStoreName(specId: string): string {
  return `studio-${specId}`;
}

/** Collects every spec and its preview data. */
export async function createBackup(specs: readonly StoredSpec[]): Promise<StudioBackup> {
  const data: Record<string, { entity: string; record: StoredRecord }[]> = Object.create(null) as Record<string, never>;
  for (const spec of specs) {
    const { app } = compileText(spec.text);
    const store = createIndexedDbStore(previewStoreName(spec.id));
    const rows: { entity: string; record: StoredRecord }[] = [];
    for (const e of app.entities) for (const record of await store.all(e.name)) rows.push({ entity: e.name, record });
    if (rows.length > 0) data[spec.id] = rows;
  }
  return { kind: 'specfront-backup', version: 1, exportedAt: new Date().toISOString(), specs, data };
}

/** Reads a backup file; throws an Error with a plain message when it is not one. */
export function readBackup(text: string): StudioBackup {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('This file is not a specfront backup (it is not JSON).');
  }
  const b = value as Partial<StudioBackup> | null;
  if (!b || b.kind !== 'specfront-backup' || !Array.isArray(b.specs)) throw new Error('This file is not a specfront backup.');
  const specs = b.specs.filter(
    (s): s is StoredSpec =>
      typeof s === 'object' &&
      s !== null &&
      typeof s.id === 'string' &&
      typeof s.text === 'string' &&
      typeof s.name === 'string' &&
      typeof s.version === 'number',
  );
  const data = typeof b.data === 'object' && b.data !== null ? b.data : {};
  return { kind: 'specfront-backup', version: 1, exportedAt: String(b.exportedAt ?? ''), specs, data };
}

/** Writes a backup's preview data back into each spec's preview store. */
export async function restoreBackupData(backup: StudioBackup): Promise<number> {
  let n = 0;
  for (const [specId, rows] of Object.entries(backup.data)) {
    if (!Array.isArray(rows)) continue;
    const store = createIndexedDbStore(previewStoreName(specId));
    for (const row of rows) {
      if (row && typeof row.entity === 'string' && typeof row.record === 'object' && row.record !== null) {
        await store.put(row.entity, row.record);
        n++;
      }
    }
  }
  return n;
}
