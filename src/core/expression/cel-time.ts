/**
 * Timestamps and durations for the small CEL interpreter, as the plain objects @bufbuild/protobuf uses
 * for google.protobuf.Timestamp and Duration (`{ $typeName, seconds, nanos }`), so a value made here is
 * also what the full evaluator expects. Arithmetic, parsing and printing follow @bufbuild/cel 0.6.1 and
 * @bufbuild/protobuf's JSON forms exactly, including their error messages.
 */

/** A google.protobuf.Timestamp or Duration in its plain protobuf-es form. */
export interface CelTime {
  readonly $typeName: typeof TIMESTAMP | typeof DURATION;
  readonly seconds: bigint;
  readonly nanos: number;
}

/** The type names of the two well-known types. */
export const TIMESTAMP = 'google.protobuf.Timestamp';
export const DURATION = 'google.protobuf.Duration';

const ONE_SECOND = 1_000_000_000n;
const MAX_NANOS = 9223372036854775807n;
const MIN_NANOS = -9223372036854775808n;
const MAX_TS_SECONDS = 253402300799n;
const MIN_TS_SECONDS = -62135596800n;
const TS_MS_MIN = Date.parse('0001-01-01T00:00:00Z');
const TS_MS_MAX = Date.parse('9999-12-31T23:59:59Z');
const DURATION_SECONDS_MAX = 315576000000;

/** True for a timestamp or duration value. */
export function isCelTime(v: unknown): v is CelTime {
  if (typeof v !== 'object' || v === null) return false;
  const t = (v as { $typeName?: unknown }).$typeName;
  return t === TIMESTAMP || t === DURATION;
}

/** A duration value (a plain google.protobuf.Duration); milliseconds give the same message as cel-scope's constants did. */
export function celDuration(ms: number): CelTime {
  const whole = Math.trunc(ms);
  return { $typeName: DURATION, seconds: BigInt(Math.trunc(whole / 1000)), nanos: (whole % 1000) * 1e6 };
}

/** A timestamp from epoch milliseconds, as protobuf's `timestampFromMs` (no range check). */
export function timestampFromMs(ms: number): CelTime {
  const seconds = Math.floor(ms / 1000);
  return { $typeName: TIMESTAMP, seconds: BigInt(seconds), nanos: (ms - seconds * 1000) * 1e6 };
}

/** A duration from seconds and nanoseconds, normalised; throws "duration out of range" past int64 nanoseconds. */
export function createDuration(seconds: bigint, ns: bigint | number): CelTime {
  const full = seconds * ONE_SECOND + BigInt(ns);
  if (full > MAX_NANOS || full < MIN_NANOS) throw new Error('duration out of range');
  return { $typeName: DURATION, seconds: full / ONE_SECOND, nanos: Number(full % ONE_SECOND) };
}

/** A timestamp from seconds and nanoseconds, normalised; throws "timestamp out of range" outside years 1–9999. */
export function createTimestamp(seconds: bigint, ns: bigint | number): CelTime {
  const full = seconds * ONE_SECOND + BigInt(ns);
  const shift = full % ONE_SECOND < 0n ? 1n : 0n;
  const s = full / ONE_SECOND - shift;
  const nanos = Number((full % ONE_SECOND) + shift * ONE_SECOND);
  if (s > MAX_TS_SECONDS || s < MIN_TS_SECONDS) throw new Error('timestamp out of range');
  return { $typeName: TIMESTAMP, seconds: s, nanos };
}

/** Compares two values of the same kind: negative, zero or positive. */
export function compareTime(l: CelTime, r: CelTime): number {
  const cmp = l.seconds - r.seconds;
  if (cmp === 0n) return l.nanos - r.nanos;
  return cmp < 0n ? -1 : 1;
}

const RFC3339 = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/;

