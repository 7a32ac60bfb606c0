import { typeMessages as m } from '../diagnostics/messages-types';
import type { CelIr } from '../expression/cel-ir';

/**
 * A static type checker for CEL over @bufbuild/cel's parsed AST. @bufbuild/cel 0.6.1 ships a checker
 * that covers constants and names only, so this one follows its standard library's declared overloads
 * (the table below, which a test compares with the library's own declarations) and CEL's checking
 * rules: a call must match one overload; `dyn` (a value the spec does not type, such as `user.x`) fits
 * anything; `==`/`!=` need comparable sides; `&&`, `||`, `!` and conditions need booleans.
 */

/** A CEL type as the checker sees it. `record` is a map with string keys whose known fields have types. */
export type CelT =
  | { readonly k: 'int' | 'uint' | 'double' | 'string' | 'bool' | 'bytes' | 'null' | 'timestamp' | 'duration' | 'dyn' | 'type' }
  | { readonly k: 'list'; readonly of: CelT }
  | { readonly k: 'map'; readonly key: CelT; readonly value: CelT }
  /** `fields` known; `open`: other names are allowed (and `dyn`), else they are unknown (reported elsewhere). */
  | { readonly k: 'record'; readonly name: string; readonly fields: ReadonlyMap<string, CelT>; readonly open: boolean };

const scalar = <K extends 'int' | 'uint' | 'double' | 'string' | 'bool' | 'bytes' | 'null' | 'timestamp' | 'duration' | 'dyn' | 'type'>(
  k: K,
): CelT => ({ k });
export const T = {
  int: scalar('int'),
  uint: scalar('uint'),
  double: scalar('double'),
  string: scalar('string'),
  bool: scalar('bool'),
  bytes: scalar('bytes'),
  null: scalar('null'),
  timestamp: scalar('timestamp'),
  duration: scalar('duration'),
  dyn: scalar('dyn'),
  type: scalar('type'),
} as const;
export const listOf = (of: CelT): CelT => ({ k: 'list', of });
export const mapOf = (key: CelT, value: CelT): CelT => ({ k: 'map', key, value });

/** The type as CEL prints it (`list(string)`, `google.protobuf.Timestamp` as `timestamp`). */
export function typeText(t: CelT): string {
  switch (t.k) {
    case 'list':
      return `list(${typeText(t.of)})`;
    case 'map':
      return `map(${typeText(t.key)}, ${typeText(t.value)})`;
    case 'record':
      return `map(string, dyn)`;
    default:
      return t.k;
  }
}

/** The type in words for a message ("a whole number", "text"). */
export function typeWords(t: CelT): string {
  switch (t.k) {
    case 'int':
      return 'a whole number (int)';
    case 'uint':
      return 'an unsigned number (uint)';
    case 'double':
      return 'a number (double)';
    case 'string':
      return 'text (string)';
    case 'bool':
      return 'true or false (bool)';
    case 'bytes':
      return 'bytes';
    case 'null':
      return 'null';
    case 'timestamp':
      return 'a timestamp';
    case 'duration':
      return 'a duration';
    case 'dyn':
      return 'any value';
    case 'type':
      return 'a type';
    case 'list':
      return t.of.k === 'dyn' ? 'a list' : `a list of ${typeText(t.of)}`;
    case 'map':
      return 'a map';
    case 'record':
      return t.name ? `a ${t.name} record` : 'a record';
  }
}

/**
 * @bufbuild/cel 0.6.1's standard overloads: `name | target | arguments -> result`, one a line
 * (`timestamp`/`duration` are google.protobuf.Timestamp/Duration). cel-types.test.ts checks that
 * this is exactly the library's list.
 */
