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
