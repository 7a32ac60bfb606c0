import { compileMessages as m } from '../diagnostics/messages-compile';
import type { AppType } from './app-model';
import { safeHref } from './safe-href';
import { ownValue } from './own-property';

/** Looks up whether a record exists, for reference checks. */
export type RecordExists = (entity: string, id: string) => boolean;

const digits = (s: string, from: number, n: number): boolean => {
  for (let i = from; i < from + n; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 48 && c <= 57)) return false;
  }
  return true;
};

/** `YYYY-MM-DD` naming a real calendar day. */
export function isDate(s: string): boolean {
  if (s.length !== 10 || s[4] !== '-' || s[7] !== '-' || !digits(s, 0, 4) || !digits(s, 5, 2) || !digits(s, 8, 2)) return false;
  const y = Number(s.slice(0, 4));
  const mo = Number(s.slice(5, 7));
  const d = Number(s.slice(8, 10));
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1] ?? 0;
  return d <= days;
}

/** `HH:MM` or `HH:MM:SS` (24-hour). */
export function isTime(s: string): boolean {
  if (!(s.length === 5 || s.length === 8) || s[2] !== ':' || !digits(s, 0, 2) || !digits(s, 3, 2)) return false;
  if (s.length === 8 && (s[5] !== ':' || !digits(s, 6, 2) || Number(s.slice(6, 8)) > 59)) return false;
  return Number(s.slice(0, 2)) <= 23 && Number(s.slice(3, 5)) <= 59;
}

/**
 * An RFC 3339 date and time with a zone (`2030-01-31T09:30:00Z`, `…+01:00`; seconds and fractions
 * optional), which CEL's `timestamp()` reads.
 */
export function isDatetime(s: string): boolean {
  if (s.length < 17 || !isDate(s.slice(0, 10)) || (s[10] !== 'T' && s[10] !== 't')) return false;
  let i = 11;
  if (!isTime(s.slice(i, i + 5))) return false;
  i += 5;
  if (s[i] === ':') {
    if (!digits(s, i + 1, 2) || Number(s.slice(i + 1, i + 3)) > 60) return false;
    i += 3;
    if (s[i] === '.') {
      i++;
      const start = i;
      while (i < s.length && digits(s, i, 1)) i++;
      if (i === start) return false;
    }
  }
  const zone = s.slice(i);
  if (zone === 'Z' || zone === 'z') return true;
  return zone.length === 6 && (zone[0] === '+' || zone[0] === '-') && isTime(zone.slice(1));
}

/** A plausible email address: one `@`, a local part, a dotted domain, no spaces. */
export function isEmail(s: string): boolean {
  if (s.length > 320) return false;
  const at = s.indexOf('@');
  if (at <= 0 || at !== s.lastIndexOf('@')) return false;
  const domain = s.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  if (dot <= 0 || dot === domain.length - 1 || domain.startsWith('-')) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || c === 0x2c /* , */ || c === 0x3c || c === 0x3e) return false;
  }
  return !domain.includes('..');
}

/** True for a plain object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** An id as it travels: a non-empty string or a number. */
export function isIdValue(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * Why a present value does not fit a type (point 3's types; references by id, checked with `exists`
 * when given), or null when it fits. A reference may also be given as an object with the id.
 */
export function checkValue(type: AppType, value: unknown, exists?: RecordExists, depth = 0): string | null {
  if (depth > 32) return m.notObject();
  switch (type.kind) {
    case 'invalid':
      return null;
    case 'enum':
      return typeof value === 'string' && type.values.includes(value) ? null : m.notOneOf(type.values);
    case 'ref': {
      const id = isPlainObject(value) ? value.id : value;
      if (!isIdValue(id)) return m.noSuchRecord(type.entity, String(id));
      return exists && !exists(type.entity, String(id)) ? m.noSuchRecord(type.entity, String(id)) : null;
    }
    case 'list': {
      if (!Array.isArray(value)) return m.notList();
      for (const item of value as unknown[]) {
        const problem = checkValue(type.of, item, exists, depth + 1);
        if (problem !== null) return problem;
      }
      return null;
    }
    case 'object': {
      if (!isPlainObject(value)) return m.notObject();
      for (const f of type.fields) {
        const v = ownValue(value, f.name);
        if (v === undefined || v === null) {
          if (!f.optional) return m.required();
          continue;
        }
        const problem = checkValue(f.type, v, exists, depth + 1);
        if (problem !== null) return problem;
      }
      return null;
    }
    case 'scalar':
      switch (type.name) {
        case 'string':
        case 'text':
          return typeof value === 'string' ? null : m.notText();
        case 'integer':
          return typeof value === 'number' && Number.isInteger(value) ? null : m.notInteger();
        case 'number':
          return typeof value === 'number' && Number.isFinite(value) ? null : m.notNumber();
        case 'boolean':
          return typeof value === 'boolean' ? null : m.notBoolean();
        case 'email':
          return typeof value === 'string' && isEmail(value) ? null : m.notEmail();
        case 'url':
          return safeHref(value) !== null ? null : m.notUrl();
        case 'date':
          return typeof value === 'string' && isDate(value) ? null : m.notDate();
        case 'datetime':
          return typeof value === 'string' && isDatetime(value) ? null : m.notDatetime();
        case 'time':
          return typeof value === 'string' && isTime(value) ? null : m.notTime();
        case 'id':
        case 'uuid':
          return isIdValue(value) ? null : m.notText();
      }
  }
}
