import { compileMessages as m } from '../diagnostics/messages-compile';
import { userBinding, type Actor } from './actor';
import type { AppModel } from './app-model';
import { findEntity } from './app-lookup';
import { evaluateCondition } from './cel-scope';
import { canDo, type Decision } from './permissions';

/** An event the record's current state allows by point 4, with the call that fires it and whether the actor may. */
export interface AvailableEvent {
  readonly event: string;
  readonly to: string;
  /** The call id that fires it, or null when point 7 lists none (a gap). */
  readonly call: string | null;
  readonly decision: Decision;
}

/**
 * Whether a transition's guard holds for a record (`record`, `user`, `now` and the constants in
 * scope). A guard that fails to evaluate does not hold, and says why.
 */
export function guardDecision(app: AppModel, actor: Actor, event: string, guard: string | null, record: Readonly<Record<string, unknown>>, now?: Date): Decision {
  if (guard === null) return { ok: true };
  const result = evaluateCondition(app, guard, { record, user: userBinding(actor), ...(now ? { now } : {}) });
  if (result.ok) return result.value ? { ok: true } : { ok: false, reason: m.guardFalse(event, guard) };
  return { ok: false, reason: m.guardFailed(event, guard, result.message) };
}

/**
 * The events point 4 allows from the record's current state, in spec order, each with its call and
 * a decision: the role (point 4's Roles and point 6's grants, via `canDo`) and then the guard.
 */
export function availableEvents(app: AppModel, actor: Actor, entity: string, record: Readonly<Record<string, unknown>>, now?: Date): AvailableEvent[] {
  const e = findEntity(app, entity);
  const machine = e?.machine;
  if (!e || !machine) return [];
  const state = record[machine.field];
  const out: AvailableEvent[] = [];
  for (const t of machine.transitions) {
    if (t.from !== state) continue;
    const call = e.calls.transitions.find((c) => c.event === t.event)?.call ?? null;
    let decision = canDo(app, actor, t.event, entity, record, now);
    if (decision.ok) decision = guardDecision(app, actor, t.event, t.guard, record, now);
    out.push({ event: t.event, to: t.to, call, decision });
  }
  return out;
}
