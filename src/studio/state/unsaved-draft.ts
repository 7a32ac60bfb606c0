import type { SessionContext } from './session-context';
import type { StoredSpec } from './spec-db';

/** Where pagehide leaves the text the autosave had not written yet (localStorage is written at once; IndexedDB is not). */
const UNSAVED_PREFIX = 'specfront.studio.unsaved.';

/** Text left unsaved when a page went away: the stored version it was based on, its name and text. */
export interface UnsavedDraft {
  readonly baseVersion: number;
  readonly name: string;
  readonly text: string;
}

function readDraft(id: string): UnsavedDraft | null {
  try {
    const raw = localStorage.getItem(UNSAVED_PREFIX + id);
    if (raw === null) return null;
    const d = JSON.parse(raw) as Partial<UnsavedDraft>;
    return typeof d.baseVersion === 'number' && typeof d.name === 'string' && typeof d.text === 'string'
      ? { baseVersion: d.baseVersion, name: d.name, text: d.text }
      : null;
  } catch {
    return null;
  }
}

/** Keeps a spec's unsaved text in localStorage (written at once, so it survives a page that goes away). */
export function writeDraft(id: string, draft: UnsavedDraft): void {
  try {
    localStorage.setItem(UNSAVED_PREFIX + id, JSON.stringify(draft));
  } catch {
    /* storage refused (a very large spec past the quota): the flush below is the only chance */
  }
}

/** Forgets a spec's unsaved text (it is saved). */
export function clearDraft(id: string): void {
  try {
    localStorage.removeItem(UNSAVED_PREFIX + id);
  } catch {
    /* nothing kept */
  }
}

/**
 * The spec as the last page left it: a draft pagehide kept is saved now when nothing was saved since
 * it was based (else it becomes a spec of its own, "… (recovered)", so neither text is lost).
 */
export async function recoverDraft(ctx: SessionContext, spec: StoredSpec): Promise<StoredSpec> {
  const draft = readDraft(spec.id);
  if (!draft) return spec;
  let result = spec;
  if (draft.text !== spec.text || draft.name !== spec.name) {
    if (draft.baseVersion === spec.version) {
      const saved = await ctx.db.save(spec.id, spec.version, draft.name, draft.text);
      if (saved.ok) result = saved.spec;
    } else if (draft.baseVersion > 0) {
      await ctx.db.create(`${draft.name} (recovered)`, draft.text);
      await ctx.refreshList();
      ctx.set({
        notice: `Text typed just before a page closed is kept as “${draft.name} (recovered)”: this spec had been saved elsewhere since.`,
      });
    }
  }
  clearDraft(spec.id);
  return result;
}
