import { compileMessages as m } from '../diagnostics/messages-compile';
import { userBinding, type Actor } from './actor';
import type { AppCall, AppModel, AppPermission, AppScreen } from './app-model';
import { findEntity } from './app-lookup';
import { evaluateCondition } from './cel-scope';

/** Whether something is allowed, and why not. */
export type Decision = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** Allowed. */
export const ALLOWED: Decision = Object.freeze({ ok: true });

const deny = (reason: string): Decision => ({ ok: false, reason });

/** True when point 6 gives neither roles nor permissions: one user may do everything shown. */
export function isOpenApp(app: AppModel): boolean {
  return app.roles.length === 0 && app.permissions.length === 0;
}

const CRUD = new Set(['read', 'create', 'update', 'delete']);

/** Each permissions list's rows by role and entity, in list order: built once per list (a model's list, shared by later models). */
const grantIndexes = new WeakMap<readonly AppPermission[], Map<string, Map<string, AppPermission[]>>>();

/** The rows of point 6 for this role on this entity, in spec order (each row once). */
function rowsFor(permissions: readonly AppPermission[], role: string, entity: string): readonly AppPermission[] {
  let index = grantIndexes.get(permissions);
  if (!index) {
    index = new Map();
    for (const p of permissions) {
      let byEntity = index.get(p.role);
      if (!byEntity) index.set(p.role, (byEntity = new Map()));
      for (const on of new Set(p.on)) {
        const rows = byEntity.get(on);
        if (rows) rows.push(p);
        else byEntity.set(on, [p]);
      }
    }
    grantIndexes.set(permissions, index);
  }
  return index.get(role)?.get(entity) ?? [];
}
const sameAction = (a: string, b: string): boolean => (CRUD.has(b.toLowerCase()) ? a.toLowerCase() === b.toLowerCase() : a === b);

/** Whether the actor may open a screen: its Roles of point 2 (empty means everyone). */
export function canOpenScreen(app: AppModel, actor: Actor, screen: AppScreen): Decision {
  if (screen.roles.length === 0 || isOpenApp(app)) return ALLOWED;
  if (actor.role !== null && screen.roles.includes(actor.role)) return ALLOWED;
  return deny(m.roleCannotOpen(actor.role, screen.roles));
}

/** Whether a call's Roles of point 7 (empty means everyone) let the actor make it. */
export function canCall(app: AppModel, actor: Actor, call: AppCall): Decision {
  if (call.roles.length === 0 || isOpenApp(app)) return ALLOWED;
  if (actor.role !== null && call.roles.includes(actor.role)) return ALLOWED;
  return deny(m.callRole(call.roles));
}

/**
 * Whether the actor may do `action` (read, create, update, delete or an event of point 4) on an
 * entity, for a record (the request body on create, a row on a list, the stored record otherwise).
 * Without point 6 everything is allowed. Otherwise a grant of point 6 for the role, action and entity
 * is needed whose When holds (`user` with `user.role`, `record`, constants); with `record` null the
 * conditions are not evaluated (the question is whether the role may at all). An event also needs
 * point 4's Roles of its transitions (from the record's state when known). A condition that fails to
 * evaluate denies and says why.
 */
export function canDo(
  app: AppModel,
  actor: Actor,
  action: string,
  entity: string,
  record: Readonly<Record<string, unknown>> | null,
  now?: Date,
): Decision {
  if (isOpenApp(app)) return ALLOWED;
  const machine = findEntity(app, entity)?.machine ?? null;
  if (machine) {
    const state = record ? record[machine.field] : undefined;
    const all = machine.transitions.filter((t) => t.event === action);
    const relevant = typeof state === 'string' && all.some((t) => t.from === state) ? all.filter((t) => t.from === state) : all;
    if (relevant.length > 0 && relevant.every((t) => t.roles.length > 0)) {
      const roles = [...new Set(relevant.flatMap((t) => t.roles))];
      if (actor.role === null || !roles.includes(actor.role)) return deny(m.transitionRole(action, roles));
    }
  }
  if (app.permissions.length === 0) return ALLOWED;
  const grants =
    actor.role === null ? [] : rowsFor(app.permissions, actor.role, entity).filter((p) => p.can.some((c) => sameAction(action, c)));
  if (grants.length === 0) return deny(m.noGrant(actor.role, action, entity));
  if (record === null || grants.some((g) => g.when === null)) return ALLOWED;
  let reason: string | null = null;
  const user = userBinding(actor);
  for (const g of grants) {
    const when = g.when as string;
    const result = evaluateCondition(app, when, { entity, record, user, ...(now ? { now } : {}) });
    if (result.ok && result.value) return ALLOWED;
    // A condition that cannot be evaluated denies like a false one; the app never shows why in CEL's words.
    reason ??= m.conditionFalse(g.role, action, entity);
  }
  return deny(reason ?? m.noGrant(actor.role, action, entity));
}
