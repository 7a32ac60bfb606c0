import { createLruCache } from './lru-cache';
import { parseCel } from './parse-cel';
import type { CelExpr } from './references';

/** The kind of value a use of a name's field calls for, read from the parsed expression; null when the use does not say. */
export type CelValueKind = 'boolean' | 'number' | 'text';

/** One use of `root.field` in an expression, with the kind of value its place there calls for. */
export interface CelFieldUse {
  readonly field: string;
  /**
   * What the place wants: `boolean` as a condition (alone, under `!`, `&&`, `||`, a `?:` test) or
   * compared with `true`/`false`; `number` in arithmetic (`- * / %`, unary `-`, `+` with a number),
   * ordered (`< <= > >=`) against anything but text, or compared with a number; `text` compared with or
   * added to a string. Null otherwise: compared with a value of unknown type, given to a function,
   * a list, or selected further (`user.team.name`, `user.email.endsWith(…)`).
   */
  readonly kind: CelValueKind | null;
}

const LOGICAL = new Set(['!_', '_&&_', '_||_']);
const EQUALITY = new Set(['_==_', '_!=_']);
const ORDER = new Set(['_<_', '_<=_', '_>_', '_>=_']);
const ARITHMETIC = new Set(['_-_', '_*_', '_/_', '_%_', '-_']);
const BOOLEAN_RESULT = new Set([
  ...LOGICAL,
  ...EQUALITY,
  ...ORDER,
  '@in',
  'matches',
  'startsWith',
  'endsWith',
  'contains',
  'has',
  'exists',
  'all',
  'exists_one',
]);
const NUMBER_RESULT = new Set([...ARITHMETIC, 'size', 'int', 'uint', 'double']);

/** How far typeOf looks down a chain (`a + b + c …` nests to the left): past this the type is unknown. */
const TYPE_DEPTH = 24;

/** The type of value a node gives, as far as its own shape says (literals, operators, conversions). */
function typeOf(node: CelExpr | undefined, depth = 0): CelValueKind | null {
  if (node === undefined || depth > TYPE_DEPTH) return null;
  const kind = node.exprKind;
  if (kind.case === 'constExpr') {
    const c = kind.value.constantKind.case;
    return c === 'boolValue'
      ? 'boolean'
      : c === 'int64Value' || c === 'uint64Value' || c === 'doubleValue'
        ? 'number'
        : c === 'stringValue'
          ? 'text'
          : null;
  }
  if (kind.case !== 'callExpr') return null;
  const { function: fn, args } = kind.value;
  if (BOOLEAN_RESULT.has(fn)) return 'boolean';
  if (NUMBER_RESULT.has(fn)) return 'number';
  if (fn === 'string') return 'text';
  if (fn === '_+_') return typeOf(args[0], depth + 1) ?? typeOf(args[1], depth + 1);
  if (fn === '_?_:_') return typeOf(args[1], depth + 1) ?? typeOf(args[2], depth + 1);
  return null;
}

/** The field of `root.field` when the node is exactly that (not bound by a comprehension), else null. */
function fieldOf(node: CelExpr, root: string, bound: ReadonlySet<string>): string | null {
  if (node.exprKind.case !== 'selectExpr') return null;
  const operand = node.exprKind.value.operand;
  if (operand?.exprKind.case !== 'identExpr' || operand.exprKind.value.name !== root || bound.has(root)) return null;
  return node.exprKind.value.field;
}

