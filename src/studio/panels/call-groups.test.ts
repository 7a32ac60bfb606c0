import { describe, expect, it } from 'vitest';
import type { CallEntry } from '../preview-frame/protocol';
import { groupCalls, NO_FILTER } from './call-groups';

let id = 0;
function call(over: Partial<CallEntry> = {}): CallEntry {
  return {
    id: ++id,
    at: 0,
    method: 'GET',
    path: '/api/books',
    requestBody: null,
    status: 200,
    responseBody: [],
    durationMs: 1,
    callId: 'GET /api/books',
    callLine: 40,
    requestProblems: [],
    responseProblems: [],
    error: null,
    cause: null,
    ...over,
  };
}

describe('the Calls panel groups and filters', () => {
  it('folds a run of identical calls into one row with a count, newest first, and counts the re-reads of edits', () => {
    const calls = [
      call(),
      call({ cause: 'spec-edit' }),
      call({ cause: 'spec-edit' }),
      call({ method: 'POST', requestBody: { title: 'x' }, status: 201 }),
      call(),
    ];
    const groups = groupCalls(calls, NO_FILTER);
    expect(groups.map((g) => [g.latest.method, g.count, g.fromEdits])).toEqual([
      ['GET', 1, 0],
      ['POST', 1, 0],
      ['GET', 3, 2],
    ]);
    expect(groups[2]?.latest.id).toBe(calls[2]?.id);
  });
  it('keeps calls apart when their query, status, body or fit differ', () => {
    const calls = [call(), call({ path: '/api/books?genre=poetry' }), call({ status: 500 }), call({ responseProblems: ['missing title'] })];
    expect(groupCalls(calls, NO_FILTER).map((g) => g.count)).toEqual([1, 1, 1, 1]);
  });
  it('filters by method, status class, fit and cause', () => {
    const calls = [
      call(),
      call({ method: 'POST', status: 422 }),
      call({ callId: null, status: 404 }),
      call({ status: null }),
      call({ cause: 'spec-edit' }),
    ];
    const n = (f: Partial<typeof NO_FILTER>) => groupCalls(calls, { ...NO_FILTER, ...f }).reduce((s, g) => s + g.count, 0);
    expect(n({ method: 'POST' })).toBe(1);
    expect(n({ status: '4xx' })).toBe(2);
    expect(n({ status: 'failed' })).toBe(1);
    expect(n({ match: 'mismatches' })).toBe(1);
    expect(n({ match: 'matches' })).toBe(4);
    expect(n({ hideEdits: true })).toBe(4);
    expect(n({})).toBe(5);
  });
});
