import { isPlainObject } from '../compile/check-value';
import type { AppCall, AppShape } from '../compile/app-model';

/** A list page as read from a response: the items and the total when the server gives one. */
export interface ListPage {
  readonly items: Record<string, unknown>[];
  readonly total: number | null;
}

const COUNT_NAMES = ['total', 'count', 'totalCount', 'total_count', 'totalItems', 'total_items'];

function header(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted) return v;
  return undefined;
}

function countOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The names of the list property and count property an object response shape declares. */
function shapeNames(shape: AppShape): { list: string | null; count: string | null } {
  if (shape.kind !== 'object') return { list: null, count: null };
  const lists = shape.fields.filter((f) => f.type.kind === 'list');
  const counts = shape.fields.filter((f) => f.type.kind === 'scalar' && (f.type.name === 'integer' || f.type.name === 'number'));
  return { list: lists.length === 1 ? (lists[0]?.name ?? null) : null, count: counts.length === 1 ? (counts[0]?.name ?? null) : null };
}

/**
 * Reads a list response: an array body, or an object with one array property (the one the response
 * shape names, else the only one) and a count property beside it (the shape's integer field, else
 * `total`/`count`…); otherwise the total comes from an `X-Total-Count` header. Null when malformed.
 */
export function readList(call: AppCall, body: unknown, headers: Readonly<Record<string, string>>): ListPage | null {
  let items: unknown;
  let total: number | null = null;
  if (Array.isArray(body)) items = body;
  else if (isPlainObject(body)) {
    const names = shapeNames(call.response);
    if (names.list !== null && Array.isArray(body[names.list])) items = body[names.list];
    else {
      const arrays = Object.keys(body).filter((k) => Array.isArray(body[k]));
      if (arrays.length !== 1) return null;
      items = body[arrays[0] as string];
    }
    const countName = names.count !== null && names.count in body ? names.count : COUNT_NAMES.find((n) => n in body);
    if (countName !== undefined) total = countOf(body[countName]);
  } else return null;
  if (!Array.isArray(items) || !items.every(isPlainObject)) return null;
  if (total === null) {
    const h = header(headers, 'x-total-count');
    if (h !== undefined) total = countOf(h);
  }
  return { items: items as Record<string, unknown>[], total };
}

/**
 * Reads a single record: the body itself, or its `x` property when the response shape is `{ x: X }`
 * (or an object with one entity property beside others). A server that wraps a record the spec
 * says is bare (`{ "article": {…} }`) is read too. Null when the body is not an object.
 */
export function readOne(call: AppCall, body: unknown): Record<string, unknown> | null {
  if (!isPlainObject(body)) return null;
  const shape = call.response;
  if (shape.kind === 'object') {
    const refs = shape.fields.filter((f) => f.type.kind === 'ref');
    const name = refs.length === 1 ? refs[0]?.name : shape.fields.length === 1 ? shape.fields[0]?.name : undefined;
    if (name !== undefined) {
      const inner = body[name];
      return isPlainObject(inner) ? inner : null;
    }
    return body;
  }
  if (shape.kind === 'ref' && !('id' in body)) {
    const keys = Object.keys(body);
    const only = keys.length === 1 ? keys[0] : undefined;
    if (only !== undefined && only.toLowerCase() === shape.entity.toLowerCase() && isPlainObject(body[only]))
      return body[only] as Record<string, unknown>;
  }
  return body;
}