/** The kinds each argument of a call is wanted as, given what the call itself is wanted as. */
function argumentKinds(fn: string, args: readonly CelExpr[], wanted: CelValueKind | null): (CelValueKind | null)[] {
  if (LOGICAL.has(fn)) return args.map(() => 'boolean');
  if (ARITHMETIC.has(fn)) return args.map(() => 'number');
  if (fn === '_?_:_') return ['boolean', wanted, wanted];
  if (EQUALITY.has(fn)) return [typeOf(args[1]), typeOf(args[0])];
  if (ORDER.has(fn)) return [typeOf(args[1]) ?? 'number', typeOf(args[0]) ?? 'number'];
  if (fn === '_+_') {
    const other = (i: number) => typeOf(args[1 - i]) ?? (wanted === 'number' || wanted === 'text' ? wanted : null);
    return [other(0), other(1)];
  }
  if (fn === '@in') {
    const list = args[1]?.exprKind.case === 'listExpr' ? args[1].exprKind.value.elements : [];
    const kinds = new Set(list.map((e) => typeOf(e)));
    const [only] = kinds;
    return [kinds.size === 1 && only !== undefined ? only : null, null];
  }
  return args.map(() => null);
}

/**
 * Every use of `root.field` in a parsed expression (in no particular order), each with the kind of
 * value its place calls for. The expression as a whole is a condition (a permission's `when`, a
 * guard, a rule), so a field used alone is a boolean. Iterative: deep expressions are safe.
 */
export function fieldUsesOf(expr: CelExpr, root: string): CelFieldUse[] {
  const uses: CelFieldUse[] = [];
  const stack: Array<[CelExpr, CelValueKind | null, ReadonlySet<string>]> = [[expr, 'boolean', new Set()]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, wanted, bound] = item;
    const field = fieldOf(node, root, bound);
    if (field !== null) {
      uses.push({ field, kind: wanted });
      continue;
    }
    const kind = node.exprKind;
    switch (kind.case) {
      case 'selectExpr': {
        // `user.team.name`: the field holds something with fields of its own.
        const operand = kind.value.operand;
        const inner = operand ? fieldOf(operand, root, bound) : null;
        if (inner !== null) uses.push({ field: inner, kind: null });
        else if (operand) stack.push([operand, null, bound]);
        break;
      }
      case 'callExpr': {
        const { function: fn, target, args } = kind.value;
        if (target) stack.push([target, null, bound]);
        const kinds = argumentKinds(fn, args, wanted);
        args.forEach((arg, i) => stack.push([arg, kinds[i] ?? null, bound]));
        break;
      }
      case 'listExpr':
        for (const e of kind.value.elements) stack.push([e, null, bound]);
        break;
      case 'structExpr':
        for (const entry of kind.value.entries) {
          if (entry.value) stack.push([entry.value, null, bound]);
          if (entry.keyKind.case === 'mapKey') stack.push([entry.keyKind.value, null, bound]);
        }
        break;
      case 'comprehensionExpr': {
        const c = kind.value;
        const inner = new Set(bound);
        for (const v of [c.iterVar, c.iterVar2, c.accuVar]) if (v) inner.add(v);
        if (c.iterRange) stack.push([c.iterRange, null, bound]);
        if (c.accuInit) stack.push([c.accuInit, null, bound]);
        // The macros' loop condition and step are built of && and || over the user's predicate.
        if (c.loopCondition) stack.push([c.loopCondition, 'boolean', inner]);
        if (c.loopStep) stack.push([c.loopStep, null, inner]);
        if (c.result) stack.push([c.result, wanted, inner]);
        break;
      }
      default:
        break;
    }
  }
  return uses;
}

const cache = createLruCache<string, readonly CelFieldUse[] | null>(2000);

/**
 * The uses of `user.X` (`root` = "user") in an expression, each with the kind of value its place
 * calls for (see CelFieldUse); null when the expression does not parse. Read from the parsed AST, so
 * `user.age + 1 > 18` is a number and `"user.vip == true"` inside a string is no use at all. Cached.
 */
export function celFieldUses(source: string, root: string): CelFieldUse[] | null {
  const key = `${root}\n${source}`;
  let uses = cache.get(key);
  if (uses === undefined) {
    const parsed = parseCel(source);
    uses = null;
    if (parsed.ok) {
      try {
        uses = fieldUsesOf(parsed.ast.expr, root);
      } catch {
        uses = null;
      }
    }
    cache.set(key, uses);
  }
  return uses ? [...uses] : null;
}
