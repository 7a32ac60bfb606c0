import { forEachDiagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { quickFixes, type SpecAnalysis } from '../../core/index';
import type { ShownDiagnostic } from './lint-diff';

/** The analysis's diagnostics as the editor's lint diagnostics, with their quick fixes as actions. */
export function toLint(analysis: SpecAnalysis, text: string, current: () => SpecAnalysis | null) {
  return analysis.diagnostics.map((d) => ({
    from: d.from,
    to: d.to,
    severity: d.severity,
    message: d.message,
    source: d.point ? `${d.code} · point ${d.point}` : d.code,
    // Mechanical fixes as the tooltip's buttons (Ctrl+. applies the first at the cursor). Each is worked out
    // again when clicked, from the text then: the editor keeps shown diagnostics across edits that change
    // no finding (lintNow), and a fix's own positions (e.g. where a heading goes) may have moved since.
    actions: quickFixes(text, d, analysis.spec).map((fix) => ({
      name: fix.title,
      apply: (view: EditorView, from: number, to: number) => {
        const a = current();
        const now = a?.diagnostics.find((x) => x.from === from && x.to === to && x.code === d.code && x.message === d.message);
        const again = a && now ? quickFixes(view.state.doc.toString(), now, a.spec).find((f) => f.title === fix.title) : undefined;
        if (again) view.dispatch({ changes: [...again.changes], userEvent: 'input.quickfix', scrollIntoView: true });
      },
    })),
  }));
}

/** The diagnostics the editor shows now, where they are now. */
export function shownDiagnostics(state: EditorState): ShownDiagnostic[] {
  const out: ShownDiagnostic[] = [];
  forEachDiagnostic(state, (d, from, to) => out.push({ ...d, from, to }));
  return out;
}
