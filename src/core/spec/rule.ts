import { keepShape } from '../source/keep-shape';
import { NO_SPAN, Placed, type Located, type Span } from '../source/span';
import type { Expression } from './expression';
import type { ExtraCell } from './extra-cell';

/** A number in a rule phrase, or a constant of point 9 used by name. */
export type Operand =
  | { readonly kind: 'number'; readonly value: number; readonly span: Span }
  | { readonly kind: 'constant'; readonly name: string; readonly span: Span };

/** What `before`/`after` compares with. */
export type DateTarget =
  | { readonly kind: 'field'; readonly name: string; readonly span: Span }
  | { readonly kind: 'today'; readonly span: Span }
  | { readonly kind: 'now'; readonly span: Span };

/** A recognised rule phrase (point 5). Lengths count Unicode code points. */
export type RulePhrase =
  | { readonly kind: 'required' }
  | { readonly kind: 'maxLength' | 'minLength'; readonly n: Operand }
  | { readonly kind: 'between'; readonly min: Operand; readonly max: Operand; readonly unit: 'value' | 'characters' }
  | { readonly kind: 'max' | 'min'; readonly n: Operand }
  | { readonly kind: 'email' | 'url' | 'unique' | 'integer' | 'positive' | 'future' | 'past' }
  | { readonly kind: 'matches'; readonly pattern: string; readonly patternSpan: Span }
  | { readonly kind: 'oneOf'; readonly values: readonly string[] }
  /** `inclusive`: the target itself is allowed too (`today or earlier`, `not in the future`, `on or after start`). */
  | { readonly kind: 'before' | 'after'; readonly target: DateTarget; readonly inclusive?: true };

/** The body of a rule: an expression (the cell is one code span) or a phrase in words. */
export type RuleBody =
  | { readonly kind: 'expression'; readonly expression: Expression }
  /** `phrase` is null when the words are not recognised: the rule is kept and marked "not executable". */
  | { readonly kind: 'phrase'; readonly text: Located<string>; readonly phrase: RulePhrase | null };

/** A row of point 5. */
export interface Rule {
  readonly entity: Located<string>;
  readonly field: Located<string>;
  readonly body: RuleBody;
  readonly message: Located<string> | null;
  readonly extra: readonly ExtraCell[];
  readonly span: Span;
}

/** Rule stored with its place inline (see Placed). */
class RuleRow extends Placed implements Rule {
  declare readonly entity: Located<string>;
  declare readonly field: Located<string>;
  declare readonly body: RuleBody;
  declare readonly message: Located<string> | null;
  declare readonly extra: readonly ExtraCell[];

  constructor(parts: Omit<Rule, 'span'>, span: Span) {
    super(span.from, span.to);
    this.entity = parts.entity;
    this.field = parts.field;
    this.body = parts.body;
    this.message = parts.message;
    this.extra = parts.extra;
  }
}

// Its fields are filled as they are read; the exemplar only keeps the shape (source/keep-shape.ts).
keepShape(new RuleRow({} as Omit<Rule, 'span'>, NO_SPAN));

/** Creates a rule that holds its row's place inline: `span` is the rule itself (see Placed). */
export function createRule(parts: Omit<Rule, 'span'>, span: Span): Rule {
  return new RuleRow(parts, span);
}