export const STD_OVERLOADS = `
!_ | - | bool -> bool
-_ | - | double -> double
-_ | - | int -> int
@in | - | bool, map(dyn, dyn) -> bool
@in | - | double, map(dyn, dyn) -> bool
@in | - | dyn, list(dyn) -> bool
@in | - | int, map(dyn, dyn) -> bool
@in | - | string, map(dyn, dyn) -> bool
@in | - | uint, map(dyn, dyn) -> bool
_!=_ | - | dyn, dyn -> bool
_%_ | - | int, int -> int
_%_ | - | uint, uint -> uint
_*_ | - | double, double -> double
_*_ | - | int, int -> int
_*_ | - | uint, uint -> uint
_+_ | - | bytes, bytes -> bytes
_+_ | - | double, double -> double
_+_ | - | duration, duration -> duration
_+_ | - | duration, timestamp -> timestamp
_+_ | - | timestamp, duration -> timestamp
_+_ | - | int, int -> int
_+_ | - | list(dyn), list(dyn) -> list(dyn)
_+_ | - | string, string -> string
_+_ | - | uint, uint -> uint
_-_ | - | double, double -> double
_-_ | - | duration, duration -> duration
_-_ | - | timestamp, duration -> timestamp
_-_ | - | timestamp, timestamp -> duration
_-_ | - | int, int -> int
_-_ | - | uint, uint -> uint
_/_ | - | double, double -> double
_/_ | - | int, int -> int
_/_ | - | uint, uint -> uint
_==_ | - | dyn, dyn -> bool
bool | - | bool -> bool
bool | - | string -> bool
bytes | - | bytes -> bytes
bytes | - | string -> bytes
contains | string | string -> bool
double | - | double -> double
double | - | int -> double
double | - | string -> double
double | - | uint -> double
duration | - | duration -> duration
duration | - | int -> duration
duration | - | string -> duration
dyn | - | dyn -> dyn
endsWith | string | string -> bool
getHours | duration |  -> int
getMilliseconds | duration |  -> int
getMinutes | duration |  -> int
getSeconds | duration |  -> int
int | - | double -> int
int | - | duration -> int
int | - | timestamp -> int
int | - | int -> int
int | - | string -> int
int | - | uint -> int
matches | string | string -> bool
size | - | bytes -> int
size | - | list(dyn) -> int
size | - | map(dyn, dyn) -> int
size | - | string -> int
size | bytes |  -> int
size | list(dyn) |  -> int
size | map(dyn, dyn) |  -> int
size | string |  -> int
startsWith | string | string -> bool
string | - | bool -> string
string | - | bytes -> string
string | - | double -> string
string | - | duration -> string
string | - | timestamp -> string
string | - | int -> string
string | - | string -> string
string | - | uint -> string
timestamp | - | timestamp -> timestamp
timestamp | - | int -> timestamp
timestamp | - | string -> timestamp
type | - | dyn -> type
uint | - | double -> uint
uint | - | int -> uint
uint | - | string -> uint
uint | - | uint -> uint
`;

/** The ordering operators: one overload per pair of ordered types (numbers mix). */
const ORDERED_PAIRS = [
  'bool, bool',
  'bytes, bytes',
  'double, double',
  'double, int',
  'double, uint',
  'duration, duration',
  'timestamp, timestamp',
  'int, double',
  'int, int',
  'int, uint',
  'string, string',
  'uint, double',
  'uint, int',
  'uint, uint',
];
const TIMESTAMP_ACCESSOR_NAMES = [
  'getDate',
  'getDayOfMonth',
  'getDayOfWeek',
  'getDayOfYear',
  'getFullYear',
  'getHours',
  'getMilliseconds',
  'getMinutes',
  'getMonth',
  'getSeconds',
];

/** Every overload line, the table's and the generated ones. */
export function overloadLines(): string[] {
  const lines = STD_OVERLOADS.split('\n').filter((l) => l.trim() !== '');
  for (const op of ['_<_', '_<=_', '_>_', '_>=_']) for (const pair of ORDERED_PAIRS) lines.push(`${op} | - | ${pair} -> bool`);
  for (const name of TIMESTAMP_ACCESSOR_NAMES) lines.push(`${name} | timestamp |  -> int`, `${name} | timestamp | string -> int`);
  return lines;
}

