/**
 * A record's own value for a name, or undefined: names from a spec are ordinary names, so
 * `toString`, `constructor` or `__proto__` never reach `Object.prototype` through a plain object.
 */
export function ownValue(record: Readonly<Record<string, unknown>>, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/** Sets a record's own property, also for `__proto__` (which `record[name] = v` would not). */
export function setOwn(record: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(record, name, { value, writable: true, enumerable: true, configurable: true });
}
