import { isCelTime } from './cel-time';
import type { CelExpr } from './references';
import { callStd, STD_FUNCTIONS } from './small-functions';
import {
  Abort,
  CelErr,
  MAX_EVAL_STEPS,
  TooCostly,
  isConcatenated,
  Unsupported,
  isList,
  isMap,
  mapGet,
  typeName,
  typeString,
  type SmallMap,
  type SmallValue,
} from './small-values';

/**
 * The small CEL interpreter: evaluates @bufbuild/cel's parsed AST for the subset `inSmallSubset`
 * accepts, with @bufbuild/cel 0.6.1's semantics (errors as values absorbed by `&&`/`||`, attribute
 * resolution where an unbound name makes `has()` false, its access and overload error messages).
 * Recursive over the AST, whose bracket depth parse-cel bounds.
 */

/** A value, an error value, or unresolved (a name bound nowhere). */
type Out = SmallValue | CelErr | undefined;

/** Names in scope: comprehension variables over the root bindings. */
export interface Scope {
  readonly name: string;
  readonly value: SmallValue | CelErr;
  readonly parent: Scope | ReadonlyMap<string, SmallValue>;
}

type Kind = CelExpr['exprKind'];
type Call = Extract<Kind, { case: 'callExpr' }>['value'];

function lookup(scope: Scope | ReadonlyMap<string, SmallValue>, name: string): SmallValue | CelErr | undefined {
  let s = scope;
  while (!(s instanceof Map)) {
    const frame = s as Scope;
    if (frame.name === name) return frame.value;
    s = frame.parent;
  }
  return (s as ReadonlyMap<string, SmallValue>).get(name);
}

/**
 * Element `i` of a list as @bufbuild/cel's lists give it: a fractional index inside the range aborts
 * the evaluation, and so does NaN, except on a list made by `+`.
 */
function listGet(list: readonly SmallValue[], i: number): SmallValue | undefined {
  if (i < 0 || i >= list.length || (Number.isNaN(i) && isConcatenated(list))) return undefined;
  const v = list[i];
  if (v === undefined) throw new Abort('unsupported input undefined');
  return v;
}

function byIndex(obj: SmallValue, index: boolean | number | bigint): SmallValue | undefined {
  if (isMap(obj)) return mapGet(obj, index);
  if (isList(obj)) return listGet(obj, Number(index));
  return undefined;
}

function byName(obj: SmallValue, name: string): SmallValue | undefined {
  if (isMap(obj)) return mapGet(obj, name);
  if (isCelTime(obj)) return name === 'seconds' ? obj.seconds : name === 'nanos' ? BigInt(obj.nanos) : undefined;
  return undefined;
}

/** `obj[key]` or `obj.key` with @bufbuild/cel's messages for what is missing. */
function access(obj: SmallValue, key: SmallValue): SmallValue | CelErr {
  let found: SmallValue | undefined;
  switch (typeof key) {
    case 'string':
      found = byName(obj, key);
      return found !== undefined ? found : new CelErr(`field not found: ${key}`);
    case 'boolean':
      found = byIndex(obj, key);
      return found !== undefined ? found : new CelErr(`field not found: ${String(key)}`);
    case 'number':
    case 'bigint':
      found = byIndex(obj, key);
      return found !== undefined ? found : new CelErr(`index ${Number(key)} out of bounds [0, -1)`);
    default:
      return new CelErr('unsupported key type');
  }
}

/** `has(obj.field)`: present and not null; a timestamp's or duration's field when non-zero. */
function isSet(obj: SmallValue, field: string): boolean | CelErr {
  if (isMap(obj)) return mapGet(obj, field) != null;
  if (isCelTime(obj)) {
    if (field === 'seconds') return obj.seconds !== 0n;
    if (field === 'nanos') return obj.nanos !== 0;
    return new CelErr(`field not found: ${field}`);
  }
  return false;
}

