import { typeMessages as m } from '../diagnostics/messages-types';
import type { CelIr } from '../expression/cel-ir';
import { expectedOf, overloadsOf, type Overload } from './cel-overloads';
import { comparable, fits, isMapLike, join, listOf, mapOf, sameText, T, typeText, typeWords, type CelT } from './cel-type';

/**
 * A static type checker for CEL over the compact form of a parsed expression (cel-ir.ts). @bufbuild/cel
 * 0.6.1 ships a checker that covers constants and names only, so this one follows its standard
 * library's declared overloads (cel-overloads.ts) and CEL's checking rules: a call must match one
 * overload; `dyn` (a value the spec does not type, such as `user.x`) fits anything; `==`/`!=` need
 * comparable sides; `&&`, `||`, `!` and conditions need booleans.
 *
 * It allocates little (a check types every expression of a spec): plain functions over one state
 * object per expression, and the names a comprehension binds as a short chain instead of a copied Map.
 */

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

/** A name a comprehension binds, before the names bound outside it (the innermost binding of a name wins). */
interface Bound {
  readonly name: string;
  type: CelT;
  readonly outer: Bound | null;
}

/** One expression's check: its source, its names, what was found. */
interface Checking {
  readonly source: string;
  readonly env: TypeEnv;
  readonly problems: TypeProblem[];
}

type Call = Extract<CelIr, { k: 'call' }>;
type Comp = Extract<CelIr, { k: 'comp' }>;

const snippet = (c: Checking, e: CelIr): string => c.source.slice(e.from, e.to);

function report(c: Checking, e: CelIr, message: string, code: TypeProblem['code'] = 'type-mismatch'): void {
  // A few findings say what is wrong; a long chain of the same mistake would only repeat them.
  if (c.problems.length < MAX_PROBLEMS) c.problems.push({ code, from: e.from, to: e.to, message });
}

function boundType(scope: Bound | null, name: string): CelT | undefined {
  for (let b = scope; b !== null; b = b.outer) if (b.name === name) return b.type;
  return undefined;
}

/**
 * Type-checks an expression (its compact form, cel-ir.ts) in an environment: the problems found (each
 * at the offending node's extent, at most MAX_PROBLEMS) and the expression's type. Recursive over the
 * tree, whose size the parser bounds (10,000 characters).
 */
export function checkCelTypes(ir: CelIr, source: string, env: TypeEnv): { problems: TypeProblem[]; type: CelT } {
  const c: Checking = { source, env, problems: [] };
  const type = typeOf(c, ir, null);
  return { problems: c.problems, type };
}

function typeOf(c: Checking, e: CelIr, scope: Bound | null): CelT {
  switch (e.k) {
    case 'const':
      return e.type === 'other' ? T.dyn : T[e.type];
    case 'ident': {
      const local = boundType(scope, e.name);
      if (local) return local;
      if (TYPE_NAMES.has(e.name)) return T.type;
      return c.env.lookup(e.name) ?? T.dyn;
    }
    case 'select': {
      if (!e.operand) return T.dyn;
      const base = typeOf(c, e.operand, scope);
      if (e.test) return T.bool;
      return select(c, e, base, e.field, e.operand);
    }
    case 'call':
      return callType(c, e, scope);
    case 'list': {
      let elem: CelT | null = null;
      for (const el of e.items) {
        const t = typeOf(c, el, scope);
        elem = elem === null ? t : join(elem, t);
      }
      return listOf(elem ?? T.dyn);
    }
    case 'map': {
      if (e.message) return T.dyn;
      let key: CelT | null = null;
      let value: CelT | null = null;
      for (const k of e.keys) {
        const t = typeOf(c, k, scope);
        key = key === null ? t : join(key, t);
      }
      for (const v of e.values) {
        const t = typeOf(c, v, scope);
        value = value === null ? t : join(value, t);
      }
      return mapOf(key ?? T.dyn, value ?? T.dyn);
    }
    case 'comp':
      return comprehensionType(c, e, scope);
    default:
      return T.dyn;
  }
}

function comprehensionType(c: Checking, e: Comp, scope: Bound | null): CelT {
  const range = e.range ? typeOf(c, e.range, scope) : T.dyn;
  let item: CelT = T.dyn;
  if (range.k === 'list') item = range.of;
  else if (range.k === 'map') item = range.key;
  else if (range.k === 'record') item = T.string;
  else if (range.k !== 'dyn' && e.range) report(c, e.range, m.macroNeedsCollection(snippet(c, e.range), typeWords(range)));
  const init = e.init ? typeOf(c, e.init, scope) : T.dyn;
  // Bound in this order, a later name shadowing an earlier one of the same spelling.
  const accu: Bound = { name: e.accuVar, type: init.k === 'list' ? listOf(T.dyn) : init, outer: scope };
  let inner: Bound = { name: e.iterVar, type: item, outer: accu };
  if (e.iterVar2) inner = { name: e.iterVar2, type: range.k === 'map' ? range.value : T.dyn, outer: inner };
  if (e.cond) typeOf(c, e.cond, inner);
  if (e.step) {
    const step = typeOf(c, e.step, inner);
    if (init.k === 'list' && step.k === 'list') rebind(inner, e.accuVar, step);
  }
  return e.result ? typeOf(c, e.result, inner) : T.dyn;
}

/** Gives the innermost binding of `name` a new type (the accumulator once its step's type is known). */
function rebind(scope: Bound, name: string, type: CelT): void {
  for (let b: Bound | null = scope; b !== null; b = b.outer) {
    if (b.name === name) {
      b.type = type;
      return;
    }
  }
}

function select(c: Checking, e: CelIr, base: CelT, field: string, operand: CelIr): CelT {
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
      report(c, e, m.noFields(snippet(c, operand), typeWords(base), field));
      return T.dyn;
  }
}

