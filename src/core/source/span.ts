/** A range of the source text in UTF-16 code units, `from` inclusive, `to` exclusive. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

/** A value read from the source with the span it came from. */
export interface Located<T> {
  readonly value: T;
  readonly span: Span;
}

/** Creates a span; throws on a reversed range, which is a programmer mistake. */
export function createSpan(from: number, to: number): Span {
  if (to < from) throw new RangeError(`Span end ${to} is before its start ${from}; pass (from, to) in order.`);
  return { from, to };
}

/** Creates a located value. */
export function located<T>(value: T, from: number, to: number): Located<T> {
  return { value, span: { from, to } };
}

/** An empty span at offset 0, used for values that have no place in the text (YAML defaults). */
export const NO_SPAN: Span = Object.freeze({ from: 0, to: 0 });
