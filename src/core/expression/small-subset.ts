import type { CelAst } from './parse-cel';
import { walkCel } from './references';
import { FULL_ONLY_FUNCTIONS } from './small-functions';

/**
 * Names that @bufbuild/cel resolves to types (or, under `google.`, to well-known types and enum
 * values) when nothing binds them; the small interpreter leaves those to the full evaluator.
 */
const TYPE_NAMES = new Set(['int', 'uint', 'double', 'bool', 'string', 'bytes', 'list', 'map', 'null_type', 'type', 'google']);

/**
 * True when the small interpreter evaluates this expression exactly as @bufbuild/cel does. The subset:
 * null, bool, int, double and string literals; names; field selection and `has()`; `a[i]`; list and
 * map literals; `!`, unary `-`, `&&`, `||`, `? :`; `==` `!=` `<` `<=` `>` `>=`; `+ - * / %`; `in`;
 * `size`, `contains`, `startsWith`, `endsWith`, `matches`; `int`, `double`, `string`, `bool`,
 * `timestamp`, `duration`, `dyn`; timestamp and duration arithmetic, comparison and accessors
 * (`getHours()`…, in the zone `withTimeZone` sets when called without one); the macros `all`,
 * `exists`, `exists_one`, `map`, `filter`; calls to unknown functions (an error either way).
 * Outside it: uint and bytes literals, `uint()`, `bytes()`, `type()`, type names as values, message construction and
 * optional syntax (`a.?b`, `[?x]`).
 */
export function inSmallSubset(ast: CelAst): boolean {
  let ok = true;
  walkCel(ast.expr, (node) => {
    if (!ok) return false;
    const kind = node.exprKind;
    switch (kind.case) {
      case 'constExpr': {
        const c = kind.value.constantKind.case;
        ok = c === 'stringValue' || c === 'doubleValue' || c === 'boolValue' || c === 'int64Value' || c === 'nullValue';
        break;
      }
      case 'identExpr':
        ok = !TYPE_NAMES.has(kind.value.name) && !kind.value.name.includes('.');
        break;
      case 'selectExpr':
        ok = kind.value.operand !== undefined;
        break;
      case 'callExpr': {
        const { function: name, args, target } = kind.value;
        if (FULL_ONLY_FUNCTIONS.has(name) || name === '_[?_]' || name === '_?._') ok = false;
        else if (name === '_[_]') ok = args.length === 2 && target === undefined;
        else if (name === '_?_:_') ok = args.length === 3 && target === undefined;
        break;
      }
      case 'listExpr':
        ok = kind.value.optionalIndices.length === 0;
        break;
      case 'structExpr':
        ok =
          kind.value.messageName === '' &&
          kind.value.entries.every((e) => e.keyKind.case === 'mapKey' && e.value !== undefined && !e.optionalEntry);
        break;
      case 'comprehensionExpr': {
        const c = kind.value;
        ok = c.iterVar2 === '' && !!(c.accuInit && c.iterRange && c.loopCondition && c.loopStep && c.result);
        break;
      }
      default:
        ok = false;
    }
    return ok;
  });
  return ok;
}

/** True when the expression calls `matches` (so the RE2 engine must be loaded). */
export function callsMatches(ast: CelAst): boolean {
  let found = false;
  walkCel(ast.expr, (node) => {
    if (node.exprKind.case === 'callExpr' && node.exprKind.value.function === 'matches') found = true;
    return !found;
  });
  return found;
}
