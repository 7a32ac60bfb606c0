/**
 * Wording of the diagnostics that the cell parsers report (types, shapes, rule phrases, expressions,
 * methods, paths, statuses, Required cells). Each function names the thing and suggests a fix.
 */

/** The scalar types, as the messages list them. */
const SCALARS = '`string`, `text`, `integer`, `number`, `boolean`, `date`, `datetime`, `time`, `email`, `url`, `id`, `uuid`';

/** What a field type (point 3) may be, for the end of `bad-type` messages. */
export const TYPE_HELP = `A type is one of ${SCALARS}, an entity's name, \`X[]\`, \`list of X\`, \`one of a, b, c\` or \`"a" | "b"\`.`;

/** What a shape (point 7) may be, for the end of `bad-shape` messages. */
export const SHAPE_HELP =
  "A shape is `—` for none, an entity's name, `X[]` or an object type such as `{ title: string, pages?: integer }`.";

/** The cell is empty where a type is needed. */
export function emptyTypeMessage(): string {
  return `The type is empty. ${TYPE_HELP}`;
}

/** A well-known type name from another language (`int`, `bool`) that the format spells differently. */
export function typeAliasMessage(written: string, meant: string): string {
  return `\`${written}\` is not a type of the format. Did you mean \`${meant}\`?`;
}

/** An unexpected character inside a type or shape. */
export function unexpectedMessage(found: string, expected: string, help: string): string {
  return `Unexpected ${found}; expected ${expected}. ${help}`;
}

/** A bracket or quote opened and not closed. */
export function unclosedMessage(opener: string, closer: string): string {
  return `This ${opener} is not closed: add \`${closer}\`.`;
}

/** `|` joins something other than quoted strings. */
export function unionMessage(): string {
  return 'Only quoted strings can be joined with `|`, as in `"draft" | "published"`. In a table cell write `\\|` for the bar.';
}

/** An object type in a point-3 type. */
export function objectInFieldTypeMessage(): string {
  return 'Object types belong in the shapes of point 7. Give the object its own entity and use its name here.';
}

/** `one of` without values. */
export function emptyEnumMessage(): string {
  return '`one of` needs its values, separated by commas: `one of draft, submitted, accepted`.';
}

/** A value given twice in an enumeration, or a property twice in an object. */
export function duplicateMessage(what: 'value' | 'property', name: string): string {
  return `The ${what} \`${name}\` is given twice; remove one.`;
}

/** Nesting past the limit. */
export function tooDeepMessage(limit: number): string {
  return `This is nested more than ${limit} levels deep. Give inner objects their own entity and refer to them by name.`;
}

/** A rule in words that the format does not know. */
export function ruleNotExecutableMessage(text: string): string {
  return `The rule "${text}" is kept but is not executable: it is not one of the known phrases (required; at most N characters; between A and B; email; url; matches \`regex\`; one of a, b, c; unique; before/after a field, today or now; in the future/past; integer; positive). Rewrite it as an expression in backticks, e.g. \`size(value) <= 90\`.`;
}

/** A regex that RE2 cannot compile. */
export function badRegexMessage(detail: string): string {
  return `This regular expression is not valid: ${detail}.`;
}

/** Lookaround or a backreference: RE2 does not support them. */
export function unsupportedRegexMessage(construct: 'lookahead' | 'lookbehind' | 'backreference', written: string): string {
  return `\`${written}\` is a ${construct}, which this regex engine (RE2) does not support: it runs every pattern in linear time, and ${construct}s cannot be. Rewrite the pattern without it, or check the value in an expression.`;
}

/** An empty regex in `matches`. */
export function emptyRegexMessage(): string {
  return '`matches` needs a pattern in backticks: matches `^[A-Z]+$`.';
}

/** A CEL syntax error, cleaned up. */
export function badExpressionMessage(detail: string): string {
  return `This expression is not valid CEL: ${detail}.`;
}

/** An HTTP method the format does not know. */
export function badMethodMessage(written: string, suggestion: string | null): string {
  const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : '';
  return `\`${written}\` is not an HTTP method.${hint} Use GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS.`;
}

/** A path problem; `detail` says which. */
export function badPathMessage(detail: string): string {
  return `${detail}.`;
}

/** A status that is not an HTTP status. */
export function badStatusMessage(written: string): string {
  return written === ''
    ? 'The status is empty. Write an HTTP status from 100 to 599, e.g. `404`.'
    : `\`${written}\` is not an HTTP status. Write a number from 100 to 599, e.g. \`404\` or \`422\`.`;
}

/** A Required cell that is not yes or no. */
export function badRequiredMessage(written: string): string {
  return `\`${written}\` does not say whether the field is required; it is read as not required. Write \`yes\` or \`no\`.`;
}
