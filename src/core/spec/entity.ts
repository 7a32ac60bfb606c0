import { keepShape } from '../source/keep-shape';
import { NO_SPAN, Placed, type Located, type Span } from '../source/span';
import type { ExtraCell } from './extra-cell';
import type { TypeRef } from './type-ref';

/** A field of an entity (point 3). */
export interface Field {
  readonly name: Located<string>;
  /** The type as written (cell text with `\|` unescaped) and parsed. */
  readonly typeText: Located<string>;
  readonly type: TypeRef;
  /** true/false when the Required cell says so; null when absent or empty (not required). */
  readonly required: boolean | null;
  readonly notes: string;
  readonly extra: readonly ExtraCell[];
  readonly span: Span;
}

/** An entity of point 3 with its fields in order. */
export interface Entity {
  readonly name: Located<string>;
  readonly fields: readonly Field[];
  /** A `State field: \`name\`` line under the entity or in point 4, when given. */
  readonly stateField: Located<string> | null;
  /** The `###` heading, or the first row that names it in a one-table layout. */
  readonly span: Span;
}

/** Field stored with its place inline (see Placed). */
class FieldRow extends Placed implements Field {
  declare readonly name: Located<string>;
  declare readonly typeText: Located<string>;
  declare readonly type: TypeRef;
  declare readonly required: boolean | null;
  declare readonly notes: string;
  declare readonly extra: readonly ExtraCell[];

  constructor(parts: Omit<Field, 'span'>, span: Span) {
    super(span.from, span.to);
    this.name = parts.name;
    this.typeText = parts.typeText;
    this.type = parts.type;
    this.required = parts.required;
    this.notes = parts.notes;
    this.extra = parts.extra;
  }
}

// Its fields are filled as they are read; the exemplar only keeps the shape (source/keep-shape.ts).
keepShape(new FieldRow({} as Omit<Field, 'span'>, NO_SPAN));

/** Creates a field that holds its row's place inline: `span` is the field itself (see Placed). */
export function createField(parts: Omit<Field, 'span'>, span: Span): Field {
  return new FieldRow(parts, span);
}
