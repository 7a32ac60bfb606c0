import { useEffect, useRef, useState, type RefObject } from 'react';

/** A change the Options panel made (an accept or an answer), for its Undo. */
export interface OptionChange {
  /** The text before, which Undo brings back. */
  readonly before: string;
  readonly after: string;
  /** What was accepted or answered, as the status says it (`“Add a due date”`, `all 3 options`). */
  readonly what: string;
  readonly verb: 'accepting' | 'answering';
}

/** What the status region of the Options panel shows (OptionStatus). */
export interface OptionStatusState {
  /** The last change, while the text is still what it made (its Undo shows). */
  readonly undo: OptionChange | null;
  /** The change just undone, while the text is still what the undo made. */
  readonly undone: OptionChange | null;
  readonly onUndo: () => void;
  /** Given the Undo button: it takes the focus right after an accept or an answer. */
  readonly undoButton: (el: HTMLButtonElement | null) => void;
}

/**
 * The Undo of the Options panel's last change. The accepted card (or the Undo) goes away with the focus: it
 * moves to the Undo that follows an accept or an answer, and back to the panel after an undo, so a keyboard user is
 * never left on the page. Ctrl+Z (⌘Z) right after an accept undoes it as the editor's own undo would, though the
 * editor does not have the focus: it is on the panel, or on the page when the accepted option's card went away.
 */
export function useOptionUndo(
  text: string,
  onApply: (text: string) => void,
): { root: RefObject<HTMLDivElement | null>; record: (change: OptionChange) => void; status: OptionStatusState } {
  /** The text before the last accept, for its Undo; cleared by any other change of the text. */
  const [undo, setUndo] = useState<OptionChange | null>(null);
  /** The accept just undone, said in the status region until the text changes again. */
  const [undone, setUndone] = useState<OptionChange | null>(null);
  const focusNext = useRef<'undo' | 'panel' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const undoButton = (el: HTMLButtonElement | null) => {
    if (el && focusNext.current === 'undo') {
      focusNext.current = null;
      el.focus();
    }
  };
  const record = (change: OptionChange) => {
    focusNext.current = 'undo';
    setUndo(change);
    setUndone(null);
  };
  const undoLast = (): boolean => {
    if (!undo || undo.after !== text) return false;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected || active.closest('.option-status')) focusNext.current = 'panel';
    onApply(undo.before);
    setUndone(undo);
    setUndo(null);
    return true;
  };
  useEffect(() => {
    if (focusNext.current !== 'panel') return;
    focusNext.current = null;
    (root.current?.closest<HTMLElement>('[role=tabpanel]') ?? root.current)?.focus();
  });
  const undoable = undo !== null && undo.after === text;
  const undoRef = useRef(undoLast);
  undoRef.current = undoLast;
  useEffect(() => {
    if (!undoable) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'z') return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      const onPage = target === null || target === document.body || root.current?.contains(target) === true;
      if (!onPage || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (undoRef.current()) e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undoable]);
  return {
    root,
    record,
    status: {
      undo: undoable ? undo : null,
      undone: undone && undone.before === text ? undone : null,
      onUndo: () => void undoLast(),
      undoButton,
    },
  };
}
