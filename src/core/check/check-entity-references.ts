import { checkMessages as m } from '../diagnostics/messages-check';
import { locatedAt, type Located, type Span } from '../source/span';
import type { Call } from '../spec/call';
import type { Entity } from '../spec/entity';
import type { PointNumber } from '../spec/point';
import type { Permission } from '../spec/role';
import type { Screen } from '../spec/screen';
import type { Transition } from '../spec/transition';
import type { Rule } from '../spec/rule';
import type { Shape, TypeRef } from '../spec/type-ref';
import type { CheckContext } from './check-context';
import { readRelated } from './related-lists';

/** Calls `visit` on every entity reference inside a type or shape (lists and object fields included). */
export function forEachRef(type: Shape, visit: (ref: Extract<TypeRef, { kind: 'ref' }>) => void): void {
  // An explicit stack: shapes from a hostile spec may nest deeply.
  const stack: Shape[] = [type];
  while (stack.length > 0) {
    const node = stack.pop() as Shape;
    if (node.kind === 'ref') visit(node);
    else if (node.kind === 'list') stack.push(node.of);
    else if (node.kind === 'object')
      for (let i = node.fields.length - 1; i >= 0; i--) stack.push((node.fields[i] as { type: TypeRef }).type);
  }
}

/**
 * Reports an exact entity name that point 3 does not declare; true when it is known. `where` (text,
 * or a function giving it) names the place in the message; a function is only called for a miss.
 */
export function checkEntityName(cx: CheckContext, name: Located<string>, where: string | (() => string), point: PointNumber): boolean {
  return checkEntityAt(cx, name.value, name.span, where, point);
}

/**
 * Whether a type or shape may hold an unknown entity name: false for the common cases a glance settles
 * (no name, or one known name), so they need no visitor and no message.
 */
function mayName(cx: CheckContext, type: Shape): boolean {
  if (type.kind === 'ref') return !cx.entities.has(type.entity);
  return type.kind === 'list' || type.kind === 'object';
}

function checkEntityAt(cx: CheckContext, value: string, span: Span, where: string | (() => string), point: PointNumber): boolean {
  if (cx.entities.has(value)) return true;
  reportUnknownEntity(cx, value, span, where, point);
  return false;
}

/** Reports `value`, a name point 3 does not declare (nothing when it is blank). */
function reportUnknownEntity(cx: CheckContext, value: string, span: Span, where: string | (() => string), point: PointNumber): void {
  if (value.trim() === '') return;
  const place = typeof where === 'string' ? where : where();
  cx.sink.report('unknown-entity', span, m.unknownEntity(value, place, cx.suggestEntity.suggest(value)), point);
}

/**
 * Reports every entity name inside a type or shape that point 3 does not declare, in forEachRef's order.
 * `place(a, b)` names the place in a message, built only for a miss (no function made per type).
 */
function checkRefsIn(
  cx: CheckContext,
  type: Shape,
  point: PointNumber,
  place: (a: string, b: string) => string,
  a: string,
  b: string,
): void {
  const stack: Shape[] = [type];
  while (stack.length > 0) {
    const node = stack.pop() as Shape;
    if (node.kind === 'ref') {
      if (!cx.entities.has(node.entity)) reportUnknownEntity(cx, node.entity, node.span, place(a, b), point);
    } else if (node.kind === 'list') stack.push(node.of);
    else if (node.kind === 'object')
      for (let i = node.fields.length - 1; i >= 0; i--) stack.push((node.fields[i] as { type: TypeRef }).type);
  }
}

const fieldPlace = (entity: string, field: string): string => `the type of \`${entity}.${field}\``;
const shapePlace = (method: string, path: string): string => `the shape of ${method} ${path}`;

/** Reports a field the (known) entity does not have; true when it is known. */
export function checkFieldName(cx: CheckContext, entity: string, field: Located<string>, point: PointNumber): boolean {
  const fields = cx.fields.get(entity);
  if (!fields || fields.has(field.value)) return true;
  cx.sink.report('unknown-field', field.span, m.unknownField(entity, field.value, cx.suggestField(entity).suggest(field.value)), point);
  return false;
}

