import { isCelTime, type CelTime } from './cel-time';

/**
 * Values of the small CEL interpreter: null, bool, int (bigint), double (number), string, list (array),
 * map (a JS Map keyed by string, int or bool) and timestamps/durations (plain protobuf-shaped objects).
 */
export type SmallValue = null | boolean | bigint | number | string | readonly SmallValue[] | SmallMap | CelTime;

/** A CEL map: keys are strings (from data), or ints, bools and strings (from map literals). */
export type SmallMap = ReadonlyMap<string | bigint | boolean, SmallValue>;

/** A CEL error as a value: errors flow through `&&`, `||` and comprehensions as @bufbuild/cel's do. */
export class CelErr {
  constructor(readonly message: string) {}
}

/**
 * A number that is a CEL double even when it is whole (a `number` field holding 3): plain JS numbers
 * that are safe integers become ints, as the full evaluator's input conversion does.
 */
export class CelDouble {
  constructor(readonly value: number) {}
}

/** A value the small interpreter does not model (bytes, uint, other protobuf messages): hand it to the full evaluator. */
export class Unsupported extends Error {}

/** A failure that ends the whole evaluation, where @bufbuild/cel throws rather than returning an error value. */
export class Abort extends Error {}

/**
 * How many loop steps of list macros (`all`, `exists`, `exists_one`, `map`, `filter`) one evaluation may
 * take: a few milliseconds of work. A rule of real specs takes a step per item of the lists it reads
 * (`record.lines.all(l, l.qty > 0)`: one per line); two levels over 200 × 200 items is 40,000.
 */
export const MAX_EVAL_STEPS = 50_000;

/** Ends an evaluation past `MAX_EVAL_STEPS` (the rule is then "could not be checked", never passed). */
export class TooCostly extends Abort {
  constructor() {
    super(`This expression would take more than ${MAX_EVAL_STEPS.toLocaleString('en')} steps over these values; it was not evaluated.`);
  }
}

/** Raised when input values nest too deeply (or refer to themselves). */
export class TooDeep extends Error {}

/** How deep binding values may nest (a guard against cycles). */
export const MAX_VALUE_DEPTH = 64;

/**
 * Converts a plain JS value exactly as the full evaluator's `toCelInput` does: safe integers become
 * ints, other numbers doubles, arrays lists, objects and Maps maps (undefined properties left out),
 * Dates timestamps; google.protobuf Timestamp/Duration objects pass through.
 */
export function toSmall(value: unknown, depth = 0): SmallValue {
  if (depth > MAX_VALUE_DEPTH) throw new TooDeep();
  switch (typeof value) {
    case 'number':
      return Number.isSafeInteger(value) ? BigInt(value) : value;
    case 'string':
    case 'boolean':
    case 'bigint':
      return value;
    case 'object':
      break;
    default:
      throw new Unsupported(`unsupported input ${typeof value}`);
  }
  if (value === null) return null;
  if (value instanceof CelDouble) return value.value;
  if (value instanceof Date) {
    const ms = value.getTime();
    const seconds = Math.floor(ms / 1000);
    return { $typeName: 'google.protobuf.Timestamp', seconds: BigInt(seconds), nanos: (ms - seconds * 1000) * 1e6 };
  }
  if (value instanceof Uint8Array) throw new Unsupported('bytes');
  if (typeof (value as { $typeName?: unknown }).$typeName === 'string') {
    if (isCelTime(value) && typeof value.seconds === 'bigint' && typeof value.nanos === 'number') return value;
    throw new Unsupported('message');
  }
  if (Array.isArray(value)) {
    return value.map((v: unknown) => {
      if (v === undefined) throw new Unsupported('undefined in a list');
      return toSmall(v, depth + 1);
    });
  }
  const map = new Map<string, SmallValue>();
  const entries: Iterable<[unknown, unknown]> = value instanceof Map ? value.entries() : Object.entries(value);
  for (const [k, v] of entries) if (v !== undefined) map.set(String(k), toSmall(v, depth + 1));
  return map;
}

