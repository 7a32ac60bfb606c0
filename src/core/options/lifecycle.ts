import type { InferredEntity } from './infer-entity';
import type { DraftLanguage } from './draft-language';
import { participleForms, participleIn, pastParticiple } from './verb-forms';

/**
 * An entity's life: which state each event leads to and from which state it starts. Natural pairs
 * (close/reopen ⇄ closed/open, archive/restore ⇄ archived/active, hide/restore ⇄ hidden/published), a state
 * named inside the event (`mark-ready` → ready), synonyms (complete → done, start → in-progress), events that
 * change a record without moving it (move, swap, assign, renew: from a state to itself), and what the prose
 * says: "reopen a closed board" (from closed), "a repair is scheduled, started and finished" (a chain).
 */

/** A transition the engine proposes. */
export interface PlannedTransition {
  readonly from: string;
  readonly event: string;
  readonly to: string;
  /** Why this "from": 'initial', 'inverse', 'prose', 'notes' (a call's note names the move), 'chain', 'self'. */
  readonly because: string;
}

/** What the prose adds (prose-powers.ts). */
export interface LifeHints {
  readonly fromHints: readonly { entity: string; event: string; from: string }[];
  readonly chains: readonly { entity: string; events: readonly string[] }[];
}

/** Events that change a record but not its state. */
const SELF = new Set([
  'move',
  'swap',
  'assign',
  'reassign',
  'renew',
  'extend',
  'rename',
  'edit',
  'tag',
  'label',
  'remind',
  'notify',
  'transfer',
  'rate',
  'vote',
  'like',
  'star',
  'pin',
  'unpin',
  'comment',
  'reply',
  'upload',
  'attach',
  'duplicate',
  'copy',
  'share',
  'invite',
  'nudge',
  'ping',
  'reorder',
  'rank',
  'score',
  'note',
  'update',
  'reschedule',
  'postpone',
  'claim',
  'watch',
  'follow',
  'flag',
]);
/** Other states an event may lead to, when its participle is not among the values. */
const SYNONYMS: Record<string, readonly string[]> = {
  complete: ['done', 'completed', 'finished'],
  finish: ['done', 'finished', 'completed'],
  do: ['done'],
  approve: ['approved', 'accepted'],
  accept: ['accepted', 'approved'],
  start: ['started', 'in-progress', 'in progress', 'active', 'ongoing'],
  begin: ['in-progress', 'started', 'active'],
  publish: ['published', 'live'],
  unpublish: ['draft', 'hidden'],
  activate: ['active'],
  deactivate: ['inactive'],
  resume: ['active', 'running'],
  pause: ['paused'],
  retire: ['retired', 'inactive'],
  close: ['closed', 'done'],
  archive: ['archived'],
  hide: ['hidden'],
  cancel: ['cancelled', 'canceled'],
  return: ['returned', 'available'],
  collect: ['collected', 'picked-up'],
  deliver: ['delivered'],
  ship: ['shipped', 'sent'],
  pay: ['paid'],
  submit: ['submitted'],
};
/** Events that undo another: they lead back to the state the other left. */
const UNDO: Record<string, readonly string[]> = {
  restore: ['hide', 'archive', 'delete', 'remove', 'retire', 'trash', 'suspend', 'deactivate', 'close'],
  unarchive: ['archive'],
  unhide: ['hide'],
  unlock: ['lock'],
  resume: ['pause', 'suspend'],
  unblock: ['block'],
  reactivate: ['deactivate', 'retire', 'suspend'],
  unban: ['ban'],
  reinstate: ['suspend', 'remove', 'ban'],
};
/** The state before any event, when no union gives the states, by the events that leave it. */
const BEFORE: Record<string, string> = {
  archive: 'active',
  hide: 'visible',
  retire: 'active',
  deactivate: 'active',
  suspend: 'active',
  close: 'open',
  lock: 'unlocked',
  publish: 'draft',
  cancel: 'active',
};

const lower = (s: string): string => s.toLowerCase();

/** True for events that change a record without moving it (`move`, `renew`). */
export function isSelfEvent(event: string): boolean {
  return SELF.has(lower(event).split('-')[0] as string);
}

