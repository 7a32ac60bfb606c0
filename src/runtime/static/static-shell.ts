import type { Actor } from '../../core/index';
import { parseHash } from '../app/hash-router';

/** The address path whose screen `specfront build` prerenders: the page opened without a hash. */
export const PRERENDERED_PATH = '/';

/** The attribute of the root element that names the prerendered path (`data-prerendered="/"`). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

function sameActor(a: Actor, b: Actor): boolean {
  const ka = Object.keys(a.user);
  const kb = Object.keys(b.user);
  return a.role === b.role && ka.length === kb.length && ka.every((k) => a.user[k] === b.user[k]);
}

/**
 * Whether the browser's first render would equal the prerendered HTML, so React may hydrate it: the
 * root holds a prerendered shell of this address's path (without a query), and the saved role and simulated user are
 * the defaults it was rendered with. Otherwise (a deep link, another role) the app renders afresh
 * in its place.
 */
export function canHydrate(root: Element, hash: string, actor: Actor, defaultActor: Actor): boolean {
  const path = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (path === null || root.firstElementChild === null) return false;
  // A query (a list's filters, say) changes what the screen shows: rendered afresh too.
  const at = parseHash(hash);
  return at.path === path && at.query === '' && sameActor(actor, defaultActor);
}
