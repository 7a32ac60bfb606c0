import { lastAtOrBefore } from '../source/sorted-search';
import type { Span } from '../source/span';
import type { Section } from '../spec/spec';

/**
 * The line each section of a spec starts on, from one compile to the next. The incremental parser
 * keeps an unchanged section's items as the same objects and moves them in place with their section,
 * so an item kept from the last spec is on the line it was on then exactly when its section still
 * starts on the same line (the text between them did not change).
 */
export interface SectionLines {
  /** Takes the sections of the spec being compiled and the line each starts on. */
  update(sections: readonly Section[], lineOf: (span: Span) => number): void;
  /**
   * For items all kept from the last spec (the same objects): true when none of the sections they lie
   * in moved to another line since the last `update`. False for items outside every section.
   */
  unmoved(items: readonly { readonly span: Span }[]): boolean;
}

/** Creates a SectionLines that has seen no sections yet. */
export function createSectionLines(): SectionLines {
  let lines = new Map<Section, number>();
  let starts: number[] = [];
  let moved: boolean[] = [];
  /** The index of the last section starting at or before `offset`, or -1. */
  const sectionAt = (offset: number): number => lastAtOrBefore(starts, offset);
  return {
    update(sections, lineOf) {
      const next = new Map<Section, number>();
      starts = [];
      moved = [];
      for (const s of sections) {
        const line = lineOf(s.span);
        const before = lines.get(s);
        next.set(s, line);
        starts.push(s.span.from);
        moved.push(before !== undefined && before !== line);
      }
      lines = next;
    },
    unmoved(items) {
      if (items.length === 0) return true;
      let min = Infinity;
      let max = -Infinity;
      for (const item of items) {
        const from = item.span.from;
        if (from < min) min = from;
        if (from > max) max = from;
      }
      const first = sectionAt(min);
      if (first < 0) return false;
      const last = sectionAt(max);
      for (let k = first; k <= last; k++) if (moved[k]) return false;
      return true;
    },
  };
}
