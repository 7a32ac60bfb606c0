import type { Located, Span } from '../source/span';
import type { ExtraCell } from './extra';

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
