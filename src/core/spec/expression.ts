import type { Span } from '../source/span';

/**
 * A CEL expression as written in a rule, guard or condition. `span` covers the source text itself
 * (inside the backticks), so an offset into `source` plus `span.from` is an offset into the spec.
 */
export interface Expression {
  readonly source: string;
  readonly span: Span;
}
