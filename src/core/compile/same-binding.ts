import type { CallBinding, EntityCalls } from '../model/bind-calls';

const SLOTS = ['list', 'detail', 'create', 'update', 'delete'] as const;

function sameEntityCalls(a: EntityCalls, b: EntityCalls): boolean {
  for (const slot of SLOTS) if (a[slot] !== b[slot]) return false;
  if (a.transitions.size !== b.transitions.size || a.nested.length !== b.nested.length) return false;
  for (let i = 0; i < a.nested.length; i++) {
    const x = a.nested[i];
    const y = b.nested[i];
    if (
      !x ||
      !y ||
      x.call !== y.call ||
      x.slot !== y.slot ||
      x.param !== y.param ||
      x.parent !== y.parent ||
      x.field !== y.field ||
      x.many !== y.many
    )
      return false;
  }
  const others = b.transitions.entries();
  for (const [event, call] of a.transitions) {
    const other = others.next();
    if (other.done || other.value[0] !== event || other.value[1] !== call) return false;
  }
  return true;
}

/** True when two bindings bind the same calls to the same slots, in the same order (what compiling reads). */
export function sameBinding(a: CallBinding, b: CallBinding): boolean {
  if (a === b) return true;
  if (a.entities.size !== b.entities.size) return false;
  const others = b.entities.entries();
  for (const [name, calls] of a.entities) {
    const other = others.next();
    if (other.done || other.value[0] !== name || !sameEntityCalls(calls, other.value[1])) return false;
  }
  return true;
}