function logic(c: Checking, args: readonly CelIr[], scope: Bound | null, op: string): CelT {
  for (const a of args) {
    const t = typeOf(c, a, scope);
    if (!fits(t, T.bool)) report(c, a, m.notBoolOperand(op, snippet(c, a), typeWords(t)));
  }
  return T.bool;
}

function conditional(c: Checking, call: Call, scope: Bound | null): CelT {
  const [cond, a, b] = call.args;
  if (!cond || !a || !b) return T.dyn;
  const ct = typeOf(c, cond, scope);
  if (!fits(ct, T.bool)) report(c, cond, m.notBoolCondition(snippet(c, cond), typeWords(ct)));
  return join(typeOf(c, a, scope), typeOf(c, b, scope));
}

function index(c: Checking, call: Call, scope: Bound | null): CelT {
  const [a, b] = call.args;
  if (!a || !b) return T.dyn;
  const base = typeOf(c, a, scope);
  const at = typeOf(c, b, scope);
  if (base.k === 'list') {
    if (!fits(at, T.int) && !fits(at, T.uint)) report(c, call, m.badListIndex(snippet(c, b), typeWords(at)));
    return base.of;
  }
  if (base.k === 'map') return base.value;
  if (base.k === 'record') return b.k === 'const' && b.text !== null ? (base.fields.get(b.text) ?? T.dyn) : T.dyn;
  if (base.k !== 'dyn') report(c, call, m.notIndexable(snippet(c, a), typeWords(base)));
  return T.dyn;
}

function membership(c: Checking, call: Call, args: readonly CelT[]): CelT {
  const [l, r] = args;
  const re = call.args[1];
  if (l && r && re) {
    if (r.k === 'list' && !comparable(l, r.of)) report(c, call, m.neverInList(snippet(c, call), typeWords(l), typeText(r.of)));
    else if (r.k === 'map' && !comparable(l, r.key)) report(c, call, m.neverInMap(snippet(c, call), typeWords(l), typeText(r.key)));
    else if (r.k !== 'list' && !isMapLike(r) && r.k !== 'dyn') report(c, call, m.inNeedsCollection(snippet(c, re), typeWords(r)));
  }
  return T.bool;
}

function callType(c: Checking, call: Call, scope: Bound | null): CelT {
  const name = call.fn;
  if (name === '_&&_' || name === '_||_') return logic(c, call.args, scope, name === '_&&_' ? '&&' : '||');
  if (name === '@not_strictly_false' || name === '__not_strictly_false__') {
    for (const a of call.args) typeOf(c, a, scope);
    return T.bool;
  }
  if (name === '_?_:_') return conditional(c, call, scope);
  if (name === '_[_]') return index(c, call, scope);
  const target = call.target ? typeOf(c, call.target, scope) : null;
  const args: CelT[] = new Array<CelT>(call.args.length);
  for (let i = 0; i < call.args.length; i++) args[i] = typeOf(c, call.args[i] as CelIr, scope);
  if (name === '_==_' || name === '_!=_') {
    const [l, r] = args;
    if (l && r && !comparable(l, r)) report(c, call, m.neverEqual(snippet(c, call), typeWords(l), typeWords(r), hintFor([l, r])));
    return T.bool;
  }
  if (name === '@in') return membership(c, call, args);
  const all = overloadsOf(name);
  if (all.length === 0) return T.dyn; // an unknown function: CEL reports it when it runs
  // The first overload the call matches, and whether every match gives a result of the same type.
  let first: Overload | null = null;
  let sameResult = true;
  for (let i = 0; i < all.length; i++) {
    const o = all[i] as Overload;
    if (!matches(o, target, args)) continue;
    if (first === null) first = o;
    else if (sameResult && !sameText(o.result, first.result)) sameResult = false;
  }
  if (first === null) {
    mismatch(c, call, target, args);
    return T.dyn;
  }
  if (call.target && target?.k === 'timestamp' && args.length === 0 && ZONED_ACCESSORS.has(name) && !c.env.zoneFixed) {
    report(c, call, m.localTime(snippet(c, call), name), 'local-time');
  }
  if (!sameResult) return T.dyn;
  // `a + b` of two lists keeps their element type when both have the same.
  if (name === '_+_' && first.result.k === 'list' && args[0]?.k === 'list' && args[1]?.k === 'list') return join(args[0], args[1]);
  return first.result;
}

/** Whether a call with this target (null: none) and these arguments matches an overload. */
function matches(o: Overload, target: CelT | null, args: readonly CelT[]): boolean {
  if ((o.target !== null) !== (target !== null) || o.args.length !== args.length) return false;
  if (o.target !== null && target !== null && !fits(target, o.target)) return false;
  for (let i = 0; i < args.length; i++) if (!fits(args[i] as CelT, o.args[i] as CelT)) return false;
  return true;
}

/** Reports a call no overload matches: what it was given and what it takes. */
function mismatch(c: Checking, call: Call, target: CelT | null, args: readonly CelT[]): void {
  const name = call.fn;
  const given = [...(target ? [target] : []), ...args];
  const op = OPERATOR_TEXT[name];
  const what = op !== undefined ? `\`${op}\`` : call.target ? `\`.${name}()\`` : `\`${name}()\``;
  const expected = expectedOf(name, call.target !== null, args.length);
  if (call.target && target) {
    const withArgs = args.length ? `, with ${args.map(typeWords).join(' and ')}` : '';
    report(c, call, m.methodMismatch(what, expected, snippet(c, call.target), typeWords(target), withArgs, hintFor(given)));
  } else {
    report(c, call, m.callMismatch(what, given.map(typeWords).join(' and '), expected, hintFor(given)));
  }
}
