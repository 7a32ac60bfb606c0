import type { Located, Span } from '../source/span';
import type { ExtraCell } from './extra';
import type { Shape } from './type-ref';

/** A call of point 7. */
export interface Call {
  /** Upper-cased when valid; as written otherwise. */
  readonly method: Located<string>;
  /** The path without its query list, as written. */
  readonly path: Located<string>;
  readonly params: readonly Located<string>[];
  /** Query parameter names from `?a&b`. */
  readonly query: readonly Located<string>[];
  readonly requestText: Located<string> | null;
  readonly request: Shape;
  readonly responseText: Located<string> | null;
  readonly response: Shape;
  /** Error codes of point 8. */
  readonly errors: readonly Located<string>[];
  readonly roles: readonly Located<string>[];
  readonly notes: string;
  readonly extra: readonly ExtraCell[];
  readonly span: Span;
}
