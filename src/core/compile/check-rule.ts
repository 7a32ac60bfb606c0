import type { RE2JS } from '@bufbuild/re2';
import { regexEngine } from '../expression/regex-engine';
import { compileMessages as m } from '../diagnostics/messages-compile';
import { createLruCache } from '../expression/lru-cache';
import { zonedParts } from '../expression/cel-time';
import { celReferences } from '../expression/cel-references';
import type { AppModel, AppOperand, AppPhrase, AppRule } from './app-model';
import { evaluateCondition } from './cel-scope';
import { appTimeZone } from './cel-values';
import { isDate, isEmail, isTime } from './check-value';
import { safeHref } from './safe-href';
import { ownValue } from './own-property';

/** What a rule sees besides its value. */
export interface RuleContext {
  readonly record: Readonly<Record<string, unknown>>;
  readonly user: Readonly<Record<string, unknown>>;
  readonly now: Date;
  /** Other records of the entity, for `unique`. */
  readonly others: readonly Readonly<Record<string, unknown>>[];
  readonly idField: string;
  /** The entity the record belongs to (its field types give expressions typed values). */
  readonly entity?: string;
}

const patterns = createLruCache<string, RE2JS | null>(500);

/**
 * A compiled RE2 pattern; null when it does not compile (the check reports it); undefined while the
 * engine is not loaded.
 */
function re2(pattern: string): RE2JS | null | undefined {
  const known = patterns.get(pattern);
  if (known !== undefined) return known;
  const engine = regexEngine();
  if (!engine) return undefined;
  let compiled: RE2JS | null;
  try {
    compiled = engine.compile(pattern);
  } catch {
    compiled = null;
  }
  patterns.set(pattern, compiled);
  return compiled;
}

/**
 * Whether `value` matches an RE2 pattern somewhere (as CEL's `matches` does); null when the pattern
 * does not compile, or while the engine is not loaded (`loadRegexEngine()`; see rulesNeedRegexEngine).
 */
export function matchesPattern(pattern: string, value: string): boolean | null {
  const compiled = re2(pattern);
  return compiled === null || compiled === undefined ? null : compiled.test(value);
}

/** An operand's number: a literal, or a numeric constant of point 9 (null when there is none). */
export function operandValue(app: AppModel, o: AppOperand): number | null {
  if (o.kind === 'number') return o.value;
  const c = app.constants.find((k) => k.name === o.name);
  return c && typeof c.value === 'number' ? c.value : null;
}

