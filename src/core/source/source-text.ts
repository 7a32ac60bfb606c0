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

const NONE: readonly number[] = Object.freeze([]);

/**
 * Short texts (names, types, cells) repeat all over a spec: `Talk`, `speaker`, `id`. Each slice of the
 * spec would be its own string object, so they are interned: one string per distinct short text. The
 * pool is bounded and simply starts over when full, so it never grows with the specs read.
 */
const INTERN_MAX_LENGTH = 48;
const INTERN_MAX_ENTRIES = 65_536;
const pool = new Map<string, string>();

function intern(text: string): string {
  if (text.length > INTERN_MAX_LENGTH) return text;
  const hit = pool.get(text);
  if (hit !== undefined) return hit;
  if (pool.size >= INTERN_MAX_ENTRIES) pool.clear();
  pool.set(text, text);
  return text;
}

/** The plain SourceText: methods on the prototype, so a cell costs one small object, not five closures. */
class MappedSourceText implements SourceText {
  readonly span: Span;

  readonly text: string;

  constructor(
    text: string,
    private readonly from: number,
    private readonly removed: readonly number[],
  ) {
    this.text = intern(text);
    this.span = { from, to: this.offsetAt(text.length) };
  }

  offsetAt(rawIndex: number): number {
    // Indices past either end are clamped, so a caller's off-by-one never yields a span outside the text.
    const text = this.text;
    const index = rawIndex < 0 ? 0 : rawIndex > text.length ? text.length : rawIndex;
    const removed = this.removed;
    if (removed.length === 0) return this.from + index;
    // Count removals at or before index: each shifts the original offset by one.
    let lo = 0;
    let hi = removed.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((removed[mid] ?? 0) <= index) lo = mid + 1;
      else hi = mid;
    }
    return this.from + index + lo;
  }

  spanOf(rawStart: number, rawStop: number): Span {
    const length = this.text.length;
    const start = Math.max(0, Math.min(rawStart, length));
    const stop = Math.max(start, Math.min(rawStop, length));
    const a = this.offsetAt(start);
    return { from: a, to: stop > start ? Math.max(a, this.offsetAt(stop - 1) + 1) : a };
  }

  slice(rawStart: number, rawStop: number = this.text.length): SourceText {
    const length = this.text.length;
    const start = Math.max(0, Math.min(rawStart, length));
    const stop = Math.max(start, Math.min(rawStop, length));
    const sub = this.text.slice(start, stop);
    const base = this.offsetAt(start);
    if (this.removed.length === 0) return new MappedSourceText(sub, base, NONE);
    // Removals exactly at `start` are already counted in `base`.
    const shifted: number[] = [];
    for (const r of this.removed) if (r > start && r < stop) shifted.push(r - start);
    return new MappedSourceText(sub, base, shifted.length ? shifted : NONE);
  }
}

/**
 * Creates a SourceText. `removed` lists, in increasing order, the indices in `text` before which one
 * character of the original was removed (an escaping backslash); omit it for verbatim text.
 */
export function createSourceText(text: string, from: number, removed: readonly number[] = NONE): SourceText {
  return new MappedSourceText(text, from, removed);
}
