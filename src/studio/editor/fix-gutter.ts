import { RangeSet, StateEffect, StateField, type Extension } from '@codemirror/state';
import { type EditorView, gutter, GutterMarker } from '@codemirror/view';
import { quickFixes, type SpecAnalysis } from '../../core/index';
import type { toLint } from './lint-source';

/** A line's quick fix, shown in the fix gutter (the "lightbulb"): a click applies it. */
class FixMarker extends GutterMarker {
  constructor(readonly title: string) {
    super();
  }
  override eq(other: GutterMarker): boolean {
    return other instanceof FixMarker && other.title === this.title;
  }
  override toDOM(): Node {
    const el = document.createElement('span');
    el.className = 'cm-fix-marker';
    el.textContent = '✎';
    el.title = `Quick fix: ${this.title.replace(/`/g, '')} (click, or Ctrl+. on the finding)`;
    el.setAttribute('aria-hidden', 'true');
    return el;
  }
}

/** The lines that have a quick fix, set with each new set of diagnostics. */
export const setFixLines = StateEffect.define<readonly { from: number; title: string }[]>();
const fixLinesField = StateField.define<RangeSet<GutterMarker>>({
  create: () => RangeSet.empty,
  update(markers, tr) {
    for (const e of tr.effects) {
      if (e.is(setFixLines)) {
        const max = tr.state.doc.length;
        return RangeSet.of(
          e.value.filter((f) => f.from <= max).map((f) => new FixMarker(f.title).range(tr.state.doc.lineAt(f.from).from)),
          true,
        );
      }
    }
    return markers.map(tr.changes);
  },
});

/** The first fix of each line that has one, from the lint diagnostics' actions. */
export function fixLinesOf(diagnostics: ReturnType<typeof toLint>): { from: number; title: string }[] {
  const out: { from: number; title: string }[] = [];
  for (const d of diagnostics) {
    const first = d.actions[0];
    if (first) out.push({ from: d.from, title: first.name });
  }
  return out;
}

/** The fix gutter: a marker on each line with a quick fix; a click applies that line's first fix. */
export function fixGutter(analysis: () => SpecAnalysis | null): Extension {
  return [
    fixLinesField,
    gutter({
      class: 'cm-fix-gutter',
      markers: (view) => view.state.field(fixLinesField),
      domEventHandlers: {
        mousedown(view, line) {
          const a = analysis();
          if (!a) return false;
          const text = view.state.doc.toString();
          for (const d of a.diagnostics) {
            if (d.from < line.from || d.from > line.to) continue;
            const fix = quickFixes(text, d, a.spec)[0];
            if (fix) {
              view.dispatch({ changes: [...fix.changes], userEvent: 'input.quickfix', scrollIntoView: true });
              return true;
            }
          }
          return false;
        },
      },
    }),
  ];
}

/** Ctrl+. : applies the first quick fix of a diagnostic under the cursor. */
export function fixAtCursor(analysis: () => SpecAnalysis | null) {
  return (view: EditorView): boolean => {
    const a = analysis();
    if (!a) return false;
    const at = view.state.selection.main.head;
    const text = view.state.doc.toString();
    for (const d of a.diagnostics) {
      if (at < d.from || at > d.to) continue;
      const fix = quickFixes(text, d, a.spec)[0];
      if (fix) {
        view.dispatch({ changes: [...fix.changes], userEvent: 'input.quickfix', scrollIntoView: true });
        return true;
      }
    }
    return false;
  };
}