/** Resolves an attribute (name, selection, index, conditional): undefined when its root name is bound nowhere. */
function resolve(e: CelExpr, scope: Scope | ReadonlyMap<string, SmallValue>): Out {
  const kind = e.exprKind;
  if (kind.case === 'identExpr') return lookup(scope, kind.value.name);
  if (kind.case === 'selectExpr' && !kind.value.testOnly && kind.value.operand) {
    const base = resolve(kind.value.operand, scope);
    if (base === undefined || base instanceof CelErr) return base;
    return access(base, kind.value.field);
  }
  if (kind.case === 'callExpr' && (kind.value.function === '_[_]' || kind.value.function === '_?_:_'))
    return resolveCall(kind.value, scope);
  return evaluate(e, scope);
}

/** `a[k]` and `c ? a : b` as attributes (an unbound root stays unresolved). */
function resolveCall(call: Call, scope: Scope | ReadonlyMap<string, SmallValue>): Out {
  const [a, b, c] = call.args;
  if (call.function === '_[_]') {
    if (!a || !b || call.target) throw new Abort('invalid index');
    const base = resolve(a, scope);
    if (base === undefined || base instanceof CelErr) return base;
    const key = b.exprKind.case === 'constExpr' ? constant(b.exprKind.value) : evaluate(b, scope);
    return key instanceof CelErr ? key : access(base, key);
  }
  if (!a || !b || !c || call.target) throw new Abort('invalid conditional');
  const cond = evaluate(a, scope);
  if (cond === true) return resolve(b, scope);
  if (cond === false) return resolve(c, scope);
  if (cond instanceof CelErr) return cond;
  return new CelErr(`found no matching overload for _?_:_ applied to '(${typeName(cond)})'`);
}

function constant(c: Extract<Kind, { case: 'constExpr' }>['value']): SmallValue {
  const k = c.constantKind;
  switch (k.case) {
    case 'stringValue':
    case 'doubleValue':
    case 'boolValue':
    case 'int64Value':
      return k.value;
    case 'nullValue':
      return null;
    default:
      throw new Abort(`unimplemented: ${String(k.case)}`);
  }
}

/** `&&` (stop at false) or `||` (stop at true); otherwise the first error, or a type mismatch. */
function logic(call: Call, scope: Scope | ReadonlyMap<string, SmallValue>, stopAt: boolean): SmallValue | CelErr {
  let error: CelErr | undefined;
  for (const arg of call.args) {
    const v = evaluate(arg, scope);
    if (typeof v === 'boolean') {
      if (v === stopAt) return stopAt;
      continue;
    }
    error ??= v instanceof CelErr ? v : new CelErr(`type mismatch: expected bool, got ${typeString(v)}`);
  }
  return error ?? !stopAt;
}

function evalCall(call: Call, scope: Scope | ReadonlyMap<string, SmallValue>): SmallValue | CelErr {
  const name = call.function;
  switch (name) {
    case '_&&_':
      return logic(call, scope, false);
    case '_||_':
      return logic(call, scope, true);
    case '@not_strictly_false':
    case '__not_strictly_false__':
      return call.args[0] === undefined || evaluate(call.args[0], scope) !== false;
    case '_[_]':
    case '_?_:_': {
      const v = resolveCall(call, scope);
      return v === undefined ? new CelErr('unresolved attribute') : v;
    }
  }
  if (!STD_FUNCTIONS.has(name)) return new CelErr(`unbound function: ${name}`);
  let target: SmallValue | undefined;
  if (call.target) {
    const t = evaluate(call.target, scope);
    if (t instanceof CelErr) return t;
    target = t;
  }
  const args: SmallValue[] = [];
  for (const arg of call.args) {
    const v = evaluate(arg, scope);
    if (v instanceof CelErr) return v;
    args.push(v);
  }
  let result: SmallValue | undefined;
  try {
    result = callStd(name, target, args);
  } catch (err) {
    if (err instanceof Abort || err instanceof Unsupported) throw err;
    return new CelErr(err instanceof Error ? err.message : String(err));
  }
  if (result !== undefined) return result;
  const on = target !== undefined ? `${typeString(target)}.` : '';
  return new CelErr(`found no matching overload for '${name}' applied to '${on}(${args.map(typeName).join(', ')})'`);
}

function mapKey(v: SmallValue | CelErr): string | bigint | boolean | CelErr {
  if (typeof v === 'string' || typeof v === 'bigint' || typeof v === 'boolean') return v;
  if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
  return new CelErr('unsupported key type');
}

