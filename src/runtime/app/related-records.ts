import type { AppCall, AppChild, AppModel, AppScreen, AppScreenParent } from '../../core/index';
import { callOf, entityOf, screenFor } from './screen-lookups';
import type { CallInput } from './call-client';

/**
 * Related records as the running app reads them from the model the compiler states: the parent a screen's
 * route names (AppScreen.parent), the records that refer to an entity (AppEntity.children) and the call
 * that lists one parent's children.
 */

/** How to read one parent's children: the call, its input, and the field to filter by here (or null). */
export interface ChildrenRequest {
  readonly call: AppCall;
  readonly input: CallInput;
  readonly filter: string | null;
}

/**
 * The call nested under the parent (`GET /api/owners/:id/pets`), else the child's list call with a query
 * parameter named like the reference field (`GET /api/visits?pet`), else the child's list call, filtered
 * here by the field. Null when the child has no list call.
 */
export function childrenRequest(
  app: AppModel,
  link: AppChild,
  parentId: string,
  routeParams: Readonly<Record<string, string>> = {},
): ChildrenRequest | null {
  const nested = callOf(app, link.list);
  if (nested?.parent) {
    // The parent's id, and the path's other parameters from the screen's route when it names them all
    // (`/orgs/:org/repos/:repo/issues` for `GET /orgs/:org/repos/:repo/issues`).
    const parentParam = nested.parent.param;
    const others = nested.params.filter((p) => p !== parentParam);
    if (others.every((p) => Object.prototype.hasOwnProperty.call(routeParams, p) && routeParams[p] !== '')) {
      const params: Record<string, string> = { [parentParam]: parentId };
      for (const p of others) params[p] = routeParams[p] as string;
      return { call: nested, input: { params }, filter: null };
    }
  }
  const list = callOf(app, entityOf(app, link.entity)?.calls.list);
  if (!list) return null;
  if (list.query.includes(link.field)) return { call: list, input: { query: { [link.field]: parentId } }, filter: null };
  return { call: list, input: {}, filter: link.field };
}

/** Whether a record refers to `parentId` through `field` (one reference or a list of them). */
export function refersTo(record: Readonly<Record<string, unknown>>, field: string, parentId: string): boolean {
  const v = Object.prototype.hasOwnProperty.call(record, field) ? record[field] : undefined;
  return Array.isArray(v) ? v.some((x) => String(x) === parentId) : v != null && String(v) === parentId;
}

/**
 * The create screen that adds a child under this parent: one whose route names the parent
 * (`/owners/:id/pets/new`), with the parent's id filled in; else the child's plain create screen with
 * the parent in the query (`#/pets/new?owner=o1`), which pre-fills it. Null when there is neither.
 */
export function addChildHref(app: AppModel, link: AppChild, parent: string, parentId: string): { screen: AppScreen; href: string } | null {
  const nested = nestedCreateHref(app, link, parent, parentId);
  if (nested) return nested;
  const plain = screenFor(app, link.entity, 'create');
  return plain && plain.params.length === 0
    ? { screen: plain, href: `#${plain.route}?${new URLSearchParams({ [link.field]: parentId }).toString()}` }
    : null;
}

/** The create screen whose route names this parent (`/owners/:id/pets/new`), with the parent's id filled in; else null. */
export function nestedCreateHref(
  app: AppModel,
  link: AppChild,
  parent: string,
  parentId: string,
): { screen: AppScreen; href: string } | null {
  for (const s of app.screens) {
    const p = s.parent;
    if (s.kind !== 'create' || s.entity !== link.entity || !p || p.entity !== parent || p.field !== link.field || s.params.length !== 1)
      continue;
    return { screen: s, href: `#${s.route.replace(`:${p.param}`, encodeURIComponent(parentId))}` };
  }
  return null;
}

/** A list screen under a parent (`/pets/:id/visits`): the parent, its id from the route, and how to read its children. */
export interface ScopedList {
  readonly parent: AppScreenParent;
  readonly parentId: string;
  readonly link: AppChild;
  readonly request: ChildrenRequest | null;
}

/** The parent scope of a list screen whose route names a parent, or null. */
export function scopedListOf(app: AppModel, screen: AppScreen, params: Readonly<Record<string, string>>): ScopedList | null {
  const parent = screen.parent;
  const owner = entityOf(app, parent?.entity ?? null);
  if (!parent || parent.field === null || screen.entity === null || !owner || !Object.prototype.hasOwnProperty.call(params, parent.param))
    return null;
  const parentId = params[parent.param] as string;
  const link = owner.children.find((c) => c.entity === screen.entity && c.field === parent.field) ?? {
    entity: screen.entity,
    field: parent.field,
    many: parent.many,
    onDelete: 'refuse',
    list: null,
    create: null,
  };
  return { parent, parentId, link, request: childrenRequest(app, link, parentId, params) };
}
