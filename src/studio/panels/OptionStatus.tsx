import type { OptionStatusState } from './use-option-undo';

/**
 * The Options panel's one status region, always in the panel (a live region is announced when its content
 * changes, not when it appears): what was accepted, with its Undo, or that it was undone.
 */
export function OptionStatus({ undo, undone, onUndo, undoButton }: OptionStatusState) {
  return (
    <div className="option-status" role="status">
      {undo ? (
        <p className="option-undo">
          Accepted {undo.what}.{' '}
          <button type="button" className="btn small" onClick={onUndo} aria-keyshortcuts="Control+Z" ref={undoButton}>
            Undo
          </button>
        </p>
      ) : undone ? (
        <p className="option-undo">
          Undone: the spec is as it was before {undone.verb} {undone.what}.
        </p>
      ) : null}
    </div>
  );
}
