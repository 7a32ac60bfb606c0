import { compileMessages as m } from '../diagnostics/messages-compile';
import { userBinding, type Actor } from './actor';
import type { AppEntity, AppModel, AppTransition } from './app-model';
import { findError } from './app-lookup';
import { evaluateCondition } from './cel-scope';
import { ownValue } from './own-property';
import { canDo, type Decision } from './permissions';

/**
 * One step of a record's state machine, decided once for the backend (which performs it) and the running
 * app (which offers the events that may happen). Pure, like XState's `transition(machine, state, event)`:
 * given the record, the event and the actor it returns the next record or why not, and changes nothing.
 */
export type TransitionStep =
  | {
      readonly ok: true;
      readonly transition: AppTransition;
      /** The record in its new state: a copy with the state field set to the transition's To. */
      readonly next: Readonly<Record<string, unknown>>;
    }
  | {
      readonly ok: false;
      /**
       * What refused it: the entity has no state machine, no transition of the event starts from the record's
       * state, the actor's role may not (point 4's Roles, point 6's grants) or the guard does not hold.
       */
      readonly refusal: 'no-machine' | 'wrong-state' | 'role' | 'guard';
      /** Why, in the spec's words (the catalogue's message for a guard), never in CEL's. */
      readonly reason: string;
    };

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
 * Whether one of `entity`'s transitions may happen to `record` for `actor` now: the role first (point 4's
 * Roles and point 6's grants, via `canDo`), then the transition's guard.
 */
export function decideTransition(
  app: AppModel,
  actor: Actor,
  entity: AppEntity,
  transition: AppTransition,
  record: Readonly<Record<string, unknown>>,
  now?: Date,
): TransitionStep {
  const role = canDo(app, actor, transition.event, entity.name, record, now);
  if (!role.ok) return { ok: false, refusal: 'role', reason: role.reason };
  const guard = guardDecision(app, actor, transition.event, transition.guard, record, now, entity.name);
  if (!guard.ok) return { ok: false, refusal: 'guard', reason: guard.reason };
  const field = entity.machine?.field;
  return { ok: true, transition, next: field === undefined ? { ...record } : { ...record, [field]: transition.to } };
}

/**
 * The step `event` takes `record` of `entity` through: the first transition of the event from the record's
 * state (its own state field's value), decided by `decideTransition`; refused when the entity has no
 * machine or no transition of the event starts from that state (the reason names the states it starts from).
 */
export function transitionStep(
  app: AppModel,
  actor: Actor,
  entity: AppEntity,
  record: Readonly<Record<string, unknown>>,
  event: string,
  now?: Date,
): TransitionStep {
  const machine = entity.machine;
  if (!machine) return { ok: false, refusal: 'no-machine', reason: m.badState() };
  const state = ownValue(record, machine.field);
  const transition = machine.transitions.find((t) => t.event === event && t.from === state);
  if (!transition) {
    const from = machine.transitions.filter((t) => t.event === event).map((t) => t.from);
    return { ok: false, refusal: 'wrong-state', reason: m.wrongState(event, String(state), from) };
  }
  return decideTransition(app, actor, entity, transition, record, now);
}
