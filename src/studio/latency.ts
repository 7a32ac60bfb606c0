/**
 * Performance marks of the studio's typing loop, for the bench (bench/studio-bench.ts) and the
 * browser's performance panel. Names (all in the User Timing timeline):
 *
 * - mark `specfront:edit` — a change of the editor's text; its start time is the keydown that caused
 *   it when there was one (so the figure includes the browser's input handling), `detail.seq` numbers it.
 * - measure `specfront:edit-to-diagnostics` — from that edit until the check's diagnostics are applied
 *   to the editor (underlines, gutter) and the Gaps panel (same React commit), before paint.
 * - measure `specfront:edit-to-preview` — from that edit until the preview frame has rendered the app
 *   compiled from it (or found the app unchanged, `detail.posted: false`), before paint.
 *
 * - mark `specfront:shell` — the studio's first render committed (its shell, before core and the editor load).
 * - mark `specfront:editor-ready` — the editor is created and shows the check's first diagnostics:
 *   the studio is interactive (the bench's "time to interactive" is this mark's start time on a cold load).
 * - mark `specfront:preview-ready` — the preview frame rendered its first app.
 *
 * The timeline is trimmed to the last few hundred entries so a long session does not grow it.
 */
export const EDIT_MARK = 'specfront:edit';
/** See the file comment. */
export const DIAGNOSTICS_MEASURE = 'specfront:edit-to-diagnostics';
/** See the file comment. */
export const PREVIEW_MEASURE = 'specfront:edit-to-preview';

/** See the file comment. */
export const SHELL_MARK = 'specfront:shell';
/** See the file comment. */
export const EDITOR_READY_MARK = 'specfront:editor-ready';
/** See the file comment. */
export const PREVIEW_READY_MARK = 'specfront:preview-ready';

/** Marks a one-time milestone (the first call only). */
export function markOnce(name: typeof SHELL_MARK | typeof EDITOR_READY_MARK | typeof PREVIEW_READY_MARK): void {
  if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
}

const KEEP = 300;
const KEYDOWN_FRESH_MS = 250;
let seq = 0;
let lastKeyDown = -1;
let entries = 0;
const starts = new Map<number, number>();

/** Remembers keydowns (capture phase, passive) so an edit's mark starts at the key that caused it. */
export function trackKeyDowns(target: Pick<Document, 'addEventListener'>): void {
  target.addEventListener(
    'keydown',
    (e) => {
      lastKeyDown = e.timeStamp;
    },
    { capture: true, passive: true },
  );
}

function trim(): void {
  if (++entries < KEEP * 2) return;
  entries = 0;
  performance.clearMarks(EDIT_MARK);
  performance.clearMeasures(DIAGNOSTICS_MEASURE);
  performance.clearMeasures(PREVIEW_MEASURE);
  for (const key of [...starts.keys()].slice(0, -KEEP)) starts.delete(key);
}

/** Marks an edit of the editor's text; returns its number. */
export function markEdit(): number {
  const now = performance.now();
  const start = lastKeyDown >= 0 && now - lastKeyDown < KEYDOWN_FRESH_MS ? lastKeyDown : now;
  lastKeyDown = -1;
  seq += 1;
  starts.set(seq, start);
  performance.mark(EDIT_MARK, { startTime: start, detail: { seq } });
  trim();
  return seq;
}

/** The number of the latest edit (0 before any). */
export function latestEdit(): number {
  return seq;
}

/** Measures from edit `editSeq` to now under `name`; returns the duration, or null for an unknown edit. */
export function measureSince(
  name: typeof DIAGNOSTICS_MEASURE | typeof PREVIEW_MEASURE,
  editSeq: number,
  detail: Record<string, unknown> = {},
): number | null {
  const start = starts.get(editSeq);
  if (start === undefined) return null;
  const end = performance.now();
  performance.measure(name, { start, end, detail: { seq: editSeq, ...detail } });
  trim();
  return end - start;
}
