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
  /** The options the first round applied, in the given text's positions (the studio highlights what they insert). */
  readonly firstRound: readonly Option[];
}

/**
 * The text's errors counted by code (those of `watch` alone, when given). By code, not message: an option may
 * change what an error says (a heading's number dropped reads a broken table as another point's) without making one.
 */
function errorCounts(text: string, watch: ReadonlySet<string> | null = null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of analyzeSpec(text).report.diagnostics) {
    if (d.severity === 'error' && (watch === null || watch.has(d.code))) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  }
  return counts;
}

/** Whether `after` has an error `before` had not (one more of a code counts). */
function newErrors(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): boolean {
  for (const [key, n] of after) if (n > (before.get(key) ?? 0)) return true;
  return false;
}

/**
 * The text with `chosen` (and what they require) applied, or null when their edits collide or (with `before`, the
 * errors counted over `watch`) make an error the text had not.
 */
function tryApply(
  text: string,
  all: readonly Option[],
  chosen: readonly string[],
  before: ReadonlyMap<string, number> | null,
  watch: ReadonlySet<string> | null,
): string | null {
  let next: string;
  try {
    next = applyOptions(text, withRequirements(all, chosen));
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
  return before !== null && newErrors(before, errorCounts(next, watch)) ? null : next;
}

/**
 * One round: every option when together they make no new error (the usual case, one check); else the options
 * one by one in their order, each kept when it (with what it requires and the ones kept before it) applies
 * cleanly and makes no error the text had not, then once more those held back (one may need a later one: a
 * heading renumbered to a point another heading leaves) — an option whose edit would break the spec is held back.
 * `watch`: the error codes guarded (all when null; none: only colliding edits are held back).
 */
export function acceptRound(
  text: string,
  options: readonly Option[],
  watch: ReadonlySet<string> | null = null,
): { text: string; applied: number; withheld: Option[] } {
  const before = errorCounts(text, watch);
  const ids = options.map((o) => o.id);
  const all = tryApply(text, options, ids, before, watch);
  if (all !== null) return { text: all, applied: options.length, withheld: [] };
  const kept: string[] = [];
  let current = text;
  let waiting: readonly Option[] = options;
  for (let pass = 0; pass < 2; pass++) {
    const held: Option[] = [];
    for (const o of waiting) {
      const next = tryApply(text, options, [...kept, o.id], before, watch);
      if (next === null) held.push(o);
      else {
        kept.push(o.id);
        current = next;
      }
    }
    waiting = held;
    if (held.length === 0 || held.length === options.length) break;
  }
  return { text: current, applied: withRequirements(options, kept).length, withheld: [...waiting] };
}

/**
 * Accept all's rounds: each applies its options whole (`net` undefined), or holds back the options that would make
 * an error of the `net` codes.
 */
function rounds(text: string, skip: ReadonlySet<string>, net?: ReadonlySet<string> | null): AcceptAllResult {
  let current = text;
  let applied = 0;
  let count = 0;
  let withheld: Option[] = [];
  let firstRound: readonly Option[] = [];
  while (count < ACCEPT_ALL_ROUNDS) {
    const { options } = proposeOptions(current);
    const wanted = options.filter((o) => !skip.has(o.id)).map((o) => o.id);
    if (wanted.length === 0) break;
    // Dismissed options stay out, unless one accepted needs them.
    const chosen = skip.size === 0 ? options : withRequirements(options, wanted);
    const ids = chosen.map((o) => o.id);
    const round =
      net === undefined
        ? { text: tryApply(current, chosen, ids, null, null), applied: chosen.length, withheld: [] as Option[] }
        : acceptRound(current, chosen, net);
    // Two options' edits collide: the rounds run again, holding back the later one.
    if (round.text === null) return rounds(text, skip, new Set());
    if (count === 0) firstRound = chosen.filter((o) => !round.withheld.includes(o));
    count++;
    applied += round.applied;
    withheld = round.withheld;
    if (round.text === current) break;
    current = round.text;
  }
  return { text: current, applied, rounds: count, withheld, firstRound };
}

const errorTotal = (counts: ReadonlyMap<string, number>): number => [...counts.values()].reduce((a, b) => a + b, 0);

/**
 * "Accept all": applies every option, then the options the accepted text proposes in turn (a draft's calls,
 * once in point 7's table, give screens, states and roles), until none is left or `ACCEPT_ALL_ROUNDS` rounds
 * have run. An option may break what the next round mends (a heading renumbered before the one it swaps with), so
 * the rounds first run whole; when that ends with errors, they run again holding back, round by round, each
 * option that would make an error of a code left at the end (named in `withheld`), and that text is kept when it
 * has fewer errors and as many roles, records, screens and calls. Options whose edits collide are never applied
 * together: the later one is held back. Options whose id is in `skip` (the studio's dismissed ones) are left out
 * in every round, unless an option accepted needs them. Questions are not answered: they stay for the person.
 */
export function acceptAll(text: string, skip: ReadonlySet<string> = new Set()): AcceptAllResult {
  const whole = rounds(text, skip);
  const left = errorCounts(whole.text);
  if (left.size === 0) return whole;
  const netted = rounds(text, skip, new Set(left.keys()));
  return errorTotal(errorCounts(netted.text)) < errorTotal(left) && keepsContent(whole.text, netted.text) ? netted : whole;
}

/**
 * Whether `netted` holds as many roles, records, screens and calls as `whole`: a clean check is not bought with
 * the draft's people or records (the whole text keeps them, its errors shown for the person to mend).
 */
function keepsContent(whole: string, netted: string): boolean {
  const a = analyzeSpec(whole).spec;
  const b = analyzeSpec(netted).spec;
  return (
    b.roles.length >= a.roles.length &&
    b.entities.length >= a.entities.length &&
    b.screens.length >= a.screens.length &&
    b.calls.length >= a.calls.length
  );
}
