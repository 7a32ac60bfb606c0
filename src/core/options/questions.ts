import { createSpecLayout } from '../edit/spec-layout';
import { applyEdits, editProblem, type TextEdit } from '../edit/text-edit';
import { parseSpec } from '../parse/parse-spec';
import type { Span } from '../source/span';
import type { PointNumber } from '../spec/point';
import { clarificationsNote } from './clarifications';
import { firstRunQuestions } from './first-run-questions';
import type { OptionContext } from './option-context';
import { optionId } from './option-id';

/**
 * Where the draft is silent, the engine asks instead of guessing (issue 10): a question with the choices the
 * draft supports, answerable in one click or `--answer ID=CHOICE`. The answer's edits change the spec, and the
 * question and its answer are kept under a `## Clarifications` note. At most a handful, most important first.
 * On the first run, before any option is accepted, the draft is asked who its people are, which state a record
 * starts in and who may do what it attributes to no one (first-run-questions.ts); once the options are accepted,
 * about what the spec then says (its transitions and permissions). A question whose text the Clarifications note
 * holds is not asked again.
 */
export interface Question {
  /** 8 hex digits, like an option's id, from the question's subject. */
  readonly id: string;
  readonly point: PointNumber;
  /** The question, in the draft's words (`Who may close a Board?`). */
  readonly text: string;
  /** Why it is asked: what the draft says and leaves open. */
  readonly detail: string;
  readonly evidence: readonly Span[];
  /** The first choice keeps the spec as it is. */
  readonly choices: readonly QuestionChoice[];
}

/** One answer: a short id (`a`, `b`, …), a label, and the edits that write it into the spec. */
export interface QuestionChoice {
  readonly id: string;
  readonly label: string;
  readonly edits: readonly TextEdit[];
}

const MAX_QUESTIONS = 5;
const article = (w: string): string => (/^[aeiou]/i.test(w) ? `an ${w}` : `a ${w}`);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const RESERVED = new Set(['read']);

/** The Clarifications note's text, lower case ('' when there is none). */
function clarified(ctx: OptionContext): string {
  const s = clarificationsNote(ctx.spec);
  return s ? ctx.text.slice(s.span.from, s.span.to).toLowerCase() : '';
}

