import { labelOf } from '../compile/label-of';
import { setOwn } from '../compile/own-property';
import type { AppCall, AppEntity, AppField, AppType, SourceRef } from '../compile/app-model';

/** A field of a create or edit form. */
export interface FormField {
  readonly name: string;
  readonly label: string;
  readonly type: AppType;
  readonly required: boolean;
  readonly notes: string;
  /** The entity's field of this name, when there is one (its rules validate the value). */
  readonly entityField: AppField | null;
  /** The allowed values when a rule of point 5 says `one of …` (shown as a select), else null. */
  readonly choices: readonly string[] | null;
  readonly source: SourceRef;
}

/** The values a `one of` rule allows for a field, or null. */
export function choicesOf(entity: AppEntity, field: string): readonly string[] | null {
  for (const r of entity.rules) {
    if (r.field === field && r.check.kind === 'phrase' && r.check.phrase.kind === 'oneOf') return r.check.phrase.values;
  }
  return null;
}

/**
 * A form's fields, per product.md: from the call's request shape when it is an object type, else the
 * entity's editable fields (not the id, not the state field). Shape fields that are the entity's id
 * or state field are left out too.
 */
export function formFieldsOf(entity: AppEntity, call: AppCall | null): FormField[] {
  const request = call?.request;
  if (request && request.kind === 'object') {
    const out: FormField[] = [];
    for (const f of request.fields) {
      const ef = entity.fields.find((x) => x.name === f.name) ?? null;
      if (ef && (ef.isId || ef.isState)) continue;
      out.push({
        name: f.name,
        label: ef?.label ?? labelOf(f.name),
        type: f.type,
        required: !f.optional,
        notes: ef?.notes ?? '',
        entityField: ef,
        choices: ef ? choicesOf(entity, f.name) : null,
        source: ef?.source ?? call.source,
      });
    }
    return out;
  }
  return entity.fields
    .filter((f) => f.editable && !f.isId && !f.isState)
    .map((f) => ({
      name: f.name,
      label: f.label,
      type: f.type,
      required: f.required,
      notes: f.notes,
      entityField: f,
      choices: choicesOf(entity, f.name),
      source: f.source,
    }));
}

/**
 * The body a form sends: for a PATCH only the fields that changed, else every form field with a
 * value (a PUT whose request is the entity keeps the loaded record's other fields, minus the id).
 */
export function formBody(
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
  opts: {
    readonly method: string;
    readonly initial: Readonly<Record<string, unknown>> | null;
    readonly entity: AppEntity;
    readonly wholeRecord: boolean;
  },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const has = (o: Readonly<Record<string, unknown>>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
  if (opts.wholeRecord && opts.initial) {
    for (const f of opts.entity.fields) {
      if (f.isId || f.isState) continue;
      if (has(opts.initial, f.name) && opts.initial[f.name] !== undefined) setOwn(body, f.name, opts.initial[f.name]);
    }
  }
  for (const f of fields) {
    const v = has(values, f.name) ? values[f.name] : undefined;
    if (opts.method === 'PATCH' && opts.initial) {
      const before = has(opts.initial, f.name) ? opts.initial[f.name] : undefined;
      if (JSON.stringify(before) === JSON.stringify(v)) continue;
      setOwn(body, f.name, v === undefined ? null : v);
      continue;
    }
    if (v === undefined) delete body[f.name];
    else setOwn(body, f.name, v);
  }
  return body;
}
