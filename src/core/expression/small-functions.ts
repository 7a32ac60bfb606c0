import type { RE2JS } from '@bufbuild/re2';
import {
  compareTime,
  createDuration,
  createTimestamp,
  DURATION,
  durationAccessor,
  formatDuration,
  formatTimestamp,
  isCelTime,
  parseDuration,
  parseTimestamp,
  TIMESTAMP,
  timestampAccessor,
  TIMESTAMP_ACCESSORS,
  timestampFromMs,
  type CelTime,
} from './cel-time';
import { createLruCache } from './lru-cache';
import { regexEngine } from './regex-engine';
import { celEquals, concatLists, isList, isMap, mapGet, Unsupported, type SmallValue } from './small-values';

/**
 * The functions of @bufbuild/cel's standard environment that the small interpreter implements, with
 * the same overloads (exact argument types; int and double mix only in comparisons) and the same
 * results and error messages. `undefined` means no overload matched.
 */

const MAX_INT = 9223372036854775807n;
const MIN_INT = -9223372036854775808n;

/** @bufbuild/cel's `safeInt`: an int within int64, else "int overflow during <op>". */
function safeInt(value: bigint | number | string, op = 'type conversion'): bigint {
  const n = typeof value === 'string' ? BigInt(value) : value;
  if (typeof n === 'bigint') {
    if (n >= MIN_INT && n <= MAX_INT) return n;
  } else if (Number.isFinite(n) && n > Number(MIN_INT) && n < Number(MAX_INT)) return BigInt(Math.trunc(n));
  throw new Error(`int overflow during ${op}`);
}

const isTs = (v: SmallValue): v is CelTime => isCelTime(v) && v.$typeName === TIMESTAMP;
const isDur = (v: SmallValue): v is CelTime => isCelTime(v) && v.$typeName === DURATION;

/** Compiled patterns (a bad pattern is compiled again each time, so it fails the same way). */
const patterns = createLruCache<string, RE2JS>(500);

function matches(text: string, pattern: string): boolean {
  let re = patterns.get(pattern);
  if (re === undefined) {
    const engine = regexEngine();
    // Without the engine loaded, the full evaluator (which brings its own) takes the expression.
    if (!engine) throw new Unsupported('RE2 is not loaded');
    re = engine.compile(pattern);
    patterns.set(pattern, re);
  }
  return re.test(text);
}

function stringToBool(x: string): boolean {
  if (x === 'true' || x === 'True' || x === 'TRUE' || x === 't' || x === '1') return true;
  if (x === 'false' || x === 'False' || x === 'FALSE' || x === 'f' || x === '0') return false;
  throw new Error(`Unable to convert string '${x}' to bool`);
}

/** `<`, `<=`, `>`, `>=` as a sign, for the type pairs CEL orders; undefined for others. Comparisons with NaN give NaN. */
function order(l: SmallValue, r: SmallValue): ((test: (a: never, b: never) => boolean) => boolean) | undefined {
  const tl = typeof l;
  const tr = typeof r;
  if ((tl === 'boolean' || tl === 'string' || tl === 'number' || tl === 'bigint') && tl === tr) return (t) => t(l as never, r as never);
  if (tl === 'bigint' && tr === 'number') return (t) => t(Number(l) as never, r as never);
  if (tl === 'number' && tr === 'bigint') return (t) => t(l as never, Number(r) as never);
  if ((isTs(l) && isTs(r)) || (isDur(l) && isDur(r))) return (t) => t(compareTime(l, r) as never, 0 as never);
  return undefined;
}

const COMPARE: Readonly<Record<string, (a: never, b: never) => boolean>> = {
  '_<_': (a, b) => a < b,
  '_<=_': (a, b) => a <= b,
  '_>_': (a, b) => a > b,
  '_>=_': (a, b) => a >= b,
};

function add(l: SmallValue, r: SmallValue): SmallValue | undefined {
  if (typeof l === 'bigint' && typeof r === 'bigint') return safeInt(l + r, '_+_');
  if (typeof l === 'number' && typeof r === 'number') return l + r;
  if (typeof l === 'string' && typeof r === 'string') return l + r;
  if (isList(l) && isList(r)) return concatLists(l, r);
  if (isDur(l) && isDur(r)) return createDuration(l.seconds + r.seconds, l.nanos + r.nanos);
  if ((isTs(l) && isDur(r)) || (isDur(l) && isTs(r))) return createTimestamp(l.seconds + r.seconds, l.nanos + r.nanos);
  return undefined;
}

function subtract(l: SmallValue, r: SmallValue): SmallValue | undefined {
  if (typeof l === 'bigint' && typeof r === 'bigint') return safeInt(l - r, '_-_');
  if (typeof l === 'number' && typeof r === 'number') return l - r;
  if ((isTs(l) && isTs(r)) || (isDur(l) && isDur(r))) return createDuration(l.seconds - r.seconds, l.nanos - r.nanos);
  if (isTs(l) && isDur(r)) return createTimestamp(l.seconds - r.seconds, l.nanos - r.nanos);
  return undefined;
}

