import { buildStateMachine } from '../model/state-machine';
import type { Transition } from '../spec/transition';
import type { Located, Span } from '../source/span';
import type { Call } from '../spec/call';
import type { Entity } from '../spec/entity';
import type { PointNumber } from '../spec/point';
import type { Rule } from '../spec/rule';
import type { AppChild, AppEntity, AppMachine, AppNested, AppReference, AppRule, SourceRef } from './app-model';
import { toAppPhrase } from './app-phrase';
import { toAppType } from './app-type';
import type { EntityCalls } from '../model/bind-calls';
import { labelOf } from './label-of';
import { referenceOf } from '../model/bind-calls';
import { onDeleteOf } from './relation-phrases';

/** An entity's reference fields (point 3), in field order. */
export function referencesOf(entity: Entity): AppReference[] {
  const out: AppReference[] = [];
  for (const f of entity.fields) {
    const r = referenceOf(f.type);
    if (r) out.push({ field: f.name.value, entity: r.entity, many: r.many, onDelete: onDeleteOf(f.notes) });
  }
  return out;
}

function ruleOf(rule: Rule, source: SourceRef, fill: (s: string) => string): AppRule {
  const body = rule.body;
  const check: AppRule['check'] =
    body.kind === 'expression'
      ? { kind: 'expression', source: body.expression.source }
      : body.phrase
        ? { kind: 'phrase', phrase: toAppPhrase(body.phrase) }
        : { kind: 'not-executable', text: body.text.value };
  return {
    field: rule.field.value,
    check,
    message: rule.message && rule.message.value.trim() !== '' ? fill(rule.message.value) : null,
    source,
  };
}

/**
 * Compiles one entity of point 3: labelled fields (editable unless the id or the state field), its
 * state machine, its rules as data and the ids of the calls that serve it. `declared` is its
 * `State field:` line (stateFieldDeclOf), `own` its transitions and rules in spec order (both found
 * once by the caller, so compiling stays linear).
 */
export function compileEntity(
  entity: Entity,
  declared: Located<string> | null,
  ec: EntityCalls | undefined,
  idOf: (call: Call | null | undefined) => string | null,
  at: (point: PointNumber | null, span: Span) => SourceRef,
  fill: (s: string) => string,
  own: { readonly transitions: readonly Transition[]; readonly rules: readonly Rule[] },
  children: readonly AppChild[] = [],
): AppEntity {
  const name = entity.name.value;
  const sm = buildStateMachine(entity, declared, own.transitions);
  const stateField = sm?.field?.name.value ?? null;
  const generatedId = !entity.fields.some((f) => f.name.value === 'id');
  const machine: AppMachine | null =
    sm && stateField !== null
      ? {
          field: stateField,
          states: [...sm.states],
          initial: sm.initial,
          transitions: sm.transitions.map((t) => ({
            from: t.from.value,
            event: t.event.value,
            to: t.to.value,
            guard: t.guard ? t.guard.source : null,
            roles: t.roles.map((r) => r.value),
            source: at(4, t.span),
          })),
        }
      : null;
  const transitions: { event: string; call: string }[] = [];
  if (ec)
    for (const [event, call] of ec.transitions) {
      const id = idOf(call);
      if (id !== null) transitions.push({ event, call: id });
    }
  return {
    name,
    idField: 'id',
    generatedId,
    fields: entity.fields.map((f) => {
      const isId = f.name.value === 'id';
      const isState = f.name.value === stateField;
      return {
        name: f.name.value,
        label: labelOf(f.name.value),
        type: toAppType(f.type),
        required: f.required === true,
        isId,
        isState,
        editable: !isId && !isState,
        notes: f.notes,
        source: at(3, f.span),
      };
    }),
    machine,
    rules: own.rules.map((r) => ruleOf(r, at(5, r.span), fill)),
    calls: {
      list: idOf(ec?.list),
      detail: idOf(ec?.detail),
      create: idOf(ec?.create),
      update: idOf(ec?.update),
      delete: idOf(ec?.delete),
      transitions,
    },
    references: referencesOf(entity),
    children,
    nested: (ec?.nested ?? []).flatMap((n): AppNested[] => {
      const id = idOf(n.call);
      return id === null ? [] : [{ slot: n.slot, call: id, param: n.param, parent: n.parent, field: n.field, many: n.many }];
    }),
    source: at(3, entity.span),
  };
}
