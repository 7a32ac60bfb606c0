import { clearDraft } from './unsaved-draft';
import type { SessionContext } from './session-context';

/** The session's writes to the database: one at a time, shortly after typing stops, or at once. */
export interface Autosave {
  /** Writes now, after the write in flight (a history snapshot too when `snapshot`). */
  flush(snapshot?: boolean): Promise<void>;
  /** Writes `delayMs` after the last call. */
  schedule(): void;
}

/** Autosave of the open spec: a conflict with another tab's save stops it, a refused write says so. */
export function createAutosave(ctx: SessionContext, delayMs: number): Autosave {
  const { db, tabs, get, set } = ctx;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;

  const write = async (snapshot = false): Promise<void> => {
    const doc = get().doc;
    if (!doc || !doc.id || doc.readOnly || get().save === 'conflict') return;
    if (get().save === 'saved' && !snapshot) return;
    set({ save: 'saving' });
    const sent = doc.text;
    const sentName = doc.name;
    try {
      const result = await db.save(doc.id, doc.baseVersion, sentName, sent, snapshot);
      const now = get().doc;
      if (!now || now.id !== doc.id) return;
      if (!result.ok) {
        set({ save: 'conflict', conflict: result.current });
        return;
      }
      const changedSince = now.text !== sent || now.name !== sentName;
      set({ doc: { ...now, baseVersion: result.spec.version }, save: changedSince ? 'unsaved' : 'saved' });
      if (!changedSince) clearDraft(doc.id);
      tabs.saved(doc.id, result.spec.version);
      void ctx.refreshList();
      if (changedSince) schedule();
    } catch {
      set({ save: 'error', notice: 'The spec could not be saved in this browser (storage refused). Save it as a file from Files.' });
    }
  };

  const flush = (snapshot = false): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const run = async () => {
      if (inFlight) await inFlight;
      await write(snapshot);
    };
    const p = run().finally(() => {
      if (inFlight === p) inFlight = null;
    });
    inFlight = p;
    return p;
  };

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), delayMs);
  }

  return { flush, schedule };
}