function arithmetic(name: string, l: SmallValue, r: SmallValue): SmallValue | undefined {
  switch (name) {
    case '_+_':
      return add(l, r);
    case '_-_':
      return subtract(l, r);
    case '_*_':
      if (typeof l === 'bigint' && typeof r === 'bigint') return safeInt(l * r, '_*_');
      return typeof l === 'number' && typeof r === 'number' ? l * r : undefined;
    case '_/_':
      if (typeof l === 'bigint' && typeof r === 'bigint') {
        if (r === 0n) throw new Error('int divide by zero');
        return safeInt(l / r, `divide by ${r}`);
      }
      return typeof l === 'number' && typeof r === 'number' ? l / r : undefined;
    case '_%_':
      if (typeof l === 'bigint' && typeof r === 'bigint') {
        if (r === 0n) throw new Error('int modulus by zero');
        return l % r;
      }
      return undefined;
  }
  return undefined;
}

function size(x: SmallValue): SmallValue | undefined {
  if (typeof x === 'string') return BigInt([...x].length);
  if (isList(x)) return BigInt(x.length);
  if (isMap(x)) return BigInt(x.size);
  return undefined;
}

/** The one-argument conversions (`int`, `double`, `string`, `bool`, `timestamp`, `duration`, `dyn`). */
function convert(name: string, x: SmallValue): SmallValue | undefined {
  switch (name) {
    case 'int':
      if (typeof x === 'bigint') return x;
      if (typeof x === 'number' || typeof x === 'string') return safeInt(x);
      return isCelTime(x) ? safeInt(x.seconds) : undefined;
    case 'double':
      if (typeof x === 'number') return x;
      return typeof x === 'bigint' || typeof x === 'string' ? Number(x) : undefined;
    case 'string':
      if (typeof x === 'string') return x;
      if (typeof x === 'boolean' || typeof x === 'bigint' || typeof x === 'number') return x.toString();
      if (isTs(x)) return formatTimestamp(x);
      return isDur(x) ? formatDuration(x) : undefined;
    case 'bool':
      if (typeof x === 'boolean') return x;
      return typeof x === 'string' ? stringToBool(x) : undefined;
    case 'timestamp':
      if (isTs(x)) return x;
      if (typeof x === 'string') return parseTimestamp(x);
      return typeof x === 'bigint' ? timestampFromMs(Number(x)) : undefined;
    case 'duration':
      if (isDur(x)) return x;
      if (typeof x === 'string') return parseDuration(x);
      return typeof x === 'bigint' ? { $typeName: DURATION, seconds: x, nanos: 0 } : undefined;
    case 'dyn':
      return x;
  }
  return undefined;
}

const CONVERSIONS = new Set(['int', 'double', 'string', 'bool', 'timestamp', 'duration', 'dyn']);
const STRING_METHODS = new Set(['contains', 'startsWith', 'endsWith', 'matches']);

/**
 * Calls a standard function by its CEL name (operators as `_+_`), with a target for the method form.
 * Returns the result, or undefined when no overload matches; throws an Error for a failing overload
 * (the caller turns it into a CEL error with the same message).
 */
export function callStd(name: string, target: SmallValue | undefined, args: readonly SmallValue[]): SmallValue | undefined {
  const [a, b] = args;
  if (target !== undefined) {
    if (name === 'size') return args.length === 0 ? size(target) : undefined;
    if (TIMESTAMP_ACCESSORS.has(name)) {
      if (isTs(target) && (args.length === 0 || (args.length === 1 && typeof a === 'string')))
        return timestampAccessor(name, target, a as string | undefined);
      return isDur(target) && args.length === 0 ? durationAccessor(name, target) : undefined;
    }
    if (!STRING_METHODS.has(name) || args.length !== 1 || typeof target !== 'string' || typeof a !== 'string') return undefined;
    if (name === 'contains') return target.includes(a);
    if (name === 'startsWith') return target.startsWith(a);
    if (name === 'endsWith') return target.endsWith(a);
    return matches(target, a);
  }
  if (args.length === 1 && a !== undefined) {
    if (name === '!_') return typeof a === 'boolean' ? !a : undefined;
    if (name === '-_') return typeof a === 'bigint' ? safeInt(-a) : typeof a === 'number' ? -a : undefined;
    if (name === 'size') return size(a);
    if (CONVERSIONS.has(name)) return convert(name, a);
    return undefined;
  }
  if (args.length !== 2 || a === undefined || b === undefined) return undefined;
  if (name === '_==_') return celEquals(a, b);
  if (name === '_!=_') return !celEquals(a, b);
  const compare = COMPARE[name];
  if (compare) return order(a, b)?.(compare);
  if (name === '@in') {
    if (isList(b)) return b.some((v) => celEquals(v, a));
    if (isMap(b) && (typeof a === 'string' || typeof a === 'number' || typeof a === 'bigint' || typeof a === 'boolean')) {
      return mapGet(b, a) != null;
    }
    return undefined;
  }
  return arithmetic(name, a, b);
}

/** The names of @bufbuild/cel's standard environment (an unknown name is "unbound function"). */
export const STD_FUNCTIONS: ReadonlySet<string> = new Set(
  (
    '_+_ _-_ _*_ _/_ _%_ -_ int uint double bool bytes string timestamp duration type dyn getSeconds getMinutes getHours ' +
    'getMilliseconds getFullYear getMonth getDate getDayOfMonth getDayOfWeek getDayOfYear !_ _==_ _!=_ _<_ _<=_ _>_ _>=_ ' +
    'size @in contains endsWith startsWith matches'
  ).split(' '),
);

/** Standard functions the small interpreter leaves to the full evaluator. */
export const FULL_ONLY_FUNCTIONS: ReadonlySet<string> = new Set('uint bytes type'.split(' '));
