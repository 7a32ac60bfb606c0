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
 *
 * The pool is an open-addressing table of strings and their hashes, looked up by a range of the text
 * being read: a text the pool holds is found without slicing it out first (a cell's text, a word), and
 * a Map lookup's hashing of each new slice is saved.
 */
const INTERN_MAX_LENGTH = 48;
const INTERN_MAX_ENTRIES = 65_536;
const POOL_FIRST_SIZE = 1024;

interface Pool {
  /** Whether the text read holds a character wider than one byte (then its slices are two bytes a character). */
  readonly wide: boolean;
  strings: (string | undefined)[];
  hashes: Int32Array;
  mask: number;
  count: number;
}

let pool: Pool | null = null;

function emptyPool(size: number, wide: boolean): Pool {
  return { wide, strings: new Array<string | undefined>(size).fill(undefined), hashes: new Int32Array(size), mask: size - 1, count: 0 };
}

/** Puts a string known to be absent in the table (which has room); `hash` is not 0. */
function place(p: Pool, text: string, hash: number): void {
  let at = hash & p.mask;
  while (p.hashes[at] !== 0) at = (at + 1) & p.mask;
  p.strings[at] = text;
  p.hashes[at] = hash;
  p.count++;
}

/** Doubles the table (rehashing its strings), or empties it once it holds the most entries. */
function makeRoom(p: Pool): void {
  if (p.count >= INTERN_MAX_ENTRIES) {
    p.strings.fill(undefined);
    p.hashes.fill(0);
    p.count = 0;
    return;
  }
  const { strings, hashes } = p;
  const size = strings.length * 2;
  p.strings = new Array<string | undefined>(size).fill(undefined);
  p.hashes = new Int32Array(size);
  p.mask = size - 1;
  p.count = 0;
  for (let i = 0; i < strings.length; i++) {
    const hash = hashes[i] as number;
    if (hash !== 0) place(p, strings[i] as string, hash);
  }
}

/**
 * Arrays of each length up to INTERN_MAX_LENGTH, reused to make a short string of one byte per character
 * with `String.fromCharCode.apply`.
 */
const CODES: number[][] = Array.from({ length: INTERN_MAX_LENGTH + 1 }, (_, n) => new Array<number>(n).fill(0));

/**
 * `source.slice(from, to)` as a string of one byte per character when every character fits in one (the
 * caller knows): a slice of a spec holding one wider character (an em dash) is otherwise two bytes per
 * character, and every later use of the pool's strings (lower-casing, hashing, comparing) takes the
 * engine's slower path for such strings. Only when the text read is wide: a narrow text's slices are
 * narrow already.
 */
function narrowSlice(source: string, from: number, to: number): string {
  const codes = CODES[to - from] as number[];
  for (let i = from; i < to; i++) codes[i - from] = source.charCodeAt(i);
  return String.fromCharCode.apply(null, codes);
}

/** `source.slice(from, to)`, as the pool's string when a reading is under way and the text is short. */
function internRange(source: string, from: number, to: number): string {
  const length = to - from;
  const p = pool;
  if (p === null || length <= 0 || length > INTERN_MAX_LENGTH) return source.slice(from, to);
  // FNV-1a over the UTF-16 units, never 0 (the table's mark of an empty slot); `bits` tells whether every
  // character fits in one byte.
  let hash = 0x811c9dc5 | 0;
  let bits = 0;
  for (let i = from; i < to; i++) {
    const c = source.charCodeAt(i);
    bits |= c;
    hash = Math.imul(hash ^ c, 0x01000193);
  }
  if (hash === 0) hash = 1;
  // The probe reads the hashes only (a compact typed array); a string is read when its hash matches.
  const hashes = p.hashes;
  let at = hash & p.mask;
  for (let h = hashes[at] as number; h !== 0; h = hashes[at] as number) {
    if (h === hash) {
      const known = p.strings[at] as string;
      if (known.length === length && source.startsWith(known, from)) return known;
    }
    at = (at + 1) & p.mask;
  }
  const text = from === 0 && to === source.length ? source : p.wide && bits < 256 ? narrowSlice(source, from, to) : source.slice(from, to);
  // At most half full, so a miss ends after a few probes.
  if ((p.count + 1) * 2 > p.strings.length) {
    makeRoom(p);
    place(p, text, hash);
  } else {
    p.strings[at] = text;
    p.hashes[at] = hash;
    p.count++;
  }
  return text;
}

function intern(text: string): string {
  return internRange(text, 0, text.length);
}

/** A short text as the reading in progress interned it (the text itself outside `withInterning`). */
export function internText(text: string): string {
  return intern(text);
}

/** A character wider than one byte. */
const WIDE_CHAR = /[\u0100-\uffff]/;

/**
 * The table's first size for a text of `textLength` characters: about one distinct short text per 64
 * characters in a generated spec (14,000 in 1 MB), at most half full, so a long text's table is not
 * grown and rehashed five times on the way.
 */
function firstPoolSize(textLength: number): number {
  let size = POOL_FIRST_SIZE;
  while (size < INTERN_MAX_ENTRIES * 2 && size * 32 < textLength) size *= 2;
  return size;
}

/**
 * Runs `read` with one pool of interned texts for every SourceText it creates (a nested call shares
 * the outer pool), then drops the pool. Texts made outside it are not interned. `text`, the text read,
 * sizes the pool's first table and tells whether its slices are to be made narrow (see narrowSlice).
 */
export function withInterning<T>(read: () => T, text = ''): T {
  if (pool !== null) return read();
  pool = emptyPool(firstPoolSize(text.length), WIDE_CHAR.test(text));
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
    return this.sliceOf(start, stop);
  }

  /** The SourceText of `text.slice(start, stop)`. */
  protected sliceOf(start: number, stop: number): SourceText {
    return new PlainSourceText(internRange(this.value, start, stop), this.from + start, this.from + stop, true);
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

  protected override sliceOf(start: number, stop: number): SourceText {
    const sub = this.value.slice(start, stop);
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
 * Verbatim text `source.slice(from, to)`, at `from` in the spec: `createSourceText(source.slice(from, to), from)`
 * without the slice when the reading's pool already holds the text.
 */
export function createSourceTextAt(source: string, from: number, to: number): SourceText {
  return new PlainSourceText(internRange(source, from, to), from, to, true);
}

/**
 * Verbatim text at `from` whose string the caller already shares (the JSON reader gives one string per
 * distinct short value): the same SourceText as `createSourceText(text, from)`, without the pool's lookup.
 */
export function createSharedSourceText(text: string, from: number): SourceText {
  return new PlainSourceText(text, from, from + text.length, true);
}
