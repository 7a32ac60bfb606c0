import type { Option } from '../../core/index';

/** One change an option makes, as the preview shows it: where, what goes, what comes. */
export interface PreviewHunk {
  readonly line: number;
  readonly removed: string;
  readonly inserted: string;
}

/** The 1-based line of an offset. */
function lineOf(text: string, offset: number): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The changes of options (with their requirements) in text order: the diff the person sees before accepting. */
export function previewHunks(text: string, options: readonly Option[]): PreviewHunk[] {
  return options
    .flatMap((o) => o.edits)
    .slice()
    .sort((a, b) => a.from - b.from || a.to - b.to)
    .map((e) => ({ line: lineOf(text, e.from), removed: text.slice(e.from, e.to), inserted: e.insert }));
}

/**
 * Where the inserted text of the options lands in the new text (edits are applied in text order, each shifting
 * the ones after it), for highlighting after an accept. Approximate when two options insert at the same place.
 */
export function insertedRanges(options: readonly Option[]): { from: number; to: number }[] {
  const edits = options
    .flatMap((o) => o.edits)
    .slice()
    .sort((a, b) => a.from - b.from || a.to - b.to);
  let shift = 0;
  const out: { from: number; to: number }[] = [];
  for (const e of edits) {
    const from = e.from + shift;
    const text = e.insert.replace(/^\s+|\s+$/g, '');
    const lead = e.insert.length - e.insert.trimStart().length;
    if (text !== '') out.push({ from: from + lead, to: from + lead + text.length });
    shift += e.insert.length - (e.to - e.from);
  }
  return out;
}
