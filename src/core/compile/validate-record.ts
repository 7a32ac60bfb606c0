import { compileMessages as m } from '../diagnostics/messages-compile';
import { findEntity } from './app-lookup';
import type { AppField, AppModel, AppRule, AppType } from './app-model';
import { ruleReady } from './prepare-expressions';
import { checkRule, isTimeRelative, type RuleContext } from './check-rule';
import { sameJson } from './same-json';
import { checkValue, type RecordExists } from './check-value';
import { ownValue } from './own-property';

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
  /**
   * The record as stored before this write, when there is one. Rules relative to the current time
   * (`in the future`, `before today`, expressions with `now`) hold when a field is written: with
   * `previous`, a field whose value is unchanged is not held to them again (a visit booked in the
   * future does not break its rule once it is past). Give the stored record itself to check a record
   * as it is stored.
   */
  readonly previous?: Readonly<Record<string, unknown>>;
}

/** The rule that restates a field's type check (`email` on an email field), whose message then replaces the built-in one. */
function restatingRule(type: AppType, rules: readonly AppRule[]): AppRule | undefined {
  return rules.find((r) => {
    if (r.message === null || r.check.kind !== 'phrase') return false;
    const k = r.check.phrase.kind;
    if (type.kind === 'enum') return k === 'oneOf';
    if (type.kind !== 'scalar') return false;
    return (k === 'email' && type.name === 'email') || (k === 'url' && type.name === 'url') || (k === 'integer' && type.name === 'integer');
  });
}

/**
 * One field's validation: the first problem's message or null, and whether a rule on it is pending
 * (its engine, the full CEL evaluator or RE2, is not loaded yet, so it was not checked). A pending
 * rule never counts as passed: a form shows the field as being checked until it is loaded.
 */
export interface FieldCheck {
  readonly message: string | null;
  readonly pending: boolean;
}

/** Absent: undefined, null or the empty string. */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

const PASSED: FieldCheck = Object.freeze({ message: null, pending: false });

function fieldProblem(
  app: AppModel,
  entity: string,
  field: AppField,
  record: Readonly<Record<string, unknown>>,
  opts: ValidateOptions,
  idField: string,
): string | null {
  return fieldCheck(app, entity, field, record, opts, idField).message;
}

function fieldCheck(
  app: AppModel,
  entity: string,
  field: AppField,
  record: Readonly<Record<string, unknown>>,
  opts: ValidateOptions,
  idField: string,
): FieldCheck {
  const value = ownValue(record, field.name);
  const rules = findEntity(app, entity)?.rules.filter((r) => r.field === field.name) ?? [];
  if (isAbsent(value)) {
    const requiredRule = rules.find((r) => r.check.kind === 'phrase' && r.check.phrase.kind === 'required');
    if (requiredRule) return { message: requiredRule.message ?? m.required(), pending: false };
    const mustHave = field.required && !field.isId && !field.isState && (opts.mode === 'create' || Object.hasOwn(record, field.name));
    return mustHave ? { message: m.required(), pending: false } : PASSED;
  }
  const typeProblem = checkValue(field.type, value, opts.exists);
  if (typeProblem !== null) return { message: restatingRule(field.type, rules)?.message ?? typeProblem, pending: false };
  const cx: RuleContext = { record, user: opts.user ?? {}, now: opts.now ?? new Date(), others: opts.others ?? [], idField, entity };
  const unchanged = opts.previous !== undefined && sameJson(opts.previous[field.name], value);
  let pending = false;
  for (const rule of rules) {
    if (unchanged && isTimeRelative(rule)) continue;
    if (!ruleReady(rule)) {
      pending = true;
      continue;
    }
    const problem = checkRule(app, rule, value, cx);
    if (problem !== null) return { message: problem, pending: false };
  }
  return pending ? { message: null, pending: true } : PASSED;
}

/**
 * Validates one field of a record by its type (point 3) and every rule of point 5 on it, in order:
 * the first problem's message (the rule's own message, else a clear default), or null. A rule on an
 * absent optional value is skipped; a `required` rule is not. The same function serves the form and the backend.
 * A rule whose engine is not loaded yet is skipped (the backend loads them first: `loadEntityEngines`);
 * `checkField` says which fields have such a pending rule.
 */
export function validateField(
  app: AppModel,
  entity: string,
  field: string,
  record: Readonly<Record<string, unknown>>,
  opts: ValidateOptions,
): string | null {
  const e = findEntity(app, entity);
  const f = e?.fields.find((x) => x.name === field);
  if (!e || !f) return null;
  return fieldProblem(app, entity, f, record, opts, e.idField);
}

/** Like validateField, and also whether a rule on the field is pending (its engine is not loaded yet: `loadRuleEngines`). */
export function checkField(
  app: AppModel,
  entity: string,
  field: string,
  record: Readonly<Record<string, unknown>>,
  opts: ValidateOptions,
): FieldCheck {
  const e = findEntity(app, entity);
  const f = e?.fields.find((x) => x.name === field);
  if (!e || !f) return PASSED;
  return fieldCheck(app, entity, f, record, opts, e.idField);
}

/** Validates every field of a record (see validateField): one message per field that has a problem, in field order. */
export function validateRecord(
  app: AppModel,
  entity: string,
  record: Readonly<Record<string, unknown>>,
  opts: ValidateOptions,
): FieldError[] {
  const e = findEntity(app, entity);
  if (!e) return [];
  const out: FieldError[] = [];
  for (const f of e.fields) {
    const message = fieldProblem(app, entity, f, record, opts, e.idField);
    if (message !== null) out.push({ field: f.name, message });
  }
  return out;
}
