import { checkMessages as m } from '../diagnostics/messages-check';
import type { CallBinding, CallSlot, EntityCalls } from '../compile/bind-calls';
import type { Call } from '../spec/call';
import type { ScreenKind } from '../spec/screen';
import type { CheckContext } from './check-context';
import { isCrudAction } from './check-name-references';

const SLOT_OF: Readonly<Record<Exclude<ScreenKind, 'content'>, Exclude<CallSlot, 'transition' | 'delete'>>> = {
  list: 'list', detail: 'detail', create: 'create', edit: 'update',
};
const NEED_OF = { list: 'lists', detail: 'reads one', create: 'creates', update: 'updates' } as const;
const VERB_OF: Readonly<Record<CallSlot, string>> = {
  list: 'lists', detail: 'reads one', create: 'creates', update: 'updates', delete: 'deletes', transition: 'fires an event of',
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
  for (const screen of spec.screens) {
    if (screen.kind === 'content') {
      cx.sink.report('content-screen', (screen.shows ?? screen.route).span, m.contentScreen(screen.route.value), 2);
      continue;
    }
    const entity = screen.target ? cx.entityWords.resolve(screen.target.value) : null;
    if (entity === null) continue;
    const kinds = screensOf.get(entity) ?? new Set<ScreenKind>();
    kinds.add(screen.kind);
    screensOf.set(entity, kinds);
    const slot = SLOT_OF[screen.kind];
    const serving = binding.entities.get(entity)?.[slot];
    if (!serving) {
      cx.sink.report('screen-without-call', screen.span, m.screenWithoutCall(NEED_OF[slot], entity), 7);
    } else if (serving.params.length > screen.params.length) {
      const missing = serving.params.slice(screen.params.length).map((p) => p.value);
      cx.sink.report('param-mismatch', screen.route.span, m.paramMismatch(screen.route.value, callText(serving), missing), 2);
    }
  }
  for (const a of binding.ambiguities) {
    const verb = a.slot === 'transition' ? `fires \`${a.event ?? ''}\` on` : VERB_OF[a.slot];
    cx.sink.report('ambiguous-call', callSpan(a.other), m.ambiguousCall(verb, a.entity, callText(a.chosen), cx.lineOf(callSpan(a.chosen))), 7);
  }
  if (spec.calls.length > 0) {
    const seen = new Set<string>();
    for (const t of spec.transitions) {
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
  for (const p of spec.permissions) {
    for (const on of p.on) {
      if (!cx.entities.has(on.value)) continue;
      const calls = binding.entities.get(on.value);
      const kinds = screensOf.get(on.value);
      for (const action of p.can) {
        // Events: an unknown one is `unknown-action`/`unknown-event`, one without a call `unused-event`.
        if (!isCrudAction(action.value) || isUsed(action.value, calls, kinds)) continue;
        cx.sink.report('unused-grant', action.span, m.unusedGrant(p.role.value, action.value, on.value), 6);
      }
    }
  }
}

function hasAny(c: EntityCalls): boolean {
  return Boolean(c.list ?? c.detail ?? c.create ?? c.update ?? c.delete) || c.transitions.size > 0;
}

/** Whether a CRUD grant is exercised by a call or a screen. */
function isUsed(action: string, calls: EntityCalls | undefined, kinds: ReadonlySet<ScreenKind> | undefined): boolean {
  switch (action.toLowerCase()) {
    case 'read': return Boolean(calls?.list ?? calls?.detail) || Boolean(kinds?.has('list') || kinds?.has('detail'));
    case 'create': return Boolean(calls?.create) || Boolean(kinds?.has('create'));
    case 'update': return Boolean(calls?.update) || Boolean(kinds?.has('edit'));
    default: return Boolean(calls?.delete);
  }
}
