import { analyzeSpec } from '../check/check-spec';
import { applyOptions } from './apply-options';
import type { Option } from './option';
import { withRequirements } from './option-requirements';
import { proposeOptions } from './propose-options';

/** At most this many rounds: the structure a draft gets (calls in a table) lets the next round read its entities, screens, states and people. */
export const ACCEPT_ALL_ROUNDS = 4;

/** What "Accept all" did. */
export interface AcceptAllResult {
  readonly text: string;
  /** How many options it applied, over all rounds. */
  readonly applied: number;
  readonly rounds: number;
  /** The options it held back because accepting them made errors the text did not have (the last round's). */
  readonly withheld: readonly Option[];
}

/** The text's errors, each counted by code and message (line numbers left out: an edit above moves them). */
function errorCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of analyzeSpec(text).report.diagnostics) {
    if (d.severity !== 'error') continue;
    const key = `${d.code}\u0000${d.message.replace(/\d+/g, '#')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Whether `after` has an error `before` had not (one more of a kind counts). */
function newErrors(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): boolean {
  for (const [key, n] of after) if (n > (before.get(key) ?? 0)) return true;
  return false;
}

/** The text with `chosen` (and what they require) applied, or null when their edits collide or make new errors. */
function tryApply(text: string, all: readonly Option[], chosen: readonly string[], before: ReadonlyMap<string, number>): string | null {
  let next: string;
  try {
    next = applyOptions(text, withRequirements(all, chosen));
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
  return newErrors(before, errorCounts(next)) ? null : next;
}

/**
 * One round: every option when together they make no new error (the usual case, one check); else the options
 * one by one in their order, each kept when it (with what it requires and the ones kept before it) applies
 * cleanly and makes no error the text had not — an option whose edit would break the spec is held back.
 */
export function acceptRound(text: string, options: readonly Option[]): { text: string; applied: number; withheld: Option[] } {
  const before = errorCounts(text);
  const all = tryApply(
    text,
    options,
    options.map((o) => o.id),
    before,
  );
  if (all !== null) return { text: all, applied: options.length, withheld: [] };
  const kept: string[] = [];
  const withheld: Option[] = [];
  let current = text;
  for (const o of options) {
    const next = tryApply(text, options, [...kept, o.id], before);
    if (next === null) withheld.push(o);
    else {
      kept.push(o.id);
      current = next;
    }
  }
  return { text: current, applied: withRequirements(options, kept).length, withheld };
}

/**
 * "Accept all": applies every option, then the options the accepted text proposes in turn (a draft's calls,
 * once in point 7's table, give screens, states and roles), until none is left or `ACCEPT_ALL_ROUNDS` rounds
 * have run. An option that would make the check report an error the text did not have (or whose edits collide
 * with another's) is held back and named in `withheld`: accepting all never breaks a spec. Questions are not
 * answered: they stay for the person. Returns the text and how many options were applied.
 */
export function acceptAll(text: string): AcceptAllResult {
  let current = text;
  let applied = 0;
  let rounds = 0;
  let withheld: Option[] = [];
  while (rounds < ACCEPT_ALL_ROUNDS) {
    const { options } = proposeOptions(current);
    if (options.length === 0) break;
    const round = acceptRound(current, options);
    rounds++;
    applied += round.applied;
    withheld = round.withheld;
    if (round.text === current) break;
    current = round.text;
  }
  return { text: current, applied, rounds, withheld };
}
