import { keepShape } from '../source/keep-shape';
import { NO_SPAN, Placed, type Located, type Span } from '../source/span';
import type { ExtraCell } from './extra-cell';

/** Duration units, normalised to singular. */
export type DurationUnit = 'millisecond' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** A constant's value, read from its text. Anything that is not a number, boolean or duration is a string. */
export type ConstantValue =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'duration'; readonly amount: number; readonly unit: DurationUnit; readonly ms: number };

/** A constant of point 9. */
export interface Constant {
  readonly name: Located<string>;
  /** The value as written (quotes kept), and as read. */
  readonly valueText: Located<string>;
  readonly value: ConstantValue;
  readonly meaning: string;
  readonly extra: readonly ExtraCell[];
  readonly span: Span;
}

/** Constant stored with its place inline (see Placed). */
class ConstantRow extends Placed implements Constant {
  declare readonly name: Located<string>;
  declare readonly valueText: Located<string>;
  declare readonly value: ConstantValue;
  declare readonly meaning: string;
  declare readonly extra: readonly ExtraCell[];

  constructor(parts: Omit<Constant, 'span'>, span: Span) {
    super(span.from, span.to);
    this.name = parts.name;
    this.valueText = parts.valueText;
    this.value = parts.value;
    this.meaning = parts.meaning;
    this.extra = parts.extra;
  }
}

// Its fields are filled as they are read; the exemplar only keeps the shape (source/keep-shape.ts).
keepShape(new ConstantRow({} as Omit<Constant, 'span'>, NO_SPAN));

/** Creates a constant that holds its row's place inline: `span` is the constant itself (see Placed). */
export function createConstant(parts: Omit<Constant, 'span'>, span: Span): Constant {
  return new ConstantRow(parts, span);
}
