import type { StoredRecord } from '../../core/index';

/** Longest value the reference index keeps (ids are short; long text is not a reference). */
const MAX_VALUE = 128;
/** Most items of a list the index keeps. */
const MAX_ITEMS = 200;

/**
 * The keys a record has in the store's reference index (`by-ref`, multiEntry): one
 * `entity \0 field \0 value` per top-level field whose value is a short string or number, or a list of
 * them, so `referring(entity, field, id)` reads only the records that hold `id` (a pet's visits, an
 * owner's pets) without knowing the spec: the store stays one generic collection.
 */
export function refKeysOf(entity: string, record: StoredRecord): string[] {
  const keys: string[] = [];
  const add = (field: string, value: unknown) => {
    if (typeof value === 'number' && Number.isFinite(value)) keys.push(`${entity}\u0000${field}\u0000${String(value)}`);
    else if (typeof value === 'string' && value.length <= MAX_VALUE) keys.push(`${entity}\u0000${field}\u0000${value}`);
  };
  for (const field of Object.keys(record)) {
    const value = record[field];
    if (Array.isArray(value)) {
      for (const item of value.slice(0, MAX_ITEMS)) add(field, item);
    } else add(field, value);
  }
  return keys;
}

/** The key of one field's value in the reference index. */
export function refKey(entity: string, field: string, value: string): string {
  return `${entity}\u0000${field}\u0000${value}`;
}
