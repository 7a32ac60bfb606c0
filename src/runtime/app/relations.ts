import type { AppCall, AppEntity, AppModel, AppScreen } from '../../core/index';
import { callOf, entityOf, pluralOf, screenFor } from './app-lookup';
import type { CallInput } from './call-client';
import { paramsOf } from './hash-router';

/**
 * Related records as the running app reads them from the app model: the parent a screen's route names,
 * the records that refer to an entity, and the call that lists one parent's children. The compiler
 * states them (AppScreen.parent, AppEntity.children, AppCall.parent); for a model that does not, they are
 * read here from the same facts (the route's segments, the reference fields, the calls' paths).
 */

/** How a list or create call is scoped to a parent (AppScope in the model). */
type Scope = { readonly via: 'path'; readonly args: Readonly<Record<string, string>> } | { readonly via: 'query'; readonly name: string } | { readonly via: 'app' };

/** The parent a screen's route names: `/pets/:id/visits` → the Pet whose id `:id` holds, in Visit's `pet`. */
export interface ScreenParent {
  readonly param: string;
  readonly entity: string | null;
  readonly field: string | null;
  readonly many: boolean;
  readonly scope: { readonly list?: Scope; readonly create?: Scope };
}

/** Records of `entity` that refer to a parent through `field`, and the calls nested under the parent for them. */
export interface ChildLink {
  readonly entity: string;
  readonly field: string;
  readonly many: boolean;
  readonly list: string | null;
  readonly create: string | null;
}

type ModelScreen = AppScreen & { readonly parent?: ScreenParent | null };
type ModelEntity = AppEntity & { readonly children?: readonly ChildLink[] };
type ModelCall = AppCall & { readonly parent?: { readonly param: string; readonly entity: string | null; readonly field: string | null; readonly many: boolean } | null };

function refTarget(type: AppEntity['fields'][number]['type']): { entity: string; many: boolean } | null {
  if (type.kind === 'ref') return { entity: type.entity, many: false };
  if (type.kind === 'list' && type.of.kind === 'ref') return { entity: type.of.entity, many: true };
  return null;
}

/** Whether a path segment names an entity (case and a plural folded: `owners`, `specialties`, `pets`). */
function names(segment: string, entity: string): boolean {
  const s = segment.toLowerCase();
  const e = entity.toLowerCase();
  return s === e || s === pluralOf(entity).replace(/ /g, '') || s === `${e}s`;
}

/** The fields of `child` that refer to `parent` (one for a parent link; several leave the choice open). */
function fieldsTo(child: AppEntity, parent: string): { name: string; many: boolean }[] {
  return child.fields.flatMap((f) => {
    const r = refTarget(f.type);
    return r && r.entity === parent ? [{ name: f.name, many: r.many }] : [];
  });
}

/** The parent a screen's route names, from the model, else read from the route (see the module's note). */
export function screenParentOf(app: AppModel, screen: AppScreen): ScreenParent | null {
  const own = screen as ModelScreen;
  if (own.parent !== undefined) return own.parent;
  const entity = entityOf(app, screen.entity);
  if (!entity) return null;
  const segments = screen.route.split('/').filter((s) => s !== '');
  const params = segments.flatMap((s, i) => (s.startsWith(':') ? [i] : []));
  const at = screen.kind === 'detail' || screen.kind === 'edit' ? params[params.length - 2] : params[params.length - 1];
  if (at === undefined || at === 0) return null;
  const before = segments[at - 1] as string;
  const parent = app.entities.find((e) => names(before, e.name));
  if (!parent) return null;
  const fields = fieldsTo(entity, parent.name);
  if (fields.length !== 1) return null;
  const field = fields[0] as { name: string; many: boolean };
  return { param: (segments[at] as string).slice(1), entity: parent.name, field: field.name, many: field.many, scope: {} };
}

/** The records that refer to `entity`, from the model, else read from the reference fields. */
export function childrenOf(app: AppModel, entity: AppEntity): readonly ChildLink[] {
  const own = entity as ModelEntity;
  if (own.children !== undefined) return own.children;
  const out: ChildLink[] = [];
  for (const child of app.entities) {
    for (const f of fieldsTo(child, entity.name)) {
      out.push({ entity: child.name, field: f.name, many: f.many, list: nestedCall(app, child.name, entity.name, 'GET'), create: nestedCall(app, child.name, entity.name, 'POST') });
    }
  }
  return out;
}

