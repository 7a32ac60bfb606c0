import { checkMessages as m } from '../diagnostics/messages-check';
import { analyzeCel } from '../expression/analyze-cel';
import { isTimeZone } from '../expression/cel-time';
import { keepShape } from '../source/keep-shape';
import type { Field } from '../spec/entity';
import type { Expression } from '../spec/expression';
import type { PointNumber } from '../spec/point';
import type { Permission } from '../spec/role';
import type { Rule } from '../spec/rule';
import type { Transition } from '../spec/transition';
import type { TypeRef } from '../spec/type-ref';
import { listOf, sameText, T, typeWords, type CelT } from './cel-type';
import { checkCelTypes, type TypeEnv, type TypeProblem } from './cel-types';
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

/** The types of the names an expression may use, for one check: point 9's constants, `record` per entity, `user`, `now`. */
class CheckEnv implements TypeEnv {
  declare readonly zoneFixed: boolean;
  declare private readonly cx: CheckContext;
  declare private readonly records: Map<string, CelT>;
  declare private readonly user: CelT;
  /** The expression being checked: whether it is a rule's, the field `value` is (null: unknown) and what `record` is. */
  declare private inRule: boolean;
  declare private valueField: Field | null;
  declare private record: CelT | null;

  constructor(cx: CheckContext, zoneFixed: boolean) {
    this.cx = cx;
    this.zoneFixed = zoneFixed;
    this.records = new Map();
    this.user = { k: 'record', name: 'user', fields: new Map(), open: true };
    this.inRule = false;
    this.valueField = null;
    this.record = null;
  }

  /** Sets what `value` and `record` are for the next expression. */
  enter(scope: Scope): void {
    this.inRule = scope.field !== null;
    this.valueField = scope.field ? (this.cx.fields.get(scope.field.entity)?.get(scope.field.name) ?? null) : null;
    this.record = scope.entities.length > 0 ? this.recordFor(scope.entities) : null;
  }

  lookup(name: string): CelT | undefined {
    // A new type at each use, as before: `join` keeps a record type only when both sides are one object.
    if (name === 'value') return this.inRule ? (this.valueField ? celTypeOf(this.valueField.type) : T.dyn) : undefined;
    if (name === 'record') return this.record ?? T.dyn;
    if (name === 'user') return this.user;
    if (name === 'now') return T.timestamp;
    return this.constantType(name);
  }

  private constantType(name: string): CelT | undefined {
    const c = this.cx.constants.get(name);
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
  }

  /** `record` for one entity: its fields (the first declaration of each name). */
  private recordOf(entity: string): CelT {
    let t = this.records.get(entity);
    if (!t) {
      const fields = new Map<string, CelT>();
      for (const f of this.cx.entities.get(entity)?.fields ?? [])
        if (!fields.has(f.name.value)) fields.set(f.name.value, celTypeOf(f.type));
      t = { k: 'record', name: entity, fields, open: false };
      this.records.set(entity, t);
    }
    return t;
  }

  /** `record` for several entities: the fields they agree on. */
  private recordFor(entities: readonly string[]): CelT {
    if (entities.length === 1) return this.recordOf(entities[0] as string);
    const fields = new Map<string, CelT>();
    const first = entities[0];
    if (first !== undefined) {
      const base = this.recordOf(first);
      if (base.k === 'record') {
        for (const [name, t] of base.fields) {
          if (
            entities.every((e) => {
              const r = this.recordOf(e);
              return r.k === 'record' && r.fields.has(name) && sameText(r.fields.get(name) as CelT, t);
            })
          )
            fields.set(name, t);
        }
      }
    }
    return { k: 'record', name: '', fields, open: true };
  }
}

keepShape(new CheckEnv(null as unknown as CheckContext, false));

/** The entity, when the spec declares it, as the scope's list of entities. */
function known(cx: CheckContext, name: string | undefined): string[] {
  return name !== undefined && cx.entities.has(name) ? [name] : [];
}

/** Whether point 9 fixes the app's time zone; reports a `TIME_ZONE` constant that is not a zone. */
function zoneOf(cx: CheckContext): boolean {
  let zoneFixed = false;
  for (const name of TIME_ZONE_NAMES) {
    const c = cx.constants.get(name);
    if (!c) continue;
    if (c.value.kind === 'string' && isTimeZone(c.value.value)) zoneFixed = true;
    else cx.sink.report('bad-time-zone', c.valueText.span, m.badTimeZone(name, c.valueText.value), 9);
  }
  return zoneFixed;
}

/** Type-checks one expression in its scope and reports what it finds. */
function checkOne(cx: CheckContext, text: string, env: CheckEnv, expression: Expression | null, scope: Scope): void {
  if (!expression) return;
  const analysis = analyzeCel(expression.source);
  if (!analysis.ok) return;
  env.enter(scope);
  let result: { problems: readonly TypeProblem[]; type: CelT } | null;
  try {
    result = checkCelTypes(analysis.ir, expression.source, env);
  } catch {
    result = null;
  }
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
}

/**
 * Type-checks every expression against point 3's field types and point 9's constants
 * (`type-mismatch` at the exact place, with what was expected), notes time-of-day accessors read in
 * the device's zone when point 9 fixes none (`local-time`), and checks a `TIME_ZONE` constant.
 * Nothing is cached: typing an expression's compact form (kept by analyzeCel) costs less than a key
 * naming the types it depends on would.
 */
export function checkExpressionTypes(cx: CheckContext, text: string): void {
  const env = new CheckEnv(cx, zoneOf(cx));
  const { rules, transitions, permissions } = cx.spec;
  // Lists are walked by index: a for…of over a model list allocated a step object per item in this once-per-check pass.
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as Rule;
    if (rule.body.kind !== 'expression') continue;
    const entity = rule.entity.value;
    const field = cx.fields.get(entity)?.has(rule.field.value) ? { entity, name: rule.field.value } : null;
    checkOne(cx, text, env, rule.body.expression, { point: 5, field, entities: known(cx, entity), what: 'A rule' });
  }
  for (let i = 0; i < transitions.length; i++) {
    const t = transitions[i] as Transition;
    checkOne(cx, text, env, t.guard, { point: 4, field: null, entities: known(cx, t.entity?.value), what: 'A guard' });
  }
  for (let i = 0; i < permissions.length; i++) {
    const p = permissions[i] as Permission;
    if (!p.when) continue;
    const entities: string[] = [];
    for (const on of p.on) if (cx.entities.has(on.value) && !entities.includes(on.value)) entities.push(on.value);
    checkOne(cx, text, env, p.when, { point: 6, field: null, entities, what: 'A condition' });
  }
}