/** One overload. */
export interface Overload {
  readonly name: string;
  readonly target: CelT | null;
  readonly args: readonly CelT[];
  readonly result: CelT;
}

function parseType(text: string): CelT {
  const s = text.trim();
  if (s.startsWith('list(')) return listOf(parseType(s.slice(5, -1)));
  if (s.startsWith('map(')) {
    const inner = s.slice(4, -1);
    const comma = inner.indexOf(',');
    return mapOf(parseType(inner.slice(0, comma)), parseType(inner.slice(comma + 1)));
  }
  if (s === 'null_type') return T.null;
  return T[s as keyof typeof T] ?? T.dyn;
}

/** Splits `a, list(b), map(c, d)` at top-level commas. */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (text.slice(start).trim() !== '') out.push(text.slice(start));
  return out;
}

let overloads: Map<string, Overload[]> | null = null;

/** The overloads by function name. */
export function overloadsOf(name: string): readonly Overload[] {
  if (!overloads) {
    overloads = new Map();
    for (const line of overloadLines()) {
      const [name0, target, rest] = line.split('|').map((x) => x.trim());
      const [args, result] = (rest ?? '').split('->').map((x) => x.trim());
      const o: Overload = {
        name: name0 ?? '',
        target: target === '-' ? null : parseType(target ?? ''),
        args: splitArgs(args ?? '').map(parseType),
        result: parseType(result ?? ''),
      };
      const list = overloads.get(o.name);
      if (list) list.push(o);
      else overloads.set(o.name, [o]);
    }
  }
  return overloads.get(name) ?? [];
}

const isDyn = (t: CelT): boolean => t.k === 'dyn';
const isNumber = (t: CelT): boolean => t.k === 'int' || t.k === 'uint' || t.k === 'double';
const isMapLike = (t: CelT): boolean => t.k === 'map' || t.k === 'record';

/** Whether a value of type `actual` can be given where `param` is declared (dyn fits both ways). */
export function fits(actual: CelT, param: CelT): boolean {
  if (isDyn(actual) || isDyn(param)) return true;
  if (param.k === 'list') return actual.k === 'list' && fits(actual.of, param.of);
  if (param.k === 'map')
    return (
      (actual.k === 'map' && fits(actual.key, param.key) && fits(actual.value, param.value)) ||
      (actual.k === 'record' && fits(T.string, param.key))
    );
  if (param.k === 'record') return isMapLike(actual);
  return actual.k === param.k;
}

/** Whether `==` can compare the two: the same kind, numbers of any kind, null with anything, or dyn. */
export function comparable(a: CelT, b: CelT): boolean {
  if (isDyn(a) || isDyn(b) || a.k === 'null' || b.k === 'null') return true;
  if (isNumber(a) && isNumber(b)) return true;
  if (a.k === 'list' && b.k === 'list') return comparable(a.of, b.of);
  if (isMapLike(a) && isMapLike(b)) return true;
  return a.k === b.k;
}

/** The common type of two (for lists, conditionals): the same type, else dyn. */
export function join(a: CelT, b: CelT): CelT {
  if (a.k === 'list' && b.k === 'list') return listOf(join(a.of, b.of));
  if (isMapLike(a) || isMapLike(b))
    return isMapLike(a) && isMapLike(b) && a.k === 'map' && b.k === 'map'
      ? mapOf(join(a.key, b.key), join(a.value, b.value))
      : a === b
        ? a
        : T.dyn;
  return a.k === b.k ? a : T.dyn;
}

/** A problem the checker found: offsets into the expression's source. */
export interface TypeProblem {
  readonly code: 'type-mismatch' | 'local-time';
  readonly from: number;
  readonly to: number;
  readonly message: string;
}