/** Converts a result to plain JS as the full evaluator's `fromCel` does. */
export function fromSmall(value: SmallValue, depth = 0): unknown {
  if (depth > MAX_VALUE_DEPTH) throw new TooDeep();
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (value === null || typeof value !== 'object') return value;
  if (isList(value)) return value.map((v) => fromSmall(v, depth + 1));
  if (value instanceof Map) {
    const out = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of value) out[String(k)] = fromSmall(v, depth + 1);
    return out;
  }
  const t = value as CelTime;
  if (t.$typeName === 'google.protobuf.Timestamp') return new Date(Number(t.seconds) * 1000 + Math.round(t.nanos / 1e6));
  return Number(t.seconds) * 1000 + Math.trunc(t.nanos / 1e6);
}

/** Lists made by `+`: @bufbuild/cel's concatenated lists answer a NaN index with "out of bounds" instead of aborting. */
const concatenated = new WeakSet<readonly SmallValue[]>();

/** A new list `l + r`, remembered as concatenated. */
export function concatLists(l: readonly SmallValue[], r: readonly SmallValue[]): readonly SmallValue[] {
  const out = [...l, ...r];
  concatenated.add(out);
  return out;
}

/** True for a list made by `+`. */
export function isConcatenated(list: readonly SmallValue[]): boolean {
  return concatenated.has(list);
}

/** True for a list. */
export function isList(v: SmallValue | CelErr): v is readonly SmallValue[] {
  return Array.isArray(v);
}

/** True for a map. */
export function isMap(v: SmallValue | CelErr): v is SmallMap {
  return v instanceof Map;
}

/** The CEL type name, as @bufbuild/cel prints it in "no matching overload" messages. */
export function typeName(v: SmallValue): string {
  switch (typeof v) {
    case 'bigint':
      return 'int';
    case 'boolean':
      return 'bool';
    case 'number':
      return 'double';
    case 'string':
      return 'string';
  }
  if (v === null) return 'null_type';
  if (isList(v)) return 'list';
  if (isMap(v)) return 'map';
  return v.$typeName;
}

/** The type as @bufbuild/cel's type objects print in templates ("list(dyn)", "map(dyn, dyn)"). */
export function typeString(v: SmallValue): string {
  const name = typeName(v);
  return name === 'list' ? 'list(dyn)' : name === 'map' ? 'map(dyn, dyn)' : name;
}

/** A map lookup as @bufbuild/cel's NativeMap.get: an integral double finds an int key; undefined when absent. */
export function mapGet(map: SmallMap, key: SmallValue): SmallValue | undefined {
  let k = key;
  if (typeof k === 'number') {
    if (!Number.isInteger(k)) return undefined;
    k = BigInt(k);
  }
  if (typeof k !== 'string' && typeof k !== 'bigint' && typeof k !== 'boolean') return undefined;
  return map.get(k);
}

/** CEL equality as @bufbuild/cel's `equals`: numbers compare across int and double; other kinds must match. */
export function celEquals(l: SmallValue, r: SmallValue): boolean {
  if (l === r) return true;
  if ((typeof l === 'number' || typeof l === 'bigint') && (typeof r === 'number' || typeof r === 'bigint')) {
    return l == r;
  }
  if (l === null || r === null || typeof l !== 'object' || typeof r !== 'object') return false;
  if (isList(l)) {
    if (!isList(r) || l.length !== r.length) return false;
    for (let i = 0; i < l.length; i++) if (!celEquals(l[i] as SmallValue, r[i] as SmallValue)) return false;
    return true;
  }
  if (isMap(l)) {
    if (!isMap(r) || l.size !== r.size) return false;
    for (const [k, v] of l) {
      const rv = mapGet(r, k);
      if (rv === undefined || !celEquals(v, rv)) return false;
    }
    return true;
  }
  if (isList(r) || isMap(r)) return false;
  return l.$typeName === r.$typeName && l.seconds === r.seconds && l.nanos === r.nanos;
}
