/**
 * The one shape of a change to a spec's text, shared by options, questions and quick fixes (and the
 * shape of CodeMirror's change spec, so the studio applies one as it is), and the one way to apply a list
 * of them.
 */

/** A change to a text: replace `text.slice(from, to)` by `insert` (offsets in UTF-16 code units). */
export interface TextEdit {
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

/** The edits in text order (inserts at one place in the order given), or why they do not fit the text. */
function inTextOrder(text: string, edits: readonly TextEdit[]): TextEdit[] | string {
  for (const e of edits) {
    if (!(e.from >= 0 && e.to <= text.length && e.to >= e.from))
      return `An edit at ${e.from}–${e.to} lies outside the text (length ${text.length}); make the edits again for this text.`;
  }
  const sorted = [...edits].sort((a, b) => a.from - b.from || a.to - b.to);
  for (let i = 1; i < sorted.length; i++) {
    const next = sorted[i] as TextEdit;
    if (next.from < (sorted[i - 1] as TextEdit).to) return `Two edits overlap at ${next.from}; apply them one after the other.`;
  }
  return sorted;
}

/**
 * Why `edits` cannot apply to `text` — one lies outside it, or two overlap (edits made for another
 * version of the text) — or null when they can.
 */
export function editProblem(text: string, edits: readonly TextEdit[]): string | null {
  const sorted = inTextOrder(text, edits);
  return typeof sorted === 'string' ? sorted : null;
}

/**
 * The text with the edits applied, in one pass: edits may come in any order, inserts at one place go in
 * the order given. Throws a RangeError (saying why, see `editProblem`) when they do not fit the text.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = inTextOrder(text, edits);
  if (typeof sorted === 'string') throw new RangeError(sorted);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    out += text.slice(at, e.from) + e.insert;
    at = e.to;
  }
  return out + text.slice(at);
}
