/**
 * Test helpers: build spec models by hand, with spans. Every located value sits on a line of its own,
 * in call order, in a fake text of fixed-width lines (`TEST_TEXT`), so diagnostics can name lines.
 * Not part of the public API.
 */
import type { Located, Span } from '../source/span';
import type { Call } from '../spec/call';
import type { Constant, ConstantValue } from '../spec/constant';
import type { Entity, Field } from '../spec/entity';
import type { ErrorEntry } from '../spec/error-entry';
import type { Expression } from '../spec/expression';
import type { PointNumber } from '../spec/point';
import type { Permission, Role } from '../spec/role';
import type { Rule, RulePhrase } from '../spec/rule';
import type { Screen, ScreenKind } from '../spec/screen';
import { emptySpec, type Section, type Spec } from '../spec/spec';
import type { StateFieldDecl, Transition } from '../spec/transition';
import type { ScalarName, Shape, ShapeField, TypeRef } from '../spec/type-ref';

/** Characters per line of TEST_TEXT, line break included. */
export const TEST_LINE_WIDTH = 100;
/** A text of 5000 blank lines that every test spec's spans point into. */
export const TEST_TEXT = (' '.repeat(TEST_LINE_WIDTH - 1) + '\n').repeat(5000);

let cursor = 1;
/** The next free line; restarts at 1 after `resetLines()`. */
export function nextLine(): number {
  return cursor++;
}
/** Restarts line numbering (call at the start of a test). */
export function resetLines(): void {
  cursor = 1;
}
/** The span of `length` characters at a 1-based line. */
export function lineSpan(line: number, length = 1): Span {
  const from = (line - 1) * TEST_LINE_WIDTH;
  return { from, to: from + Math.max(0, Math.min(length, TEST_LINE_WIDTH - 1)) };
}
/** A located value on the next line (or the line given). */
export function loc<T>(value: T, line = nextLine()): Located<T> {
  return { value, span: lineSpan(line, String(value).length) };
}
const around = (spans: readonly Span[]): Span => {
  const first = spans[0] ?? lineSpan(nextLine());
  const last = spans[spans.length - 1] ?? first;
  return { from: first.from, to: last.to };
};

/** Type builders. */
export const t = {
  scalar: (name: ScalarName): TypeRef => ({ kind: 'scalar', name, span: lineSpan(nextLine(), name.length) }),
  enumOf: (...values: string[]): TypeRef => ({ kind: 'enum', values, span: lineSpan(nextLine(), 40) }),
  ref: (entity: string): TypeRef => ({ kind: 'ref', entity, span: lineSpan(nextLine(), entity.length) }),
  list: (of: TypeRef): TypeRef => ({ kind: 'list', of, span: of.span }),
  obj: (fields: Record<string, TypeRef>): TypeRef => ({
    kind: 'object',
    fields: Object.entries(fields).map(([name, type]): ShapeField => ({
      name: name.replace(/\?$/, ''),
      nameSpan: type.span,
      optional: name.endsWith('?'),
      type,
    })),
    span: lineSpan(nextLine(), 20),
  }),
  none: (): Shape => ({ kind: 'none', span: lineSpan(nextLine(), 1) }),
};

const typeText = (type: TypeRef): string =>
  type.kind === 'scalar'
    ? type.name
    : type.kind === 'enum'
      ? 'one of ' + type.values.join(', ')
      : type.kind === 'ref'
        ? type.entity
        : type.kind;

/** A field; the type defaults to string. */
export function field(name: string, type: TypeRef = t.scalar('string'), opts: { notes?: string; required?: boolean } = {}): Field {
  const n = loc(name);
  const text = typeText(type);
  return {
    name: n,
    typeText: { value: text, span: type.span },
    type,
    required: opts.required ?? null,
    notes: opts.notes ?? '',
    extra: [],
    span: around([n.span, type.span]),
  };
}

/** An entity with its fields. */
export function entity(name: string, fields: readonly Field[], stateField: string | null = null): Entity {
  const n = loc(name);
  return { name: n, fields, stateField: stateField === null ? null : loc(stateField), span: n.span };
}

/** A state field declaration. */
export function stateFieldDecl(entityName: string, fieldName: string): StateFieldDecl {
  return { entity: loc(entityName), field: loc(fieldName) };
}

const paramsOf = (path: string): Located<string>[] =>
  path
    .split('/')
    .filter((s) => s.startsWith(':') || s.startsWith('{'))
    .map((s) => loc(s.replace(/^:|^\{|\}$/g, '')));