/** What names mean in an expression. */
export interface TypeEnv {
  /** The type of a free name, or undefined when it is unknown (reported elsewhere; treated as dyn). */
  lookup(name: string): CelT | undefined;
  /** Whether point 9 fixes the app's time zone (else a note on time-of-day accessors without one). */
  readonly zoneFixed: boolean;
}

const TYPE_NAMES = new Set(['int', 'uint', 'double', 'bool', 'string', 'bytes', 'list', 'map', 'null_type', 'type', 'dyn']);
const OPERATOR_TEXT: Readonly<Record<string, string>> = {
  '_+_': '+',
  '_-_': '-',
  '_*_': '*',
  '_/_': '/',
  '_%_': '%',
  '_<_': '<',
  '_<=_': '<=',
  '_>_': '>',
  '_>=_': '>=',
  '_==_': '==',
  '_!=_': '!=',
  '!_': '!',
  '-_': '-',
  '@in': 'in',
  '_&&_': '&&',
  '_||_': '||',
  '_?_:_': '? :',
  '_[_]': '[ ]',
};
/** The accessors whose value depends on the time zone (the clock's hour, the calendar's day). */
const ZONED_ACCESSORS = new Set([
  'getHours',
  'getMinutes',
  'getDate',
  'getDayOfMonth',
  'getDayOfWeek',
  'getDayOfYear',
  'getMonth',
  'getFullYear',
]);

const ORDER_WORDS = 'two numbers, two texts, two timestamps or two durations';
const ARITH_WORDS = 'two numbers of one kind (int with int, double with double)';
const EXPECTED: Readonly<Record<string, string>> = {
  '_<_': ORDER_WORDS,
  '_<=_': ORDER_WORDS,
  '_>_': ORDER_WORDS,
  '_>=_': ORDER_WORDS,
  '_*_': ARITH_WORDS,
  '_/_': ARITH_WORDS,
  '_%_': ARITH_WORDS,
  '_+_': 'two numbers of one kind, two texts, two lists, two durations, or a timestamp and a duration',
  '_-_': 'two numbers of one kind, two timestamps, two durations, or a timestamp and then a duration',
  '!_': 'true or false',
  '-_': 'a number',
};

