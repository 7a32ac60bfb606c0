import type { AppEntity } from '../../core/index';
import { idOf, recordName } from './screen-lookups';

/** One choice of a reference picker: the record's id and the text people see. */
export interface RefOption {
  readonly id: string;
  readonly label: string;
}

/**
 * The choices for records of `target`: each shows its name (recordName); the id is added,
 * in parentheses, only to the records whose name another record shares, or shown alone when a record
 * has no name. Records without an id are left out.
 */
export function refOptions(target: AppEntity, records: readonly Readonly<Record<string, unknown>>[]): RefOption[] {
  const named: { id: string; name: string | null }[] = [];
  const count = new Map<string, number>();
  for (const r of records) {
    const id = idOf(target, r);
    if (id === null) continue;
    const name = recordName(target, r);
    named.push({ id, name });
    if (name !== null) count.set(name, (count.get(name) ?? 0) + 1);
  }
  return named.map(({ id, name }) => ({ id, label: name === null ? id : (count.get(name) ?? 0) > 1 ? `${name} (${id})` : name }));
}
