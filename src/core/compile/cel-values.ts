import { isTimeZone, parseTimestamp, startOfDay, timestampFromMs } from '../expression/cel-time';
import { CelDouble } from '../expression/small-values';
import type { AppEntity, AppModel, AppType } from './app-model';
import { isDate, isDatetime, isPlainObject } from './check-value';

/**
 * Field values as expressions see them (docs/spec-format.md, "Values in expressions"): each with its
 * natural CEL type from point 3, so `value.getHours()`, `value <= now` and `record.price * 1.2` mean
 * what they say. The same conversion serves forms, the backend, guards and conditions.
 */

/** The names point 9 may give the app's time zone. */
export const TIME_ZONE_CONSTANTS: readonly string[] = ['TIME_ZONE', 'TIMEZONE'];

const zones = new WeakMap<AppModel, string>();

/** The zone of the device running the app (an ECMAScript API, no DOM), else UTC. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The point 9 constant naming the app's time zone (`TIME_ZONE = Europe/London`), or undefined. */
export function timeZoneConstant(app: AppModel): string | undefined {
  for (const c of app.constants) {
    if (TIME_ZONE_CONSTANTS.includes(c.name) && typeof c.value === 'string' && isTimeZone(c.value)) return c.value;
  }
  return undefined;
}

/**
 * The app's time zone: point 9's `TIME_ZONE` (an IANA name such as `Europe/London`, `UTC` or an offset
 * such as `+01:00`), else the zone of the device running the app. Timestamp accessors without a zone
 * (`value.getHours()`) read it, and a `date` value starts at midnight in it.
 */
export function appTimeZone(app: AppModel): string {
  let zone = zones.get(app);
  if (zone === undefined) {
    zone = timeZoneConstant(app) ?? deviceTimeZone();
    zones.set(app, zone);
  }
  return zone;
}

/** A `YYYY-MM-DD` day as the timestamp of its start in `zone`. */
function dateValue(day: string, zone: string): unknown {
  try {
    return timestampFromMs(startOfDay(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)), zone));
  } catch {
    return day;
  }
}

function datetimeValue(text: string): unknown {
  try {
    return parseTimestamp(text.toUpperCase());
  } catch {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? text : timestampFromMs(ms);
  }
}

/**
 * A stored value as CEL sees it by its type: `date` and `datetime` as timestamps (a date at the start
 * of its day in `zone`), `integer` as int, `number` as double (even when whole), references as the
 * referenced id, lists and objects element by element; text, enumerations, `time` (`HH:MM`, which
 * orders as text) and booleans as they are. A value that does not fit its type is left as it is.
 */
export function celValueOf(type: AppType, value: unknown, zone: string, depth = 0): unknown {
  if (value === null || value === undefined || depth > 32) return value;
  switch (type.kind) {
    case 'scalar':
      switch (type.name) {
        case 'date':
          return typeof value === 'string' && isDate(value) ? dateValue(value, zone) : value;
        case 'datetime':
          return typeof value === 'string' && isDatetime(value) ? datetimeValue(value) : value;
        case 'number':
          return typeof value === 'number' && Number.isFinite(value) ? new CelDouble(value) : value;
        case 'integer':
          return typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value;
        default:
          return value;
      }
    case 'ref':
      return isPlainObject(value) && 'id' in value ? value.id : value;
    case 'list':
      return Array.isArray(value) ? (value as unknown[]).map((v) => celValueOf(type.of, v, zone, depth + 1)) : value;
    case 'object': {
      if (!isPlainObject(value)) return value;
      const out = Object.create(null) as Record<string, unknown>;
      for (const [k, v] of Object.entries(value)) {
        const f = type.fields.find((x) => x.name === k);
        out[k] = f ? celValueOf(f.type, v, zone, depth + 1) : v;
      }
      return out;
    }
    default:
      return value;
  }
}

const fieldTypes = new WeakMap<AppEntity, ReadonlyMap<string, AppType>>();

/** An entity's field types by name (first declaration of each). */
export function fieldTypesOf(entity: AppEntity): ReadonlyMap<string, AppType> {
  let types = fieldTypes.get(entity);
  if (!types) {
    const map = new Map<string, AppType>();
    for (const f of entity.fields) if (!map.has(f.name)) map.set(f.name, f.type);
    types = map;
    fieldTypes.set(entity, types);
  }
  return types;
}

/** A record's fields as CEL sees them (see celValueOf); fields the entity does not declare are left as they are. */
export function celRecordOf(entity: AppEntity, record: Readonly<Record<string, unknown>>, zone: string): Record<string, unknown> {
  const types = fieldTypesOf(entity);
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(record)) {
    const t = types.get(k);
    out[k] = t ? celValueOf(t, v, zone) : v;
  }
  return out;
}
