import { keepShape } from '../source/keep-shape';
import { NO_SPAN, Placed, type Located, type Span } from '../source/span';
import type { Expression } from './expression';
import type { ExtraCell } from './extra-cell';

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

/** Role stored with its place inline (see Placed). */
class RoleRow extends Placed implements Role {
  declare readonly name: Located<string>;
  declare readonly description: string;
  declare readonly extra: readonly ExtraCell[];

  constructor(parts: Omit<Role, 'span'>, span: Span) {
    super(span.from, span.to);
    this.name = parts.name;
    this.description = parts.description;
    this.extra = parts.extra;
  }
}

// Its fields are filled as they are read; the exemplar only keeps the shape (source/keep-shape.ts).
keepShape(new RoleRow({} as Omit<Role, 'span'>, NO_SPAN));

/** Creates a role that holds its row's place inline: `span` is the role itself (see Placed). */
export function createRole(parts: Omit<Role, 'span'>, span: Span): Role {
  return new RoleRow(parts, span);
}

/** Permission stored with its place inline (see Placed). */
class PermissionRow extends Placed implements Permission {
  declare readonly role: Located<string>;
  declare readonly can: readonly Located<string>[];
  declare readonly on: readonly Located<string>[];
  declare readonly when: Expression | null;
  declare readonly extra: readonly ExtraCell[];

  constructor(parts: Omit<Permission, 'span'>, span: Span) {
    super(span.from, span.to);
    this.role = parts.role;
    this.can = parts.can;
    this.on = parts.on;
    this.when = parts.when;
    this.extra = parts.extra;
  }
}

// Its fields are filled as they are read; the exemplar only keeps the shape (source/keep-shape.ts).
keepShape(new PermissionRow({} as Omit<Permission, 'span'>, NO_SPAN));

/** Creates a permission that holds its row's place inline: `span` is the permission itself (see Placed). */
export function createPermission(parts: Omit<Permission, 'span'>, span: Span): Permission {
  return new PermissionRow(parts, span);
}
