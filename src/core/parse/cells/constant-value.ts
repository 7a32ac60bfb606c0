import type { ConstantValue, DurationUnit } from '../../spec/constant';
import { isDigit, isSpace, trimEnd, trimStart } from './scan';

const MS: Readonly<Record<DurationUnit, number>> = {
  millisecond: 1,
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000, // a month counts 30 days
  year: 365 * 86_400_000, // a year counts 365 days
};

/** Unit words and their common abbreviations, singular and plural (`m` alone is left out: minute or month?). */
const UNITS: ReadonlyMap<string, DurationUnit> = new Map([
  ...['ms', 'msec', 'msecs', 'millisecond', 'milliseconds'].map((w) => [w, 'millisecond'] as const),
  ...['s', 'sec', 'secs', 'second', 'seconds'].map((w) => [w, 'second'] as const),
  ...['min', 'mins', 'minute', 'minutes'].map((w) => [w, 'minute'] as const),
  ...['h', 'hr', 'hrs', 'hour', 'hours'].map((w) => [w, 'hour'] as const),
  ...['d', 'day', 'days'].map((w) => [w, 'day'] as const),
  ...['w', 'wk', 'wks', 'week', 'weeks'].map((w) => [w, 'week'] as const),
  ...['mo', 'month', 'months'].map((w) => [w, 'month'] as const),
  ...['y', 'yr', 'yrs', 'year', 'years'].map((w) => [w, 'year'] as const),
]);

/**
 * Reads a number at the start of `text`: an optional `-`, digits, an optional `.digits`. Digits may
 * be grouped with `_` (`1_000`) or with commas in groups of three (`1,000,000`); `1,5` is not a
 * number (a decimal comma would be misread), so it stays a string. Returns the value and the index
 * after it, or null.
 */
function readNumber(text: string): [number, number] | null {
  let i = text[0] === '-' ? 1 : 0;
  const first = i;
  let digits = '';
  while (isDigit(text[i]) || (text[i] === '_' && isDigit(text[i - 1]) && isDigit(text[i + 1]))) {
    if (text[i] !== '_') digits += text[i];
    i++;
  }
  if (i === first) return null;
  // Thousands groups: only when the first group has 1–3 digits and each later group exactly 3.
  if (text[i] === ',' && i - first <= 3 && !text.slice(first, i).includes('_')) {
    let j = i;
    let grouped = digits;
    while (text[j] === ',' && isDigit(text[j + 1]) && isDigit(text[j + 2]) && isDigit(text[j + 3]) && !isDigit(text[j + 4])) {
      grouped += text.slice(j + 1, j + 4);
      j += 4;
    }
    if (j > i) [digits, i] = [grouped, j];
  }
  if (text[i] === '.' && isDigit(text[i + 1])) {
    digits += '.';
    i++;
    while (isDigit(text[i])) digits += text[i++];
  }
  return [Number((first === 1 ? '-' : '') + digits), i];
}

/**
 * Reads a constant's value (point 9): a number (`200`, `-3`, `2.5`, `1_000`, `1,000`), `true` or
 * `false` (any case; yes/no stay strings), a duration (`14 days`, `2 hours`, `30 min`, `1 week`,
 * `90s`; singular, plural or abbreviated; a month is 30 days, a year 365), a quoted string (`"abc"`
 * or `'abc'`, quotes removed), else the text as written (trimmed). Never throws; linear time.
 */
export function parseConstantValue(text: string): ConstantValue {
  const a = trimStart(text);
  const b = trimEnd(text, a);
  const t = text.slice(a, b);
  const lower = t.toLowerCase();
  if (lower === 'true' || lower === 'false') return { kind: 'boolean', value: lower === 'true' };
  const q = t[0];
  if (t.length >= 2 && (q === '"' || q === "'") && t[t.length - 1] === q && !t.slice(1, -1).includes(q)) {
    return { kind: 'string', value: t.slice(1, -1) };
  }
  const num = readNumber(t);
  if (num !== null && Number.isFinite(num[0])) {
    const [value, end] = num;
    if (end === t.length) return { kind: 'number', value };
    let u = end;
    while (isSpace(t[u])) u++;
    const unit = UNITS.get(lower.slice(u));
    if (unit !== undefined && value >= 0 && Number.isFinite(value * MS[unit]))
      return { kind: 'duration', amount: value, unit, ms: Math.round(value * MS[unit]) };
  }
  return { kind: 'string', value: t };
}
