import { describe, expect, it } from 'vitest';
import type { CallEntry } from '../preview-frame/protocol';
import { createCallLog } from './call-log';

const call = (path: string): CallEntry => ({
  id: 0,
  at: 0,
  method: 'GET',
  path,
  requestBody: null,
  status: 200,
  responseBody: null,
  durationMs: 1,
  callId: null,
  callLine: null,
  requestProblems: [],
  responseProblems: [],
  error: null,
});

describe('the call log', () => {
  it('numbers the calls, keeps the newest up to its limit, tells its listeners and clears', () => {
    const log = createCallLog(3);
    let told = 0;
    const stop = log.subscribe(() => told++);
    for (const p of ['/a', '/b', '/c', '/d']) log.add(call(p));
    expect(log.getSnapshot().map((c) => [c.id, c.path])).toEqual([
      [2, '/b'],
      [3, '/c'],
      [4, '/d'],
    ]);
    expect(told).toBe(4);
    const before = log.getSnapshot();
    expect(log.getSnapshot()).toBe(before);
    log.clear();
    expect(log.getSnapshot()).toEqual([]);
    stop();
    log.add(call('/e'));
    expect(told).toBe(5);
    expect(log.getSnapshot()[0]?.id).toBe(5);
  });
});
