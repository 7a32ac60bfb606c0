import { keepShape } from './keep-shape';

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

/**
 * Something of the model that holds its place inline: `from` and `to` are its own properties and
 * `span` is the object itself, so it needs no second object for its span (a spec model holds tens of
 * thousands). Its own numeric `from`/`to` are what the incremental parser moves when a section
 * shifts. `{ ...x }` does not copy the `span` getter: build a new one instead.
 */
export abstract class Placed implements Span {
  // Fields are `declare`d and set in the constructor: class field definitions cost far more per object.
  declare readonly from: number;
  declare readonly to: number;

  constructor(from: number, to: number) {
    this.from = from;
    this.to = to;
  }

  /** The place: this object itself, read as a span. */
  get span(): Span {
    return this;
  }
}

/** A located value stored flat (see Placed): one object of value, `from` and `to`. */
export class LocatedValue<T> extends Placed implements Located<T> {
  declare readonly value: T;

  constructor(value: T, from: number, to: number) {
    super(from, to);
    this.value = value;
  }
}

keepShape(new LocatedValue('', 0, 0));

/** Creates a span; throws on a reversed range, which is a programmer mistake. */
export function createSpan(from: number, to: number): Span {
  if (to < from) throw new RangeError(`Span end ${to} is before its start ${from}; pass (from, to) in order.`);
  return { from, to };
}

/** Creates a located value (one object: see LocatedValue). */
export function located<T>(value: T, from: number, to: number): Located<T> {
  return new LocatedValue(value, from, to);
}

/** A located value at a span's place. */
export function locatedAt<T>(value: T, span: Span): Located<T> {
  return new LocatedValue(value, span.from, span.to);
}

/** Whether a located value is stored flat (a LocatedValue, or a SourceText, which is one): its span is itself. */
export function isLocatedValue(value: unknown): value is LocatedValue<unknown> {
  return value instanceof LocatedValue;
}

/** Whether a model object holds its place inline (own `from`/`to`, see Placed): located values, rows. */
export function isPlaced(value: unknown): value is Placed {
  return value instanceof Placed;
}

/** An empty span at offset 0, used for values that have no place in the text (YAML defaults). */
export const NO_SPAN: Span = Object.freeze({ from: 0, to: 0 });
