import { optionMessages as m } from '../diagnostics/messages-options';
import type { Span } from '../source/span';
import type { Screen, ScreenKind } from '../spec/screen';
import type { InferredEntity } from './infer-model';
import { sameWord, wordsOf } from './names';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import { peopleNouns, type PeopleNoun } from './people-nouns';
import type { RowValues } from './spec-layout';

const RULE = 'roles-from-people';
const CREATE_WORDS = new Set(['add', 'create', 'new', 'register', 'form']);

/** The clause of `text` around `at`: from the previous `.`, `:`, `;` or blank line to the next. */
function clauseAt(text: string, at: number, from: number): string {
  let a = at;
  while (a > from && !'.:;!?'.includes(text[a - 1] as string) && !(text[a - 1] === '\n' && text[a - 2] === '\n')) a--;
  let b = at;
  while (b < text.length && !'.:;!?'.includes(text[b] as string) && !(text[b] === '\n' && text[b + 1] === '\n')) b++;
  return text.slice(a, b).replace(/\s+/g, ' ').trim();
}

/** Who may use screens: every role when one of them is open to everyone, else the roles they name. */
function rolesOf(screens: readonly Screen[], all: readonly string[], known: ReadonlyMap<string, number>): string[] {
  if (screens.length === 0 || screens.some((s) => s.roles.length === 0)) return [...all];
  const out = new Set<string>();
  for (const s of screens) for (const r of s.roles) if (known.has(r.value)) out.add(r.value);
  return out.size ? [...out] : [...all];
}

/** Content screens whose words describe a form that creates an entity ("form to add a tool"), by entity. */
function createFormsByEntity(ctx: OptionContext): Map<InferredEntity, Screen[]> {
  const out = new Map<InferredEntity, Screen[]>();
  for (const s of ctx.spec.screens) {
    if (s.kind !== 'content' || !s.shows) continue;
    const words = wordsOf(s.shows.value);
    if (!words.some((w) => CREATE_WORDS.has(w))) continue;
    for (const w of words) {
      const e = CREATE_WORDS.has(w) ? null : ctx.model.resolve(w);
      if (e && e.collection !== null) {
        out.set(e, [...(out.get(e) ?? []), s]);
        break;
      }
    }
  }
  return out;
}

/**
 * Point 6 from the people point 1 names ("members", "volunteers", found with compromise) and the
 * roles point 2's Roles column already uses (those win, so every screen stays reachable). Each
 * operation the calls allow on each entity is granted to the roles whose screens use it, else to the
 * roles of the entity's other screens, else to every role: accepting never locks everyone out.
 */
export function rolesFromPeople(ctx: OptionContext): Option[] {
  const { spec } = ctx;
  if (spec.roles.length > 0 || spec.permissions.length > 0) return [];
  const named: { name: string; span: Span }[] = [];
  const seen = new Set<string>();
  const add = (name: string, span: Span): void => {
    if (seen.has(name)) return;
    seen.add(name);
    named.push({ name, span });
  };
  for (const s of spec.screens) for (const r of s.roles) add(r.value, r.span);
  for (const t of spec.transitions) for (const r of t.roles) add(r.value, r.span);
  for (const c of spec.calls) for (const r of c.roles) add(r.value, r.span);
  const purpose = spec.sections.find((s) => s.point === 1);
  const bodyFrom = purpose ? Math.min(ctx.text.indexOf('\n', purpose.span.from) + 1 || purpose.span.to, purpose.span.to) : 0;
  const nouns: PeopleNoun[] = purpose ? peopleNouns(ctx.text.slice(bodyFrom, purpose.span.to), bodyFrom, named.map((n) => n.name)) : [];
  const fromScreens = named.length > 0;
  const roles: { name: string; evidence: Span[]; description: string }[] = [];
  if (fromScreens) {
    for (const n of named) roles.push({ name: n.name, evidence: [n.span], description: '' });
  } else {
    for (const noun of nouns) if (!roles.some((r) => sameWord(r.name, noun.word))) roles.push({ name: noun.word.toLowerCase(), evidence: [], description: '' });
  }
  if (roles.length === 0) return [];
  for (const r of roles) {
    for (const noun of nouns) {
      if (!sameWord(r.name, noun.word)) continue;
      r.evidence.push(noun.span);
      if (r.description === '') r.description = clauseAt(ctx.text, noun.span.from, bodyFrom);
    }
  }
  const all = roles.map((r) => r.name);
  const rank = new Map(all.map((r, i) => [r, i]));
  const createForms = createFormsByEntity(ctx);
  const grants: RowValues[] = [];
  const needs: string[] = [];
  for (const e of ctx.model.entities) {
    if (!e.declared && e.fields.length === 0 && e.collection !== null) continue;
    const forms = createForms.get(e) ?? [];
    const screens = [...e.screens, ...forms];
    const isCreateForm = (s: Screen): boolean => s.kind === 'create' || forms.includes(s);
    const slots = new Set(e.intents.filter((i) => i.parent === null).map((i) => i.slot));
    const kinds = new Set<ScreenKind>(screens.map((s) => s.kind));
    const who = (pick: (s: Screen) => boolean): string[] => {
      const mine = screens.filter(pick);
      return rolesOf(mine.length ? mine : screens, all, rank);
    };
    const can = new Map<string, string[]>();
    const grant = (action: string, to: readonly string[]): void => {
      for (const r of to) can.set(r, [...(can.get(r) ?? []), action]);
    };
    if (slots.has('list') || slots.has('detail') || kinds.has('list') || kinds.has('detail') || e.collection === null) {
      grant('read', who((s) => s.kind === 'list' || s.kind === 'detail'));
    }
    if (slots.has('create') || kinds.has('create')) grant('create', who(isCreateForm));
    if (slots.has('update') || kinds.has('edit')) grant('update', who((s) => s.kind === 'edit'));
    if (slots.has('delete')) grant('delete', who((s) => s.kind === 'detail' || s.kind === 'list'));
    const events = new Set<string>();
    for (const ev of e.events) if (ev.to !== null && ev.to !== e.state?.initial) events.add(ev.event);
    for (const t of spec.transitions) if (t.entity?.value === e.name) events.add(t.event.value);
    for (const ev of events) grant(ev, who((s) => s.kind === 'detail' || s.kind === 'list'));
    const granted = [...can.keys()].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
    for (const r of granted) grants.push({ Role: r, Can: (can.get(r) ?? []).join(', '), On: e.name, When: '' });
    if (granted.length) needs.push(`entity:${e.name}`, ...[...events].map((ev) => `event:${e.name}:${ev}`));
  }
  const lines = ctx.layout.table(['Role', 'Description'], roles.map((r) => ({ Role: r.name, Description: r.description })));
  if (grants.length) lines.push('', ...ctx.layout.table(['Role', 'Can', 'On', 'When'], grants));
  return [createOption({
    rule: RULE, point: 6, subject: all.join(','),
    title: m.rolesTitle(all), detail: m.rolesDetail(fromScreens),
    evidence: roles.flatMap((r) => r.evidence), edits: [ctx.layout.addBlock(6, lines)],
    provides: all.map((r) => `role:${r}`), needs,
  })];
}