function checkRule(cx: CheckContext, rule: Rule): void {
  if (!checkEntityName(cx, rule.entity, 'this rule', 5)) return;
  const entity = rule.entity.value;
  checkFieldName(cx, entity, rule.field, 5);
  const body = rule.body;
  if (body.kind === 'phrase' && body.phrase && (body.phrase.kind === 'before' || body.phrase.kind === 'after')) {
    const target = body.phrase.target;
    if (target.kind === 'field') checkFieldName(cx, entity, locatedAt(target.name, target.span), 5);
  }
}

/**
 * Entity names wherever they are referenced: field types (point 3), call shapes (point 7), Shows
 * (point 2, case and plurals folded), transitions (point 4), rules and their fields (point 5),
 * permissions' On (point 6). Skipped when point 3 declares no entity at all: that gap is the point's status.
 */
export function checkEntityReferences(cx: CheckContext): void {
  if (cx.entities.size === 0) return;
  const { spec } = cx;
  // Lists are walked by index: a for…of over a model list allocated a step object per item in this once-per-check pass.
  for (let e = 0; e < spec.entities.length; e++) {
    const entity = spec.entities[e] as Entity;
    const fields = entity.fields;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as (typeof fields)[number];
      const type = field.type;
      if (type.kind === 'ref') {
        // One name (most fields): known, blank, or reported with its place joined into the message at once.
        const name = type.entity;
        if (cx.entities.has(name) || name.trim() === '') continue;
        const message = m.unknownEntityInType(name, entity.name.value, field.name.value, cx.suggestEntity.suggest(name));
        cx.sink.report('unknown-entity', type.span, message, 3);
        continue;
      }
      if (mayName(cx, type)) checkRefsIn(cx, type, 3, fieldPlace, entity.name.value, field.name.value);
    }
  }
  for (let i = 0; i < spec.calls.length; i++) {
    const call = spec.calls[i] as Call;
    if (!mayName(cx, call.request) && !mayName(cx, call.response)) continue;
    checkRefsIn(cx, call.request, 7, shapePlace, call.method.value, call.path.value);
    checkRefsIn(cx, call.response, 7, shapePlace, call.method.value, call.path.value);
  }
  for (let i = 0; i < spec.screens.length; i++) {
    const screen = spec.screens[i] as Screen;
    if (screen.kind === 'content' || !screen.target) continue;
    if (cx.entityWords.resolve(screen.target.value) !== null) continue;
    const suggestion = cx.suggestEntity.suggest(screen.target.value.trim());
    cx.sink.report('unknown-entity', screen.target.span, m.unknownShowsEntity(screen.target.value.trim(), suggestion), 2);
  }
  for (let i = 0; i < spec.screens.length; i++) {
    const screen = spec.screens[i] as Screen;
    const target = screen.related && screen.target ? cx.entityWords.resolve(screen.target.value) : null;
    if (!screen.related || target === null) continue;
    readRelated(screen.related, target, cx.entities, cx.entityWords).forEach((r, i) => {
      const name = screen.related?.names[i];
      if (!name) return;
      if (r.kind === 'unknown')
        cx.sink.report('unknown-entity', name.span, m.unknownShowsEntity(name.value, cx.suggestEntity.suggest(name.value)), 2);
      else if (r.kind === 'unrelated') cx.sink.report('unrelated-list', name.span, m.unrelatedList(name.value, r.entity, target), 2);
    });
  }
  for (let i = 0; i < spec.transitions.length; i++) {
    const t = spec.transitions[i] as Transition;
    if (t.entity) checkEntityName(cx, t.entity, 'this transition', 4);
  }
  for (const decl of spec.stateFields) checkEntityName(cx, decl.entity, 'this state field line', 4);
  for (let i = 0; i < spec.rules.length; i++) checkRule(cx, spec.rules[i] as Rule);
  for (let i = 0; i < spec.permissions.length; i++) {
    const on = (spec.permissions[i] as Permission).on;
    for (let k = 0; k < on.length; k++) checkEntityName(cx, on[k] as Located<string>, 'this permission', 6);
  }
}