function evalMap(
  kind: Extract<Kind, { case: 'structExpr' }>['value'],
  scope: Scope | ReadonlyMap<string, SmallValue>,
): SmallValue | CelErr {
  const out = new Map<string | bigint | boolean, SmallValue>();
  for (const entry of kind.entries) {
    if (entry.keyKind.case !== 'mapKey' || entry.value === undefined) throw new Abort('invalid entry');
    const key = mapKey(evaluate(entry.keyKind.value, scope));
    if (key instanceof CelErr) return key;
    const value = evaluate(entry.value, scope);
    if (value instanceof CelErr) return value;
    if (out.has(key)) return new CelErr(`map key conflict: ${String(key)}`);
    out.set(key, value);
  }
  return out as SmallMap;
}

function evalComprehension(
  c: Extract<Kind, { case: 'comprehensionExpr' }>['value'],
  scope: Scope | ReadonlyMap<string, SmallValue>,
): SmallValue | CelErr {
  if (!c.accuInit || !c.iterRange || !c.loopCondition || !c.loopStep || !c.result) throw new Abort('invalid comprehension');
  const init = evaluate(c.accuInit, scope);
  if (init instanceof CelErr) return init;
  const accu: { name: string; value: SmallValue | CelErr; parent: Scope | ReadonlyMap<string, SmallValue> } = {
    name: c.accuVar,
    value: init,
    parent: scope,
  };
  const range = evaluate(c.iterRange, scope);
  if (range instanceof CelErr) return range;
  let items: readonly SmallValue[];
  if (isMap(range)) items = [...range.keys()];
  else if (isList(range)) items = range;
  else return new CelErr(`type mismatch: iterable vs ${typeString(range)}`);
  for (const item of items) {
    if (++steps > MAX_EVAL_STEPS) throw new TooCostly();
    const iter: Scope = { name: c.iterVar, value: item, parent: accu };
    const cond = evaluate(c.loopCondition, iter);
    if (cond instanceof CelErr) return cond;
    if (cond !== true) break;
    accu.value = evaluate(c.loopStep, iter);
  }
  return evaluate(c.result, accu);
}

/** Loop steps taken by the evaluation under way (`evaluateRoot` starts it at zero). */
let steps = 0;

/**
 * Evaluates an expression with a budget of `MAX_EVAL_STEPS` macro loop steps: past it, throws
 * `TooCostly` (an `Abort`), so a rule that would freeze the tab is "could not be checked" instead.
 */
export function evaluateRoot(e: CelExpr, scope: Scope | ReadonlyMap<string, SmallValue>): SmallValue | CelErr {
  steps = 0;
  return evaluate(e, scope);
}

/** Evaluates a node: a value or an error value. Throws `Abort` where @bufbuild/cel would throw. */
export function evaluate(e: CelExpr, scope: Scope | ReadonlyMap<string, SmallValue>): SmallValue | CelErr {
  const kind = e.exprKind;
  switch (kind.case) {
    case 'constExpr':
      return constant(kind.value);
    case 'identExpr': {
      const v = resolve(e, scope);
      return v === undefined ? new CelErr('unresolved attribute') : v;
    }
    case 'selectExpr': {
      if (!kind.value.operand) throw new Abort('invalid select');
      if (!kind.value.testOnly) {
        const v = resolve(e, scope);
        return v === undefined ? new CelErr('unresolved attribute') : v;
      }
      const raw = resolve(kind.value.operand, scope);
      if (raw === undefined) return false;
      return raw instanceof CelErr ? raw : isSet(raw, kind.value.field);
    }
    case 'callExpr':
      return evalCall(kind.value, scope);
    case 'listExpr': {
      const out: SmallValue[] = [];
      for (const el of kind.value.elements) {
        const v = evaluate(el, scope);
        if (v instanceof CelErr) return v;
        out.push(v);
      }
      return out;
    }
    case 'structExpr':
      return evalMap(kind.value, scope);
    case 'comprehensionExpr':
      return evalComprehension(kind.value, scope);
    default:
      return new CelErr('invalid expression');
  }
}
