import { checkMessages as m } from '../diagnostics/messages-check';
import type { Expression } from '../spec/expression';
import type { PointNumber } from '../spec/point';
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

/**
 * Names used in expressions: `value` (rules only), `record` (its first field must exist on each of the
 * scope's entities), `user` (free: the simulated user's fields), `now`, and the constants of point 9.
 * Anything else is `unknown-name` with a "did you mean".
 */
export function checkExpressions(cx: CheckContext, text: string, find: ReferenceFinder): void {
  const suggesters = new Map<boolean, Suggester>();
  const names = new Map<boolean, string[]>();
  const allowed = (value: boolean): string[] => {
    let list = names.get(value);
    if (!list) names.set(value, (list = [...(value ? ['value'] : []), 'record', 'user', 'now', ...cx.constants.keys()]));
    return list;
  };
  const suggest = (value: boolean, name: string): string | null => {
    let s = suggesters.get(value);
    if (!s) suggesters.set(value, (s = createSuggester(allowed(value))));
    return s.suggest(name);
  };
  const check = (expression: Expression | null, scope: Scope): void => {
    if (!expression) return;
    const refs = find(expression.source);
    if (!refs) return;
    for (const ref of refs) {
      const span = (): ReturnType<typeof expressionSpan> => expressionSpan(text, expression, ref.from, ref.to);
      const root = ref.root;
      if (root === 'user' || root === 'now' || CEL_NAMES.has(root) || cx.constants.has(root)) continue;
      if (root === 'value') {
        if (!scope.value) cx.sink.report('unknown-name', span(), m.valueOutsideRule(), scope.point);
        continue;
      }
      if (root === 'record') {
        const fieldName = ref.path[0];
        if (fieldName === undefined) continue;
        for (const entity of scope.entities) {
          if (cx.fields.get(entity)?.has(fieldName) !== false) continue;
          cx.sink.report(
            'unknown-field',
            span(),
            m.unknownRecordField(entity, fieldName, cx.suggestField(entity).suggest(fieldName)),
            scope.point,
          );
        }
        continue;
      }
      cx.sink.report('unknown-name', span(), m.unknownName(root, allowed(scope.value), suggest(scope.value, root)), scope.point);
    }
  };
  const known = (name: string | undefined): string[] => (name !== undefined && cx.entities.has(name) ? [name] : []);
  for (const rule of cx.spec.rules) {
    if (rule.body.kind === 'expression') check(rule.body.expression, { point: 5, value: true, entities: known(rule.entity.value) });
  }
  for (const t of cx.spec.transitions) check(t.guard, { point: 4, value: false, entities: known(t.entity?.value) });
  for (const p of cx.spec.permissions) {
    if (!p.when) continue;
    const entities: string[] = [];
    for (const on of p.on) if (cx.entities.has(on.value) && !entities.includes(on.value)) entities.push(on.value);
    check(p.when, { point: 6, value: false, entities });
  }
}
