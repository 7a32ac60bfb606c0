import type { Span } from '../source/span';
import type { Section, Spec } from '../spec/spec';
import type { Power, ProseReading } from './prose-powers';

/**
 * The `## Clarifications` note: where `answerQuestion` keeps each question with its answer
 * (`- Who may close a Report? — only crew.`), and what the engine reads back on the next run, so that an
 * answer given on the first run (before any option is accepted) shapes the options: "only crew" reserves the
 * event to that role, "no, not a user" drops a person from the roles. ("starts as …" answers are read with the
 * draft's other words about states, prose-states.ts.)
 */

/** The note that keeps the questions answered: the first note section whose heading says Clarifications. */
export function clarificationsNote(spec: Spec): Section | null {
  return spec.sections.find((x) => x.point === null && /clarification/i.test(x.heading.value)) ?? null;
}

/** One answered question as the note keeps it. */
export interface Clarification {
  readonly question: string;
  readonly answer: string;
  readonly span: Span;
}

/** The note's answered questions, in text order (none when there is no note). Linear in the note. */
export function readClarifications(spec: Spec, text: string): Clarification[] {
  const note = clarificationsNote(spec);
  if (!note) return [];
  const out: Clarification[] = [];
  let at = note.span.from;
  for (const raw of text.slice(note.span.from, note.span.to).split('\n')) {
    const line = raw.replace(/\r$/, '');
    const m = /^\s*[-*]\s+(\S.*?\?)\s+—\s+(\S.*?)\.?\s*$/.exec(line);
    if (m?.[1] && m[2]) out.push({ question: m[1], answer: m[2], span: { from: at, to: at + line.length } });
    at += raw.length + 1;
  }
  return out;
}

/** The question asked of a person the draft names only in passing (first-run-questions.ts), and its answers. */
export const personQuestion = (name: string): string => `Is ${name} a kind of user?`;
export const PERSON_YES = 'yes, a role';
export const PERSON_NO = 'no, not a user';

/**
 * The draft's reading with the answers of the note: `Who may <event> a <Entity>? — only <role>` reserves the
 * event to the role (as "only the <role> can <event>" would), `Is <name> a kind of user? — no, not a user` drops
 * the person, `— yes, a role` keeps them as a role however the draft named them.
 */
export function withClarifications(reading: ProseReading, answers: readonly Clarification[]): ProseReading {
  if (answers.length === 0) return reading;
  const powers: Power[] = [];
  const dropped = new Set<string>();
  const kept = new Set<string>();
  for (const a of answers) {
    const who = /^Who may (\S+) an? (\S+)\?$/.exec(a.question);
    const only = /^only (.+)$/.exec(a.answer);
    if (who?.[1] && who[2] && only?.[1]) {
      powers.push({
        role: only[1],
        action: who[1],
        entity: who[2],
        negated: false,
        only: true,
        span: a.span,
        quote: `${a.question} — ${a.answer}`,
      });
      continue;
    }
    const person = /^Is (.+) a kind of user\?$/.exec(a.question);
    if (person?.[1] && a.answer === PERSON_NO) dropped.add(person[1]);
    else if (person?.[1] && a.answer === PERSON_YES) kept.add(person[1]);
  }
  const people = reading.people
    .filter((p) => !dropped.has(p.name))
    .map((p) => (kept.has(p.name) && p.strength === 'tagger' ? { ...p, strength: 'prose' as const } : p));
  return { ...reading, people, powers: [...reading.powers, ...powers] };
}
