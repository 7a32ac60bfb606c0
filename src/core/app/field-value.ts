import type { AppType } from '../compile/app-model';

/** The input element a field type renders as in a form. */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'integer'
  | 'checkbox'
  | 'date'
  | 'datetime-local'
  | 'time'
  | 'email'
  | 'url'
  | 'select'
  | 'reference'
  | 'list'
  | 'json';

/** Which input a field of this type gets. */
export function inputKindOf(type: AppType): InputKind {
  switch (type.kind) {
    case 'enum':
      return 'select';
    case 'ref':
      return 'reference';
    case 'list':
      return type.of.kind === 'scalar' || type.of.kind === 'enum' || type.of.kind === 'ref' ? 'list' : 'json';
    case 'object':
      return 'json';
    case 'invalid':
      return 'text';
    case 'scalar':
      switch (type.name) {
        case 'text':
          return 'textarea';
        case 'integer':
          return 'integer';
        case 'number':
          return 'number';
        case 'boolean':
          return 'checkbox';
        case 'date':
          return 'date';
        case 'datetime':
          return 'datetime-local';
        case 'time':
          return 'time';
        case 'email':
          return 'email';
        case 'url':
          return 'url';
        default:
          return 'text';
      }
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** An ISO date-time as the `YYYY-MM-DDTHH:mm` local value a datetime-local input shows ('' when unreadable). */
export function toLocalDateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as an ISO date-time in UTC, or the text itself when it is not a date. */
export function fromLocalDateTime(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** A record's value as the string (or checked state) its form input holds. */
export function toInputValue(type: AppType, value: unknown): string | boolean {
  const kind = inputKindOf(type);
  if (kind === 'checkbox') return value === true;
  if (isBlank(value)) return '';
  if (kind === 'datetime-local') return toLocalDateTime(value);
  if (kind === 'list') return Array.isArray(value) ? value.map((v) => String(v)).join(', ') : String(value);
  if (kind === 'json') return JSON.stringify(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A form input's value as the record holds it: numbers as numbers, lists split on commas, blanks as
 * undefined. Text that does not convert is kept as text, so validation can say what is wrong with it.
 */
export function fromInputValue(type: AppType, raw: string | boolean): unknown {
  const kind = inputKindOf(type);
  if (kind === 'checkbox') return raw === true;
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return undefined;
  switch (kind) {
    case 'integer':
    case 'number': {
      const n = Number(raw);
      return Number.isFinite(n) ? n : raw;
    }
    case 'datetime-local':
      return fromLocalDateTime(raw);
    case 'list': {
      const items = raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
      const of = type.kind === 'list' ? type.of : type;
      return of.kind === 'scalar' && (of.name === 'integer' || of.name === 'number')
        ? items.map((s) => (Number.isFinite(Number(s)) ? Number(s) : s))
        : items;
    }
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    default:
      return raw;
  }
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A value as plain text for lists and detail screens ('—' when empty). Never HTML. */
export function displayText(type: AppType, value: unknown): string {
  if (isBlank(value)) return '—';
  if (type.kind === 'scalar') {
    if (type.name === 'boolean') return value === true ? 'Yes' : value === false ? 'No' : String(value);
    if (type.name === 'datetime' && typeof value === 'string') {
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? value : dateTimeFormat.format(d);
    }
    if (type.name === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const d = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
    }
  }
  if (Array.isArray(value)) {
    const of: AppType = type.kind === 'list' ? type.of : { kind: 'invalid' };
    return value.length === 0 ? '—' : value.map((v) => displayText(of, v)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
