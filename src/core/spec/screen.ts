import { keepShape } from '../source/keep-shape';
import { NO_SPAN, Placed, type Located, type Span } from '../source/span';
import type { ExtraCell } from './extra-cell';

/** What a screen shows, read from its `Shows` phrase. */
export type ScreenKind = 'list' | 'detail' | 'create' | 'edit' | 'content';

/**
 * The lists of related records a detail screen's Shows phrase asks for: `with pets and visits` shows
 * exactly those (none for `alone`), `without visits` the default lists but those. Names as written.
 */
export interface ScreenRelated {
  readonly mode: 'with' | 'without';
  readonly names: readonly Located<string>[];
}

/** A screen of point 2. */
export interface Screen {
  /** The path as written, e.g. `/talks/:id` or `/talks/{id}`. */
  readonly route: Located<string>;
  /** Parameter names in order (`id` for both `:id` and `{id}`). */
  readonly params: readonly Located<string>[];
  readonly name: Located<string>;
  /** The `Shows` text, or null when the column is absent or empty. */
  readonly shows: Located<string> | null;
  /** The kind read from `shows`; `content` when it matches no pattern. */
  readonly kind: ScreenKind;
  /** The entity named by `shows` as written (before case and plural folding), when kind is not content. */
  readonly target: Located<string> | null;
  /** The related lists a detail phrase asks for (`Owner detail with pets`), or null for the default. */
  readonly related: ScreenRelated | null;
  /** Roles that may open it; empty means everyone. */
  readonly roles: readonly Located<string>[];
  readonly extra: readonly ExtraCell[];
  /** The whole row or list item. */
  readonly span: Span;
}

/** Screen stored with its place inline (see Placed). */
class ScreenRow extends Placed implements Screen {
  declare readonly route: Located<string>;
  declare readonly params: readonly Located<string>[];
  declare readonly name: Located<string>;
  declare readonly shows: Located<string> | null;
  declare readonly kind: ScreenKind;
  declare readonly target: Located<string> | null;
  declare readonly related: ScreenRelated | null;
  declare readonly roles: readonly Located<string>[];
  declare readonly extra: readonly ExtraCell[];

  constructor(parts: Omit<Screen, 'span'>, span: Span) {
    super(span.from, span.to);
    this.route = parts.route;
    this.params = parts.params;
    this.name = parts.name;
    this.shows = parts.shows;
    this.kind = parts.kind;
    this.target = parts.target;
    this.related = parts.related;
    this.roles = parts.roles;
    this.extra = parts.extra;
  }
}

// Its fields are filled as they are read; the exemplar only keeps the shape (source/keep-shape.ts).
keepShape(new ScreenRow({} as Omit<Screen, 'span'>, NO_SPAN));

/** Creates a screen that holds its row's place inline: `span` is the screen itself (see Placed). */
export function createScreen(parts: Omit<Screen, 'span'>, span: Span): Screen {
  return new ScreenRow(parts, span);
}
