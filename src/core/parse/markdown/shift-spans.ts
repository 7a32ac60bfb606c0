/**
 * Returns a copy of `value` in which every offset is moved by `delta`: each plain object's numeric
 * `from` and `to` (spans, diagnostics) is shifted, everything else is copied as is. Works on any
 * tree of plain objects and arrays without recursion, so deep shapes cannot overflow the stack.
 * A delta of 0 returns `value` itself.
 */
export function shiftSpans<T>(value: T, delta: number): T {
  if (delta === 0 || value === null || typeof value !== 'object') return value;
  const holder: { root?: unknown } = {};
  // Each task: copy `source` into `target[key]`.
  const sources: unknown[] = [value];
  const targets: (Record<string, unknown> | unknown[])[] = [holder];
  const keys: (string | number)[] = ['root'];
  while (sources.length > 0) {
    const source = sources.pop() as object;
    const target = targets.pop() as Record<string | number, unknown>;
    const key = keys.pop() as string | number;
    if (Array.isArray(source)) {
      const copy: unknown[] = new Array<unknown>(source.length);
      target[key] = copy;
      for (let i = 0; i < source.length; i++) {
        const item: unknown = source[i];
        if (item !== null && typeof item === 'object') {
          sources.push(item);
          targets.push(copy);
          keys.push(i);
        } else copy[i] = item;
      }
      continue;
    }
    const record = source as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    target[key] = copy;
    const isSpanLike = typeof record['from'] === 'number' && typeof record['to'] === 'number';
    for (const k of Object.keys(record)) {
      const v = record[k];
      if (isSpanLike && (k === 'from' || k === 'to')) copy[k] = (v as number) + delta;
      else if (v !== null && typeof v === 'object') {
        copy[k] = undefined; // keeps the key order of the source
        sources.push(v);
        targets.push(copy);
        keys.push(k);
      } else copy[k] = v;
    }
  }
  return holder.root as T;
}
