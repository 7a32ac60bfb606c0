import type { Located, Span } from '../source/span';
import type { Expression } from './expression';
import type { ExtraCell } from './extra-cell';

/** A row of point 4. */
export interface Transition {
  /** From the Entity column, or from the `###` sub-heading above the table. */
  readonly entity: Located<string> | null;
  readonly from: Located<string>;
  readonly event: Located<string>;
  readonly to: Located<string>;
  readonly guard: Expression | null;
  readonly roles: readonly Located<string>[];
  readonly extra: readonly ExtraCell[];
  readonly span: Span;
}

/** A `State field: \`name\`` line, in point 3 under an entity or in point 4 under an entity's sub-heading. */
export interface StateFieldDecl {
  readonly entity: Located<string>;
  readonly field: Located<string>;
}