/** `timestamp(string)`: RFC 3339 as protobuf's JSON reader takes it. */
export function parseTimestamp(text: string): CelTime {
  const fail = (why: string): Error => new Error(`Failed to parse timestamp: Error: cannot decode message ${TIMESTAMP} from JSON: ${why}`);
  const m = RFC3339.exec(text);
  if (!m) throw fail('invalid RFC 3339 string');
  const ms = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[8] ?? 'Z'}`);
  if (Number.isNaN(ms)) throw fail('invalid RFC 3339 string');
  if (ms < TS_MS_MIN || ms > TS_MS_MAX) throw fail('must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive');
  const frac = m[7];
  const nanos = frac ? parseInt(`1${frac}${'0'.repeat(9 - frac.length)}`, 10) - 1e9 : 0;
  return { $typeName: TIMESTAMP, seconds: BigInt(ms / 1000), nanos };
}

const UNITS: ReadonlyMap<string, bigint> = new Map([
  ['ns', 1n],
  ['us', 1000n],
  ['µs', 1000n],
  ['ms', 1_000_000n],
  ['s', ONE_SECOND],
  ['m', 60n * ONE_SECOND],
  ['h', 3600n * ONE_SECOND],
]);

/** The digits at `i`, or '' (hand-written scanning; no regex). */
function digitsAt(s: string, i: number): string {
  let j = i;
  while (j < s.length && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++;
  return s.slice(i, j);
}

/** The unit at `i` (longest of ns, us, µs, ms, s, m, h as @bufbuild/cel tries them), or ''. */
function unitAt(s: string, i: number): string {
  for (const u of ['ns', 'us', 'µs', 'ms']) if (s.startsWith(u, i)) return u;
  const c = s[i];
  return c === 's' || c === 'm' || c === 'h' ? c : '';
}

/** `duration(string)`: "1h30m", "1.5s", "-200ms", as @bufbuild/cel parses them. */
export function parseDuration(text: string): CelTime {
  const fail = (why: string): Error => new Error(`Failed to parse duration: ${why}`);
  if (text.length > 128) throw fail('duration string exceeds 128 characters');
  if (text === '0' || text === '+0' || text === '-0') return createDuration(0n, 0n);
  const signed = text[0] === '+' || text[0] === '-';
  const sign = text[0] === '-' ? -1n : 1n;
  let i = signed ? 1 : 0;
  let total = 0n;
  while (i < text.length) {
    const int = digitsAt(text, i);
    i += int.length;
    if (text[i] === '.') i++;
    const fraction = digitsAt(text, i);
    i += fraction.length;
    const unit = unitAt(text, i);
    i += unit.length;
    const factor = UNITS.get(unit);
    if ((int === '' && fraction === '') || factor === undefined) throw fail('invalid syntax');
    total += BigInt(int || 0) * factor;
    total += (BigInt(fraction || 0) * factor) / 10n ** BigInt(fraction.length);
  }
  return createDuration(0n, sign * total);
}

/** `string(timestamp)`: protobuf's JSON form ("2020-01-01T00:00:00.500Z"). */
export function formatTimestamp(t: CelTime): string {
  const ms = Number(t.seconds) * 1000;
  const fail = (why: string): Error => new Error(`cannot encode message ${TIMESTAMP} to JSON: ${why}`);
  if (ms < TS_MS_MIN || ms > TS_MS_MAX) throw fail('must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive');
  if (t.nanos < 0) throw fail('nanos must not be negative');
  if (t.nanos > 999999999) throw fail('nanos must not be greater than 999999999');
  let z = 'Z';
  if (t.nanos > 0) {
    const n = (t.nanos + 1e9).toString().substring(1);
    if (n.substring(3) === '000000') z = `.${n.substring(0, 3)}Z`;
    else if (n.substring(6) === '000') z = `.${n.substring(0, 6)}Z`;
    else z = `.${n}Z`;
  }
  return new Date(ms).toISOString().replace('.000Z', z);
}

/** `string(duration)`: protobuf's JSON form ("5400s", "1.500s"). */
export function formatDuration(d: CelTime): string {
  const seconds = Number(d.seconds);
  const fail = (why: string): Error => new Error(`cannot encode message ${DURATION} to JSON: ${why}`);
  if (seconds > DURATION_SECONDS_MAX || seconds < -DURATION_SECONDS_MAX) throw fail('value out of range');
  if ((seconds > 0 && d.nanos < 0) || (seconds < 0 && d.nanos > 0)) throw fail('nanos sign must match seconds sign');
  let text = d.seconds.toString();
  if (d.nanos !== 0) {
    let n = Math.abs(d.nanos).toString();
    n = '0'.repeat(9 - n.length) + n;
    if (n.substring(3) === '000000') n = n.substring(0, 3);
    else if (n.substring(6) === '000') n = n.substring(0, 6);
    text += `.${n}`;
    if (d.nanos < 0 && seconds === 0) text = `-${text}`;
  }
  return `${text}s`;
}

/**
 * The time zone that time-of-day accessors without an argument (`value.getHours()`) read, and in
 * which a `date` value starts: set for one evaluation by `withTimeZone` (the app's zone: point 9's
 * TIME_ZONE, else the device's). CEL's own default is UTC, which is what it is outside an evaluation.
 */
let currentZone = 'UTC';

/** Runs `fn` with `zone` as the accessors' default zone; evaluation is synchronous, so this is safe. */
export function withTimeZone<T>(zone: string, fn: () => T): T {
  const before = currentZone;
  currentZone = zone;
  try {
    return fn();
  } finally {
    currentZone = before;
  }
}

/** The zone accessors without an argument read. */
export function defaultTimeZone(): string {
  return currentZone;
}

/** The wall-clock parts of a moment in a zone. */
export interface ZonedParts {
  readonly year: number;
  /** 0–11 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

const FIXED_OFFSET = /^([+-]?)([0-9][0-9]):([0-9][0-9])$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    // Throws a RangeError for an unknown zone; the caller turns it into an error value.
    f = new Intl.DateTimeFormat('en-US', {
      hourCycle: 'h23',
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size > 64) formatters.clear();
    formatters.set(zone, f);
  }
  return f;
}

function utcParts(ms: number): ZonedParts {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
}

/**
 * The wall-clock parts of epoch milliseconds in a zone: `UTC`, a fixed offset (`+02:00`, `-05:30`) or
 * an IANA name (`Europe/Paris`), as CEL's timestamp accessors take it. Throws for an unknown zone.
 */
export function zonedParts(ms: number, zone: string): ZonedParts {
  if (zone === 'UTC') return utcParts(ms);
  const fixed = FIXED_OFFSET.exec(zone);
  if (fixed) {
    const offset = (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 3_600_000 + Number(fixed[3]) * 60_000);
    return utcParts(ms + offset);
  }
  let year = NaN,
    month = NaN,
    day = NaN,
    hour = NaN,
    minute = NaN,
    second = NaN;
  for (const part of formatter(zone).formatToParts(new Date(ms))) {
    const n = Number(part.value);
    if (part.type === 'year') year = n;
    else if (part.type === 'month') month = n - 1;
    else if (part.type === 'day') day = n;
    else if (part.type === 'hour') hour = n;
    else if (part.type === 'minute') minute = n;
    else if (part.type === 'second') second = n;
  }
  if ([year, month, day, hour, minute, second].some(Number.isNaN)) throw new Error(`Error converting a timestamp to IANA timezone ${zone}`);
  return { year, month, day, hour, minute, second, millisecond: ((ms % 1000) + 1000) % 1000 };
}

/** True when `zone` is a zone the accessors can read (UTC, a fixed offset or a known IANA name). */
export function isTimeZone(zone: string): boolean {
  try {
    zonedParts(0, zone);
    return true;
  } catch {
    return false;
  }
}

/** The epoch milliseconds at which a calendar day (`YYYY-MM-DD`, month 1–12) starts in a zone. */
export function startOfDay(year: number, month: number, day: number, zone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  let at = guess;
  // Two rounds settle a daylight-saving change between the guess and the answer.
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(at, zone);
    const wall = Date.UTC(p.year, p.month, p.day, p.hour, p.minute, p.second, p.millisecond);
    at = guess - (wall - at);
  }
  return at;
}

/** The timestamp accessors of CEL, by name, as functions of the wall-clock parts. */
export const TIMESTAMP_ACCESSORS: ReadonlyMap<string, (p: ZonedParts) => number> = new Map<string, (p: ZonedParts) => number>([
  ['getFullYear', (p) => p.year],
  ['getMonth', (p) => p.month],
  ['getDate', (p) => p.day],
  ['getDayOfMonth', (p) => p.day - 1],
  ['getDayOfWeek', (p) => new Date(Date.UTC(p.year, p.month, p.day)).getUTCDay()],
  ['getDayOfYear', (p) => Math.round((Date.UTC(p.year, p.month, p.day) - Date.UTC(p.year, 0, 1)) / 86_400_000)],
  ['getHours', (p) => p.hour],
  ['getMinutes', (p) => p.minute],
  ['getSeconds', (p) => p.second],
  ['getMilliseconds', (p) => p.millisecond],
]);

/** The duration accessors of CEL: whole hours, minutes, seconds; the milliseconds of the fraction. */
export function durationAccessor(name: string, d: CelTime): bigint | undefined {
  switch (name) {
    case 'getHours':
      return d.seconds / 3600n;
    case 'getMinutes':
      return d.seconds / 60n;
    case 'getSeconds':
      return d.seconds;
    case 'getMilliseconds':
      return BigInt(d.nanos) / 1_000_000n;
  }
  return undefined;
}

/** `ts.<accessor>(zone?)`: the accessor's value in `zone`, else in the current default zone. */
export function timestampAccessor(name: string, t: CelTime, zone?: string): bigint | undefined {
  const read = TIMESTAMP_ACCESSORS.get(name);
  if (!read) return undefined;
  const ms = Number(t.seconds) * 1000 + Math.floor(t.nanos / 1e6);
  return BigInt(read(zonedParts(ms, zone ?? currentZone)));
}
