/**
 * Issue 19's measure: the blind drafts of bench/drafts (each written by a writer who saw only an idea and an
 * author, with the expected reading written first). For every draft: propose options, accept them all, answer the
 * questions as the writer's expectation says, accept what the answers bring, then compile the app and walk the
 * writer's main job on the app model by role — a step counts when the app has the screen, the bound call and the
 * permission a person needs for it (the browser walk, bench/drafts-walk.ts, then does it in Chromium).
 *
 *   npx tsx bench/drafts-corpus.ts tuning [--detail]   figures and, with --detail, every miss (for tuning)
 *   npx tsx bench/drafts-corpus.ts sealed              figures only: the sealed half is never printed
 *
 * What counts (bench/drafts/README.md): people found (precision, recall); options wrong / judged, where an option
 * is wrong when it adds a role that is no person of the expectation, an entity that is no thing of it, or a state
 * it does not name; errors and refused builds after accept-all; questions asked on the first run; main-job steps
 * possible.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '../src/core/index';
import type { Actor, AppEntity, AppModel, Option, Question } from '../src/core/index';

/** The writer's expected reading (bench/drafts/README.md). */
export interface DraftExpectation {
  readonly language: string;
  readonly people: readonly string[];
  readonly things: readonly string[];
  readonly states?: Readonly<Record<string, { readonly first?: string; readonly all?: readonly string[] }>>;
  readonly powers?: readonly {
    readonly person: string;
    readonly thing: string;
    readonly may?: readonly string[];
    readonly mayNot?: readonly string[];
  }[];
  readonly mainJob: readonly JobStep[];
}

/** One step of the main job. */
export interface JobStep {
  readonly as: string;
  readonly do: 'create' | 'see' | 'open' | 'action' | 'refused' | 'edit' | 'delete';
  readonly thing: string;
  readonly action?: string;
  readonly then?: string;
  readonly say?: string;
}

export const DRAFTS = join(import.meta.dirname, 'drafts');

/** Lower case, accents and punctuation dropped, words singular (English, German, Spanish, French endings). */
export function words(name: string): string[] {
  // A German writer's `eröffnen` and a path's `eroeffnen` are one word.
  return name
    .replace(/ä/gi, 'ae')
    .replace(/ö/gi, 'oe')
    .replace(/ü/gi, 'ue')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !STOP.has(w))
    .map(singular);
}
const STOP = new Set(['the', 'a', 'an', 'der', 'die', 'das', 'el', 'la', 'los', 'las', 'le', 'les', 'un', 'une', 'de', 'du', 'des', 'of']);
function singular(w: string): string {
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(w)) return w;
  if (/(ches|shes|xes|ses)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  if (w.endsWith('x') && w.length > 4) return w.slice(0, -1);
  return w;
}

/** Whether two names are the same person or thing: the same words, or one's words a part of the other's with the same last word. */
export function sameName(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  if (x.length === 0 || y.length === 0) return false;
  if (x.join(' ') === y.join(' ')) return true;
  const stem = (w: string): string => w.slice(0, Math.max(4, Math.min(w.length, 6)));
  if (x.join('') === y.join('')) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return stem(short.at(-1)!) === stem(long.at(-1)!) && short.every((w) => long.some((v) => stem(v) === stem(w)));
}

/** Whether an action word of the writer names an event of the app (a shared stem: approve, approved, approval). */
export function sameAction(a: string, b: string): boolean {
  const x = words(a).join('');
  const y = words(b).join('');
  if (!x || !y) return false;
  if (x === y) return true;
  const n = Math.min(x.length, y.length, 6);
  return n >= 4 && x.slice(0, n) === y.slice(0, n);
}

/** A draft's result. */
export interface DraftResult {
  readonly draft: string;
  readonly language: string;
  readonly options: number;
  readonly judged: number;
  readonly wrong: readonly string[];
  readonly withEvidence: number;
  readonly errorsAfter: readonly string[];
  readonly refusedBuild: boolean;
  readonly questionsFirstRun: number;
  readonly questionsAnswered: number;
  readonly people: {
    readonly expected: number;
    readonly found: number;
    readonly matched: number;
    readonly missed: string[];
    readonly extra: string[];
  };
  readonly steps: readonly { readonly step: JobStep; readonly ok: boolean; readonly why: string }[];
  /** The spec after accepting all and answering. */
  readonly accepted: string;
}

