import { checkMessages as m } from '../diagnostics/messages-check';
import { bindScreen, pathParts, type CallBinding, type CallSlot, type EntityCalls, type NestedCall } from '../model/bind-calls';
import type { Call } from '../spec/call';
import type { Located } from '../source/span';
import type { Permission } from '../spec/role';
import type { Screen, ScreenKind } from '../spec/screen';
import type { Transition } from '../spec/transition';
import { plural } from '../words/inflection';
import type { CheckContext } from './check-context';
import { isCrudAction } from './check-name-references';

const SLOT_OF: Readonly<Record<Exclude<ScreenKind, 'content'>, Exclude<CallSlot, 'transition' | 'delete'>>> = {
  list: 'list',
  detail: 'detail',
  create: 'create',
  edit: 'update',
};
const NEED_OF = { list: 'lists', detail: 'reads one', create: 'creates', update: 'updates' } as const;
const VERB_OF: Readonly<Record<CallSlot, string>> = {
  list: 'lists',
  detail: 'reads one',
  create: 'creates',
  update: 'updates',
  delete: 'deletes',
  transition: 'fires an event of',
};

const callText = (c: Call): string => `${c.method.value} ${c.path.value}`;
const callSpan = (c: Call): { from: number; to: number } => ({ from: c.method.span.from, to: Math.max(c.method.span.to, c.path.span.to) });

/**
 * Screens against calls (bound by bindCalls): `screen-without-call` names the missing call,
 * `param-mismatch` when the serving call needs more path parameters than the route gives,
 * `ambiguous-call` when two calls fit one slot, `unused-event` for an event no call fires, and the notes `content-screen`, `no-list-screen` and
 * `unused-grant` (a permission nothing in the app can exercise).
 */
