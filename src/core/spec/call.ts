import { keepShape } from '../source/keep-shape';
import { NO_SPAN, Placed, type Located, type Span } from '../source/span';
import type { ExtraCell } from './extra-cell';
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

/** Call stored with its place inline (see Placed). */
class CallRow extends Placed implements Call {
  declare readonly method: Located<string>;
  declare readonly path: Located<string>;
  declare readonly params: readonly Located<string>[];
  declare readonly query: readonly Located<string>[];
  declare readonly requestText: Located<string> | null;
  declare readonly request: Shape;
  declare readonly responseText: Located<string> | null;
  declare readonly response: Shape;
  declare readonly errors: readonly Located<string>[];
  declare readonly roles: readonly Located<string>[];
  declare readonly notes: string;
  declare readonly extra: readonly ExtraCell[];

  constructor(parts: Omit<Call, 'span'>, span: Span) {
    super(span.from, span.to);
    this.method = parts.method;
    this.path = parts.path;
    this.params = parts.params;
    this.query = parts.query;
    this.requestText = parts.requestText;
    this.request = parts.request;
    this.responseText = parts.responseText;
    this.response = parts.response;
    this.errors = parts.errors;
    this.roles = parts.roles;
    this.notes = parts.notes;
    this.extra = parts.extra;
  }
}

// Its fields are filled as they are read; the exemplar only keeps the shape (source/keep-shape.ts).
keepShape(new CallRow({} as Omit<Call, 'span'>, NO_SPAN));

/** Creates a call that holds its row's place inline: `span` is the call itself (see Placed). */
export function createCall(parts: Omit<Call, 'span'>, span: Span): Call {
  return new CallRow(parts, span);
}
