import { applyOptions } from './apply-options';
import type { Option } from './option';
import { withRequirements } from './option-requirements';
import { proposeOptions } from './propose-options';

/** At most this many rounds: the structure a draft gets (calls in a table) lets the next round read its entities, screens, states and people. */
export const ACCEPT_ALL_ROUNDS = 4;

/** What accepting all did: the text, how many options it applied, in how many rounds, and the first round's options. */
export interface AcceptAllResult {
  readonly text: string;
  readonly applied: number;
  readonly rounds: number;
  /** The options the first round applied, in the given text's positions (the studio highlights what they insert). */
  readonly firstRound: readonly Option[];
}

/**
 * "Accept all" (the studio's button, `specfront options --apply all`, the draft corpus bench): applies every
 * option, then the options the accepted text proposes in turn (a draft's calls, once in point 7's table, give
 * screens, states and roles), until none is left or `ACCEPT_ALL_ROUNDS` rounds have run. Options whose id is in
 * `skip` (the studio's dismissed ones) are left out in every round, unless an option accepted needs them.
 * Questions are not answered: they stay for the person.
 */
export function acceptAll(text: string, skip: ReadonlySet<string> = new Set()): AcceptAllResult {
  let current = text;
  let applied = 0;
  let rounds = 0;
  let firstRound: readonly Option[] = [];
  while (rounds < ACCEPT_ALL_ROUNDS) {
    const { options } = proposeOptions(current);
    const wanted = options.filter((o) => !skip.has(o.id)).map((o) => o.id);
    if (wanted.length === 0) break;
    const chosen = skip.size === 0 ? options : withRequirements(options, wanted);
    const next = applyOptions(current, chosen);
    if (rounds === 0) firstRound = chosen;
    rounds++;
    applied += chosen.length;
    if (next === current) break;
    current = next;
  }
  return { text: current, applied, rounds, firstRound };
}
