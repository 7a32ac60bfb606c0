import type { Located, Span } from '../source/span';
import type { Expression } from './expression';
import type { ExtraCell } from './extra';

/** A role of point 6. */
export interface Role {
  readonly name: Located<string>;
  readonly description: string;
  readonly extra: readonly ExtraCell[];
  readonly span: Span;
}

/** A permission row of point 6: `role` may do each of `can` on each of `on`, when `when` holds. */
export interface Permission {
  readonly role: Located<string>;
  /** read, create, update, delete, or events of point 4. */
  readonly can: readonly Located<string>[];
  /** Entity names. */
  readonly on: readonly Located<string>[];
  readonly when: Expression | null;
  readonly extra: readonly ExtraCell[];
  readonly span: Span;
}
