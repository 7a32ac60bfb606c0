import { checkMessages as m } from '../diagnostics/messages-check';
import type { Located } from '../source/span';
import type { PointNumber } from '../spec/point';
import type { Permission } from '../spec/role';
import type { Call } from '../spec/call';
import type { Operand, Rule } from '../spec/rule';
import type { Screen } from '../spec/screen';
import type { Transition } from '../spec/transition';
import type { CheckContext } from './check-context';
import { createSuggester } from '../words/suggest';

/** The actions every entity has; anything else in a permission's Can is an event of point 4. */
export const CRUD_ACTIONS: ReadonlySet<string> = new Set(['read', 'create', 'update', 'delete']);

/** Whether a Can item is one of read/create/update/delete (any case). */
export function isCrudAction(action: string): boolean {
  return CRUD_ACTIONS.has(action.toLowerCase());
}

// Lists are walked by index in this module's loops: a for…of over a model list allocated a step object per
// item in these once-per-check passes.

function checkRoles(cx: CheckContext, roles: readonly Located<string>[], point: PointNumber): void {
  for (let i = 0; i < roles.length; i++) {
    const r = roles[i] as Located<string>;
    if (cx.roles.has(r.value) || r.value.trim() === '') continue;
    cx.sink.report('unknown-role', r.span, m.unknownRole(r.value, cx.suggestRole.suggest(r.value)), point);
  }
}

function checkOperand(cx: CheckContext, operand: Operand): void {
  if (operand.kind !== 'constant' || cx.constants.has(operand.name)) return;
  cx.sink.report('unknown-constant', operand.span, m.unknownConstant(operand.name, cx.suggestConstant.suggest(operand.name)), 5);
}

function checkActions(cx: CheckContext, p: Permission, suggestAction: () => ReturnType<typeof createSuggester>): void {
  for (let i = 0; i < p.can.length; i++) {
    const action = p.can[i] as Located<string>;
    if (isCrudAction(action.value) || action.value.trim() === '') continue;
    const owners = cx.events.get(action.value);
    if (!owners) {
      cx.sink.report('unknown-action', action.span, m.unknownAction(action.value, suggestAction().suggest(action.value)), 6);
      continue;
    }
    const on = p.on.map((o) => o.value).filter((name) => cx.entities.has(name));
    // Transitions without an Entity cell (the parser already reported it) match any entity.
    if (on.length === 0 || owners.has('') || on.some((name) => owners.has(name))) continue;
    cx.sink.report('unknown-event', action.span, m.unknownEvent(action.value, on, [...owners]), 6);
  }
}

/**
 * Roles (screens, transitions, permissions, calls), error codes in calls, constants in rule operands
 * and the actions of permissions. Role and error-code references are only checked when points 6 and 8
 * declare some: without them, the point's status already names the gap.
 */
export function checkNameReferences(cx: CheckContext): void {
  const { spec } = cx;
  if (cx.roles.size > 0) {
    for (let i = 0; i < spec.screens.length; i++) checkRoles(cx, (spec.screens[i] as Screen).roles, 2);
    for (let i = 0; i < spec.transitions.length; i++) checkRoles(cx, (spec.transitions[i] as Transition).roles, 4);
    for (let i = 0; i < spec.permissions.length; i++) checkRoles(cx, [(spec.permissions[i] as Permission).role], 6);
    for (let i = 0; i < spec.calls.length; i++) checkRoles(cx, (spec.calls[i] as Call).roles, 7);
  }
  if (cx.errors.size > 0) {
    for (let i = 0; i < spec.calls.length; i++) {
      const errors = (spec.calls[i] as Call).errors;
      for (let k = 0; k < errors.length; k++) {
        const e = errors[k] as Located<string>;
        if (cx.errors.has(e.value) || e.value.trim() === '') continue;
        cx.sink.report('unknown-error-code', e.span, m.unknownErrorCode(e.value, cx.suggestError.suggest(e.value)), 7);
      }
    }
  }
  for (let i = 0; i < spec.rules.length; i++) {
    const rule = spec.rules[i] as Rule;
    if (rule.body.kind !== 'phrase' || !rule.body.phrase) continue;
    const phrase = rule.body.phrase;
    if (phrase.kind === 'between') {
      checkOperand(cx, phrase.min);
      checkOperand(cx, phrase.max);
    } else if (phrase.kind === 'maxLength' || phrase.kind === 'minLength' || phrase.kind === 'max' || phrase.kind === 'min') {
      checkOperand(cx, phrase.n);
    }
  }
  let actions: ReturnType<typeof createSuggester> | null = null;
  const suggestAction = (): ReturnType<typeof createSuggester> => (actions ??= createSuggester([...CRUD_ACTIONS, ...cx.events.keys()]));
  for (let i = 0; i < spec.permissions.length; i++) checkActions(cx, spec.permissions[i] as Permission, suggestAction);
}
