import { keepShape } from '../source/keep-shape';
import { NO_SPAN, Placed, type Located, type Span } from '../source/span';
import type { ExtraCell } from './extra-cell';

/** A row of the error catalogue (point 8). */
export interface ErrorEntry {
  readonly code: Located<string>;
  /** The status as written, and its number when it is a valid HTTP status (100–599). */
  readonly statusText: Located<string>;
  readonly status: number | null;
  readonly message: Located<string> | null;
  readonly when: string;
  readonly extra: readonly ExtraCell[];
  readonly span: Span;
}

/** ErrorEntry stored with its place inline (see Placed). */
class ErrorRow extends Placed implements ErrorEntry {
  declare readonly code: Located<string>;
  declare readonly statusText: Located<string>;
  declare readonly status: number | null;
  declare readonly message: Located<string> | null;
  declare readonly when: string;
  declare readonly extra: readonly ExtraCell[];

  constructor(parts: Omit<ErrorEntry, 'span'>, span: Span) {
    super(span.from, span.to);
    this.code = parts.code;
    this.statusText = parts.statusText;
    this.status = parts.status;
    this.message = parts.message;
    this.when = parts.when;
    this.extra = parts.extra;
  }
}

// Its fields are filled as they are read; the exemplar only keeps the shape (source/keep-shape.ts).
keepShape(new ErrorRow({} as Omit<ErrorEntry, 'span'>, NO_SPAN));

/** Creates an error entry that holds its row's place inline: `span` is the entry itself (see Placed). */
export function createErrorEntry(parts: Omit<ErrorEntry, 'span'>, span: Span): ErrorEntry {
  return new ErrorRow(parts, span);
}
