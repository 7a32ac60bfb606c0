import type { Span } from '../source/span';
import { checkMessages as m } from '../diagnostics/messages-check';
import type { DiagnosticCode } from '../diagnostics/codes';
import type { PointNumber } from '../spec/point';
import type { CheckContext } from './check-context';
import { routeShape } from '../model/route-shape';

/** Reports each item whose key was seen before, at the later one, naming the first's line. */
function reportRepeats<T>(
  cx: CheckContext,
  items: readonly T[],
  keyOf: (item: T) => string | null,
  spanOf: (item: T) => Span,
  code: DiagnosticCode,
  point: PointNumber,
  message: (item: T, first: T, line: number) => string,
): void {
  const seen = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, item);
    else cx.sink.report(code, spanOf(item), message(item, first, cx.lineOf(spanOf(first))), point);
  }
}

const nonEmpty = (s: string): string | null => (s.trim() === '' ? null : s);

/** Duplicate entities, fields, routes, error codes, constants, roles, calls and transitions. */
export function checkDuplicates(cx: CheckContext): void {
  const { spec } = cx;
  // The context already indexes each entity name's first declaration: any other is a repeat (none when
  // no name repeats, which the context knows without a lookup per entity).
  if (cx.entityNamesRepeat)
    for (const e of spec.entities) {
      if (nonEmpty(e.name.value) === null) continue;
      const first = cx.entities.get(e.name.value);
      if (first !== undefined && first !== e)
        cx.sink.report('duplicate-entity', e.name.span, m.duplicateEntity(e.name.value, cx.lineOf(first.name.span)), 3);
    }
  for (const entity of spec.entities) {
    // Fields whose names do not repeat (most entities) need no pass: told in place, with no index or lookup.
    if (!cx.fields.repeat(entity)) continue;
    reportRepeats(
      cx,
      entity.fields,
      (f) => nonEmpty(f.name.value),
      (f) => f.name.span,
      'duplicate-field',
      3,
      (f, _first, line) => m.duplicateField(entity.name.value, f.name.value, line),
    );
  }
  reportRepeats(
    cx,
    spec.screens,
    (s) => nonEmpty(routeShape(s.route.value)),
    (s) => s.route.span,
    'duplicate-route',
    2,
    (s, first, line) => m.duplicateRoute(s.route.value, first.route.value, line),
  );
  reportRepeats(
    cx,
    spec.errors,
    (e) => nonEmpty(e.code.value),
    (e) => e.code.span,
    'duplicate-error-code',
    8,
    (e, _f, line) => m.duplicateErrorCode(e.code.value, line),
  );
  reportRepeats(
    cx,
    spec.constants,
    (c) => nonEmpty(c.name.value),
    (c) => c.name.span,
    'duplicate-constant',
    9,
    (c, _f, line) => m.duplicateConstant(c.name.value, line),
  );
  reportRepeats(
    cx,
    spec.roles,
    (r) => nonEmpty(r.name.value),
    (r) => r.name.span,
    'duplicate-role',
    6,
    (r, _f, line) => m.duplicateRole(r.name.value, line),
  );
  const callText = (c: { method: { value: string }; path: { value: string } }): string => `${c.method.value} ${c.path.value}`;
  reportRepeats(
    cx,
    spec.calls,
    (c) => (c.path.value ? `${c.method.value.toUpperCase()} ${routeShape(c.path.value)}` : null),
    (c) => ({ from: c.method.span.from, to: Math.max(c.method.span.to, c.path.span.to) }),
    'duplicate-call',
    7,
    (c, first, line) => m.duplicateCall(callText(c), callText(first), line),
  );
  reportRepeats(
    cx,
    spec.transitions,
    (t) => `${t.entity?.value ?? ''}\u0000${t.from.value}\u0000${t.event.value}`,
    (t) => t.event.span,
    'duplicate-transition',
    4,
    (t, _f, line) => m.duplicateTransition(t.entity?.value ?? '', t.from.value, t.event.value, line),
  );
}
