import type { AppCall, AppEntity, AppFilter, AppType } from '../compile/app-model';
import { listQuery } from '../client/list-query';
import { jsonResponse, type BackendResponse } from './error-response';
import { ownValue } from '../compile/own-property';

const MAX_PAGE = 10_000;

const whole = (s: string | undefined, fallback: number): number => {
  const n = s === undefined || s.trim() === '' ? NaN : Number(s);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = typeof a === 'string' ? a : JSON.stringify(a);
  const y = typeof b === 'string' ? b : JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

const TEXT: ReadonlySet<string> = new Set(['string', 'text', 'email', 'url']);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A test of one stored value against a filter's text, by the field's type (docs/spec-format.md,
 * "Filters"): text ignoring case (equal, or starting with / containing it as the call's Notes say),
 * numbers by value, a date by its day, a datetime by its moment or by its day (UTC) for a date,
 * booleans as `true`/`false`, enumerations, references and the rest exactly; a list holds a match.
 */
export function filterTest(type: AppType | undefined, match: AppFilter['match'], wanted: string): (value: unknown) => boolean {
  if (type?.kind === 'list') {
    const one = filterTest(type.of, match, wanted);
    return (value) => Array.isArray(value) && value.some(one);
  }
  const present = (v: unknown): boolean => v !== undefined && v !== null;
  if (type?.kind === 'scalar') {
    const name = type.name;
    if (TEXT.has(name)) {
      const w = wanted.toLowerCase();
      if (match === 'startsWith') return (v) => typeof v === 'string' && v.toLowerCase().startsWith(w);
      if (match === 'contains') return (v) => typeof v === 'string' && v.toLowerCase().includes(w);
      return (v) => typeof v === 'string' && v.toLowerCase() === w;
    }
    if (name === 'integer' || name === 'number') {
      const n = wanted.trim() === '' ? NaN : Number(wanted);
      return (v) => present(v) && Number(v) === n;
    }
    if (name === 'boolean') {
      const b = wanted.trim().toLowerCase();
      return (v) => (b === 'true' ? v === true || v === 'true' : b === 'false' ? v === false || v === 'false' : false);
    }
    if (name === 'date') {
      const day = wanted.trim().slice(0, 10);
      return (v) => typeof v === 'string' && v.slice(0, 10) === day;
    }
    if (name === 'datetime') {
      const w = wanted.trim();
      if (DATE_ONLY.test(w)) {
        return (v) => {
          if (typeof v !== 'string') return false;
          const t = Date.parse(v);
          return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === w;
        };
      }
      const at = Date.parse(w);
      return (v) => typeof v === 'string' && (v === w || (Number.isFinite(at) && Date.parse(v) === at));
    }
  }
  if (type?.kind === 'ref') return (v) => present(v) && (typeof v === 'object' ? String((v as { id?: unknown }).id) : String(v)) === wanted;
  return (v) => present(v) && String(v) === wanted;
}

/**
 * Answers a list call over rows the actor may read: filters by the query's field parameters (see
 * filterTest; skipped when `filtered` says filterRecords already ran), `q` (case-insensitive, in any text field),
 * sorts by `sort` (a field name, `-field` for descending) and `order` (`asc`/`desc`), pages by
 * `limit`/`offset` or `page` (1-based)/`pageSize`, and gives the total as the response shape says
 * (`{ items, total }`) or else in an `X-Total-Count` header.
 */
/**
 * The rows a list call's query keeps: its field filters (filterTest) and `q` (case-insensitive, in any
 * text field). Only fields of the entity count, so it may run on stored records before they are made
 * visible (the backend filters first, then checks permissions on what is left).
 */
export function filterRecords<R extends Record<string, unknown>>(
  call: AppCall,
  entity: AppEntity,
  rows: R[],
  queryIn: Readonly<Record<string, string>>,
): R[] {
  const query = Object.assign(Object.create(null) as Record<string, string | undefined>, queryIn);
  const offers = listQuery(call);
  const fieldNames = new Set(entity.fields.map((f) => f.name));
  let items = rows;
  for (const name of offers.filters) {
    const wanted = query[name];
    if (wanted === undefined || wanted === '' || !fieldNames.has(name)) continue;
    const field = entity.fields.find((f) => f.name === name);
    const test = filterTest(field?.type, call.filters.find((f) => f.param === name)?.match ?? 'equals', wanted);
    items = items.filter((r) => test(ownValue(r, name)));
  }
  const q = offers.search !== null ? query[offers.search]?.trim().toLowerCase() : undefined;
  if (q) {
    const textFields = entity.fields.filter((f) => f.type.kind === 'scalar' || f.type.kind === 'enum').map((f) => f.name);
    items = items.filter((r) =>
      textFields.some((f) => {
        const v = ownValue(r, f);
        return typeof v === 'string' && v.toLowerCase().includes(q);
      }),
    );
  }
  return items;
}

export function listResponse(
  call: AppCall,
  entity: AppEntity,
  rows: Record<string, unknown>[],
  queryIn: Readonly<Record<string, string>>,
  filtered = false,
): BackendResponse {
  // Parameter and field names are ordinary names: only own values count.
  const query = Object.assign(Object.create(null) as Record<string, string | undefined>, queryIn);
  const offers = listQuery(call);
  const fieldNames = new Set(entity.fields.map((f) => f.name));
  let items = filtered ? rows : filterRecords(call, entity, rows, queryIn);
  const sortParam = offers.sort !== null ? query[offers.sort] : undefined;
  if (sortParam) {
    let key = sortParam;
    let descending = false;
    if (key.startsWith('-')) {
      key = key.slice(1);
      descending = true;
    }
    const order = offers.order !== null ? query[offers.order]?.toLowerCase() : undefined;
    if (order === 'desc' || order === 'descending') descending = true;
    if (fieldNames.has(key) || key === entity.idField) {
      items = [...items].sort((a, b) => (descending ? -1 : 1) * compare(ownValue(a, key), ownValue(b, key)));
    }
  }
  const total = items.length;
  let start = 0;
  let count = total;
  if (offers.limit !== null && query[offers.limit] !== undefined) {
    count = Math.min(whole(query[offers.limit], MAX_PAGE), MAX_PAGE);
    start = offers.offset !== null ? whole(query[offers.offset], 0) : 0;
  } else if (offers.page !== null && query[offers.page] !== undefined) {
    const size = offers.pageSize !== null ? Math.min(whole(query[offers.pageSize], 20) || 20, MAX_PAGE) : 20;
    start = (Math.max(whole(query[offers.page], 1), 1) - 1) * size;
    count = size;
  } else if (offers.offset !== null && query[offers.offset] !== undefined) start = whole(query[offers.offset], 0);
  items = items.slice(start, start + count);
  const shape = call.response;
  if (shape.kind === 'object') {
    const body = Object.create(null) as Record<string, unknown>;
    for (const f of shape.fields) {
      if (f.type.kind === 'list') body[f.name] = items;
      else if (f.type.kind === 'scalar' && (f.type.name === 'integer' || f.type.name === 'number')) body[f.name] = total;
    }
    const hasCount = shape.fields.some((f) => f.type.kind === 'scalar' && (f.type.name === 'integer' || f.type.name === 'number'));
    return jsonResponse(200, body, hasCount ? {} : { 'x-total-count': String(total) });
  }
  return jsonResponse(200, items, { 'x-total-count': String(total) });
}
