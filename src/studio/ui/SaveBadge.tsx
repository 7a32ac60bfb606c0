import type { SaveState } from '../state/studio-session';

const TEXT: Record<SaveState, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Editing…',
  conflict: 'Not saved: changed in another tab',
  error: 'Not saved',
  shared: 'Shared · read-only',
};

/** The header's save state, announced politely to screen readers. */
export function SaveBadge({ state }: { state: SaveState }) {
  return (
    <span className={`save-badge save-${state}`} role="status" aria-live="polite" data-testid="save-state">
      <span className="dot" aria-hidden="true" />
      {TEXT[state]}
    </span>
  );
}
