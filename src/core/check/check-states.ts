import { checkMessages as m } from '../diagnostics/messages-check';
import type { Located, Span } from '../source/span';
import type { Field } from '../spec/entity';
import type { Transition } from '../spec/transition';
import type { CheckContext } from './check-context';
import { buildStateMachine, type StateMachine } from '../model/state-machine';
import { createSuggester, type Suggester } from '../words/suggest';

/** The span of a value inside an enumeration type's text, else the whole type. */
function valueSpan(field: Field, value: string): Span {
  const { value: text, span } = field.typeText;
  if (span.to - span.from !== text.length) return span;
  let at = text.indexOf(value);
  while (at !== -1) {
    const before = text[at - 1];
    const after = text[at + value.length];
    const boundary = (c: string | undefined): boolean => c === undefined || !/[\p{L}\p{N}_-]/u.test(c);
    if (boundary(before) && boundary(after)) return { from: span.from + at, to: span.from + at + value.length };
    at = text.indexOf(value, at + 1);
  }
  return span;
}

function checkMachine(cx: CheckContext, machine: StateMachine, first: Transition): void {
  const { entity, field, declared, states } = machine;
  if (!field) {
    if (declared) {
      cx.sink.report(
        'unknown-field',
        declared.span,
        m.unknownField(entity, declared.value, cx.suggestField(entity).suggest(declared.value)),
        4,
      );
    } else {
      cx.sink.report('no-state-field', (first.entity ?? first.from).span, m.noStateField(entity), 4);
    }
    return;
  }
  if (field.type.kind !== 'enum') {
    cx.sink.report('no-state-field', (declared ?? field.name).span, m.stateFieldNotEnum(entity, field.name.value), 4);
    return;
  }
  const known = new Set(states);
  let suggester: Suggester | null = null;
  const suggest = (state: Located<string>): void => {
    if (known.has(state.value) || state.value.trim() === '') return;
    suggester ??= createSuggester(states);
    cx.sink.report('unknown-state', state.span, m.unknownState(state.value, entity, states, suggester.suggest(state.value)), 4);
  };
  // Walk from the initial state along transitions between known states.
  const next = new Map<string, string[]>();
  for (const t of machine.transitions) {
    suggest(t.from);
    suggest(t.to);
    const targets = next.get(t.from.value);
    if (targets) targets.push(t.to.value);
    else next.set(t.from.value, [t.to.value]);
  }
  const reached = new Set<string>();
  const queue = machine.initial !== null ? [machine.initial] : [];
  for (let state = queue.pop(); state !== undefined; state = queue.pop()) {
    if (reached.has(state)) continue;
    reached.add(state);
    for (const to of next.get(state) ?? []) if (!reached.has(to)) queue.push(to);
  }
  for (const state of states) {
    if (!reached.has(state))
      cx.sink.report('unreachable-state', valueSpan(field, state), m.unreachableState(state, entity, machine.initial ?? ''), 4);
  }
}

/**
 * State machines: every entity with transitions needs a state field (`no-state-field`), From/To must be
 * its values (`unknown-state`), and a value no path of transitions reaches from the initial state is
 * `unreachable-state`. Returns the machines by entity name for later passes.
 */
export function checkStates(cx: CheckContext): Map<string, StateMachine> {
  const byEntity = new Map<string, Transition[]>();
  for (const t of cx.spec.transitions) {
    if (!t.entity || !cx.entities.has(t.entity.value)) continue;
    const list = byEntity.get(t.entity.value);
    if (list) list.push(t);
    else byEntity.set(t.entity.value, [t]);
  }
  const declared = new Map<string, Located<string>>();
  for (const d of cx.spec.stateFields) if (!declared.has(d.entity.value)) declared.set(d.entity.value, d.field);
  const machines = new Map<string, StateMachine>();
  for (const [name, transitions] of byEntity) {
    const entity = cx.entities.get(name);
    if (!entity) continue;
    const machine = buildStateMachine(entity, declared.get(name) ?? entity.stateField, transitions);
    machines.set(name, machine);
    checkMachine(cx, machine, transitions[0] as Transition);
  }
  return machines;
}
