import { checkMessages as m } from '../diagnostics/messages-check';
import { analyzeCel } from '../expression/analyze-cel';
import { isTimeZone } from '../expression/cel-time';
import { createLruCache } from '../expression/lru-cache';
import type { Expression } from '../spec/expression';
import type { PointNumber } from '../spec/point';
import type { TypeRef } from '../spec/type-ref';
import { checkCelTypes, listOf, T, typeText, typeWords, type CelT, type TypeEnv, type TypeProblem } from './cel-types';
import type { CheckContext } from './check-context';
import { expressionSpan } from './expression-span';

/** The names point 9 may give the app's time zone (as the running app reads them: compile/cel-values.ts). */
const TIME_ZONE_NAMES = ['TIME_ZONE', 'TIMEZONE'];

/** A field type of point 3 (or a shape's) as CEL sees its values (docs/spec-format.md, "Values in expressions"). */
export function celTypeOf(type: TypeRef, depth = 0): CelT {
  if (depth > 32) return T.dyn;
  switch (type.kind) {
    case 'scalar':
      switch (type.name) {
        case 'integer':
          return T.int;
        case 'number':
          return T.double;
        case 'boolean':
          return T.bool;
        case 'date':
        case 'datetime':
          return T.timestamp;
        default:
          return T.string;
      }
    case 'enum':
      return T.string;
    case 'ref':
      return T.string;
    case 'list':
      return listOf(celTypeOf(type.of, depth + 1));
    case 'object': {
      const fields = new Map<string, CelT>();
      for (const f of type.fields) if (!fields.has(f.name)) fields.set(f.name, celTypeOf(f.type, depth + 1));
      return { k: 'record', name: '', fields, open: false };
    }
    default:
      return T.dyn;
  }
}

/** What a rule, guard or condition sees: the rule's field, the entities `record` may be. */
interface Scope {
  readonly point: PointNumber;
  readonly field: { readonly entity: string; readonly name: string } | null;
  readonly entities: readonly string[];
  /** What the expression is, for the message about its result ("A rule", "A guard"). */
  readonly what: string;
}

type Result = { problems: readonly TypeProblem[]; type: CelT } | null;
const results = createLruCache<string, Result>(5000);
/**
 * Per expression object, its last key and result: the incremental parser keeps unchanged sections'
 * objects, so a re-check after an edit computes only what changed, however many expressions a spec has.
 */
const byExpression = new WeakMap<Expression, { readonly key: string; readonly result: Result }>();

/**
 * Type-checks every expression against point 3's field types and point 9's constants
 * (`type-mismatch` at the exact place, with what was expected), notes time-of-day accessors read in
 * the device's zone when point 9 fixes none (`local-time`), and checks a `TIME_ZONE` constant.
 * Results are cached by the expression and the types of the names it uses.
 */
