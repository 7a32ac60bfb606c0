import { optionMessages as m } from '../diagnostics/messages-options';
import type { Entity } from '../spec/entity';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';

const RULE = 'rewrite-rules';

const N = '(\\d+(?:\\.\\d+)?|[A-Z][A-Z0-9_]*)';
const QUOTED = '["\'`]?([^"\'`]+)["\'`]?';

/** Phrase patterns (whole phrase, after the lead-in words are dropped) and the expression each says. */
const PATTERNS: readonly { readonly re: RegExp; readonly expr: (g: readonly string[], entity: Entity | undefined) => string | null }[] = [
  {
    re: new RegExp(`^(?:less|fewer|shorter) than ${N} (?:characters|chars|letters)(?: long)?$`, 'i'),
    expr: (g) => `size(value) < ${g[1]}`,
  },
  { re: new RegExp(`^(?:more|longer) than ${N} (?:characters|chars|letters)(?: long)?$`, 'i'), expr: (g) => `size(value) > ${g[1]}` },
  {
    re: new RegExp(`^(?:up to|max|maximum|no longer than) ${N} (?:characters|chars|letters)(?: long)?$`, 'i'),
    expr: (g) => `size(value) <= ${g[1]}`,
  },
  {
    re: new RegExp(`^(?:min|minimum|no shorter than) ${N} (?:characters|chars|letters)(?: long)?$`, 'i'),
    expr: (g) => `size(value) >= ${g[1]}`,
  },
  { re: new RegExp(`^(?:less|lower|smaller|fewer) than ${N}$`, 'i'), expr: (g) => `value < ${g[1]}` },
  { re: new RegExp(`^(?:under|below) ${N}$`, 'i'), expr: (g) => `value < ${g[1]}` },
  { re: new RegExp(`^(?:more|greater|higher|larger|bigger) than ${N}$`, 'i'), expr: (g) => `value > ${g[1]}` },
  { re: new RegExp(`^(?:over|above) ${N}$`, 'i'), expr: (g) => `value > ${g[1]}` },
  { re: new RegExp(`^(?:up to|max|maximum) ${N}$`, 'i'), expr: (g) => `value <= ${g[1]}` },
  { re: new RegExp(`^(?:min|minimum) ${N}$`, 'i'), expr: (g) => `value >= ${g[1]}` },
  { re: /^(?:not empty|non-empty|nonempty|not blank|filled in)$/i, expr: () => 'size(value) > 0' },
  { re: new RegExp(`^(?:starts|begins|start|begin) with ${QUOTED}$`, 'i'), expr: (g) => `value.startsWith(${JSON.stringify(g[1])})` },
  { re: new RegExp(`^(?:ends|end) with ${QUOTED}$`, 'i'), expr: (g) => `value.endsWith(${JSON.stringify(g[1])})` },
  { re: new RegExp(`^(?:contains|contain|includes|include) ${QUOTED}$`, 'i'), expr: (g) => `value.contains(${JSON.stringify(g[1])})` },
  { re: /^(?:only )?(?:digits|numbers|numeric)(?: only)?$/i, expr: () => 'value.matches("^[0-9]+$")' },
  { re: /^(?:only )?letters(?: only)?$/i, expr: () => 'value.matches("^\\\\pL+$")' },
  { re: /^(?:no|without) spaces$/i, expr: () => '!value.contains(" ")' },
  { re: /^(\d{1,3}) digits(?: long)?$/i, expr: (g) => `value.matches("^[0-9]{${g[1]}}$")` },
  {
    re: /^(?:different from|not equal to|not the same as|other than) ([A-Za-z_][A-Za-z0-9_]*)$/i,
    expr: (g, e) => (e?.fields.some((f) => f.name.value === g[1]) ? `value != record.${g[1]}` : null),
  },
];

const LEAD = /^(?:(?:must|should|has to|have to|needs to|need to) )?(?:(?:be|have) )?(?:an? )?/i;

/** The expression a rule's words say, or null when no pattern fits. */
export function rewriteRule(words: string, entity: Entity | undefined): string | null {
  const phrase = words.replace(/\s+/g, ' ').trim().replace(/\.$/, '').replace(LEAD, '').trim();
  for (const p of PATTERNS) {
    const g = p.re.exec(phrase);
    if (g) return p.expr(g, entity);
  }
  return null;
}

/**
 * Point 5: each rule in words that the check marks "not executable" and that says a length, a bound, a
 * prefix, a character class or a comparison with another field is offered as the CEL expression that
 * says the same (`shorter than 40 characters` → `` `size(value) < 40` ``).
 */
export function rewriteRules(ctx: OptionContext): Option[] {
  const out: Option[] = [];
  for (const r of ctx.spec.rules) {
    if (r.body.kind !== 'phrase' || r.body.phrase !== null) continue;
    const entity = ctx.spec.entities.find((e) => e.name.value === r.entity.value);
    const expr = rewriteRule(r.body.text.value, entity);
    if (expr === null) continue;
    out.push(
      createOption({
        rule: RULE,
        point: 5,
        subject: `${r.entity.value}.${r.field.value}:${r.body.text.value}`,
        title: m.rewriteRuleTitle(r.entity.value, r.field.value, expr),
        detail: m.rewriteRuleDetail(r.body.text.value),
        evidence: [r.body.text.span],
        edits: [ctx.layout.replace(r.body.text.span, `\`${expr}\``)],
      }),
    );
  }
  return out;
}