/** Picks the answer the writer's expectation gives to a question, or null to leave it. */
export function answerFor(q: Question, expected: DraftExpectation): string | null {
  // `Is <name> a kind of user?`: yes when the writer's people hold them.
  const person = /^Is (.+) a kind of user\?$/.exec(q.text)?.[1];
  if (person !== undefined) return q.choices[expected.people.some((p) => sameName(p, person)) ? 0 : 1]?.id ?? null;
  const text = q.text.toLowerCase();
  const mayHolders = (expected.powers ?? []).filter((p) =>
    (p.may ?? []).some((m) => words(m).some((w) => w.length > 3 && text.includes(w.slice(0, 5)))),
  );
  for (const c of q.choices) {
    if (mayHolders.some((p) => sameName(c.label.replace(/\bonly\b/gi, ''), p.person))) return c.id;
  }
  const states = Object.values(expected.states ?? {});
  for (const c of q.choices) {
    if (states.some((s) => s.first !== undefined && words(c.label).join(' ').includes(words(s.first!).join(' ')))) return c.id;
  }
  return null;
}

function appRoleFor(app: AppModel, person: string): string | null {
  return app.roles.find((r) => sameName(r.name, person))?.name ?? null;
}

function entityFor(app: AppModel, thing: string): AppEntity | null {
  return app.entities.find((e) => sameName(e.name, thing)) ?? null;
}

/** Whether a person can do one step of the main job in the app (screens, bound calls, permissions). */
export function stepPossible(app: AppModel, step: JobStep): { ok: boolean; why: string } {
  const role = appRoleFor(app, step.as);
  const open = core.isOpenApp(app);
  if (!open && role === null) return { ok: false, why: `no role for ${step.as}` };
  const actor: Actor = { role, user: {} };
  const entity = entityFor(app, step.thing);
  if (!entity) return { ok: false, why: `no entity for ${step.thing}` };
  const screens = app.screens.filter((s) => s.entity === entity.name && s.gap === null);
  const screenFor = (kind: string): boolean =>
    screens.some((s) => s.kind === kind && core.canOpenScreen(app, actor, s).ok) ||
    (kind === 'create' && screens.some((s) => s.kind === 'list' || s.kind === 'detail') && entity.nested.some((n) => n.slot === 'create'));
  const can = (action: string, record: Record<string, unknown> | null): boolean => core.canDo(app, actor, action, entity.name, record).ok;
  switch (step.do) {
    case 'create':
      if (!entity.calls.create) return { ok: false, why: 'no create call' };
      if (!screenFor('create')) return { ok: false, why: 'no create screen this role opens' };
      return can('create', null) ? { ok: true, why: '' } : { ok: false, why: 'role may not create' };
    case 'see':
      if (!entity.calls.list || !screenFor('list')) return { ok: false, why: 'no list screen with its call' };
      return can('read', null) ? { ok: true, why: '' } : { ok: false, why: 'role may not read' };
    case 'open':
      if (!entity.calls.detail || !screenFor('detail')) return { ok: false, why: 'no detail screen with its call' };
      return can('read', null) ? { ok: true, why: '' } : { ok: false, why: 'role may not read' };
    case 'edit':
      if (!entity.calls.update || !screenFor('edit')) return { ok: false, why: 'no edit screen with its call' };
      return can('update', null) ? { ok: true, why: '' } : { ok: false, why: 'role may not update' };
    case 'delete':
      if (!entity.calls.delete) return { ok: false, why: 'no delete call' };
      return can('delete', null) ? { ok: true, why: '' } : { ok: false, why: 'role may not delete' };
    case 'action': {
      const t = transitionFor(entity, step);
      if (!t) return { ok: false, why: `no event for ${step.action ?? '?'}` };
      if (!entity.calls.transitions.some((c) => c.event === t.event)) return { ok: false, why: `no call for ${t.event}` };
      if (!screenFor('detail')) return { ok: false, why: 'no detail screen to fire it from' };
      const field = entity.machine!.field;
      return can(t.event, { [field]: t.from }) ? { ok: true, why: '' } : { ok: false, why: `role may not ${t.event}` };
    }
    case 'refused': {
      const word = step.action ?? 'create';
      if (open) return { ok: false, why: 'everyone may do everything' };
      if (/^(create|add|new)$/i.test(word) || sameAction(word, 'create')) {
        return !can('create', null) || !screenFor('create') ? { ok: true, why: '' } : { ok: false, why: `${role} may create` };
      }
      const t = transitionFor(entity, { ...step, do: 'action' });
      if (!t) return { ok: false, why: `no event for ${word}` };
      return can(t.event, { [entity.machine!.field]: t.from }) ? { ok: false, why: `${role} may ${t.event}` } : { ok: true, why: '' };
    }
  }
  return { ok: false, why: `unknown step ${String(step.do)}` };
}

