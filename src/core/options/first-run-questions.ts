import type { Span } from '../source/span';
import type { PointNumber } from '../spec/point';
import type { TextEdit } from '../edit/text-edit';
import { PERSON_NO, PERSON_YES, personQuestion } from './clarifications';
import { draftRoles } from './role-people';
import type { OptionContext } from './option-context';
import { findStateLists, statesForEvents } from './prose-states';

/**
 * The questions asked of a draft on the first run (issue 19), before any option is accepted: where the engine
 * would otherwise guess, it asks what an analyst would, with answers taken from the draft's own words.
 * - Who the people are: a person only the tagger found (no column, no bold label, no sentence about what they
 *   do) becomes a role unless told otherwise — `Is freelancer a kind of user?`.
 * - The first state: the draft lists a record's states as a plain list (not a `a -> b -> c` flow), says neither
 *   which one a new record starts in nor which one is made on create, and two or more of them are reached by no
 *   event — `What is the first state of a Gift?`, one answer per such state.
 * - Who may do an event the draft attributes to no one, when it names two people or more and no roles yet —
 *   `Who may close a Report?`, one answer per person.
 * Each is asked only while the draft leaves it open; the answers are read back from the Clarifications note
 * (clarifications.ts, prose-states.ts), so the options the next run proposes follow them.
 */
export interface AskedQuestion {
  readonly point: PointNumber;
  readonly text: string;
  readonly detail: string;
  readonly evidence: readonly Span[];
  readonly choices: readonly { readonly label: string; readonly edits: readonly TextEdit[] }[];
  /** What it is about, for its id (`who:Report:close`, the same as the question asked once roles exist). */
  readonly subject: string;
}

const MAX_PEOPLE = 3;
const MAX_STATES = 2;
const MAX_WHO = 3;
const MAX_CHOICES = 5;
const article = (w: string): string => (/^[aeiou]/i.test(w) ? `an ${w}` : `a ${w}`);
const ARROW = /->|→|=>/g;

/** The people point 6 would make roles of (as rolesFromPeople picks them). */
function likelyRoles(ctx: OptionContext): ReturnType<OptionContext['prose']>['people'] {
  return draftRoles(ctx).people;
}

function peopleQuestions(ctx: OptionContext): AskedQuestion[] {
  if (ctx.spec.roles.length > 0 || ctx.spec.permissions.length > 0) return [];
  const powered = new Set(ctx.prose().powers.map((p) => p.role));
  return likelyRoles(ctx)
    .filter((p) => p.strength === 'tagger' && !powered.has(p.name) && p.evidence.length > 0)
    .slice(0, MAX_PEOPLE)
    .map((p) => ({
      point: 6,
      text: personQuestion(p.name),
      detail: `The draft names “${p.name}”, but not where it lists its people or says who does what; they would become a role.`,
      evidence: p.evidence.slice(0, 3),
      choices: [
        { label: PERSON_YES, edits: [] },
        { label: PERSON_NO, edits: [] },
      ],
      subject: `person:${p.name}`,
    }));
}

function firstStateQuestions(ctx: OptionContext): AskedQuestion[] {
  const lists = findStateLists(ctx.text);
  if (lists.length === 0) return [];
  const out: AskedQuestion[] = [];
  for (const e of ctx.model.entities) {
    const state = e.state;
    if (!state?.fromEvents || e.events.length === 0) continue;
    const list = statesForEvents(
      lists,
      e.events.map((x) => x.event),
    );
    // The draft says it ("starts as", a state made on create), or writes the states as a flow from the first.
    if (!list || list.initial !== null || state.initial !== list.values[0]) continue;
    const arrows = ctx.text.slice(list.span.from, list.span.to).match(ARROW)?.length ?? 0;
    if (arrows >= Math.min(2, list.values.length - 1)) continue;
    // A state some event leads to is not where records start; one state left is the draft's answer.
    const reached = new Set(e.events.map((x) => x.to));
    const open = list.values.filter((v) => !reached.has(v));
    if (open.length < 2) continue;
    const first = list.values[0] as string;
    out.push({
      point: 4,
      text: `What is the first state of ${article(e.name)}?`,
      detail: `The draft lists the states (${list.values.join(', ')}) without saying which one a new ${e.name} starts in, and no event leads to ${open.join(' or ')}; ${first} would be taken.`,
      evidence: [list.span],
      choices: [...new Set([first, ...open])].slice(0, MAX_CHOICES).map((v) => ({ label: `starts as ${v}`, edits: [] })),
      subject: `first:${e.name}`,
    });
    if (out.length >= MAX_STATES) break;
  }
  return out;
}

function whoQuestions(ctx: OptionContext): AskedQuestion[] {
  if (ctx.spec.roles.length > 0 || ctx.spec.permissions.length > 0) return [];
  const people = likelyRoles(ctx);
  if (people.length < 2) return [];
  const said = new Set(ctx.prose().powers.map((p) => `${p.entity}\u0000${p.action}`));
  const out: AskedQuestion[] = [];
  for (const e of ctx.model.entities) {
    // Screens that name their roles say who works with the records.
    if (e.screens.some((s) => s.roles.length > 0)) continue;
    for (const ev of e.events) {
      if (said.has(`${e.name}\u0000${ev.event}`) || !/^[\p{L}][\p{L}\p{N}_-]*$/u.test(ev.event)) continue;
      out.push({
        point: 6,
        text: `Who may ${ev.event} ${article(e.name)}?`,
        detail: `The draft names no one who may ${ev.event} ${article(e.name)}, so every role would.`,
        evidence: [ev.intent.span],
        choices: [
          { label: 'every role', edits: [] },
          ...people.slice(0, MAX_CHOICES - 1).map((p) => ({ label: `only ${p.name}`, edits: [] })),
        ],
        subject: `who:${e.name}:${ev.event}`,
      });
      if (out.length >= MAX_WHO) return out;
    }
  }
  return out;
}

/** The first-run questions: who the people are, then first states, then who may do what (those two only before roles exist). */
export function firstRunQuestions(ctx: OptionContext): AskedQuestion[] {
  return [...peopleQuestions(ctx), ...firstStateQuestions(ctx), ...whoQuestions(ctx)];
}
