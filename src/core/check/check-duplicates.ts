import type { Located, Span } from '../source/span';
import type { Call } from '../spec/call';
import type { Constant } from '../spec/constant';
import type { ErrorEntry } from '../spec/error-entry';
import type { Role } from '../spec/role';
import type { Screen } from '../spec/screen';
import type { Transition } from '../spec/transition';
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

// What makes two items the same, where the later one is reported, and the message: functions of the
// module, not made per check (a function made per call loses its optimised code at each full collection).
type Named = { readonly name: Located<string> };
const nameKey = (item: Named): string | null => nonEmpty(item.name.value);
const nameSpan = (item: Named): Span => item.name.span;
const routeKey = (s: Screen): string | null => nonEmpty(routeShape(s.route.value));
const routeSpan = (s: Screen): Span => s.route.span;
const routeRepeated = (s: Screen, first: Screen, line: number): string => m.duplicateRoute(s.route.value, first.route.value, line);
const codeKey = (e: ErrorEntry): string | null => nonEmpty(e.code.value);
const codeSpan = (e: ErrorEntry): Span => e.code.span;
const codeRepeated = (e: ErrorEntry, _first: ErrorEntry, line: number): string => m.duplicateErrorCode(e.code.value, line);
const constantRepeated = (c: Constant, _first: Constant, line: number): string => m.duplicateConstant(c.name.value, line);
const roleRepeated = (r: Role, _first: Role, line: number): string => m.duplicateRole(r.name.value, line);
const callText = (c: Call): string => `${c.method.value} ${c.path.value}`;
const callKey = (c: Call): string | null => (c.path.value ? `${c.method.value.toUpperCase()} ${routeShape(c.path.value)}` : null);
const callSpan = (c: Call): Span => ({ from: c.method.span.from, to: Math.max(c.method.span.to, c.path.span.to) });
const callRepeated = (c: Call, first: Call, line: number): string => m.duplicateCall(callText(c), callText(first), line);
const transitionKey = (t: Transition): string => `${t.entity?.value ?? ''}\u0000${t.from.value}\u0000${t.event.value}`;
const transitionSpan = (t: Transition): Span => t.event.span;
const transitionRepeated = (t: Transition, _first: Transition, line: number): string =>
  m.duplicateTransition(t.entity?.value ?? '', t.from.value, t.event.value, line);

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
    reportRepeats(cx, entity.fields, nameKey, nameSpan, 'duplicate-field', 3, (f, _first, line) =>
      m.duplicateField(entity.name.value, f.name.value, line),
    );
  }
  reportRepeats(cx, spec.screens, routeKey, routeSpan, 'duplicate-route', 2, routeRepeated);
  reportRepeats(cx, spec.errors, codeKey, codeSpan, 'duplicate-error-code', 8, codeRepeated);
  reportRepeats(cx, spec.constants, nameKey, nameSpan, 'duplicate-constant', 9, constantRepeated);
  reportRepeats(cx, spec.roles, nameKey, nameSpan, 'duplicate-role', 6, roleRepeated);
  reportRepeats(cx, spec.calls, callKey, callSpan, 'duplicate-call', 7, callRepeated);
  reportRepeats(cx, spec.transitions, transitionKey, transitionSpan, 'duplicate-transition', 4, transitionRepeated);
}
