import { celReferences } from '../expression/cel-references';
import { celDuration } from '../expression/cel-time';
import { evaluateCel } from '../expression/evaluate';
import { createLruCache } from '../expression/lru-cache';
import { findEntity } from './app-lookup';
import type { AppEntity, AppModel } from './app-model';
import { appTimeZone, celRecordOf, celValueOf, fieldTypesOf } from './cel-values';

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
        out[c.name] = celDuration(c.value);
      } else out[c.name] = c.value;
    }
    constantsCache.set(app, out);
  }
  return out;
}

/** What an expression of the app may see besides the constants. */
export interface CelScope {
  /**
   * The entity `record` (and `value`, with `field`) belong to: its field types give the values their
   * CEL types (dates as timestamps, numbers as doubles…). Without it values keep their JSON forms.
   */
  readonly entity?: AppEntity | string;
  /** The field `value` is, for its type. */
  readonly field?: string;
  readonly record?: Readonly<Record<string, unknown>>;
  readonly user?: Readonly<Record<string, unknown>>;
  readonly value?: unknown;
  readonly now?: Date;
}

/** The outcome of a condition: true, false, or why it could not be evaluated (a non-boolean result counts as a failure). */
export type ConditionResult = { readonly ok: true; readonly value: boolean } | { readonly ok: false; readonly message: string };

/** Per expression and root name: the fields it selects, or null when it uses the whole value. */
const usedFields = createLruCache<string, ReadonlyMap<string, readonly string[] | null>>(5000);

function fieldsUsed(source: string): ReadonlyMap<string, readonly string[] | null> {
  let used = usedFields.get(source);
  if (used === undefined) {
    const map = new Map<string, string[] | null>();
    for (const ref of celReferences(source) ?? []) {
      const field = ref.path[0];
      const known = map.get(ref.root);
      if (field === undefined || known === null) map.set(ref.root, null);
      else map.set(ref.root, [...(known ?? []), field]);
    }
    used = map;
    usedFields.set(source, used);
  }
  return used;
}

/** Only the fields an expression selects, so large records are not converted for CEL in full. */
function slim(value: Readonly<Record<string, unknown>>, fields: readonly string[] | null | undefined): Readonly<Record<string, unknown>> {
  if (fields === null || fields === undefined) return value;
  const out = Object.create(null) as Record<string, unknown>;
  for (const f of fields) if (Object.prototype.hasOwnProperty.call(value, f)) out[f] = value[f];
  return out;
}

/** Evaluates a condition with the constants and the given names in scope (names shadow constants). Never throws. */
export function evaluateCondition(app: AppModel, source: string, scope: CelScope): ConditionResult {
  // Only the names the expression uses are bound: converting values for CEL is most of the cost.
  const used = fieldsUsed(source);
  const constants = constantBindings(app);
  const bindings = Object.create(null) as Record<string, unknown>;
  for (const name of used.keys()) if (name in constants) bindings[name] = constants[name];
  const entity = typeof scope.entity === 'string' ? findEntity(app, scope.entity) : scope.entity;
  const zone = appTimeZone(app);
  if (scope.record !== undefined && used.has('record')) {
    const record = slim(scope.record, used.get('record'));
    bindings.record = entity ? celRecordOf(entity, record, zone) : record;
  }
  if (scope.user !== undefined && used.has('user')) bindings.user = slim(scope.user, used.get('user'));
  if (scope.value !== undefined && used.has('value')) {
    const type = entity && scope.field !== undefined ? fieldTypesOf(entity).get(scope.field) : undefined;
    bindings.value = type ? celValueOf(type, scope.value, zone) : scope.value;
  }
  if (used.has('now')) bindings.now = scope.now ?? new Date();
  const result = evaluateCel(source, bindings, { timeZone: zone });
  if (!result.ok) return result;
  if (typeof result.value !== 'boolean')
    return { ok: false, message: `it gives ${typeof result.value === 'string' ? 'a string' : typeof result.value}, not true or false` };
  return { ok: true, value: result.value };
}
