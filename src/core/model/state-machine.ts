import type { Located } from '../source/span';
import type { Entity, Field } from '../spec/entity';
import type { Spec } from '../spec/spec';
import type { Transition } from '../spec/transition';

/** An entity's state machine as point 3 and point 4 give it. */
export interface StateMachine {
  readonly entity: string;
  /** The state field: the one a `State field:` line names, else the enumeration named `status` or `state`. */
  readonly field: Field | null;
  /** The `State field:` line's name when one is given (it may name no field, or a non-enumeration). */
  readonly declared: Located<string> | null;
  /** The state field's values in order; empty without a usable state field. */
  readonly states: readonly string[];
  /** The value noted "starts as X" on the field, else the first transition's From; null without transitions. */
  readonly initial: string | null;
  readonly transitions: readonly Transition[];
}

/** The value after "starts as" in a field's notes (backticks and quotes dropped), or null. */
export function startsAs(notes: string): string | null {
  const at = notes.toLowerCase().indexOf('starts as');
  if (at === -1) return null;
  let i = at + 'starts as'.length;
  while (i < notes.length && ' \t`"\'*_'.includes(notes[i] as string)) i++;
  let j = i;
  while (j < notes.length && /[\p{L}\p{N}_-]/u.test(notes[j] as string)) j++;
  return j > i ? notes.slice(i, j) : null;
}

/** Resolves an entity's state field from its declaration (if any) and its fields. */
export function resolveStateField(entity: Entity, declared: Located<string> | null): Field | null {
  if (declared) return entity.fields.find((f) => f.name.value === declared.value) ?? null;
  return (
    entity.fields.find((f) => f.name.value === 'status' && f.type.kind === 'enum') ??
    entity.fields.find((f) => f.name.value === 'state' && f.type.kind === 'enum') ??
    null
  );
}

/** Builds the machine from an entity, its declaration and its transitions (in spec order). */
export function buildStateMachine(entity: Entity, declared: Located<string> | null, transitions: readonly Transition[]): StateMachine {
  const field = resolveStateField(entity, declared);
  const states = field && field.type.kind === 'enum' ? field.type.values : [];
  const noted = field ? startsAs(field.notes) : null;
  const initial = noted !== null && states.includes(noted) ? noted : (transitions[0]?.from.value ?? null);
  return { entity: entity.name.value, field, declared, states, initial, transitions };
}

/** The `State field:` line for an entity: point 4's, else the one under the entity in point 3. */
export function stateFieldDeclOf(spec: Spec, entity: Entity): Located<string> | null {
  return spec.stateFields.find((d) => d.entity.value === entity.name.value)?.field ?? entity.stateField;
}

/** The state machine of an entity (first declaration of the name), or null when point 3 does not declare it. */
export function stateMachineOf(spec: Spec, entityName: string): StateMachine | null {
  const entity = spec.entities.find((e) => e.name.value === entityName);
  if (!entity) return null;
  const transitions = spec.transitions.filter((t) => t.entity?.value === entityName);
  return buildStateMachine(entity, stateFieldDeclOf(spec, entity), transitions);
}
