import {
  CelScalar,
  celEnv,
  celMethod,
  isCelError,
  isCelList,
  isCelMap,
  isCelType,
  isCelUint,
  objectType,
  plan,
  type CelValue,
} from '@bufbuild/cel';
import { isMessage } from '@bufbuild/protobuf';
import { isReflectMessage } from '@bufbuild/protobuf/reflect';
import { DurationSchema, TimestampSchema, timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { TIMESTAMP_ACCESSORS, timestampAccessor, TIMESTAMP as TIMESTAMP_NAME } from './cel-time';
import { registerFullCel, type CelEvalResult } from './evaluate';
import { createLruCache } from './lru-cache';
import { parseCel } from './parse-cel';
import { loadRegexEngine } from './regex-engine';
import { CelDouble, MAX_VALUE_DEPTH, TooDeep } from './small-values';

/**
 * The full @bufbuild/cel evaluator (with @bufbuild/protobuf's well-known types, about 68 KB gzip).
 * Importing this module registers it with `evaluateCel`, which then uses it for expressions outside the
 * small interpreter's subset. Node, tests and the CLI import it eagerly; the browser loads it with
 * `loadFullCel()` only when an app's expressions need it.
 */

type Planned = ReturnType<typeof plan>;

/**
 * The timestamp accessors: without a zone (`value.getHours()`) they read the app's zone
 * (`withTimeZone`) instead of UTC; with one they read it as @bufbuild/cel's do, except that local
 * midnight reads hour 0 of its own day (@bufbuild/cel 0.6.1 formats IANA zones with `hour12: false`,
 * which gives hour 24 of the day before and so the next day's date at midnight).
 */
const zonedAccessors = [...TIMESTAMP_ACCESSORS.keys()].flatMap((name) => {
  const read = (t: { seconds: bigint; nanos: number }, zone?: string): bigint =>
    timestampAccessor(name, { $typeName: TIMESTAMP_NAME, seconds: t.seconds, nanos: t.nanos }, zone) ?? 0n;
  return [
    celMethod(name, objectType(TimestampSchema), [], CelScalar.INT, function (this: { message: { seconds: bigint; nanos: number } }) {
      return read(this.message);
    } as never),
    celMethod(name, objectType(TimestampSchema), [CelScalar.STRING], CelScalar.INT, function (
      this: { message: { seconds: bigint; nanos: number } },
      zone: string,
    ) {
      return read(this.message, zone);
    } as never),
  ];
});

const env = celEnv({ funcs: zonedAccessors });
const plans = createLruCache<string, Planned | string>(5000);

/**
 * Converts a plain JS value into what CEL expects: integral numbers become `int` (bigint), other
 * numbers `double`; objects (with or without a prototype) and Maps become maps, with undefined
 * properties left out so `has(record.x)` is false; arrays become lists; Dates become timestamps; protobuf messages (a Duration) pass through.
 * This is what lets `size(value) >= MIN` compare an int with MIN = 200.
 */
export function toCelInput(value: unknown, depth = 0): unknown {
  if (depth > MAX_VALUE_DEPTH) throw new TooDeep();
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : value;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof CelDouble) return value.value;
  if (value instanceof Date) return timestampFromDate(value);
  if (value instanceof Uint8Array) return value;
  if (isMessage(value)) return value;
  if (Array.isArray(value)) return value.map((v) => toCelInput(v, depth + 1));
  const map = new Map<string, unknown>();
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  for (const [k, v] of entries) if (v !== undefined) map.set(String(k), toCelInput(v, depth + 1));
  return map;
}

/** Bindings for CEL: a prototype-free object (so `constructor` is an ordinary, unbound name) of converted values. */
export function toCelBindings(values: Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const entries = values instanceof Map ? [...values.entries()] : Object.entries(values);
  for (const [k, v] of entries) if (v !== undefined) out[k] = toCelInput(v);
  return out;
}

/**
 * Converts a CEL result to plain JS: ints and uints to numbers when safe (else bigint), lists to
 * arrays, maps to prototype-free objects, timestamps to Dates, durations to milliseconds, types to names.
 */
export function fromCel(value: CelValue | unknown, depth = 0): unknown {
  if (depth > MAX_VALUE_DEPTH) throw new TooDeep();
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (value === null || typeof value !== 'object') return value;
  if (isCelUint(value)) return fromCel(value.value, depth);
  if (isCelList(value)) return [...value].map((v) => fromCel(v, depth + 1));
  if (isCelMap(value)) {
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of value) out[String(isCelUint(k) ? k.value : k)] = fromCel(v, depth + 1);
    return out;
  }
  if (isCelType(value)) return value.name;
  const message = isReflectMessage(value) ? value.message : value;
  if (isMessage(message, TimestampSchema)) return timestampDate(message);
  if (isMessage(message, DurationSchema)) return Number(message.seconds) * 1000 + Math.trunc(message.nanos / 1e6);
  return value;
}

/** The planned (compiled) form of an expression, cached by source; a string when it does not parse. */
function planned(source: string): Planned | string {
  const known = plans.get(source);
  if (known !== undefined) return known;
  const parsed = parseCel(source);
  let result: Planned | string;
  if (!parsed.ok) result = parsed.message;
  else {
    try {
      result = plan(env, parsed.ast);
    } catch (e) {
      result = e instanceof Error ? e.message : String(e);
    }
  }
  plans.set(source, result);
  return result;
}

/**
 * Evaluates any CEL expression with @bufbuild/cel (planned expressions cached, LRU of 5,000). Never
 * throws. `evaluateCel` calls it for expressions outside the small subset; tests call it to compare.
 */
export function evaluateFullCel(
  source: string,
  bindings: Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown> = {},
): CelEvalResult {
  const run = planned(source);
  if (typeof run === 'string') return { ok: false, message: run };
  try {
    const result = run(toCelBindings(bindings) as never);
    if (isCelError(result)) return { ok: false, message: result.message };
    return { ok: true, value: fromCel(result) };
  } catch (e) {
    if (e instanceof TooDeep)
      return { ok: false, message: `A value is nested more than ${MAX_VALUE_DEPTH} levels deep (or refers to itself).` };
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

registerFullCel(evaluateFullCel);
// The small interpreter's `matches` (and the rule phrase) use the same RE2 that @bufbuild/cel brings.
await loadRegexEngine();
