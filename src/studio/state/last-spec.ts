/** Where the id of the spec opened last is kept, for the next start. */
const LAST_KEY = 'specfront.studio.last';

/** Remembers the spec opened last (lost, harmlessly, when storage is refused). */
export function rememberLastSpec(id: string): void {
  try {
    localStorage.setItem(LAST_KEY, id);
  } catch {
    /* storage refused: only the "last opened" memory is lost */
  }
}

/** The id of the spec opened last, or null. */
export function lastSpecId(): string | null {
  try {
    return localStorage.getItem(LAST_KEY);
  } catch {
    return null;
  }
}
