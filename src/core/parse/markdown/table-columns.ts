/**
 * The tables of the format and their columns, matched by name, case-insensitive, in any order.
 *
 * Canonical names and synonyms (product.md, then ours, marked +):
 * - screens (point 2): Route (Path, URL, + Address) · Screen (Name, Page, + Title) · Shows (Content,
 *   Purpose, + Description) · Roles (+ Role, + Who).
 * - fields (point 3): Entity (only in the one-table layout) · Field (+ Name) · Type · Required
 *   (+ Mandatory) · Notes (+ Note, + Description, + Comment, + Comments).
 * - transitions (point 4): Entity · From (+ From state) · Event (+ Action) · To (+ To state) · Guard
 *   (+ Condition, + When) · Roles (+ Role, + Who).
 * - rules (point 5): Entity · Field · Rule (+ Validation, + Constraint) · Message (+ Error message).
 * - roles (point 6): Role (+ Roles, + Name) · Description (+ Meaning, + Notes).
 * - permissions (point 6): Role (+ Roles) · Can (+ Actions, + Action) · On (+ Entity, + Entities) ·
 *   When (+ Condition).
 * - calls (point 7): Method (+ Verb) · Path (+ URL, + Endpoint, + Route) · Request (+ Request body,
 *   + Body) · Response (+ Response body, + Returns) · Errors (+ Error codes, + Error) · Roles (+ Role) ·
 *   Notes (+ Description).
 * - errors (point 8): Code (+ Error code, + Error) · Status (+ HTTP status, + HTTP) · Message · When
 *   (+ Condition, + Cause, + Description).
 * - constants (point 9): Name (+ Constant) · Value · Meaning (+ Description, + Notes).
 *
 * A header cell is read without surrounding backticks, asterisks or underscores, and with runs of
 * spaces folded, so `**Route**` and `From  state` match. Names never become RegExps.
 */

import type { PointNumber } from '../../spec/point';

/** The kinds of table the format knows. */
export type TableKind = 'screens' | 'fields' | 'transitions' | 'rules' | 'roles' | 'permissions' | 'calls' | 'errors' | 'constants';

/** A table kind's columns: canonical key → accepted header names; the required ones; its point. */
export interface TableSpec {
  readonly kind: TableKind;
  readonly point: PointNumber;
  /** Canonical column names in the order the docs list them. */
  readonly columns: readonly string[];
  /** Columns a table of this kind must have (Entity of fields/transitions is decided by the reader). */
  readonly required: readonly string[];
  /** Header name (normalised) → canonical column. */
  readonly names: ReadonlyMap<string, string>;
}

function tableSpec(
  kind: TableKind,
  point: PointNumber,
  required: readonly string[],
  columns: Record<string, readonly string[]>,
): TableSpec {
  const names = new Map<string, string>();
  for (const [canonical, synonyms] of Object.entries(columns)) {
    names.set(canonical.toLowerCase(), canonical);
    for (const s of synonyms) names.set(s, canonical);
  }
  return { kind, point, columns: Object.keys(columns), required, names };
}

