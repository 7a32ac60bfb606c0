/** Beyond this depth the copy continues with an explicit stack instead of recursion. */
const MAX_RECURSION = 200;

type AnyRecord = Record<string, unknown>;

/** Shifts a span-like record's own `from`/`to` in place (the record is a fresh copy). */
function shiftOwn(copy: AnyRecord, delta: number): void {
  const from = copy['from'];
  const to = copy['to'];
  if (typeof from === 'number' && typeof to === 'number') {
    copy['from'] = from + delta;
    copy['to'] = to + delta;
  }
}

/** The iterative copy, for subtrees deeper than MAX_RECURSION (deep shapes cannot overflow the stack). */
function shiftDeep(value: object, delta: number): unknown {
  const holder: AnyRecord = {};
  const sources: object[] = [value];
  const targets: (AnyRecord | unknown[])[] = [holder];
  const keys: (string | number)[] = ['root'];
  while (sources.length > 0) {
    const source = sources.pop() as object;
    const target = targets.pop() as Record<string | number, unknown>;
    const key = keys.pop() as string | number;
    const copy: AnyRecord | unknown[] = Array.isArray(source) ? source.slice() : { ...source };
    target[key] = copy;
    if (!Array.isArray(copy)) shiftOwn(copy, delta);
    for (const k of Object.keys(copy)) {
      const v = (copy as AnyRecord)[k];
      if (v !== null && typeof v === 'object') {
        sources.push(v);
        targets.push(copy);
        keys.push(Array.isArray(copy) ? Number(k) : k);
      }
    }
  }
  return holder['root'];
}

function shiftValue(value: object, delta: number, depth: number): unknown {
  if (depth > MAX_RECURSION) return shiftDeep(value, delta);
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out[i] = v !== null && typeof v === 'object' ? shiftValue(v, delta, depth + 1) : v;
    }
    return out;
  }
  const copy: AnyRecord = { ...value };
  for (const k in copy) {
    const v = copy[k];
    if (v !== null && typeof v === 'object') copy[k] = shiftValue(v, delta, depth + 1);
  }
  shiftOwn(copy, delta);
  return copy;
}

/**
 * Returns a copy of `value` in which every offset is moved by `delta`: each plain object's numeric
 * `from` and `to` (spans, diagnostics) is shifted, everything else is copied as is. Works on any
 * tree of plain objects and arrays; past a modest depth it switches to an explicit stack, so deep
 * shapes cannot overflow the call stack. A delta of 0 returns `value` itself.
 */
export function shiftSpans<T>(value: T, delta: number): T {
  if (delta === 0 || value === null || typeof value !== 'object') return value;
  return shiftValue(value, delta, 0) as T;
}