export function checkExpressionTypes(cx: CheckContext, text: string): void {
  let zoneFixed = false;
  for (const name of TIME_ZONE_NAMES) {
    const c = cx.constants.get(name);
    if (!c) continue;
    if (c.value.kind === 'string' && isTimeZone(c.value.value)) zoneFixed = true;
    else cx.sink.report('bad-time-zone', c.valueText.span, m.badTimeZone(name, c.valueText.value), 9);
  }
  const constantType = (name: string): CelT | undefined => {
    const c = cx.constants.get(name);
    if (!c) return undefined;
    switch (c.value.kind) {
      case 'number':
        return Number.isSafeInteger(c.value.value) ? T.int : T.double;
      case 'boolean':
        return T.bool;
      case 'string':
        return T.string;
      case 'duration':
        return T.duration;
    }
  };
  const recordTypes = new Map<string, CelT>();
  const recordOf = (entity: string): CelT => {
    let t = recordTypes.get(entity);
    if (!t) {
      const fields = new Map<string, CelT>();
      for (const f of cx.entities.get(entity)?.fields ?? []) if (!fields.has(f.name.value)) fields.set(f.name.value, celTypeOf(f.type));
      t = { k: 'record', name: entity, fields, open: false };
      recordTypes.set(entity, t);
    }
    return t;
  };
  /** `record` for several entities: the fields they agree on. */
  const recordFor = (entities: readonly string[]): CelT => {
    if (entities.length === 1) return recordOf(entities[0] as string);
    const fields = new Map<string, CelT>();
    const first = entities[0];
    if (first !== undefined) {
      const base = recordOf(first);
      if (base.k === 'record') {
        for (const [name, t] of base.fields) {
          if (
            entities.every((e) => {
              const r = recordOf(e);
              return r.k === 'record' && r.fields.has(name) && typeText(r.fields.get(name) as CelT) === typeText(t);
            })
          )
            fields.set(name, t);
        }
      }
    }
    return { k: 'record', name: '', fields, open: true };
  };
  const user: CelT = { k: 'record', name: 'user', fields: new Map(), open: true };

  const check = (expression: Expression | null, scope: Scope): void => {
    if (!expression) return;
    const analysis = analyzeCel(expression.source);
    if (!analysis.ok) return;
    const record = scope.entities.length > 0 ? recordFor(scope.entities) : null;
    const valueType = scope.field ? (cx.fields.get(scope.field.entity)?.get(scope.field.name) ?? null) : null;
    const lookup = (name: string): CelT | undefined => {
      if (name === 'value') return scope.field ? (valueType ? celTypeOf(valueType.type) : T.dyn) : undefined;
      if (name === 'record') return record ?? T.dyn;
      if (name === 'user') return user;
      if (name === 'now') return T.timestamp;
      return constantType(name);
    };
    // The key: the source and the types of the names it uses.
    let key = `${expression.source}\u0000${zoneFixed ? 'z' : ''}`;
    for (const ref of analysis.references) {
      const t = lookup(ref.root);
      const field = ref.root === 'record' && ref.path[0] !== undefined && t?.k === 'record' ? t.fields.get(ref.path[0]) : undefined;
      key += `\u0000${ref.root}:${t ? (ref.root === 'record' && ref.path[0] === undefined && t.k === 'record' ? [...t.fields].map(([n, x]) => `${n}=${typeText(x)}`).join(',') : typeText(t)) : '?'}${field ? `.${ref.path[0] ?? ''}=${typeText(field)}` : ''}`;
    }
    const kept = byExpression.get(expression);
    let result: Result | undefined = kept?.key === key ? kept.result : results.get(key);
    if (result === undefined) {
      const env: TypeEnv = { lookup, zoneFixed };
      try {
        result = checkCelTypes(analysis.ir, expression.source, env);
      } catch {
        result = null;
      }
      results.set(key, result);
    }
    if (kept?.key !== key) byExpression.set(expression, { key, result });
    if (!result) return;
    for (const p of result.problems) cx.sink.report(p.code, expressionSpan(text, expression, p.from, p.to), p.message, scope.point);
    const t = result.type;
    if (t.k !== 'bool' && t.k !== 'dyn' && result.problems.every((p) => p.code !== 'type-mismatch')) {
      cx.sink.report(
        'type-mismatch',
        expressionSpan(text, expression, 0, expression.source.length),
        m.notACondition(scope.what, typeWords(t)),
        scope.point,
      );
    }
  };
  const known = (name: string | undefined): string[] => (name !== undefined && cx.entities.has(name) ? [name] : []);
  for (const rule of cx.spec.rules) {
    if (rule.body.kind !== 'expression') continue;
    const entity = rule.entity.value;
    const field = cx.fields.get(entity)?.has(rule.field.value) ? { entity, name: rule.field.value } : null;
    check(rule.body.expression, { point: 5, field, entities: known(entity), what: 'A rule' });
  }
  for (const t of cx.spec.transitions) check(t.guard, { point: 4, field: null, entities: known(t.entity?.value), what: 'A guard' });
  for (const p of cx.spec.permissions) {
    if (!p.when) continue;
    const entities: string[] = [];
    for (const on of p.on) if (cx.entities.has(on.value) && !entities.includes(on.value)) entities.push(on.value);
    check(p.when, { point: 6, field: null, entities, what: 'A condition' });
  }
}
