import type { StoredRecord } from '../../core/index';

/** Longest value the reference index keeps (ids are short; long text is not a reference). */
const MAX_VALUE = 128;
/** Most items of a list the index keeps. */
const MAX_ITEMS = 200;

/** Marks a lower-cased text key: `entity \0 field \0 \u0001 value in lower case`. */
const TEXT = '\u0001';

/**
 * The keys a record has in the store's reference index (`by-ref`, multiEntry): one
 * `entity \0 field \0 value` per top-level field whose value is a short string or number, or a list of
 * them, so `referring(entity, field, id)` reads only the records that hold `id` (a pet's visits, an
 * owner's pets) without knowing the spec: the store stays one generic collection. A string also gets
 * `entity \0 field \0 \u0001 lower-cased value`, so `startingWith` reads only the records whose text
 * starts with a prefix, ignoring case (a list filter on a last name).
 */
export function refKeysOf(entity: string, record: StoredRecord): string[] {
  const keys: string[] = [];
  const add = (field: string, value: unknown) => {
    if (typeof value === 'number' && Number.isFinite(value)) keys.push(`${entity}\u0000${field}\u0000${String(value)}`);
    else if (typeof value === 'string') {
      if (value.length <= MAX_VALUE) keys.push(`${entity}\u0000${field}\u0000${value}`);
      // Every text, long ones by their start: a prefix of up to MAX_VALUE characters still finds them.
      keys.push(`${entity}\u0000${field}\u0000${TEXT}${value.slice(0, MAX_VALUE).toLowerCase()}`);
    }
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

/** The key range of the texts of one field that start with `prefix`, ignoring case. */
export function textPrefixRange(entity: string, field: string, prefix: string): { lower: string; upper: string } {
  const lower = `${entity}\u0000${field}\u0000${TEXT}${prefix.toLowerCase()}`;
  return { lower, upper: lower + '\uffff' };
}
