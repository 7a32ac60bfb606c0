import { optionMessages as m } from '../diagnostics/messages-options';
import type { Screen, ScreenKind } from '../spec/screen';
import type { InferredEntity } from './infer-model';
import { wordsOf } from './names';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import { planLifecycle } from './lifecycle';
import { callsPending } from './rule-calls-from-text';
import { draftRoles } from './role-people';
import type { RowValues } from './spec-layout';

const RULE = 'roles-from-people';
const CREATE_WORDS = new Set(['add', 'create', 'new', 'register', 'form']);

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
 * Point 6 from the people the draft names (prose-powers.ts: the Roles/Who columns, "X only" notes, bold labels,
 * subjects of point 1's sentences) and what it says they may do. Each operation the calls allow on an entity
 * goes to the roles the draft gives it ("Volunteers add tools", "only the owner can close", a Who column, a
 * "chair only" note), minus those it refuses ("cannot create"); where the draft is silent, to the roles whose
 * screens use it, else to every role. Reading stays open to the roles the screens admit. Accepting never locks
 * everyone out: an operation some call allows keeps at least one role.
 */
export function rolesFromPeople(ctx: OptionContext): Option[] {
  const { spec } = ctx;
  if (spec.roles.length > 0 || spec.permissions.length > 0 || callsPending(ctx)) return [];
  const prose = ctx.prose();
  const hasColumns = prose.people.some((p) => p.strength === 'column');
  const { people, alias } = draftRoles(ctx);
  const reading = { ...prose, powers: prose.powers.map((p) => (alias.has(p.role) ? { ...p, role: alias.get(p.role) as string } : p)) };
  if (people.length === 0) return [];
  const all = people.map((r) => r.name);
  const rank = new Map(all.map((r, i) => [r, i]));
  const createForms = createFormsByEntity(ctx);
  const grants: RowValues[] = [];
  const needs: string[] = [];
  const why: string[] = [];
  const powersOf = new Map<string, typeof reading.powers>();
  for (const p of reading.powers) {
    const key = `${p.entity}\u0000${p.action}`;
    const list = powersOf.get(key);
    if (list) list.push(p);
    else powersOf.set(key, [p]);
  }
  for (const e of ctx.model.entities) {
    // An entity the calls name with no field yet gets its permissions too: entities-from-shapes declares it by
    // its key in the same round, and the roles, once written, are not offered again.
    const forms = createForms.get(e) ?? [];
    const screens = [...e.screens, ...forms];
    const isCreateForm = (s: Screen): boolean => s.kind === 'create' || forms.includes(s);
    const slots = new Set(e.intents.map((i) => i.slot));
    const kinds = new Set<ScreenKind>(screens.map((s) => s.kind));
    const who = (pick: (s: Screen) => boolean): string[] => {
      const mine = screens.filter(pick);
      return rolesOf(mine.length ? mine : screens, all, rank);
    };
    const can = new Map<string, string[]>();
    const quotes = new Map<string, Set<string>>();
    const decide = (action: string, fallback: readonly string[]): void => {
      const said = powersOf.get(`${e.name}\u0000${action}`) ?? [];
      const expand = (roles: readonly string[]): string[] => (roles.includes('*') ? [...all] : roles.filter((r) => rank.has(r)));
      const reserved = expand(said.filter((p) => p.only && !p.negated).map((p) => p.role));
      const given = expand(said.filter((p) => !p.negated).map((p) => p.role));
      const refused = new Set(expand(said.filter((p) => p.negated).map((p) => p.role)));
      let to: string[];
      if (reserved.length) to = reserved;
      else if (given.length) to = action === 'read' ? [...new Set([...fallback, ...given])] : given;
      else to = [...fallback];
      to = to.filter((r) => !refused.has(r));
      if (to.length === 0) to = fallback.filter((r) => !refused.has(r));
      if (to.length === 0) to = [...fallback];
      for (const r of new Set(to)) {
        can.set(r, [...(can.get(r) ?? []), action]);
        for (const p of said) {
          if (p.negated || (p.role !== r && p.role !== '*')) continue;
          const q = quotes.get(r) ?? new Set<string>();
          q.add(p.quote);
          quotes.set(r, q);
        }
      }
    };
    if (slots.has('list') || slots.has('detail') || kinds.has('list') || kinds.has('detail') || e.collection === null) {
      decide(
        'read',
        who((s) => s.kind === 'list' || s.kind === 'detail'),
      );
    }
    if (slots.has('create') || kinds.has('create')) decide('create', who(isCreateForm));
    if (slots.has('update') || kinds.has('edit'))
      decide(
        'update',
        who((s) => s.kind === 'edit'),
      );
    if (slots.has('delete'))
      decide(
        'delete',
        who((s) => s.kind === 'detail' || s.kind === 'list'),
      );
    const events = new Set<string>();
    for (const t of planLifecycle(e, reading)) events.add(t.event);
    for (const t of spec.transitions) if (t.entity?.value === e.name) events.add(t.event.value);
    for (const ev of events)
      decide(
        ev,
        who((s) => s.kind === 'detail' || s.kind === 'list'),
      );
    const granted = [...can.keys()].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
    for (const r of granted) {
      grants.push({ Role: r, Can: (can.get(r) ?? []).join(', '), On: e.name, When: '' });
      const q = [...(quotes.get(r) ?? [])];
      why.push(
        `${r} — ${(can.get(r) ?? []).join(', ')} on ${e.name}: ${q.length ? q.map((x) => `“${x}”`).join(' ') : 'the screens it may open'}`,
      );
    }
    if (granted.length) needs.push(`entity:${e.name}`, ...[...events].map((ev) => `event:${e.name}:${ev}`));
  }
  const lines = ctx.layout.table(
    ['Role', 'Description'],
    people.map((r) => ({ Role: r.name, Description: r.description })),
  );
  // A loop, not a spread: a large spec's permission table has more rows than a call takes arguments.
  if (grants.length) {
    lines.push('');
    for (const line of ctx.layout.table(['Role', 'Can', 'On', 'When'], grants)) lines.push(line);
  }
  return [
    createOption({
      rule: RULE,
      point: 6,
      subject: all.join(','),
      title: m.rolesTitle(all),
      detail: `${m.rolesDetail(hasColumns)}\n${why.join('\n')}`,
      evidence: people.flatMap((r) => r.evidence),
      edits: [ctx.layout.addBlock(6, lines)],
      provides: all.map((r) => `role:${r}`),
      needs,
    }),
  ];
}
