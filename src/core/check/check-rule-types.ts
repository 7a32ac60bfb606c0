import { checkMessages as m } from '../diagnostics/messages-check';
import type { RulePhrase } from '../spec/rule';
import type { TypeRef } from '../spec/type-ref';
import type { CheckContext } from './check-context';

/** What a field's values are, for matching rule phrases; `other` never mismatches. */
type ValueKind = 'text' | 'number' | 'date' | 'boolean' | 'reference' | 'list' | 'other';

function valueKind(type: TypeRef): ValueKind {
  switch (type.kind) {
    case 'scalar':
      switch (type.name) {
        case 'integer':
        case 'number':
          return 'number';
        case 'date':
        case 'datetime':
        case 'time':
          return 'date';
        case 'boolean':
          return 'boolean';
        default:
          return 'text';
      }
    case 'enum':
      return 'text';
    case 'ref':
      return 'reference';
    case 'list':
      return 'list';
    default:
      return 'other';
  }
}

const TEXT: ReadonlySet<ValueKind> = new Set(['text']);
const NUMBER: ReadonlySet<ValueKind> = new Set(['number']);
const DATE: ReadonlySet<ValueKind> = new Set(['date']);

/** The value kinds a phrase applies to, with words for the message; null when it applies to any. */
function needs(phrase: RulePhrase): { kinds: ReadonlySet<ValueKind>; words: string } | null {
  switch (phrase.kind) {
    case 'maxLength':
    case 'minLength':
    case 'matches':
    case 'email':
    case 'url':
      return { kinds: TEXT, words: 'text' };
    case 'between':
      return phrase.unit === 'characters' ? { kinds: TEXT, words: 'text' } : { kinds: NUMBER, words: 'numbers' };
    case 'max':
    case 'min':
    case 'integer':
    case 'positive':
      return { kinds: NUMBER, words: 'numbers' };
    case 'before':
    case 'after':
    case 'future':
    case 'past':
      return { kinds: DATE, words: 'dates and times' };
    default:
      return null;
  }
}

const describe = (type: TypeRef, typeText: string): string =>
  type.kind === 'scalar'
    ? (/^[aeiou]/.test(type.name) ? 'an ' : 'a ') + type.name
    : type.kind === 'enum'
      ? 'an enumeration'
      : `\`${typeText}\``;

/** A rule phrase that does not fit its field's type (`at most N characters` on an integer…) → `type-mismatch`. */
export function checkRuleTypes(cx: CheckContext): void {
  for (const rule of cx.spec.rules) {
    if (rule.body.kind !== 'phrase' || !rule.body.phrase) continue;
    const need = needs(rule.body.phrase);
    if (!need) continue;
    const field = cx.fields.get(rule.entity.value)?.get(rule.field.value);
    if (!field) continue;
    const kind = valueKind(field.type);
    if (kind === 'other' || need.kinds.has(kind)) continue;
    cx.sink.report(
      'type-mismatch',
      rule.body.text.span,
      m.typeMismatch(rule.body.text.value, rule.entity.value, rule.field.value, describe(field.type, field.typeText.value), need.words),
      5,
    );
  }
}
