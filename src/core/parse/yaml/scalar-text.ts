import type { SourceText } from '../../source/source-text';
import { LocatedValue, type Span } from '../../source/span';

/** How a YAML scalar was written, as the `yaml` package names it. */
export type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

/**
 * A SourceText over an explicit table of places, one per character plus the end, each relative to
 * `from` (so moving the text, as the incremental parser does, moves every place with it).
 */
class MappedText extends LocatedValue<string> implements SourceText {
  declare private readonly at: readonly number[];

  constructor(text: string, from: number, to: number, at: readonly number[]) {
    super(text, from, to);
    this.at = at;
  }

  /** A text whose characters stand at the spec offsets `at` (one per character, plus the end). */
  static of(text: string, at: readonly number[]): MappedText {
    const from = at[0] ?? 0;
    const rel = at.map((a) => a - from);
    const last = text.length;
    const to = last > 0 ? Math.max(from, Math.min(from + (rel[last - 1] ?? 0) + 1, from + (rel[last] ?? 0))) : from;
    return new MappedText(text, from, to, rel);
  }

  get text(): string {
    return this.value;
  }

  offsetAt(index: number): number {
    return this.from + (this.at[Math.max(0, Math.min(index, this.value.length))] ?? 0);
  }

  spanOf(start: number, stop: number): Span {
    if (start === 0 && stop === this.value.length) return this;
    const from = this.offsetAt(start);
    // Characters that could not be aligned map to the end; never let `to` pass the next character's place.
    return { from, to: stop > start ? Math.max(from, Math.min(this.offsetAt(stop - 1) + 1, this.offsetAt(stop))) : from };
  }

  slice(start: number, stop: number = this.value.length): SourceText {
    const places: number[] = [];
    const a = Math.max(0, Math.min(start, this.value.length));
    const b = Math.max(a, Math.min(stop, this.value.length));
    for (let i = a; i <= b; i++) places.push(this.offsetAt(i));
    return MappedText.of(this.value.slice(a, b), places);
  }
}

/** The number of source characters of a double-quoted escape starting at `raw[j]` (a backslash). */
function escapeLength(raw: string, j: number): number {
  const c = raw[j + 1];
  if (c === 'x') return 4;
  if (c === 'u') return 6;
  if (c === 'U') return 10;
  return 2;
}

/**
 * Where each character of a scalar's value stands in the text. `region` is the scalar's text inside
 * its quotes or below its block header; characters the value lacks (indentation, escapes, line
 * folds) are skipped. Linear in the region's length. Characters that cannot be aligned (an escape
 * that yields a character the source does not hold) map to the place of their escape.
 */
function alignValue(value: string, region: SourceText, style: ScalarStyle): SourceText {
  const raw = region.text;
  const at: number[] = new Array<number>(value.length + 1);
  let j = 0;
  let i = 0;
  while (i < value.length) {
    if (j >= raw.length) {
      for (; i < value.length; i++) at[i] = region.offsetAt(raw.length);
      break;
    }
    if (value[i] === raw[j]) {
      at[i++] = region.offsetAt(j++);
    } else if (style === 'QUOTE_DOUBLE' && raw[j] === '\\' && raw[j + 1] !== '\n' && raw[j + 1] !== '\r') {
      const len = escapeLength(raw, j);
      at[i] = region.offsetAt(j);
      // A `\U` escape beyond the BMP yields a surrogate pair: both halves map to the escape.
      const code = value.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length) at[++i] = region.offsetAt(j);
      i++;
      j += len;
    } else {
      j++;
    }
  }
  at[value.length] = region.offsetAt(Math.min(j, raw.length));
  return MappedText.of(value, at);
}

/**
 * A SourceText for a scalar's value that points at the scalar in the spec. `whole` covers the
 * scalar as written (quotes or block header included). When the value is the text itself (a plain
 * one-line scalar), the mapping is exact; otherwise each character is aligned with its source.
 */
export function scalarText(value: string, whole: SourceText, style: ScalarStyle): SourceText {
  const raw = whole.text;
  if (raw === value) return whole;
  let region = whole;
  if (style === 'QUOTE_DOUBLE' || style === 'QUOTE_SINGLE') {
    region = whole.slice(Math.min(1, raw.length), Math.max(1, raw.length - 1));
    if (region.text === value) return region;
  } else if (style === 'BLOCK_LITERAL' || style === 'BLOCK_FOLDED') {
    const nl = raw.indexOf('\n');
    region = whole.slice(nl === -1 ? raw.length : nl + 1);
  }
  return alignValue(value, region, style);
}
