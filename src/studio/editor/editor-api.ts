import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { setInserted } from './inserted-marks';
import { formatTableCommand } from './table-commands';

/** What the studio can ask of the editor. */
export interface EditorApi {
  /** Selects a range, scrolls it to the middle and focuses the editor. */
  jumpTo(from: number, to?: number): void;
  /** Replaces the whole text (restore, load from another tab, apply an option) as one undoable change. */
  setText(text: string): void;
  /** Formats the table under the cursor (aligned if it fits the editor's width, else compact); false when not in a table. */
  formatTable(): boolean;
  focus(): void;
  /** Marks ranges of the text (what an accepted option inserted) until the next edit, and shows the first. */
  highlight(ranges: readonly { from: number; to: number }[]): void;
  /** Applies changes as one edit of the user's (undoable), e.g. a quick fix from the Gaps panel. */
  applyChanges(changes: readonly { from: number; to: number; insert: string }[]): void;
}

/** The editor's API over its view (null before it is created and after it is destroyed). */
export function createEditorApi(getView: () => EditorView | null): EditorApi {
  return {
    jumpTo(from, to = from) {
      const view = getView();
      if (!view) return;
      const len = view.state.doc.length;
      const a = Math.min(Math.max(0, from), len);
      const b = Math.min(Math.max(a, to), len);
      view.dispatch({ selection: EditorSelection.range(a, b), effects: EditorView.scrollIntoView(a, { y: 'center' }) });
      view.focus();
    },
    setText(text) {
      const view = getView();
      if (!view || view.state.doc.toString() === text) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.replace' });
    },
    formatTable() {
      const view = getView();
      return view ? formatTableCommand(view) : false;
    },
    focus() {
      getView()?.focus();
    },
    highlight(ranges) {
      const view = getView();
      if (!view) return;
      const first = ranges[0];
      view.dispatch({
        effects: [
          setInserted.of(ranges),
          ...(first && first.to <= view.state.doc.length ? [EditorView.scrollIntoView(first.from, { y: 'center' })] : []),
        ],
      });
    },
    applyChanges(changes) {
      const view = getView();
      if (!view) return;
      const max = view.state.doc.length;
      if (changes.some((c) => c.from > max || c.to > max)) return;
      view.dispatch({
        changes: [...changes],
        userEvent: 'input.quickfix',
        scrollIntoView: true,
        selection: { anchor: changes[0]?.from ?? 0 },
      });
      view.focus();
    },
  };
}