/** Length in Unicode code points. */
export function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 >= s.length) n++;
    else {
      const d = s.charCodeAt(i + 1);
      n++;
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

const sizeOf = (v: unknown): number | null => (typeof v === 'string' ? codePoints(v) : Array.isArray(v) ? v.length : null);

/** A moment or time of day as a comparable number: `HH:MM[:SS]` in seconds of the day, dates and date-times in ms. */
function momentOf(v: unknown): { kind: 'time' | 'moment'; at: number } | null {
  if (typeof v === 'string' && isTime(v))
    return { kind: 'time', at: Number(v.slice(0, 2)) * 3600 + Number(v.slice(3, 5)) * 60 + (v.length === 8 ? Number(v.slice(6, 8)) : 0) };
  if (typeof v === 'string' || typeof v === 'number') {
    const at = typeof v === 'number' ? v : Date.parse(v);
    return Number.isNaN(at) ? null : { kind: 'moment', at };
  }
  return v instanceof Date ? { kind: 'moment', at: v.getTime() } : null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar day of a moment in a zone, as `YYYY-MM-DD`. */
function dayOf(d: Date, zone: string): string {
  try {
    const p = zonedParts(d.getTime(), zone);
    return `${String(p.year).padStart(4, '0')}-${pad(p.month + 1)}-${pad(p.day)}`;
  } catch {
    return d.toISOString().slice(0, 10);
  }
}

/**
 * Compares a value with a moment: negative before, positive after, null when they cannot be compared.
 * "Today" and a date against a moment are compared by calendar day in the app's zone.
 */
function compareMoment(value: unknown, target: unknown, now: Date, zone: string): number | null {
  if (target === 'today') {
    const today = dayOf(now, zone);
    if (typeof value === 'string' && isDate(value)) return value < today ? -1 : value > today ? 1 : 0;
    const a = momentOf(value);
    if (!a || a.kind !== 'moment') return null;
    const day = dayOf(new Date(a.at), zone);
    return day < today ? -1 : day > today ? 1 : 0;
  }
  if (target instanceof Date && typeof value === 'string' && isDate(value)) {
    const day = dayOf(target, zone);
    return value < day ? -1 : value > day ? 1 : 0;
  }
  const a = momentOf(value);
  const b = momentOf(target);
  if (!a || !b || a.kind !== b.kind) return null;
  return a.at - b.at;
}

/** Whether a recognised phrase holds; the default message when it does not. Null when it holds (or cannot apply). */
function checkPhrase(app: AppModel, field: string, phrase: AppPhrase, value: unknown, cx: RuleContext): string | null {
  const num = (o: AppOperand): number | null => operandValue(app, o);
  switch (phrase.kind) {
    case 'required':
      return null;
    case 'maxLength': {
      const n = num(phrase.n);
      const size = sizeOf(value);
      return n !== null && size !== null && size > n ? m.tooLong(n) : null;
    }
    case 'minLength': {
      const n = num(phrase.n);
      const size = sizeOf(value);
      return n !== null && size !== null && size < n ? m.tooShort(n) : null;
    }
    case 'between': {
      const a = num(phrase.min);
      const b = num(phrase.max);
      if (a === null || b === null) return null;
      const x = phrase.unit === 'characters' ? sizeOf(value) : typeof value === 'number' ? value : null;
      if (x === null) return null;
      if (x >= a && x <= b) return null;
      return phrase.unit === 'characters' ? m.lengthBetween(a, b) : m.between(a, b);
    }
    case 'max':
    case 'min': {
      const n = num(phrase.n);
      if (n === null || typeof value !== 'number') return null;
      return phrase.kind === 'max' ? (value > n ? m.atMost(n) : null) : value < n ? m.atLeast(n) : null;
    }
    case 'email':
      return typeof value === 'string' && isEmail(value) ? null : m.notEmail();
    case 'url':
      return safeHref(value) !== null ? null : m.notUrl();
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? null : m.notInteger();
    case 'positive':
      return typeof value === 'number' && value > 0 ? null : m.positive();
    case 'matches': {
      // Skipped while RE2 is not loaded: the app loads it after its first screen, and the backend and a
      // form's submit await it before validating, so only as-you-type checks can run without it.
      if (typeof value !== 'string') return null;
      return matchesPattern(phrase.pattern, value) === false ? m.noMatch(phrase.pattern) : null;
    }
    case 'oneOf':
      return phrase.values.includes(String(value)) ? null : m.notOneOf(phrase.values);
    case 'unique': {
      const id = ownValue(cx.record, cx.idField);
      const taken = cx.others.some((o) => ownValue(o, field) === value && (id === undefined || ownValue(o, cx.idField) !== id));
      return taken ? m.notUnique() : null;
    }
    case 'future':
    case 'past': {
      const c = compareMoment(value, cx.now, cx.now, appTimeZone(app));
      if (c === null) return null;
      return phrase.kind === 'future' ? (c > 0 ? null : m.notFuture()) : c < 0 ? null : m.notPast();
    }
    case 'before':
    case 'after': {
      const t = phrase.target;
      const target: unknown = t.kind === 'field' ? ownValue(cx.record, t.name) : t.kind === 'today' ? 'today' : cx.now;
      if (target === undefined || target === null || target === '') return null;
      const c = compareMoment(value, target, cx.now, appTimeZone(app));
      if (c === null) return null;
      const name = t.kind === 'field' ? t.name : t.kind;
      if (phrase.inclusive)
        return phrase.kind === 'before' ? (c <= 0 ? null : m.notOnOrBefore(name)) : c >= 0 ? null : m.notOnOrAfter(name);
      return phrase.kind === 'before' ? (c < 0 ? null : m.notBefore(name)) : c > 0 ? null : m.notAfter(name);
    }
  }
}

/**
 * True for a rule relative to the current time (`in the future`, `before today`, `today or earlier`,
 * an expression that uses `now`): it holds when the value is written, so a stored value is not held
 * to it again later (validateRecord's `previous`).
 */
export function isTimeRelative(rule: AppRule): boolean {
  const check = rule.check;
  if (check.kind === 'phrase') {
    const p = check.phrase;
    return p.kind === 'future' || p.kind === 'past' || ((p.kind === 'before' || p.kind === 'after') && p.target.kind !== 'field');
  }
  return check.kind === 'expression' && (celReferences(check.source) ?? []).some((r) => r.root === 'now');
}

/**
 * Checks one rule of point 5 on a present value: the rule's message when it fails (else a clear
 * default), null when it holds. Rules in words that are not executable never fail. An expression
 * that cannot be evaluated fails with the reason.
 */
export function checkRule(app: AppModel, rule: AppRule, value: unknown, cx: RuleContext): string | null {
  const check = rule.check;
  if (check.kind === 'not-executable') return null;
  let problem: string | null;
  if (check.kind === 'phrase') problem = checkPhrase(app, rule.field, check.phrase, value, cx);
  else {
    const result = evaluateCondition(app, check.source, {
      ...(cx.entity !== undefined ? { entity: cx.entity } : {}),
      field: rule.field,
      value,
      record: cx.record,
      user: cx.user,
      now: cx.now,
    });
    // The evaluator's own words never reach the app's user: the rule's message, else a plain sentence.
    if (!result.ok) return rule.message ?? m.ruleBroken();
    problem = result.value ? null : m.ruleFailed();
  }
  return problem === null ? null : (rule.message ?? problem);
}
