import { keepShape } from './keep-shape';
import { lastAtOrBefore } from './sorted-search';
import { LocatedValue, type Located, type Span } from './span';

/**
 * A piece of the spec's text after unescaping (a table cell without its `\|` backslashes, a code
 * span without its backticks), which still knows where each of its characters stands in the spec.
 *
 * It is also the located string it reads (`value` is `text`, `span` is itself, `from`/`to` its own
 * properties), so the model keeps a cell's text and place as this one object, with no copy.
 */
export interface SourceText extends Located<string>, Span {
  /** The text as the parsers see it (unescaped); the same string as `value`. */
  readonly text: string;
  /** Where it stands in the spec, from its first to past its last character. */
  readonly span: Span;
  /** The spec offset of `text[index]` (index may equal text.length: the end). */
  offsetAt(index: number): number;
  /** The spec span of `text.slice(start, end)`; the SourceText itself when that is the whole text. */
  spanOf(start: number, end: number): Span;
  /** A SourceText for `text.slice(start, end)` that keeps the mapping; itself when that is the whole text. */
  slice(start: number, end?: number): SourceText;
}

const NONE: readonly number[] = Object.freeze([]);

/**
 * Short texts (names, types, cells) repeat all over a spec: `Talk`, `speaker`, `id`. Each slice of the
 * spec would be its own string object, so while a spec is read they are interned: one string per
 * distinct short text. The pool lives for one reading only (see `withInterning`), so its table is
 * never held once the model is built; it is bounded and starts over when full.
 */
const INTERN_MAX_LENGTH = 48;
const INTERN_MAX_ENTRIES = 65_536;
let pool: Map<string, string> | null = null;

function intern(text: string): string {
  if (pool === null || text.length === 0 || text.length > INTERN_MAX_LENGTH) return text;
  const hit = pool.get(text);
  if (hit !== undefined) return hit;
  if (pool.size >= INTERN_MAX_ENTRIES) pool.clear();
  pool.set(text, text);
  return text;
}

/** A short text as the reading in progress interned it (the text itself outside `withInterning`). */
export function internText(text: string): string {
  return intern(text);
}

/**
 * Runs `read` with one pool of interned texts for every SourceText it creates (a nested call shares
 * the outer pool), then drops the pool. Texts made outside it are not interned.
 */
export function withInterning<T>(read: () => T): T {
  if (pool !== null) return read();
  pool = new Map();
  try {
    return read();
  } finally {
    pool = null;
  }
}

/** How many of the (increasing) removal indices are at or before `index`. */
function removalsUpTo(removed: readonly number[], index: number): number {
  return lastAtOrBefore(removed, index) + 1;
}

function clamp(index: number, length: number): number {
  return index < 0 ? 0 : index > length ? length : index;
}

/**
 * Verbatim text: offset = `from` + index. Methods on the prototype, so a cell costs one small object
 * (value, from, to), not five closures and a span.
 */
class PlainSourceText extends LocatedValue<string> implements SourceText {
  /** `shared`: the caller already shares `text` (it is not looked up in the pool). */
  constructor(text: string, from: number, to: number, shared = false) {
    super(shared ? text : intern(text), from, to);
  }

  get text(): string {
    return this.value;
  }

  offsetAt(rawIndex: number): number {
    // Indices past either end are clamped, so a caller's off-by-one never yields a span outside the text.
    return this.from + clamp(rawIndex, this.value.length);
  }

  spanOf(rawStart: number, rawStop: number): Span {
    const length = this.value.length;
    const start = clamp(rawStart, length);
    const stop = Math.max(start, clamp(rawStop, length));
    if (start === 0 && stop === length) return this;
    const a = this.offsetAt(start);
    return { from: a, to: stop > start ? Math.max(a, this.offsetAt(stop - 1) + 1) : a };
  }

  slice(rawStart: number, rawStop: number = this.value.length): SourceText {
    const length = this.value.length;
    const start = clamp(rawStart, length);
    const stop = Math.max(start, clamp(rawStop, length));
    if (start === 0 && stop === length) return this;
    return this.sliceOf(this.value.slice(start, stop), start, stop);
  }

  /** The SourceText of `sub`, which is `text.slice(start, stop)`. */
  protected sliceOf(sub: string, start: number, stop: number): SourceText {
    return new PlainSourceText(sub, this.from + start, this.from + stop);
  }
}

/** Unescaped text: `removed` lists the indices before which one character of the original was removed. */
class EscapedSourceText extends PlainSourceText {
  declare readonly removed: readonly number[];

  constructor(text: string, from: number, removed: readonly number[]) {
    super(text, from, from + text.length + removalsUpTo(removed, text.length));
    this.removed = removed;
  }

  override offsetAt(rawIndex: number): number {
    const index = clamp(rawIndex, this.value.length);
    // Each removal at or before index shifts the original offset by one.
    return this.from + index + removalsUpTo(this.removed, index);
  }

  protected override sliceOf(sub: string, start: number, stop: number): SourceText {
    const base = this.offsetAt(start);
    // Removals exactly at `start` are already counted in `base`.
    const shifted: number[] = [];
    for (const r of this.removed) if (r > start && r < stop) shifted.push(r - start);
    return createSourceText(sub, base, shifted.length ? shifted : NONE);
  }
}

keepShape(new PlainSourceText('', 0, 0));
keepShape(new EscapedSourceText('|', 0, [0]));

/**
 * Whether `src` is verbatim text (nothing unescaped: `offsetAt(i)` is `from + i` for every index), so
 * that `src.slice(a, b).slice(c, d)` is `src.slice(a + c, a + d)` and any of its slices is
 * `createSourceText(text, src.from + start)`.
 */
export function isVerbatim(src: SourceText): boolean {
  return src instanceof PlainSourceText && !(src instanceof EscapedSourceText);
}

/**
 * Creates a SourceText. `removed` lists, in increasing order, the indices in `text` before which one
 * character of the original was removed (an escaping backslash); omit it for verbatim text.
 */
export function createSourceText(text: string, from: number, removed: readonly number[] = NONE): SourceText {
  return removed.length === 0 ? new PlainSourceText(text, from, from + text.length) : new EscapedSourceText(text, from, removed);
}

/**
 * Verbatim text at `from` whose string the caller already shares (the JSON reader gives one string per
 * distinct short value): the same SourceText as `createSourceText(text, from)`, without the pool's lookup.
 */
export function createSharedSourceText(text: string, from: number): SourceText {
  return new PlainSourceText(text, from, from + text.length, true);
}
