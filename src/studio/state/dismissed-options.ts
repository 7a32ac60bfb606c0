/**
 * The options a person dismissed, per spec, kept in localStorage (`specfront.options.dismissed.<spec>`)
 * so they stay dismissed across reloads. Option ids name their subject, not a position, so a
 * dismissal survives edits elsewhere in the spec.
 */
const PREFIX = 'specfront.options.dismissed.';

/** The ids dismissed for a spec (empty when storage is unavailable). */
export function loadDismissed(specKey: string): ReadonlySet<string> {
  try {
    const raw = localStorage.getItem(PREFIX + specKey);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Saves the dismissed ids of a spec (an empty set removes the entry); storage errors are ignored. */
export function saveDismissed(specKey: string, ids: ReadonlySet<string>): void {
  try {
    if (ids.size === 0) localStorage.removeItem(PREFIX + specKey);
    else localStorage.setItem(PREFIX + specKey, JSON.stringify([...ids]));
  } catch {
    /* private mode or quota: the dismissal lasts until reload */
  }
}
