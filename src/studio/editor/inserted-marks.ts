import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';

/** Marks text just inserted from outside the editor (an accepted option) until the next edit. */
export const setInserted = StateEffect.define<readonly { from: number; to: number }[]>();
const insertedMark = Decoration.mark({ class: 'cm-inserted', attributes: { title: 'Inserted by the option you accepted' } });
/** The marks of inserted text (cleared by the next edit). */
export const insertedField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const e of tr.effects) {
      if (e.is(setInserted)) {
        const max = tr.state.doc.length;
        return Decoration.set(
          e.value.filter((r) => r.from < r.to && r.to <= max).map((r) => insertedMark.range(r.from, r.to)),
          true,
        );
      }
    }
    return tr.docChanged ? Decoration.none : marks;
  },
  provide: (f) => EditorView.decorations.from(f),
});
