/**
 * The YAML/JSON form as a small ordered tree, built by `specToForm` and written by `printYaml` and
 * `printJson`. Mappings are lists of entries, so spec names such as `__proto__` are ordinary keys.
 */
export type FormValue = string | number | boolean | FormList | FormMap;

/** A list; `flow` asks the YAML printer for `[a, b]`. */
export interface FormList {
  readonly kind: 'list';
  readonly items: readonly FormValue[];
  readonly flow: boolean;
}

/** A mapping in key order; `flow` asks the YAML printer for `{ a: 1 }`. */
export interface FormMap {
  readonly kind: 'map';
  readonly entries: readonly (readonly [string, FormValue])[];
  readonly flow: boolean;
}

/** Creates a list. */
export function formList(items: readonly FormValue[], flow = false): FormList {
  return { kind: 'list', items, flow };
}

/** Creates a mapping from entries, dropping those whose value is undefined. */
export function formMap(entries: readonly (readonly [string, FormValue | undefined])[], flow = false): FormMap {
  return { kind: 'map', entries: entries.filter((e): e is readonly [string, FormValue] => e[1] !== undefined), flow };
}

/** True for a list or mapping. */
export function isCollection(v: FormValue): v is FormList | FormMap {
  return typeof v === 'object';
}

/** The length of a value written on one line (an estimate used to choose flow style). */
export function oneLineLength(v: FormValue): number {
  if (typeof v === 'string') return v.length + 2;
  if (typeof v !== 'object') return String(v).length;
  if (v.kind === 'list') return v.items.reduce<number>((n, i) => n + oneLineLength(i) + 2, 2);
  return v.entries.reduce<number>((n, [k, i]) => n + k.length + 2 + oneLineLength(i) + 2, 4);
}