function transitionFor(entity: AppEntity, step: JobStep): { event: string; from: string } | null {
  const m = entity.machine;
  if (!m) return null;
  const byEvent = m.transitions.find((t) => step.action !== undefined && sameAction(t.event, step.action));
  const byState = m.transitions.find((t) => step.then !== undefined && sameAction(t.to, step.then));
  const t = byEvent ?? byState;
  return t ? { event: t.event, from: t.from } : null;
}

function isJudgedWrong(option: Option, expected: DraftExpectation, states: Set<string>): string | null {
  // Roles, entities and states are judged against the writer's expectation; the rest are not judged here.
  const title = option.title;
  if (option.rule === 'roles-from-people') {
    const names = [...title.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const bad = names.filter((n) => !expected.people.some((p) => sameName(p, n)));
    return bad.length ? `role ${bad.join(', ')}` : null;
  }
  if (option.rule.startsWith('entities-')) {
    const names = [...title.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const bad = names.filter((n) => /^[A-Z]/.test(n) && !expected.things.some((t) => sameName(t, n)));
    return bad.length ? `entity ${bad.join(', ')}` : null;
  }
  if (option.rule === 'states') {
    const names = [...title.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const bad = names.filter((n) => /^[a-z][a-z -]*$/.test(n) && n.length > 2 && !states.has(words(n).join(' ')));
    return bad.length > 0 && states.size > 0 ? `state ${bad.join(', ')}` : null;
  }
  return null;
}

/** Scores one draft. */
export function scoreDraft(draft: string, text: string, expected: DraftExpectation): DraftResult {
  const first = core.proposeOptions(text);
  // Answer the first run's questions as the writer expects (as a person does before accepting), accept all (every
  // round), answer the questions of the result, accept what the answers bring.
  let answered = 0;
  const questionsSeen = new Set<string>();
  let start = text;
  for (const q of first.questions) {
    questionsSeen.add(q.id);
    const choice = answerFor(q, expected);
    const fresh = core.proposeOptions(start).questions.find((x) => x.id === q.id);
    if (choice === null || !fresh) continue;
    start = core.answerQuestion(start, fresh, choice);
    answered++;
  }
  let accepted = core.acceptAll(start).text;
  for (let round = 0; round < 3; round++) {
    let changed = false;
    for (const q of core.proposeOptions(accepted).questions) {
      if (questionsSeen.has(q.id)) continue;
      questionsSeen.add(q.id);
      const choice = answerFor(q, expected);
      const fresh = core.proposeOptions(accepted).questions.find((x) => x.id === q.id);
      if (choice === null || !fresh) continue;
      accepted = core.answerQuestion(accepted, fresh, choice);
      answered++;
      changed = true;
    }
    if (!changed) break;
    accepted = core.acceptAll(accepted).text;
  }
  const report = core.checkSpec(accepted);
  const errorsAfter = report.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} (line ${d.line})`);
  const app = core.compileText(accepted).app;
  const states = new Set(
    Object.values(expected.states ?? {}).flatMap((s) => [...(s.all ?? []), ...(s.first ? [s.first] : [])].map((x) => words(x).join(' '))),
  );
  const wrong: string[] = [];
  let judged = 0;
  for (const o of first.options) {
    if (o.rule === 'roles-from-people' || o.rule.startsWith('entities-') || o.rule === 'states') judged++;
    const w = isJudgedWrong(o, expected, states);
    if (w) wrong.push(w);
  }
  const roleNames = app.roles.map((r) => r.name);
  const missed = expected.people.filter((p) => !roleNames.some((r) => sameName(p, r)));
  const extra = roleNames.filter((r) => !expected.people.some((p) => sameName(p, r)));
  return {
    draft,
    language: expected.language,
    options: first.options.length,
    judged,
    wrong,
    withEvidence: first.options.filter((o) => o.evidence.length > 0).length,
    errorsAfter,
    refusedBuild: errorsAfter.length > 0,
    questionsFirstRun: first.questions.length,
    questionsAnswered: answered,
    people: { expected: expected.people.length, found: roleNames.length, matched: expected.people.length - missed.length, missed, extra },
    steps: expected.mainJob.map((step) => ({ step, ...stepPossible(app, step) })),
    accepted,
  };
}

/** The drafts of one half, in name order. */
export function readHalf(half: 'tuning' | 'sealed'): { draft: string; text: string; expected: DraftExpectation }[] {
  const dir = join(DRAFTS, half);
  return readdirSync(dir)
    .sort()
    .map((draft) => ({
      draft,
      text: readFileSync(join(dir, draft, 'draft.md'), 'utf8'),
      expected: JSON.parse(readFileSync(join(dir, draft, 'expected.json'), 'utf8')) as DraftExpectation,
    }));
}

/** Totals over a half. */
export function summarise(results: readonly DraftResult[]): Record<string, string> {
  const sum = (f: (r: DraftResult) => number): number => results.reduce((n, r) => n + f(r), 0);
  const steps = sum((r) => r.steps.length);
  const ok = sum((r) => r.steps.filter((s) => s.ok).length);
  const pe = sum((r) => r.people.expected);
  const pf = sum((r) => r.people.found);
  const pm = sum((r) => r.people.matched);
  const pct = (a: number, b: number): string => (b === 0 ? '—' : `${((100 * a) / b).toFixed(0)} %`);
  const ratio = (a: number, b: number): string => (b === 0 ? '—' : (a / b).toFixed(2));
  return {
    drafts: String(results.length),
    'main-job steps possible (model walk)': `${ok} / ${steps} (${pct(ok, steps)})`,
    'people recall': `${ratio(pm, pe)} (${pm} / ${pe})`,
    'people precision': `${ratio(pm, pf)} (${pm} / ${pf})`,
    'options proposed': String(sum((r) => r.options)),
    'options wrong (roles, entities, states judged)': `${sum((r) => r.wrong.length)} of ${sum((r) => r.judged)} judged (${pct(
      sum((r) => r.wrong.length),
      sum((r) => r.options),
    )} of all proposed)`,
    'options with evidence': `${sum((r) => r.withEvidence)} / ${sum((r) => r.options)}`,
    'drafts with errors after accept-all': String(results.filter((r) => r.refusedBuild).length),
    'questions on the first run': `${sum((r) => r.questionsFirstRun)} (in ${results.filter((r) => r.questionsFirstRun > 0).length} drafts)`,
    'questions answered from the expectation': String(sum((r) => r.questionsAnswered)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const half = process.argv[2] === 'sealed' ? 'sealed' : 'tuning';
  const detail = half === 'tuning' && process.argv.includes('--detail');
  const results = readHalf(half).map(({ draft, text, expected }) => scoreDraft(draft, text, expected));
  if (detail) {
    for (const r of results) {
      console.log(`\n## ${r.draft} (${r.language}): ${r.options} options, ${r.steps.filter((s) => s.ok).length}/${r.steps.length} steps`);
      console.log(`  people missed: ${r.people.missed.join(', ') || '—'}; extra roles: ${r.people.extra.join(', ') || '—'}`);
      if (r.wrong.length) console.log(`  wrong: ${r.wrong.join('; ')}`);
      if (r.errorsAfter.length) console.log(`  errors: ${r.errorsAfter.join(', ')}`);
      for (const s of r.steps) if (!s.ok) console.log(`  ✗ ${s.step.as} ${s.step.do} ${s.step.thing} ${s.step.action ?? ''}: ${s.why}`);
    }
  } else if (half === 'tuning') {
    for (const r of results)
      console.log(
        `${r.draft.padEnd(22)} steps ${r.steps.filter((s) => s.ok).length}/${r.steps.length}  people ${r.people.matched}/${r.people.expected} (+${r.people.extra.length})  options ${r.options}  errors ${r.errorsAfter.length}`,
      );
  }
  console.log(`\n${half} half:`);
  for (const [k, v] of Object.entries(summarise(results))) console.log(`  ${k}: ${v}`);
}
