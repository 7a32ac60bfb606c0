import { checkMessages as m } from '../diagnostics/messages-check';
import type { Expression } from '../spec/expression';
import type { PointNumber } from '../spec/point';
import type { Permission } from '../spec/role';
import type { Rule } from '../spec/rule';
import type { Transition } from '../spec/transition';
import type { CheckContext } from './check-context';
import { expressionSpan } from './expression-span';
import { createSuggester, type Suggester } from '../words/suggest';

/** A free identifier of an expression with its field selections; offsets into the expression's source. */
export interface ExpressionReference {
  readonly root: string;
  readonly path: readonly string[];
  readonly from: number;
  readonly to: number;
}

/** Finds the free identifiers of a CEL expression; null when it does not parse (already reported). */
export type ReferenceFinder = (source: string) => readonly ExpressionReference[] | null;

/** Names CEL itself gives meaning to, never free variables of the spec. */
const CEL_NAMES: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'int',
  'uint',
  'double',
  'bool',
  'string',
  'bytes',
  'list',
  'map',
  'type',
  'null_type',
  'dyn',
]);

interface Scope {
  readonly point: PointNumber;
  readonly value: boolean;
  /** Entities whose fields `record.X` may name (known ones only). */
  readonly entities: readonly string[];
}

/** The names an expression may use, with a suggester over them, for rules (`value` too) or for the others. */
interface Allowed {
  readonly names: string[];
  suggester: Suggester | null;
}

/** One check's state: the context, the text, how names are found, the allowed names by whether `value` is. */
interface ExpressionNames {
  readonly cx: CheckContext;
  readonly text: string;
  readonly find: ReferenceFinder;
  readonly allowed: Map<boolean, Allowed>;
}

function allowedIn(c: ExpressionNames, value: boolean): Allowed {
  let a = c.allowed.get(value);
  if (!a)
    c.allowed.set(
      value,
      (a = { names: [...(value ? ['value'] : []), 'record', 'user', 'now', ...c.cx.constants.keys()], suggester: null }),
    );
  return a;
}

/**
 * Names used in expressions: `value` (rules only), `record` (its first field must exist on each of the
 * scope's entities), `user` (free: the simulated user's fields), `now`, and the constants of point 9.
 * Anything else is `unknown-name` with a "did you mean".
 */
export function checkExpressions(cx: CheckContext, text: string, find: ReferenceFinder): void {
  const c: ExpressionNames = { cx, text, find, allowed: new Map() };
  const { rules, transitions, permissions } = cx.spec;
  // Lists are walked by index: a for…of over a model list allocated a step object per item in this once-per-check pass.
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as Rule;
    if (rule.body.kind === 'expression')
      checkNames(c, rule.body.expression, { point: 5, value: true, entities: known(cx, rule.entity.value) });
  }
  for (let i = 0; i < transitions.length; i++) {
    const t = transitions[i] as Transition;
    checkNames(c, t.guard, { point: 4, value: false, entities: known(cx, t.entity?.value) });
  }
  for (let i = 0; i < permissions.length; i++) {
    const p = permissions[i] as Permission;
    if (!p.when) continue;
    const entities: string[] = [];
    for (const on of p.on) if (cx.entities.has(on.value) && !entities.includes(on.value)) entities.push(on.value);
    checkNames(c, p.when, { point: 6, value: false, entities });
  }
}

/** The entity, when the spec declares it, as the scope's list of entities. */
function known(cx: CheckContext, name: string | undefined): string[] {
  return name !== undefined && cx.entities.has(name) ? [name] : [];
}

function checkNames(c: ExpressionNames, expression: Expression | null, scope: Scope): void {
  if (!expression) return;
  const refs = c.find(expression.source);
  if (!refs) return;
  const { cx } = c;
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i] as ExpressionReference;
    const root = ref.root;
    if (root === 'user' || root === 'now' || CEL_NAMES.has(root) || cx.constants.has(root)) continue;
    if (root === 'value') {
      if (!scope.value)
        cx.sink.report('unknown-name', expressionSpan(c.text, expression, ref.from, ref.to), m.valueOutsideRule(), scope.point);
      continue;
    }
    if (root === 'record') {
      const fieldName = ref.path[0];
      if (fieldName === undefined) continue;
      for (const entity of scope.entities) {
        if (cx.fields.get(entity)?.has(fieldName) !== false) continue;
        cx.sink.report(
          'unknown-field',
          expressionSpan(c.text, expression, ref.from, ref.to),
          m.unknownRecordField(entity, fieldName, cx.suggestField(entity).suggest(fieldName)),
          scope.point,
        );
      }
      continue;
    }
    const allowed = allowedIn(c, scope.value);
    allowed.suggester ??= createSuggester(allowed.names);
    const suggestion = allowed.suggester.suggest(root);
    cx.sink.report(
      'unknown-name',
      expressionSpan(c.text, expression, ref.from, ref.to),
      m.unknownName(root, allowed.names, suggestion),
      scope.point,
    );
  }
}
