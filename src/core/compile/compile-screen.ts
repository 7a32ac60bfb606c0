import { compileMessages as m } from '../diagnostics/messages-compile';
import type { Span } from '../source/span';
import type { Call } from '../spec/call';
import type { PointNumber } from '../spec/point';
import type { Screen } from '../spec/screen';
import type { AppRelated, AppScope, AppScreen, AppScreenParent, SourceRef } from './app-model';
import type { EntityCalls, ScreenBinding, ScreenCall } from '../model/bind-calls';
import { normalisePath } from './normalise-path';

const SCREEN_SLOT = { list: 'list', detail: 'detail', create: 'create', edit: 'update' } as const;
const SCREEN_NEED = { list: 'lists', detail: 'reads one', create: 'creates', edit: 'updates' } as const;
const SLOTS = ['list', 'detail', 'create', 'update', 'delete'] as const;

/**
 * Compiles one screen of point 2, bound to `entity` (its target resolved against point 3, or null) and
 * that entity's calls: the id of every slot point 7 serves, and the named gap when its own slot is missing.
 */
export function compileScreen(
  screen: Screen,
  entity: string | null,
  ec: EntityCalls | undefined,
  idOf: (call: Call | null | undefined) => string | null,
  at: (point: PointNumber | null, span: Span) => SourceRef,
  sb: ScreenBinding | null = null,
  related: AppRelated | null = null,
): AppScreen {
  const chosen = (slot: (typeof SLOTS)[number]): Call | null | undefined =>
    slot === 'list' ? (sb ? sb.list?.call : ec?.list) : slot === 'create' ? (sb ? sb.create?.call : ec?.create) : ec?.[slot];
  let gap: string | null = null;
  if (screen.kind !== 'content') {
    if (entity === null) gap = m.screenUnknownEntity(screen.target?.value ?? screen.shows?.value ?? '');
    else if (!chosen(SCREEN_SLOT[screen.kind])) gap = m.screenWithoutCall(SCREEN_NEED[screen.kind], entity);
  }
  const ids: Partial<Record<(typeof SLOTS)[number], string>> = {};
  for (const slot of SLOTS) {
    const id = idOf(chosen(slot));
    if (id !== null) ids[slot] = id;
  }
  let parent: AppScreenParent | null = null;
  if (sb?.parent) {
    const scope: { list?: AppScope; create?: AppScope } = {};
    const list = scopeOf(sb.list);
    const create = scopeOf(sb.create);
    if (list) scope.list = list;
    if (create) scope.create = create;
    parent = { param: sb.parent.param, entity: sb.parent.entity, field: sb.parent.field, many: sb.parent.many, scope };
  }
  return {
    id: screen.route.value,
    route: normalisePath(screen.route.value),
    params: screen.params.map((p) => p.value),
    name: screen.name.value,
    kind: screen.kind,
    entity,
    text: screen.shows?.value ?? '',
    roles: screen.roles.map((r) => r.value),
    inMenu: screen.params.length === 0,
    calls: ids,
    parent,
    related: screen.kind === 'detail' ? related : null,
    gap,
    source: at(2, screen.span),
  };
}

function scopeOf(c: ScreenCall | null): AppScope | null {
  const s = c?.scope;
  if (!s) return null;
  if (s.via === 'path') return { via: 'path', args: { ...s.args } };
  return s.via === 'query' ? { via: 'query', name: s.name } : { via: 'app' };
}