/** A GET or POST of `child` whose path is `…/parents/:p/children` (its last parameter after the parent's segment). */
function nestedCall(app: AppModel, child: string, parent: string, method: string): string | null {
  for (const c of app.calls) {
    if (c.method !== method || c.params.length === 0) continue;
    const segments = c.path.split('/').filter((s) => s !== '');
    const last = segments.map((s) => s.startsWith(':')).lastIndexOf(true);
    const tail = segments.slice(last + 1);
    if (last < 1 || tail.length !== 1 || !names(segments[last - 1] as string, parent) || !names(tail[0] as string, child)) continue;
    return c.id;
  }
  return null;
}

/** The path parameter of a nested call that holds the parent's id: the model's, else its last one. */
function parentParam(call: AppCall): string | null {
  const own = call as ModelCall;
  if (own.parent) return own.parent.param;
  return call.params[call.params.length - 1] ?? null;
}

/**
 * How to read one parent's children: the call nested under the parent (`GET /api/owners/:id/pets`), else
 * the child's list call with a query parameter named like the reference field (`GET /api/visits?pet`),
 * else the child's list call, filtered here by the field (`filter`). Null when the child has no list call.
 */
export function childrenRequest(app: AppModel, link: ChildLink, parentId: string): { call: AppCall; input: CallInput; filter: string | null } | null {
  const nested = callOf(app, link.list);
  const param = nested ? parentParam(nested) : null;
  if (nested && param !== null && nested.params.length === 1) return { call: nested, input: { params: { [param]: parentId } }, filter: null };
  const child = entityOf(app, link.entity);
  const list = callOf(app, child?.calls.list);
  if (!list || list.params.length > 0) return null;
  if (list.query.includes(link.field)) return { call: list, input: { query: { [link.field]: parentId } }, filter: null };
  return { call: list, input: {}, filter: link.field };
}

/** Whether a record refers to `parentId` through `field` (one reference or a list of them). */
export function refersTo(record: Readonly<Record<string, unknown>>, field: string, parentId: string): boolean {
  const v = Object.prototype.hasOwnProperty.call(record, field) ? record[field] : undefined;
  return Array.isArray(v) ? v.some((x) => String(x) === parentId) : v !== undefined && v !== null && String(v) === parentId;
}

/**
 * The create screen that adds a child under this parent: one whose route names the parent
 * (`/owners/:id/pets/new`), with the parent's id filled in; else the child's plain create screen with
 * the parent in the query (`#/pets/new?owner=o1`), which pre-fills it. Null when there is neither.
 */
export function addChildHref(app: AppModel, link: ChildLink, parent: string, parentId: string): { screen: AppScreen; href: string } | null {
  for (const s of app.screens) {
    if (s.kind !== 'create' || s.entity !== link.entity) continue;
    const p = screenParentOf(app, s);
    if (!p || p.entity !== parent || (p.field !== null && p.field !== link.field) || paramsOf(s.route).length !== 1) continue;
    return { screen: s, href: `#${s.route.replace(`:${p.param}`, encodeURIComponent(parentId))}` };
  }
  const plain = screenFor(app, link.entity, 'create');
  if (plain && plain.params.length === 0) return { screen: plain, href: `#${plain.route}?${new URLSearchParams({ [link.field]: parentId }).toString()}` };
  return null;
}

/** A list screen under a parent (`/pets/:id/visits`): the parent, its id from the route, and how to read its children. */
export interface ScopedList {
  readonly parent: ScreenParent;
  readonly parentId: string;
  readonly link: ChildLink;
  readonly request: ReturnType<typeof childrenRequest>;
}

/** The parent scope of a list screen whose route names a parent, or null. */
export function scopedListOf(app: AppModel, screen: AppScreen, params: Readonly<Record<string, string>>): ScopedList | null {
  const parent = screenParentOf(app, screen);
  if (!parent || parent.entity === null || parent.field === null || screen.entity === null) return null;
  const parentId = Object.prototype.hasOwnProperty.call(params, parent.param) ? (params[parent.param] as string) : null;
  const owner = entityOf(app, parent.entity);
  if (parentId === null || !owner) return null;
  const link = childrenOf(app, owner).find((c) => c.entity === screen.entity && c.field === parent.field) ?? { entity: screen.entity, field: parent.field, many: parent.many, list: null, create: null };
  return { parent, parentId, link, request: childrenRequest(app, link, parentId) };
}
