import type { Actor } from './actor';
import type { AppModel } from './app-model';
import { findEntity } from './app-lookup';
import type { Decision } from './permissions';
import { decideTransition } from './transition-step';

/** An event the record's current state allows by point 4, with the call that fires it and whether the actor may. */
export interface AvailableEvent {
  readonly event: string;
  readonly to: string;
  /** The call id that fires it, or null when point 7 lists none (a gap). */
  readonly call: string | null;
  readonly decision: Decision;
}

/**
 * The events point 4 allows from the record's current state, in spec order, each with its call and
 * a decision: the machine's one step (transition-step.ts's `decideTransition`: the role, then the guard).
 */
export function availableEvents(
  app: AppModel,
  actor: Actor,
  entity: string,
  record: Readonly<Record<string, unknown>>,
  now?: Date,
): AvailableEvent[] {
  const e = findEntity(app, entity);
  const machine = e?.machine;
  if (!e || !machine) return [];
  const state = record[machine.field];
  const out: AvailableEvent[] = [];
  for (const t of machine.transitions) {
    if (t.from !== state) continue;
    const call = e.calls.transitions.find((c) => c.event === t.event)?.call ?? null;
    const step = decideTransition(app, actor, e, t, record, now);
    const decision: Decision = step.ok ? { ok: true } : { ok: false, reason: step.reason };
    out.push({ event: t.event, to: t.to, call, decision });
  }
  return out;
}
