import { compileMessages as m } from '../diagnostics/messages-compile';
import { userBinding, type Actor } from './actor';
import type { AppModel } from './app-model';
import { findEntity, findError } from './app-lookup';
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
 * The spec's words for a refused event: the catalogue's message for the code its call answers with
 * 409 (the code the call lists, else the catalogue's 409), else a plain sentence naming the event.
 */
export function guardRefusal(app: AppModel, event: string, entity?: string): string {
  const call = app.calls.find((c) => c.event === event && (entity === undefined || c.entity === entity));
  for (const code of call?.errors ?? []) {
    const e = findError(app, code);
    if (e?.status === 409) return e.message;
  }
  return app.errors.find((e) => e.status === 409)?.message ?? m.guardFalse(event);
}

/**
 * Whether a transition's guard holds for a record (`record`, `user`, `now` and the constants in
 * scope, the record's values typed by `entity`'s fields). A guard that is false or fails to evaluate
 * does not hold; the reason is the spec's words (see guardRefusal), never the expression.
 */
export function guardDecision(
  app: AppModel,
  actor: Actor,
  event: string,
  guard: string | null,
  record: Readonly<Record<string, unknown>>,
  now?: Date,
  entity?: string,
): Decision {
  if (guard === null) return { ok: true };
  const result = evaluateCondition(app, guard, {
    ...(entity !== undefined ? { entity } : {}),
    record,
    user: userBinding(actor),
    ...(now ? { now } : {}),
  });
  return result.ok && result.value ? { ok: true } : { ok: false, reason: guardRefusal(app, event, entity) };
}

/**
 * The events point 4 allows from the record's current state, in spec order, each with its call and
 * a decision: the role (point 4's Roles and point 6's grants, via `canDo`) and then the guard.
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
    let decision = canDo(app, actor, t.event, entity, record, now);
    if (decision.ok) decision = guardDecision(app, actor, t.event, t.guard, record, now, entity);
    out.push({ event: t.event, to: t.to, call, decision });
  }
  return out;
}
