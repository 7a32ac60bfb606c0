import { celFieldUses } from '../expression/cel-field-uses';
import type { AppModel } from './app-model';

/** The input a simulated user's field gets: a checkbox, a number, or text. */
export type UserFieldKind = 'boolean' | 'number' | 'text';

/** The spec's expressions that may read `user.X`: permission conditions, guards and rule expressions. */
function expressionsOf(app: AppModel): string[] {
  const out: string[] = [];
  for (const p of app.permissions) if (p.when !== null) out.push(p.when);
  for (const e of app.entities) {
    for (const t of e.machine?.transitions ?? []) if (t.guard !== null) out.push(t.guard);
    for (const r of e.rules) if (r.check.kind === 'expression') out.push(r.check.source);
  }
  return out;
}

/**
 * The input each simulated user's field gets, from how the spec's conditions use it, read from each
 * expression's parsed CEL (core's celFieldUses): used as a condition on its own (`user.canRefund`,
 * `!user.isAdmin && …`) or compared with `true`/`false` → boolean; in arithmetic (`user.age + 1 > 18`),
 * ordered with `<`/`>`, or compared with a number → number; anything else (text, a value of unknown
 * type, a field selected further, uses that disagree, an expression that does not parse) → text.
 */
export function userFieldKinds(app: AppModel): Map<string, UserFieldKind> {
  const seen = new Map<string, UserFieldKind | 'mixed'>();
  for (const text of expressionsOf(app)) {
    for (const { field, kind } of celFieldUses(text, 'user') ?? []) {
      const before = seen.get(field);
      if (kind === null) {
        if (before === undefined) seen.set(field, 'text');
        else if (before !== 'text') seen.set(field, 'mixed');
      } else if (before === undefined) seen.set(field, kind);
      else if (before !== kind) seen.set(field, 'mixed');
    }
  }
  const out = new Map<string, UserFieldKind>();
  for (const [field, kind] of seen) out.set(field, kind === 'mixed' ? 'text' : kind);
  return out;
}

/** A field's input value as the simulated user holds it: numbers as numbers when they read as one. */
export function userValueOf(kind: UserFieldKind, input: string | boolean): unknown {
  if (kind === 'boolean') return input === true;
  if (typeof input !== 'string') return input;
  if (kind === 'number' && input.trim() !== '' && Number.isFinite(Number(input))) return Number(input);
  return input;
}
