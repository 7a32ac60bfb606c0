import type { Located, Span } from '../source/span';
import type { ExtraCell } from './extra';

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
