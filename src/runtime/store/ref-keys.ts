import type { StoredRecord } from '../../core/index';

/** Longest start of a text the index keeps (ids are short; a long text is found by its start). */
const MAX_VALUE = 128;
/** Most items of a list the index keeps. */
const MAX_ITEMS = 200;

/** Marks a text key: `entity \0 field \0 \u0001 value in lower case`. */
const TEXT = '\u0001';

/**
 * The keys a record has in the store's reference index (`by-ref`, multiEntry), one per top-level field
 * whose value is a number, a string, or a list of them (up to 200 items):
 * - a number: `entity \0 field \0 value`;
 * - a string: `entity \0 field \0 \u0001 its first 128 characters in lower case`.
 * So `referring(entity, field, id)` reads only the records that may hold `id` (a pet's visits, an owner's
 * pets; the store then keeps the exact matches) and `startingWith` only the records whose text starts
 * with a prefix, ignoring case (a list filter on a last name), without knowing the spec: the store stays
 * one generic collection. One key per string (not an exact one beside the lower-cased one) keeps each
 * stored row small, which is most of what reading 15,000 of them costs.
 */
export function refKeysOf(entity: string, record: StoredRecord): string[] {
  const keys: string[] = [];
  const add = (field: string, value: unknown) => {
    if (typeof value === 'number' && Number.isFinite(value)) keys.push(`${entity}\u0000${field}\u0000${String(value)}`);
    else if (typeof value === 'string') keys.push(textKey(entity, field, value));
  };
  for (const field of Object.keys(record)) {
    const value = record[field];
    if (Array.isArray(value)) {
      for (const item of value.slice(0, MAX_ITEMS)) add(field, item);
    } else add(field, value);
  }
  return keys;
}

function textKey(entity: string, field: string, value: string): string {
  return `${entity}\u0000${field}\u0000${TEXT}${value.slice(0, MAX_VALUE).toLowerCase()}`;
}

/**
 * The index keys under which a record whose `field` holds `id` is found: its text key, and its number
 * key when `id` reads as a number (a reference stored as 7 or as "7"). The records found there may hold
 * another case of `id`, or a longer text with the same start: keep those for which `holdsId` is true.
 */
export function refKeys(entity: string, field: string, id: string): string[] {
  const keys = [textKey(entity, field, id)];
  const n = id.trim() === '' ? NaN : Number(id);
  if (Number.isFinite(n) && String(n) === id) keys.push(`${entity}\u0000${field}\u0000${id}`);
  return keys;
}

/** True when a record's top-level `field` is `id` (as a string or number), or a list that holds it. */
export function holdsId(record: StoredRecord, field: string, id: string): boolean {
  const v = Object.hasOwn(record, field) ? record[field] : undefined;
  const is = (x: unknown) => (typeof x === 'string' || typeof x === 'number') && String(x) === id;
  return Array.isArray(v) ? v.some(is) : is(v);
}

/** The key range of the texts of one field that start with `prefix`, ignoring case. */
export function textPrefixRange(entity: string, field: string, prefix: string): { lower: string; upper: string } {
  const lower = textKey(entity, field, prefix);
  return { lower, upper: lower + '\uffff' };
}
