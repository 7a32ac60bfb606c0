type AnyRecord = Record<string, unknown>;

/**
 * Every object in a tree of plain objects and arrays that holds a place in the text: own numeric
 * `from` and `to` (spans, located values, diagnostics). Each object once, however often it is
 * referenced; frozen objects (shared constants) are left out. Iterative, so deep shapes cannot
 * overflow the call stack.
 */
export function collectSpans(root: unknown): AnyRecord[] {
  const out: AnyRecord[] = [];
  if (root === null || typeof root !== 'object') return out;
  const seen = new Set<object>();
  const stack: object[] = [root];
  while (stack.length > 0) {
    const value = stack.pop() as object;
    if (seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value as unknown[]) if (v !== null && typeof v === 'object') stack.push(v);
      continue;
    }
    const record = value as AnyRecord;
    if (typeof record['from'] === 'number' && typeof record['to'] === 'number' && !Object.isFrozen(record)) out.push(record);
    for (const k in record) {
      const v = record[k];
      if (v !== null && typeof v === 'object') stack.push(v);
    }
  }
  return out;
}

/** Moves every collected place by `delta`, in place: no copy, no allocation. */
export function shiftCollected(spans: readonly AnyRecord[], delta: number): void {
  if (delta === 0) return;
  for (const s of spans) {
    s['from'] = (s['from'] as number) + delta;
    s['to'] = (s['to'] as number) + delta;
  }
}
