import { create } from '@bufbuild/protobuf';
import { DurationSchema } from '@bufbuild/protobuf/wkt';
import { evaluateCel } from '../expression/evaluate';
import type { AppModel } from './app-model';

const constantsCache = new WeakMap<AppModel, Record<string, unknown>>();

/**
 * The constants of point 9 as expressions see them: numbers, booleans and strings as they are,
 * durations as CEL durations (so `timestamp(x) - now >= CANCEL_NOTICE` compares durations).
 */
export function constantBindings(app: AppModel): Readonly<Record<string, unknown>> {
  let out = constantsCache.get(app);
  if (!out) {
    out = Object.create(null) as Record<string, unknown>;
    for (const c of app.constants) {
      if (c.name in out) continue;
      if (c.kind === 'duration' && typeof c.value === 'number') {
        const ms = Math.trunc(c.value);
        out[c.name] = create(DurationSchema, { seconds: BigInt(Math.trunc(ms / 1000)), nanos: (ms % 1000) * 1e6 });
      } else out[c.name] = c.value;
    }
    constantsCache.set(app, out);
  }
  return out;
}

/** What an expression of the app may see besides the constants. */
export interface CelScope {
  readonly record?: Readonly<Record<string, unknown>>;
  readonly user?: Readonly<Record<string, unknown>>;
  readonly value?: unknown;
  readonly now?: Date;
}

/** The outcome of a condition: true, false, or why it could not be evaluated (a non-boolean result counts as a failure). */
export type ConditionResult = { readonly ok: true; readonly value: boolean } | { readonly ok: false; readonly message: string };

/** Evaluates a condition with the constants and the given names in scope (names shadow constants). Never throws. */
export function evaluateCondition(app: AppModel, source: string, scope: CelScope): ConditionResult {
  const bindings = Object.assign(Object.create(null) as Record<string, unknown>, constantBindings(app));
  if (scope.record !== undefined) bindings.record = scope.record;
  if (scope.user !== undefined) bindings.user = scope.user;
  if (scope.value !== undefined) bindings.value = scope.value;
  bindings.now = scope.now ?? new Date();
  const result = evaluateCel(source, bindings);
  if (!result.ok) return result;
  if (typeof result.value !== 'boolean') return { ok: false, message: `it gives ${typeof result.value === 'string' ? 'a string' : typeof result.value}, not true or false` };
  return { ok: true, value: result.value };
}
