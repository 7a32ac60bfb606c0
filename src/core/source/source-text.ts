import type { Span } from './span';

/**
 * A piece of the spec's text after unescaping (a table cell without its `\|` backslashes, a code
 * span without its backticks), which still knows where each of its characters stands in the spec.
 */
export interface SourceText {
  /** The text as the parsers see it (unescaped). */
  readonly text: string;
  /** Where it stands in the spec, from its first to past its last character. */
  readonly span: Span;
  /** The spec offset of `text[index]` (index may equal text.length: the end). */
  offsetAt(index: number): number;
  /** The spec span of `text.slice(start, end)`. */
  spanOf(start: number, end: number): Span;
  /** A SourceText for `text.slice(start, end)` that keeps the mapping. */
  slice(start: number, end?: number): SourceText;
}

/**
 * Creates a SourceText. `removed` lists, in increasing order, the indices in `text` before which one
 * character of the original was removed (an escaping backslash); omit it for verbatim text.
 */
export function createSourceText(text: string, from: number, removed: readonly number[] = []): SourceText {
  const offsetAt = (rawIndex: number): number => {
    // Indices past either end are clamped, so a caller's off-by-one never yields a span outside the text.
    const index = rawIndex < 0 ? 0 : rawIndex > text.length ? text.length : rawIndex;
    // Count removals at or before index: each shifts the original offset by one.
    let lo = 0;
    let hi = removed.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((removed[mid] ?? 0) <= index) lo = mid + 1;
      else hi = mid;
    }
    return from + index + lo;
  };
  const end = offsetAt(text.length);
  const self: SourceText = {
    text,
    span: { from, to: end },
    offsetAt,
    spanOf: (rawStart, rawStop) => {
      const start = Math.max(0, Math.min(rawStart, text.length));
      const stop = Math.max(start, Math.min(rawStop, text.length));
      const a = offsetAt(start);
      return { from: a, to: stop > start ? Math.max(a, offsetAt(stop - 1) + 1) : a };
    },
    slice(rawStart, rawStop = text.length) {
      const start = Math.max(0, Math.min(rawStart, text.length));
      const stop = Math.max(start, Math.min(rawStop, text.length));
      const sub = text.slice(start, stop);
      const base = offsetAt(start);
      const shifted: number[] = [];
      for (const r of removed) if (r > start && r < stop) shifted.push(r - start);
      // removals exactly at `start` are already counted in `base`
      return createSourceText(sub, base, shifted);
    },
  };
  return self;
}
