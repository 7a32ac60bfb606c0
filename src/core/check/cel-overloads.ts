import { listOf, mapOf, T, typeWords, type CelT } from './cel-type';

/**
 * The overloads of CEL's standard functions the type check (cel-types.ts) matches calls against, read
 * once from a table of the library's declarations.
 */

/**
 * @bufbuild/cel 0.6.1's standard overloads: `name | target | arguments -> result`, one a line
 * (`timestamp`/`duration` are google.protobuf.Timestamp/Duration). check-expression-types.test.ts
 * checks that this is exactly the library's list.
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
const NO_OVERLOADS: readonly Overload[] = [];

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
  return overloads.get(name) ?? NO_OVERLOADS;
}

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
export function expectedOf(name: string, hasTarget: boolean, arity: number): string {
  const known = EXPECTED[name];
  if (known) return known;
  const options = overloadsOf(name).filter((o) => (o.target !== null) === hasTarget && o.args.length === arity);
  const words = [...new Set(options.map((o) => [...(o.target ? [o.target] : []), ...o.args].map(typeWords).join(' and ')))];
  if (words.length === 0) return 'other arguments';
  return words.length === 1 ? (words[0] as string) : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1] as string}`;
}
