import { applyOptions } from './apply-options';
import { proposeOptions } from './propose-options';

/** At most this many rounds: the structure a draft gets (calls in a table) lets the next round read its entities, screens, states and people. */
export const ACCEPT_ALL_ROUNDS = 4;

/**
 * "Accept all": applies every option, then the options the accepted text proposes in turn (a draft's calls,
 * once in point 7's table, give screens, states and roles), until none is left or `ACCEPT_ALL_ROUNDS` rounds
 * have run. Questions are not answered: they stay for the person. Returns the text and the options applied, in
 * the order applied.
 */
export function acceptAll(text: string): { text: string; applied: number; rounds: number } {
  let current = text;
  let applied = 0;
  let rounds = 0;
  while (rounds < ACCEPT_ALL_ROUNDS) {
    const { options } = proposeOptions(current);
    if (options.length === 0) break;
    const next = applyOptions(current, options);
    rounds++;
    applied += options.length;
    if (next === current) break;
    current = next;
  }
  return { text: current, applied, rounds };
}
