import { isLocatedValue, isPlaced } from '../source/span';
import type { Spec } from './spec';

/** Keys that hold places in the text, left out of a comparable model. */
const PLACE_KEYS = new Set(['span', 'nameSpan', 'patternSpan']);

/** Orders extra cells by column: a table gives every row one column order, whatever each row said. */
function byColumn(a: { column: string }, b: { column: string }): number {
  return a.column < b.column ? -1 : a.column > b.column ? 1 : 0;
}

/**
 * A deep copy without places. Extra cells with empty values are dropped (an empty cell says nothing)
 * and the rest are ordered by column.
 */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  // A located value stored flat (a SourceText keeps its mapping too): only its value counts.
  if (isLocatedValue(value)) return { value: strip(value.value) };
  // A row stored with its place inline keeps it in own `from`/`to` (see Placed): not compared.
  const placed = isPlaced(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (PLACE_KEYS.has(key) || (placed && (key === 'from' || key === 'to'))) continue;
    let v = (value as Record<string, unknown>)[key];
    if (key === 'extra' && Array.isArray(v)) v = (v as { column: string; value: string }[]).filter((e) => e.value !== '').sort(byColumn);
    out[key] = strip(v);
  }
  return out;
}

/**
 * The model without anything that depends on where or how it was written: no spans, no source
 * format, no wording of point headings (note headings are kept: they are the note's name), sections
 * with the points in order and then the notes, and extra cells without empty ones, ordered by column. Two specs mean the same
 * when their comparables are deeply equal, so round trips (Markdown → YAML → model) can be checked.
 */
export function toComparable(spec: Spec): unknown {
  const points = spec.sections.filter((s) => s.point !== null).sort((a, b) => (a.point ?? 0) - (b.point ?? 0));
  const notes = spec.sections.filter((s) => s.point === null);
  const sections = [...points, ...notes].map((s) =>
    s.point === null
      ? { point: null, heading: s.heading.value, prose: s.prose, structured: s.structured }
      : { point: s.point, prose: s.prose, structured: s.structured },
  );
  const { format: _format, sections: _sections, ...rest } = spec;
  return { ...(strip(rest) as Record<string, unknown>), sections };
}