/** Words for what a function accepts, from its overloads: `size(text, a list or a map)`. */
function expectedOf(name: string, hasTarget: boolean, arity: number): string {
  const known = EXPECTED[name];
  if (known) return known;
  const options = overloadsOf(name).filter((o) => (o.target !== null) === hasTarget && o.args.length === arity);
  const words = [...new Set(options.map((o) => [...(o.target ? [o.target] : []), ...o.args].map(typeWords).join(' and ')))];
  if (words.length === 0) return 'other arguments';
  return words.length === 1 ? (words[0] as string) : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1] as string}`;
}

/** A hint for the usual mistakes (an int where a double is needed, text where a timestamp is). */
function hintFor(types: readonly CelT[]): string {
  const kinds = new Set(types.map((t) => t.k));
  if (kinds.has('int') && kinds.has('double')) return m.hintDouble();
  if (kinds.has('timestamp') && kinds.has('string')) return m.hintTimestamp();
  if (kinds.has('duration') && (kinds.has('int') || kinds.has('string'))) return m.hintDuration();
  if (kinds.has('timestamp') && kinds.has('int')) return m.hintTimestampPart();
  return '';
}

/** At most this many findings per expression. */
const MAX_PROBLEMS = 3;

/**
 * Type-checks an expression (its compact form, cel-ir.ts) in an environment: the problems found (each
 * at the offending node's extent, at most MAX_PROBLEMS) and the expression's type. Recursive over the
 * tree, whose size the parser bounds (10,000 characters).
 */
export function checkCelTypes(ir: CelIr, source: string, env: TypeEnv): { problems: TypeProblem[]; type: CelT } {
  const problems: TypeProblem[] = [];
  const snippet = (e: CelIr): string => source.slice(e.from, e.to);
  const report = (e: CelIr, message: string, code: TypeProblem['code'] = 'type-mismatch'): void => {
    // A few findings say what is wrong; a long chain of the same mistake would only repeat them.
    if (problems.length < MAX_PROBLEMS) problems.push({ code, from: e.from, to: e.to, message });
  };

  const typeOf = (e: CelIr, scope: ReadonlyMap<string, CelT>): CelT => {
    switch (e.k) {
      case 'const':
        return e.type === 'other' ? T.dyn : T[e.type];
      case 'ident': {
        const local = scope.get(e.name);
        if (local) return local;
        if (TYPE_NAMES.has(e.name)) return T.type;
        return env.lookup(e.name) ?? T.dyn;
      }
      case 'select': {
        if (!e.operand) return T.dyn;
        const base = typeOf(e.operand, scope);
        if (e.test) return T.bool;
        return select(e, base, e.field, e.operand);
      }
      case 'call':
        return callType(e, scope);
      case 'list': {
        let elem: CelT | null = null;
        for (const el of e.items) {
          const t = typeOf(el, scope);
          elem = elem === null ? t : join(elem, t);
        }
        return listOf(elem ?? T.dyn);
      }
      case 'map': {
        if (e.message) return T.dyn;
        let key: CelT | null = null;
        let value: CelT | null = null;
        for (const k of e.keys) {
          const t = typeOf(k, scope);
          key = key === null ? t : join(key, t);
        }
        for (const v of e.values) {
          const t = typeOf(v, scope);
          value = value === null ? t : join(value, t);
        }
        return mapOf(key ?? T.dyn, value ?? T.dyn);
      }
      case 'comp': {
        const range = e.range ? typeOf(e.range, scope) : T.dyn;
        let item: CelT = T.dyn;
        if (range.k === 'list') item = range.of;
        else if (range.k === 'map') item = range.key;
        else if (range.k === 'record') item = T.string;
        else if (range.k !== 'dyn' && e.range) report(e.range, m.macroNeedsCollection(snippet(e.range), typeWords(range)));
        const inner = new Map(scope);
        const init = e.init ? typeOf(e.init, scope) : T.dyn;
        inner.set(e.accuVar, init.k === 'list' ? listOf(T.dyn) : init);
        inner.set(e.iterVar, item);
        if (e.iterVar2) inner.set(e.iterVar2, range.k === 'map' ? range.value : T.dyn);
        if (e.cond) typeOf(e.cond, inner);
        if (e.step) {
          const step = typeOf(e.step, inner);
          if (init.k === 'list' && step.k === 'list') inner.set(e.accuVar, step);
        }
        return e.result ? typeOf(e.result, inner) : T.dyn;
      }
      default:
        return T.dyn;
    }
  };

  const select = (e: CelIr, base: CelT, field: string, operand: CelIr): CelT => {
    switch (base.k) {
      case 'dyn':
        return T.dyn;
      case 'record':
        return base.fields.get(field) ?? T.dyn;
      case 'map':
        return fits(T.string, base.key) ? base.value : T.dyn;
      case 'timestamp':
      case 'duration':
        return field === 'seconds' || field === 'nanos' ? T.int : T.dyn;
      default:
        report(e, m.noFields(snippet(operand), typeWords(base), field));
        return T.dyn;
    }
  };

  const logic = (args: readonly CelIr[], scope: ReadonlyMap<string, CelT>, op: string): CelT => {
    for (const a of args) {
      const t = typeOf(a, scope);
      if (!fits(t, T.bool)) report(a, m.notBoolOperand(op, snippet(a), typeWords(t)));
    }
    return T.bool;
  };

  const callType = (call: Extract<CelIr, { k: 'call' }>, scope: ReadonlyMap<string, CelT>): CelT => {
    const e = call;
    const name = call.fn;
    if (name === '_&&_' || name === '_||_') return logic(call.args, scope, name === '_&&_' ? '&&' : '||');
    if (name === '@not_strictly_false' || name === '__not_strictly_false__') {
      for (const a of call.args) typeOf(a, scope);
      return T.bool;
    }
    if (name === '_?_:_') {
      const [c, a, b] = call.args;
      if (!c || !a || !b) return T.dyn;
      const ct = typeOf(c, scope);
      if (!fits(ct, T.bool)) report(c, m.notBoolCondition(snippet(c), typeWords(ct)));
      return join(typeOf(a, scope), typeOf(b, scope));
    }
    if (name === '_[_]') {
      const [a, b] = call.args;
      if (!a || !b) return T.dyn;
      const base = typeOf(a, scope);
      const index = typeOf(b, scope);
      if (base.k === 'list') {
        if (!fits(index, T.int) && !fits(index, T.uint)) report(e, m.badListIndex(snippet(b), typeWords(index)));
        return base.of;
      }
      if (base.k === 'map') return base.value;
      if (base.k === 'record') return b.k === 'const' && b.text !== null ? (base.fields.get(b.text) ?? T.dyn) : T.dyn;
      if (base.k !== 'dyn') report(e, m.notIndexable(snippet(a), typeWords(base)));
      return T.dyn;
    }
    const target = call.target ? typeOf(call.target, scope) : null;
    const args = call.args.map((a) => typeOf(a, scope));
    if (name === '_==_' || name === '_!=_') {
      const [l, r] = args;
      if (l && r && !comparable(l, r)) {
        report(e, m.neverEqual(snippet(e), typeWords(l), typeWords(r), hintFor([l, r])));
      }
      return T.bool;
    }
    if (name === '@in') {
      const [l, r] = args;
      const [, re] = call.args;
      if (l && r && re) {
        if (r.k === 'list' && !comparable(l, r.of)) report(e, m.neverInList(snippet(e), typeWords(l), typeText(r.of)));
        else if (r.k === 'map' && !comparable(l, r.key)) report(e, m.neverInMap(snippet(e), typeWords(l), typeText(r.key)));
        else if (r.k !== 'list' && !isMapLike(r) && r.k !== 'dyn') report(e, m.inNeedsCollection(snippet(re), typeWords(r)));
      }
      return T.bool;
    }
    const candidates = overloadsOf(name).filter((o) => (o.target !== null) === (target !== null) && o.args.length === args.length);
    if (overloadsOf(name).length === 0) return T.dyn; // an unknown function: CEL reports it when it runs
    const matching = candidates.filter(
      (o) => (o.target === null || target === null || fits(target, o.target)) && o.args.every((p, i) => fits(args[i] as CelT, p)),
    );
    if (matching.length === 0) {
      const given = [...(target ? [target] : []), ...args];
      const op = OPERATOR_TEXT[name];
      const what = op !== undefined ? `\`${op}\`` : call.target ? `\`.${name}()\`` : `\`${name}()\``;
      const expected = expectedOf(name, call.target !== null, args.length);
      if (call.target && target) {
        const withArgs = args.length ? `, with ${args.map(typeWords).join(' and ')}` : '';
        report(e, m.methodMismatch(what, expected, snippet(call.target), typeWords(target), withArgs, hintFor(given)));
      } else {
        report(e, m.callMismatch(what, given.map(typeWords).join(' and '), expected, hintFor(given)));
      }
      return T.dyn;
    }
    if (call.target && target?.k === 'timestamp' && args.length === 0 && ZONED_ACCESSORS.has(name) && !env.zoneFixed) {
      report(e, m.localTime(snippet(e), name), 'local-time');
    }
    const first = matching[0] as Overload;
    if (matching.every((o) => typeText(o.result) === typeText(first.result))) {
      // `a + b` of two lists keeps their element type when both have the same.
      if (name === '_+_' && first.result.k === 'list' && args[0]?.k === 'list' && args[1]?.k === 'list') return join(args[0], args[1]);
      return first.result;
    }
    return T.dyn;
  };

  const type = typeOf(ir, new Map());
  return { problems, type };
}