/** The questions the spec leaves open, most important first (who may do what, then where events start). */
export function questionsFor(ctx: OptionContext): Question[] {
  const { spec } = ctx;
  const done = clarified(ctx);
  const out: Question[] = [];
  const ask = (q: Omit<Question, 'id'>, subject: string): void => {
    const id = optionId('question', q.point, subject);
    if (done.includes(q.text.toLowerCase()) || out.some((x) => x.id === id)) return;
    out.push({ ...q, id });
  };
  for (const q of firstRunQuestions(ctx)) {
    const choices = q.choices.map((c, i) => ({ id: LETTERS[i] ?? String(i + 1), label: c.label, edits: c.edits }));
    ask({ point: q.point, text: q.text, detail: q.detail, evidence: q.evidence, choices }, q.subject);
  }
  // 1. Who may do an operation every role may do, when the draft names no one for it.
  const roles = spec.roles.map((r) => r.name.value);
  if (roles.length >= 2) {
    const said = new Set(ctx.prose().powers.map((p) => `${p.entity}\u0000${p.action}`));
    const holders = new Map<string, { roles: Set<string>; spans: Span[] }>();
    for (const p of spec.permissions) {
      if (p.when !== null) continue;
      for (const on of p.on)
        for (const c of p.can) {
          const key = `${on.value}\u0000${c.value}`;
          const h = holders.get(key) ?? { roles: new Set<string>(), spans: [] };
          h.roles.add(p.role.value);
          h.spans.push(c.span);
          holders.set(key, h);
        }
    }
    for (const [key, h] of holders) {
      const [entity = '', action = ''] = key.split('\u0000');
      if (RESERVED.has(action) || said.has(key) || h.roles.size !== roles.length) continue;
      const text = `Who may ${action} ${article(entity)}?`;
      const choices: QuestionChoice[] = [{ id: 'a', label: 'every role, as now', edits: [] }];
      roles.forEach((r, i) => {
        const edits: TextEdit[] = [];
        for (const p of spec.permissions) {
          if (p.role.value === r || !p.on.some((o) => o.value === entity)) continue;
          const kept = p.can.filter((c) => c.value !== action);
          if (kept.length === p.can.length) continue;
          const first = p.can[0];
          const last = p.can[p.can.length - 1];
          if (!first || !last || p.on.length !== 1) continue;
          edits.push({ from: first.span.from, to: last.span.to, insert: kept.map((c) => c.value).join(', ') || 'read' });
        }
        choices.push({ id: LETTERS[i + 1] ?? String(i + 1), label: `only ${r}`, edits });
      });
      ask(
        {
          point: 6,
          text,
          detail: `The draft does not say who may ${action} ${article(entity)}, so every role may.`,
          evidence: h.spans.slice(0, 4),
          choices,
        },
        `who:${entity}:${action}`,
      );
    }
  }
  // 2. From which state an event can happen, when the record has other states it could start from.
  const byEntity = new Map<string, (typeof spec.transitions)[number][]>();
  for (const t of spec.transitions) if (t.entity) byEntity.set(t.entity.value, [...(byEntity.get(t.entity.value) ?? []), t]);
  for (const [entity, rows] of byEntity) {
    const states = new Set<string>();
    for (const t of rows) states.add(t.from.value).add(t.to.value);
    const events = [...new Set(rows.map((t) => t.event.value))];
    for (const ev of events) {
      const mine = rows.filter((t) => t.event.value === ev);
      const froms = new Set(mine.map((t) => t.from.value));
      const to = mine[0]?.to.value ?? '';
      if (mine.some((t) => t.from.value === t.to.value)) continue;
      // The states its alternatives lead to (events from the same state: accept, reject, waitlist from submitted),
      // from which it might happen too (accept a waitlisted talk, cancel a confirmed appointment).
      const open = [
        ...new Set(
          rows.filter((t) => t.event.value !== ev && froms.has(t.from.value) && t.to.value !== t.from.value).map((t) => t.to.value),
        ),
      ].filter((s) => !froms.has(s) && s !== to && states.has(s));
      if (open.length === 0) continue;
      const last = rows[rows.length - 1];
      if (!last) continue;
      const text = `From which states can \`${ev}\` happen to ${article(entity)}?`;
      const choices: QuestionChoice[] = [{ id: 'a', label: `only from ${[...froms].join(', ')}, as now`, edits: [] }];
      open.forEach((s, i) => {
        choices.push({
          id: LETTERS[i + 1] ?? String(i + 1),
          label: `also from ${s}`,
          edits: [ctx.layout.appendRows('transitions', last.span, [{ Entity: entity, From: s, Event: ev, To: to, Guard: '', Roles: '' }])],
        });
      });
      ask(
        {
          point: 4,
          text,
          detail: `The draft says what \`${ev}\` leads to (${to}), not from which states besides ${[...froms].join(', ')}.`,
          evidence: mine.map((t) => t.span),
          choices,
        },
        `from:${entity}:${ev}`,
      );
    }
  }
  return out.slice(0, MAX_QUESTIONS);
}

/**
 * Writes an answer into the spec: the choice's edits, and the question with its answer under the
 * `## Clarifications` note (a real `##` heading, found among the spec's sections, never inside a code
 * fence; created at the end when the spec has none), in the text's own line breaks. Never throws: the
 * text comes back unchanged for a choice the question does not have, for a spec that is not Markdown, or
 * when the choice's edits do not fit the text (a question asked of another version of it).
 */
export function answerQuestion(text: string, question: Question, choiceId: string): string {
  const choice = question.choices.find((c) => c.id === choiceId);
  if (!choice) return text;
  const { spec } = parseSpec(text);
  if (spec.format !== 'markdown') return text;
  const line = `- ${question.text} — ${choice.label}.`;
  const edits = [...choice.edits, createSpecLayout(text, spec).appendToNote(clarificationsNote(spec), 'Clarifications', [line])];
  return editProblem(text, edits) === null ? applyEdits(text, edits) : text;
}