/** The state an event leads to among `values`, or null. `initial` is the state before any event. */
export function targetOf(event: string, values: readonly string[], initial: string): string | null {
  const ev = lower(event);
  const has = (v: string): string | undefined => values.find((x) => lower(x) === v);
  const past = pastParticiple(ev);
  const direct = has(past) ?? has(ev);
  if (direct) return direct;
  for (const form of participleForms(ev)) if (has(form)) return has(form) as string;
  for (const part of ev.split('-').slice(1)) if (has(part)) return has(part) as string;
  const head = ev.split('-')[0] as string;
  for (const syn of SYNONYMS[head] ?? []) if (has(syn)) return has(syn) as string;
  if (UNDO[head] || (head.startsWith('re') && head.length > 4)) {
    const rest = head.slice(2);
    if (has(rest)) return has(rest) as string;
    return values.includes(initial) ? initial : null;
  }
  if (head.startsWith('un') && has(head.slice(2))) return has(head.slice(2)) as string;
  return null;
}

/** The state before any event when the draft names none, in the draft's language. */
const OPEN: Readonly<Record<DraftLanguage, string>> = { en: 'open', de: 'offen', es: 'abierto', fr: 'ouvert' };

/** The states of an entity whose states only its events give: the state before them, then one per moving event. */
export function statesFromEvents(
  events: readonly string[],
  startsAs: string | null,
  language: DraftLanguage = 'en',
  written: (word: string) => boolean = () => false,
): { initial: string; values: string[] } {
  let initial = startsAs ?? OPEN[language];
  if (startsAs === null)
    for (const e of events)
      if (BEFORE[lower(e)]) {
        initial = BEFORE[lower(e)] as string;
        break;
      }
  const values = [initial];
  for (const e of events) {
    const head = lower(e).split('-')[0] as string;
    if (isSelfEvent(e) || UNDO[head] || (head.startsWith('re') && events.some((x) => lower(x) === head.slice(2)))) continue;
    const to = participleIn(e, language, written);
    if (!values.includes(to)) values.push(to);
  }
  return { initial, values };
}

/** The transitions of an entity's events. Deterministic; every event gets one (a self-transition when nothing else fits). */
export function planLifecycle(e: InferredEntity, hints: LifeHints | null): PlannedTransition[] {
  const state = e.state;
  if (!state) return [];
  const values = state.values;
  const initial = state.initial;
  const to = new Map<string, string>();
  for (const ev of e.events) to.set(ev.event, ev.to ?? targetOf(ev.event, values, initial) ?? '');
  const out: PlannedTransition[] = [];
  const chain = hints?.chains.find((c) => c.entity === e.name && c.events.filter((x) => to.get(x) && !isSelfEvent(x)).length >= 2);
  for (const ev of e.events) {
    const target = to.get(ev.event) ?? '';
    const head = lower(ev.event).split('-')[0] as string;
    const hint = hints?.fromHints.find(
      (h) => h.entity === e.name && lower(h.event) === lower(ev.event) && values.includes(h.from) && h.from !== target,
    );
    if (target === '' || isSelfEvent(ev.event)) {
      out.push({ from: initial, event: ev.event, to: initial, because: 'self' });
      continue;
    }
    if (ev.from !== undefined && values.includes(ev.from)) {
      out.push({ from: ev.from, event: ev.event, to: target, because: 'notes' });
      continue;
    }
    if (hint) {
      out.push({ from: hint.from, event: ev.event, to: target, because: 'prose' });
      continue;
    }
    if (target === initial) {
      // An undo: from the states the events it undoes lead to.
      const undone = e.events.filter(
        (x) =>
          x !== ev &&
          ((UNDO[head] ?? []).includes(lower(x.event)) ||
            (head.startsWith('re') && lower(x.event) === head.slice(2)) ||
            lower(x.event) === `un${head}`),
      );
      const froms = [...new Set(undone.map((x) => to.get(x.event) ?? '').filter((s) => s && s !== initial))];
      const others = [
        ...new Set(
          e.events
            .filter((x) => x !== ev && !isSelfEvent(x.event))
            .map((x) => to.get(x.event) ?? '')
            .filter((s) => s && s !== initial),
        ),
      ];
      const from = froms.length ? froms : others.length === 1 ? others : [];
      for (const f of from) out.push({ from: f, event: ev.event, to: target, because: 'inverse' });
      continue;
    }
    if (chain) {
      const moving = chain.events.filter((x) => to.get(x) && !isSelfEvent(x));
      const k = moving.indexOf(ev.event);
      if (k > 0) {
        out.push({ from: to.get(moving[k - 1] as string) as string, event: ev.event, to: target, because: 'chain' });
        continue;
      }
    }
    out.push({ from: initial, event: ev.event, to: target, because: 'initial' });
  }
  return out;
}

/** The events of an entity that get a transition (for the roles rule, which grants them). */
export function eventsWithTransitions(e: InferredEntity): string[] {
  return [...new Set(planLifecycle(e, null).map((t) => t.event))];
}