/** Every table kind, in point order. */
export const TABLE_SPECS: readonly TableSpec[] = [
  tableSpec('screens', 2, ['Route', 'Screen'], {
    Route: ['path', 'url', 'address'],
    Screen: ['name', 'page', 'title'],
    Shows: ['content', 'purpose', 'description'],
    Roles: ['role', 'who'],
  }),
  tableSpec('fields', 3, ['Field', 'Type'], {
    Entity: [],
    Field: ['name'],
    Type: [],
    Required: ['mandatory'],
    Notes: ['note', 'description', 'comment', 'comments'],
  }),
  tableSpec('transitions', 4, ['From', 'Event', 'To'], {
    Entity: [],
    From: ['from state'],
    Event: ['action'],
    To: ['to state'],
    Guard: ['condition', 'when'],
    Roles: ['role', 'who'],
  }),
  tableSpec('rules', 5, ['Entity', 'Field', 'Rule'], {
    Entity: [],
    Field: [],
    Rule: ['validation', 'constraint'],
    Message: ['error message'],
  }),
  tableSpec('roles', 6, ['Role'], { Role: ['roles', 'name'], Description: ['meaning', 'notes'] }),
  tableSpec('permissions', 6, ['Role', 'Can', 'On'], {
    Role: ['roles'],
    Can: ['actions', 'action'],
    On: ['entity', 'entities'],
    When: ['condition'],
  }),
  tableSpec('calls', 7, ['Method', 'Path'], {
    Method: ['verb'],
    Path: ['url', 'endpoint', 'route'],
    Request: ['request body', 'body'],
    Response: ['response body', 'returns'],
    Errors: ['error codes', 'error'],
    Roles: ['role'],
    Notes: ['description'],
  }),
  tableSpec('errors', 8, ['Code', 'Status'], {
    Code: ['error code', 'error'],
    Status: ['http status', 'http'],
    Message: [],
    When: ['condition', 'cause', 'description'],
  }),
  tableSpec('constants', 9, ['Name', 'Value'], { Name: ['constant'], Value: [], Meaning: ['description', 'notes'] }),
];

/** The spec of a table kind. */
export function tableSpecOf(kind: TableKind): TableSpec {
  return TABLE_SPECS.find((s) => s.kind === kind) as TableSpec;
}

/** Normalises a header cell: lower case, no wrapping `` ` ``/`*`/`_`, single spaces. */
export function normaliseHeader(name: string): string {
  let a = 0;
  let b = name.length;
  const isWrap = (c: number): boolean => c === 96 || c === 42 || c === 95 || c === 32 || c === 9;
  while (a < b && isWrap(name.charCodeAt(a))) a++;
  while (b > a && isWrap(name.charCodeAt(b - 1))) b--;
  let out = '';
  let space = false;
  for (let i = a; i < b; i++) {
    const c = name.charCodeAt(i);
    if (c === 32 || c === 9) space = true;
    else {
      if (space && out.length > 0) out += ' ';
      space = false;
      out += name[i];
    }
  }
  return out.toLowerCase();
}

/** The canonical columns a header maps to under a kind (undefined for unknown columns). */
export function mapHeader(spec: TableSpec, headers: readonly string[]): (string | undefined)[] {
  return headers.map((h) => spec.names.get(normaliseHeader(h)));
}

/** The kind a table of point `point` is read as by default; point 6 looks for Can/On. */
function defaultKind(point: PointNumber, headers: readonly string[]): TableKind | null {
  switch (point) {
    case 2:
      return 'screens';
    case 3:
      return 'fields';
    case 4:
      return 'transitions';
    case 5:
      return 'rules';
    case 6: {
      const perm = tableSpecOf('permissions');
      return mapHeader(perm, headers).some((c) => c === 'Can' || c === 'On') ? 'permissions' : 'roles';
    }
    case 7:
      return 'calls';
    case 8:
      return 'errors';
    case 9:
      return 'constants';
    default:
      return null;
  }
}

function isComplete(spec: TableSpec, mapped: readonly (string | undefined)[]): boolean {
  return spec.required.every((r) => mapped.includes(r));
}

/**
 * Decides how a table in a section of point `point` is read: as the point's own kind when it has the
 * required columns; else as another kind whose required columns it has (the one matching most
 * columns); else as the point's own kind (the reader reports what is missing). Null: not data.
 */
export function classifyTable(point: PointNumber, headers: readonly string[]): TableKind | null {
  const own = defaultKind(point, headers);
  if (own !== null && isComplete(tableSpecOf(own), mapHeader(tableSpecOf(own), headers))) return own;
  let best: TableKind | null = null;
  let bestScore = 1;
  for (const spec of TABLE_SPECS) {
    if (spec.kind === own) continue;
    const mapped = mapHeader(spec, headers);
    if (!isComplete(spec, mapped)) continue;
    const score = new Set(mapped.filter((c) => c !== undefined)).size;
    if (score > bestScore) {
      best = spec.kind;
      bestScore = score;
    }
  }
  return best ?? own;
}
