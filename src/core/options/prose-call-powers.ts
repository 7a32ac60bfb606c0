import type { InferredEntity } from './infer-model';
import type { Person, ProseState } from './prose-reading';
import { roleKey } from './prose-tokens';

/**
 * Calls annotated with who makes them (`POST /bookings (owner only)`, `POST /boats (captain)`, `(the member who
 * made it)`): a person found elsewhere, named in the call's parentheses, reserves the call's operation.
 */
export function rolesFromCallAnnotations(st: ProseState): void {
  st.spec.calls.forEach((c, i) => {
    const names = st.callRoles.get(i) ?? [];
    for (const m of c.notes.matchAll(/\(([^()]{1,60})\)/g)) {
      for (const part of (m[1] as string).split(/,|\/|\bor\b|\band\b|\bo\b|\bou\b|\boder\b/)) {
        const p = personNamed(st, part.replace(/\bonly\b|\bsolo\b|\bseulement\b|\bnur\b/gi, '').trim());
        if (p && !names.includes(p.name)) names.push(p.name);
      }
    }
    if (names.length) st.callRoles.set(i, names);
  });
}

/** The person some words name: all of them, else one of them (the last first) that a person's name ends with. */
function personNamed(st: ProseState, words: string): Person | null {
  const { people } = st;
  const key = roleKey(words);
  const exact = people.get(key);
  if (exact) return exact;
  for (const w of words.split(/\s+/).reverse()) {
    const k = roleKey(w);
    const hit = people.get(k) ?? [...people.values()].find((p) => p.strength !== 'tagger' && roleKey(p.name.split(' ').at(-1) ?? '') === k);
    if (hit && k.length > 2) return hit;
  }
  return null;
}

/**
 * Step 4. Powers from the calls: Notes "X only" and Who/Roles columns reserve the call's operation.
 * (The entity of each call's intent: the last entity that lists it.)
 */
export function powersFromCalls(st: ProseState): void {
  const { spec, model } = st;
  const entityOfIntent = new Map<unknown, InferredEntity>();
  for (const e of model.entities) for (const it of e.intents) entityOfIntent.set(it, e);
  spec.calls.forEach((c, i) => {
    const names = st.callRoles.get(i);
    if (!names) return;
    const intent = model.intents[i];
    if (!intent) return;
    const entity = entityOfIntent.get(intent);
    if (!entity) return;
    const action =
      intent.slot === 'list' || intent.slot === 'detail'
        ? 'read'
        : intent.slot === 'transition'
          ? intent.event
          : intent.slot === 'other'
            ? null
            : intent.slot;
    if (!action) return;
    const quote = c.notes.trim() || `${c.method.value} ${c.path.value}`;
    for (const n of names)
      st.powers.push({ role: n, action, entity: entity.name, negated: false, only: n !== '*', span: c.path.span, quote });
  });
}