export function checkScreens(cx: CheckContext, binding: CallBinding): void {
  const { spec } = cx;
  const screensOf = new Map<string, Set<ScreenKind>>();
  // Lists are walked by index: a for…of over a model list allocated a step object per item in this once-per-check pass.
  for (let i = 0; i < spec.screens.length; i++) {
    const screen = spec.screens[i] as Screen;
    if (screen.kind === 'content') {
      cx.sink.report('content-screen', (screen.shows ?? screen.route).span, m.contentScreen(screen.route.value), 2);
      continue;
    }
    const entity = screen.target ? cx.entityWords.resolve(screen.target.value) : null;
    if (entity === null) continue;
    const kinds = screensOf.get(entity) ?? new Set<ScreenKind>();
    kinds.add(screen.kind);
    screensOf.set(entity, kinds);
    checkScreenCalls(cx, binding, screen, entity);
  }
  for (const a of binding.ambiguities) {
    const verb = a.slot === 'transition' ? `fires \`${a.event ?? ''}\` on` : VERB_OF[a.slot];
    const entityText =
      a.parent !== null ? `${a.entity} under ${a.parent.startsWith(':') ? 'the parent ' + code(a.parent) : a.parent}` : a.entity;
    const nestAs = a.slot === 'list' && a.parent === null ? nestSuggestion(cx, a.entity, a.other, binding.entities.get(a.entity)) : null;
    cx.sink.report(
      'ambiguous-call',
      callSpan(a.other),
      m.ambiguousCall(verb, entityText, callText(a.chosen), cx.lineOf(callSpan(a.chosen)), nestAs),
      7,
    );
  }
  for (const [name, calls] of binding.entities) {
    for (const n of calls.nested) {
      if (n.field !== null) continue;
      const what = `${code(callText(n.call))} ${n.slot === 'list' ? 'lists' : 'creates'}`;
      if (n.parent === null) {
        const ref = cx.entities.get(name)?.fields.find((f) => f.type.kind === 'ref');
        const refEntity = ref?.type.kind === 'ref' ? ref.type.entity : null;
        cx.sink.report(
          'no-parent-field',
          callSpan(n.call),
          m.parentUnknown(
            callText(n.call),
            n.param,
            name,
            ref ? ref.name.value : null,
            refEntity !== null ? nestedPath(n.call, refEntity, name) : null,
          ),
          7,
        );
      } else if (n.candidates.length > 1)
        cx.sink.report('ambiguous-parent', callSpan(n.call), m.ambiguousParent(what, name, n.parent, n.candidates), 7);
      else cx.sink.report('no-parent-field', callSpan(n.call), m.noParentField(what, name, n.parent, lowerFirst(n.parent)), 7);
    }
  }
  if (spec.calls.length > 0) {
    const seen = new Set<string>();
    for (let i = 0; i < spec.transitions.length; i++) {
      const t = spec.transitions[i] as Transition;
      const entity = t.entity?.value;
      if (entity === undefined || !cx.entities.has(entity)) continue;
      const key = `${entity}\u0000${t.event.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (!binding.entities.get(entity)?.transitions.has(t.event.value)) {
        cx.sink.report('unused-event', t.event.span, m.unusedEvent(t.event.value, entity), 7);
      }
    }
  }
  if (spec.screens.length > 0) {
    for (const [name, calls] of binding.entities) {
      if (screensOf.get(name)?.has('list')) continue;
      const entity = cx.entities.get(name);
      if (entity && hasAny(calls)) cx.sink.report('no-list-screen', entity.name.span, m.noListScreen(name), 2);
    }
  }
  if (spec.calls.length === 0) return;
  for (let i = 0; i < spec.permissions.length; i++) {
    const p = spec.permissions[i] as Permission;
    for (let k = 0; k < p.on.length; k++) {
      const on = p.on[k] as Located<string>;
      if (!cx.entities.has(on.value)) continue;
      const calls = binding.entities.get(on.value);
      const kinds = screensOf.get(on.value);
      for (let a = 0; a < p.can.length; a++) {
        const action = p.can[a] as Located<string>;
        // Events: an unknown one is `unknown-action`/`unknown-event`, one without a call `unused-event`.
        if (!isCrudAction(action.value) || isUsed(action.value, calls, kinds)) continue;
        cx.sink.report('unused-grant', action.span, m.unusedGrant(p.role.value, action.value, on.value), 6);
      }
    }
  }
}

/**
 * The calls a screen of `entity` uses (a function of its own: it is called per screen, so it is compiled
 * early, while the once-per-check pass that calls it may still run unoptimised).
 */
function checkScreenCalls(cx: CheckContext, binding: CallBinding, screen: Screen, entity: string): void {
  if (screen.kind === 'content') return;
  const slot = SLOT_OF[screen.kind];
  const calls = binding.entities.get(entity);
  const sb = bindScreen(
    screen.route.value,
    screen.params.map((p) => p.value),
    screen.kind,
    cx.entities.get(entity),
    calls,
    cx.entityWords,
  );
  const serving = slot === 'list' ? (sb.list?.call ?? null) : slot === 'create' ? (sb.create?.call ?? null) : calls?.[slot];
  if (!serving && sb.unusable.length > 0 && (slot === 'list' || slot === 'create')) {
    const first = sb.unusable[0] as NestedCall;
    cx.sink.report(
      'param-mismatch',
      screen.route.span,
      m.nestedNeedsParent(
        screen.route.value,
        slot === 'list' ? 'lists' : 'creates',
        entity,
        sb.unusable.map((n) => callText(n.call)),
        routeUnder(first, slot),
        plainCall(first),
      ),
      2,
    );
  } else if (!serving) {
    cx.sink.report('screen-without-call', screen.span, m.screenWithoutCall(NEED_OF[slot], entity), 7);
  } else if (sb.parent !== null && sb.parent.entity !== null && sb.parent.field === null && (slot === 'list' || slot === 'create')) {
    const fits = parentCandidates(cx.entities.get(entity)?.fields ?? [], sb.parent.entity);
    const what = `${code(screen.route.value)} ${slot === 'list' ? 'lists' : 'creates'}`;
    if (fits.length > 1) cx.sink.report('ambiguous-parent', screen.route.span, m.ambiguousParent(what, entity, sb.parent.entity, fits), 2);
    else
      cx.sink.report(
        'no-parent-field',
        screen.route.span,
        m.noParentField(what, entity, sb.parent.entity, lowerFirst(sb.parent.entity)),
        2,
      );
  } else if (slot !== 'list' && slot !== 'create' && serving.params.length > screen.params.length) {
    const missing = serving.params.slice(screen.params.length).map((p) => p.value);
    cx.sink.report('param-mismatch', screen.route.span, m.paramMismatch(screen.route.value, callText(serving), missing), 2);
  }
}

function hasAny(c: EntityCalls): boolean {
  return Boolean(c.list ?? c.detail ?? c.create ?? c.update ?? c.delete) || c.transitions.size > 0 || c.nested.length > 0;
}

const code = (s: string): string => '`' + s + '`';
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
/** The plural a path uses for an entity: `Owner` → `owners`, `Specialty` → `specialties`. */
const pluralOf = (name: string): string => plural(name.toLowerCase());

/** The fields of a child that refer to `parent` (single references first, as parentField reads them). */
function parentCandidates(
  fields: readonly { name: { value: string }; type: { kind: string; entity?: string; of?: { kind: string; entity?: string } } }[],
  parent: string,
): string[] {
  const one = fields.filter((f) => f.type.kind === 'ref' && f.type.entity === parent).map((f) => f.name.value);
  if (one.length > 0) return one;
  return fields.filter((f) => f.type.kind === 'list' && f.type.of?.kind === 'ref' && f.type.of.entity === parent).map((f) => f.name.value);
}

/** A route that gives every path parameter of a nested call: its path from the segment before its first parameter (`/owners/:id/pets`), `/new` added for a create. */
function routeUnder(n: NestedCall, slot: 'list' | 'create'): string | null {
  const parts = pathParts(n.call.path.value);
  const first = parts.findIndex((p) => p.param !== null);
  if (first < 1 || n.parent === null) return null;
  const route =
    '/' +
    parts
      .slice(first - 1)
      .map((p) => (p.param !== null ? ':' + p.param : p.literal))
      .join('/');
  return slot === 'create' ? route + '/new' : route;
}

/** The same call without its parent: `GET /api/owners/:id/pets` → `GET /api/pets`, when its path ends with a word. */
function plainCall(n: NestedCall): string | null {
  const parts = pathParts(n.call.path.value);
  const first = parts.findIndex((p) => p.param !== null);
  const tail = parts[parts.length - 1]?.literal;
  if (first < 1 || tail == null) return null;
  const prefix = parts
    .slice(0, first - 1)
    .map((p) => p.literal ?? '')
    .join('/');
  return `${n.call.method.value.toUpperCase()} ${prefix ? '/' + prefix : ''}/${tail}`;
}

/** `call`'s path nested under `parent`: `/api/all-visits` → `/api/pets/:id/visits`. */
function nestedPath(call: Call, parent: string, entity: string): string {
  const parts = pathParts(call.path.value);
  let lastLiteral = parts.length;
  for (let i = parts.length - 1; i >= 0; i--)
    if (parts[i]?.literal != null) {
      lastLiteral = i;
      break;
    }
  const prefix = parts
    .slice(0, lastLiteral)
    .filter((p) => p.literal !== null)
    .map((p) => p.literal)
    .join('/');
  return `${prefix ? '/' + prefix : ''}/${pluralOf(parent)}/:id/${pluralOf(entity)}`;
}

/** For a second list call of an entity without a parent: the path nesting it under the entity's first parent that has no nested list yet, or null. */
function nestSuggestion(cx: CheckContext, entity: string, other: Call, calls: EntityCalls | undefined): string | null {
  const fields = cx.entities.get(entity)?.fields ?? [];
  for (const f of fields) {
    if (f.type.kind !== 'ref' || !cx.entities.has(f.type.entity)) continue;
    const parent = f.type.entity;
    if (calls?.nested.some((n) => n.slot === 'list' && n.parent === parent)) continue;
    if (parentCandidates(fields, parent).length !== 1) continue;
    return nestedPath(other, parent, entity);
  }
  return null;
}

/** Whether a CRUD grant is exercised by a call or a screen. */
function isUsed(action: string, calls: EntityCalls | undefined, kinds: ReadonlySet<ScreenKind> | undefined): boolean {
  switch (action.toLowerCase()) {
    case 'read':
      return Boolean(calls?.list ?? calls?.detail) || Boolean(kinds?.has('list') || kinds?.has('detail'));
    case 'create':
      return Boolean(calls?.create) || Boolean(kinds?.has('create'));
    case 'update':
      return Boolean(calls?.update) || Boolean(kinds?.has('edit'));
    default:
      return Boolean(calls?.delete);
  }
}