/** A screen; `target` is the Shows entity words. */
export function screen(route: string, kind: ScreenKind, target: string | null, opts: { roles?: string[]; name?: string } = {}): Screen {
  const r = loc(route);
  const shows = loc(kind === 'content' ? 'some text' : `${kind} of ${target ?? ''}`);
  return {
    route: r,
    params: paramsOf(route),
    name: loc(opts.name ?? route),
    shows,
    kind,
    target: target === null ? null : { value: target, span: shows.span },
    related: null,
    roles: (opts.roles ?? []).map((x) => loc(x)),
    extra: [],
    span: around([r.span, shows.span]),
  };
}

/** An expression on its own line. */
export function expr(source: string): Expression {
  return { source, span: lineSpan(nextLine(), source.length) };
}

/** A transition. */
export function transition(
  entityName: string | null,
  from: string,
  event: string,
  to: string,
  opts: { guard?: string; roles?: string[] } = {},
): Transition {
  const e = entityName === null ? null : loc(entityName);
  const f = loc(from);
  const ev = loc(event);
  const tt = loc(to);
  return {
    entity: e,
    from: f,
    event: ev,
    to: tt,
    guard: opts.guard === undefined ? null : expr(opts.guard),
    roles: (opts.roles ?? []).map((x) => loc(x)),
    extra: [],
    span: around([e?.span ?? f.span, tt.span]),
  };
}

/** A rule: a phrase (with its text), an expression (a string), or an unrecognised phrase (null). */
export function rule(entityName: string, fieldName: string, body: RulePhrase | string | null, text = 'rule'): Rule {
  const e = loc(entityName);
  const f = loc(fieldName);
  const b: Rule['body'] =
    typeof body === 'string' ? { kind: 'expression', expression: expr(body) } : { kind: 'phrase', text: loc(text), phrase: body };
  return { entity: e, field: f, body: b, message: null, extra: [], span: around([e.span, f.span]) };
}

/** A role. */
export function role(name: string): Role {
  const n = loc(name);
  return { name: n, description: '', extra: [], span: n.span };
}

/** A permission row. */
export function permission(roleName: string, can: string[], on: string[], when?: string): Permission {
  const r = loc(roleName);
  return {
    role: r,
    can: can.map((x) => loc(x)),
    on: on.map((x) => loc(x)),
    when: when === undefined ? null : expr(when),
    extra: [],
    span: around([r.span]),
  };
}

/** A call; request and response default to none. */
export function call(
  method: string,
  path: string,
  opts: { request?: Shape; response?: Shape; errors?: string[]; roles?: string[] } = {},
): Call {
  const m = loc(method);
  const p = loc(path.split('?')[0] ?? path);
  const query = path.includes('?') ? (path.split('?')[1] ?? '').split('&').map((q) => loc(q)) : [];
  return {
    method: m,
    path: p,
    params: paramsOf(path.split('?')[0] ?? path),
    query,
    requestText: null,
    request: opts.request ?? t.none(),
    responseText: null,
    response: opts.response ?? t.none(),
    errors: (opts.errors ?? []).map((x) => loc(x)),
    roles: (opts.roles ?? []).map((x) => loc(x)),
    notes: '',
    extra: [],
    span: around([m.span, p.span]),
  };
}

/** An error catalogue row. */
export function errorEntry(codeName: string, status: number | null, when = ''): ErrorEntry {
  const c = loc(codeName);
  return { code: c, statusText: loc(String(status)), status, message: null, when, extra: [], span: c.span };
}

/** A constant. */
export function constant(name: string, value: ConstantValue = { kind: 'number', value: 1 }): Constant {
  const n = loc(name);
  return { name: n, valueText: loc('1'), value, meaning: '', extra: [], span: n.span };
}

/** A section for a point: structured, or with prose only. */
export function section(point: PointNumber | null, opts: { structured?: boolean; prose?: string; heading?: string } = {}): Section {
  const h = loc(opts.heading ?? `${point ?? ''}. Section`);
  return {
    point,
    heading: h,
    span: { from: h.span.from, to: h.span.to + TEST_LINE_WIDTH },
    prose: opts.prose ?? '',
    structured: opts.structured ?? true,
  };
}

/** A spec with every list empty unless given. */
export function makeSpec(partial: Partial<Spec> = {}): Spec {
  return { ...emptySpec('markdown'), ...partial };
}
