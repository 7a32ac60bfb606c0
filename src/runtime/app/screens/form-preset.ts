import type { FormField } from '../../../core/index';

/** What a create form starts with besides blanks, and the field it locks (null: none). */
export interface FormPreset {
  readonly values: Readonly<Record<string, string>>;
  readonly locked: string | null;
}

/**
 * What a create form starts with besides blanks: the parent its route names (`/owners/:id/pets/new`
 * → `owner`), locked; and fields named in the address's query (`#/pets/new?owner=o1`), which the user
 * may change. Only reference fields are filled this way.
 */
export function presetOf(fields: readonly FormField[], parentField: string | null, parentId: string | null, query: string): FormPreset {
  const values = Object.create(null) as Record<string, string>;
  const params = new URLSearchParams(query);
  for (const f of fields) {
    const isRef = f.type.kind === 'ref' || (f.type.kind === 'list' && f.type.of.kind === 'ref');
    const v = params.get(f.name);
    if (isRef && v !== null && v !== '') values[f.name] = v;
  }
  const locked = parentField !== null && parentId !== null && fields.some((f) => f.name === parentField) ? parentField : null;
  if (locked !== null) values[locked] = parentId as string;
  return { values, locked };
}
