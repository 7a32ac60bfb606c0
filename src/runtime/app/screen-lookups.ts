/**
 * What the running app's screens look up in the app model: an entity, a call or a screen of a kind, a
 * record's title field, name, id, value and address, a call's parameters from a route, a screen's gap and
 * a list's words (core's compile/app-lookup.ts finds entities, calls and errors by name; this builds on it).
 */
import {
  findCall,
  findEntity,
  plural,
  type AppCall,
  type AppEntity,
  type AppModel,
  type AppScreen,
  type AppType,
  type SourceRef,
} from '../../core/index';
import { hrefFor } from './hash-router';

/** The entity of this name, or null (core's index over the model, built once per model). */
export function entityOf(app: AppModel, name: string | null): AppEntity | null {
  return name === null ? null : (findEntity(app, name) ?? null);
}

/** The call with this id, or null (core's index over the model). */
export function callOf(app: AppModel, id: string | null | undefined): AppCall | null {
  return id ? (findCall(app, id) ?? null) : null;
}

/** The first screen of this kind for an entity (detail and edit screens need a route parameter). */
export function screenFor(app: AppModel, entity: string, kind: AppScreen['kind']): AppScreen | null {
  return (
    app.screens.find((s) => s.entity === entity && s.kind === kind && ((kind !== 'detail' && kind !== 'edit') || s.params.length > 0)) ??
    null
  );
}

/** The address of a screen that takes one record's id (`/talks/:id` → `#/talks/12`). */
export function recordHref(screen: AppScreen, id: unknown): string | null {
  if (id === undefined || id === null || id === '') return null;
  const params = Object.create(null) as Record<string, string>;
  for (const p of screen.params) params[p] = String(id);
  return hrefFor(screen.route, params);
}

/** Fields that name a record outright; a first and last name come before the weaker ones (username, email, code). */
const NAMES: readonly string[] = ['name', 'title', 'label', 'displayName', 'fullName'];
const WEAKER: readonly string[] = ['username', 'email', 'code'];

/** The pair of fields that name a person (`firstName` and `lastName`…) when the entity has no name-like field. */
function namePair(entity: AppEntity): readonly [string, string] | null {
  if (entity.fields.some((f) => NAMES.includes(f.name))) return null;
  return NAME_PAIRS.find(([a, b]) => entity.fields.some((f) => f.name === a) && entity.fields.some((f) => f.name === b)) ?? null;
}

/**
 * The field that names a record for people: name, title, label, displayName, fullName; else the first
 * of a first and last name; else username, email, code; else the first string field; else the id.
 */
export function titleFieldOf(entity: AppEntity): string {
  for (const want of NAMES) {
    const f = entity.fields.find((x) => x.name === want);
    if (f) return f.name;
  }
  const pair = namePair(entity);
  if (pair) return pair[0];
  for (const want of WEAKER) {
    const f = entity.fields.find((x) => x.name === want);
    if (f) return f.name;
  }
  const firstString = entity.fields.find((x) => !x.isId && x.type.kind === 'scalar' && x.type.name === 'string');
  return firstString ? firstString.name : entity.idField;
}

/** Pairs of fields that together name a person, first part first. */
const NAME_PAIRS: readonly (readonly [string, string])[] = [
  ['firstName', 'lastName'],
  ['givenName', 'familyName'],
  ['first_name', 'last_name'],
];

/**
 * The name people know a record by: its title field (titleFieldOf), or, for an entity with no `name`-like
 * field but a first and last name (`firstName` and `lastName`, `givenName` and `familyName`), both
 * joined by a space. Null when the record has none (then the id stands in).
 */
export function recordName(entity: AppEntity, record: Readonly<Record<string, unknown>>): string | null {
  const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const field = titleFieldOf(entity);
  const pair = namePair(entity);
  if (pair) {
    const joined = [text(valueOf(record, pair[0])), text(valueOf(record, pair[1]))].filter((x) => x !== '').join(' ');
    if (joined !== '') return joined;
  }
  if (field === entity.idField) return null;
  const own = text(valueOf(record, field));
  return own === '' ? null : own;
}

/** "Appointment" → "appointments", "BookCategory" → "book categories", "Person" → "people", for empty states. */
export function pluralOf(label: string): string {
  const words = label
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return plural(words);
}

/**
 * The path parameters for a call, from the screen's route parameters: same names first, else the
 * record's id for a call with one parameter.
 */
export function callParamsFor(call: AppCall, routeParams: Readonly<Record<string, string>>, id?: string): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  const routeValues = Object.values(routeParams);
  call.params.forEach((p, i) => {
    if (Object.prototype.hasOwnProperty.call(routeParams, p)) out[p] = routeParams[p] as string;
    else if (id !== undefined && call.params.length === 1) out[p] = id;
    else if (routeValues[i] !== undefined) out[p] = routeValues[i] as string;
  });
  return out;
}

/** The `data-spec-line` attribute for a source, or nothing for generated things. */
export function specLine(source: SourceRef | null | undefined): { 'data-spec-line'?: number } {
  return source && source.line !== null ? { 'data-spec-line': source.line } : {};
}

/** A record's id as a string, or null. */
export function idOf(entity: AppEntity, record: Readonly<Record<string, unknown>>): string | null {
  const v = record[entity.idField];
  return v === undefined || v === null || v === '' ? null : String(v);
}

/** A field's value from a record without reaching into the prototype chain. */
export function valueOf(record: Readonly<Record<string, unknown>>, field: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, field) ? record[field] : undefined;
}

/** The gap notice for a screen, in the running app's words (no point numbers: those are the studio's). */
export function screenGap(app: AppModel, screen: AppScreen): { message: string; source: SourceRef } | null {
  const named = app.gaps.find((g) => g.screen === screen.id);
  if (screen.gap === null && !named) return null;
  const message = screen.gap ?? named?.message ?? '';
  return { message, source: named?.source ?? screen.source };
}

/** True for types whose values are long enough to leave out of list columns. */
export function isLongType(type: AppType): boolean {
  return (type.kind === 'scalar' && type.name === 'text') || type.kind === 'object' || (type.kind === 'list' && type.of.kind === 'object');
}

/**
 * When `target` has no list call of its own but one nested under a parent the app can list
 * (`GET /api/projects/:projectId/tasks`): that call, its parent entity and the path parameter taking
 * the parent's id. A picker then asks for the parent first (docs/running-app.md, "Reference pickers").
 */
export function nestedListOf(app: AppModel, target: AppEntity): { call: AppCall; parent: AppEntity; param: string } | null {
  const flat = callOf(app, target.calls.list);
  if (flat && flat.params.length === 0) return null;
  for (const n of target.nested) {
    if (n.slot !== 'list' || n.parent === null || n.parent === target.name) continue;
    const call = callOf(app, n.call);
    const parent = entityOf(app, n.parent);
    const parentList = parent ? callOf(app, parent.calls.list) : null;
    if (call && parent && parentList && parentList.params.length === 0) return { call, parent, param: n.param };
  }
  return null;
}
