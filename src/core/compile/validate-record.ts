import { compileMessages as m } from '../diagnostics/messages-compile';
import { findEntity } from './app-lookup';
import type { AppField, AppModel } from './app-model';
import { checkRule, type RuleContext } from './check-rule';
import { checkValue, type RecordExists } from './check-value';

/** A message for one field. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** How to validate: on create required fields must be there; on update only fields given are held to it. */
export interface ValidateOptions {
  readonly mode: 'create' | 'update';
  /** The acting user as expressions see it (`user.role` included). Default: an empty user. */
  readonly user?: Readonly<Record<string, unknown>>;
  /** Default: the current time. */
  readonly now?: Date;
  /** The entity's other records, for `unique` (the record itself, by id, is ignored). Default: none. */
  readonly others?: readonly Readonly<Record<string, unknown>>[];
  /** Whether a referenced record exists; references are not looked up without it. */
  readonly exists?: RecordExists;
}

/** Absent: undefined, null or the empty string. */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function fieldProblem(app: AppModel, entity: string, field: AppField, record: Readonly<Record<string, unknown>>, opts: ValidateOptions, idField: string): string | null {
  const value = record[field.name];
  const rules = findEntity(app, entity)?.rules.filter((r) => r.field === field.name) ?? [];
  if (isAbsent(value)) {
    const requiredRule = rules.find((r) => r.check.kind === 'phrase' && r.check.phrase.kind === 'required');
    if (requiredRule) return requiredRule.message ?? m.required();
    const mustHave = field.required && !field.isId && !field.isState && (opts.mode === 'create' || field.name in record);
    return mustHave ? m.required() : null;
  }
  const typeProblem = checkValue(field.type, value, opts.exists);
  if (typeProblem !== null) return typeProblem;
  const cx: RuleContext = { record, user: opts.user ?? {}, now: opts.now ?? new Date(), others: opts.others ?? [], idField };
  for (const rule of rules) {
    const problem = checkRule(app, rule, value, cx);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * Validates one field of a record by its type (point 3) and every rule of point 5 on it, in order:
 * the first problem's message (the rule's own message, else a clear default), or null. A rule on an
 * absent optional value is skipped; a `required` rule is not. The same function serves the form and the backend.
 */
export function validateField(app: AppModel, entity: string, field: string, record: Readonly<Record<string, unknown>>, opts: ValidateOptions): string | null {
  const e = findEntity(app, entity);
  const f = e?.fields.find((x) => x.name === field);
  if (!e || !f) return null;
  return fieldProblem(app, entity, f, record, opts, e.idField);
}

/** Validates every field of a record (see validateField): one message per field that has a problem, in field order. */
export function validateRecord(app: AppModel, entity: string, record: Readonly<Record<string, unknown>>, opts: ValidateOptions): FieldError[] {
  const e = findEntity(app, entity);
  if (!e) return [];
  const out: FieldError[] = [];
  for (const f of e.fields) {
    const message = fieldProblem(app, entity, f, record, opts, e.idField);
    if (message !== null) out.push({ field: f.name, message });
  }
  return out;
}
