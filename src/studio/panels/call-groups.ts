import type { CallEntry } from '../preview-frame/protocol';

/** Consecutive identical calls shown as one row with a count. */
export interface CallGroup {
  /** The newest call of the group (its bodies are shown). */
  readonly latest: CallEntry;
  readonly count: number;
  /** How many of them the spec's edits caused (re-reads while typing). */
  readonly fromEdits: number;
}

/** Which calls the panel shows. */
export interface CallFilter {
  readonly method: string;
  readonly status: 'all' | '2xx' | '3xx' | '4xx' | '5xx' | 'failed';
  readonly match: 'all' | 'matches' | 'mismatches';
  readonly hideEdits: boolean;
}

export const NO_FILTER: CallFilter = { method: 'all', status: 'all', match: 'all', hideEdits: false };

/** A call fits the spec when the spec lists it and its request and response fit their shapes. */
export function matchesSpec(c: CallEntry): boolean {
  return c.callId !== null && c.requestProblems.length === 0 && c.responseProblems.length === 0;
}

function statusClass(status: number | null): CallFilter['status'] {
  if (status === null) return 'failed';
  return status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';
}

export function passes(c: CallEntry, f: CallFilter): boolean {
  if (f.method !== 'all' && c.method !== f.method) return false;
  if (f.status !== 'all' && statusClass(c.status) !== f.status) return false;
  if (f.match === 'matches' && !matchesSpec(c)) return false;
  if (f.match === 'mismatches' && matchesSpec(c)) return false;
  if (f.hideEdits && c.cause === 'spec-edit') return false;
  return true;
}

/** What makes two calls the same for grouping: method, path and query, status, request body, fit. */
function sameCall(a: CallEntry, b: CallEntry): boolean {
  return (
    a.method === b.method &&
    a.path === b.path &&
    a.status === b.status &&
    a.callId === b.callId &&
    matchesSpec(a) === matchesSpec(b) &&
    a.requestProblems.join('\n') === b.requestProblems.join('\n') &&
    a.responseProblems.join('\n') === b.responseProblems.join('\n') &&
    JSON.stringify(a.requestBody) === JSON.stringify(b.requestBody)
  );
}

/** The calls that pass the filter, newest first, runs of identical calls folded into one group. */
export function groupCalls(calls: readonly CallEntry[], filter: CallFilter): CallGroup[] {
  const out: { latest: CallEntry; count: number; fromEdits: number }[] = [];
  for (let i = calls.length - 1; i >= 0; i--) {
    const c = calls[i] as CallEntry;
    if (!passes(c, filter)) continue;
    const last = out[out.length - 1];
    if (last && sameCall(last.latest, c)) {
      last.count++;
      if (c.cause === 'spec-edit') last.fromEdits++;
    } else out.push({ latest: c, count: 1, fromEdits: c.cause === 'spec-edit' ? 1 : 0 });
  }
  return out;
}
