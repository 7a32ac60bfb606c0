/**
 * The tables of the format and their columns, matched by name, case-insensitive, in any order. The
 * canonical names and the header names each accepts are the nine points' table (spec/point.ts,
 * `POINTS[n].tables`); this file builds the lookups from it. A header cell is read without surrounding
 * backticks, asterisks or underscores, and with runs of spaces folded, so `**Route**` and `From  state`
 * match. Names never become RegExps.
 */

import { POINTS, type PointNumber, type PointTable, type TableKind } from '../../spec/point';

export type { TableKind };

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

function tableSpec(point: PointNumber, table: PointTable): TableSpec {
  const names = new Map<string, string>();
  for (const [canonical, synonyms] of Object.entries(table.columns)) {
    names.set(canonical.toLowerCase(), canonical);
    for (const s of synonyms) names.set(s, canonical);
  }
  return { kind: table.kind, point, columns: Object.keys(table.columns), required: table.required, names };
}

/** Every table kind, in point order. */
export const TABLE_SPECS: readonly TableSpec[] = POINTS.flatMap((p) => p.tables.map((t) => tableSpec(p.n, t)));

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

/**
 * The kind a table of point `point` is read as by default: the point's first table, or a later one of its
 * tables (point 6's permissions) when a header names a column that one requires and the first does not
 * (Can, On).
 */
function defaultKind(point: PointNumber, headers: readonly string[]): TableKind | null {
  const [first, ...others] = POINTS[point - 1]?.tables ?? [];
  if (first === undefined) return null;
  for (const other of others) {
    const own = other.required.filter((c) => !first.required.includes(c));
    if (mapHeader(tableSpecOf(other.kind), headers).some((c) => c !== undefined && own.includes(c))) return other.kind;
  }
  return first.kind;
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
