import { describe, expect, it } from 'vitest';
import { durationText, proseNumbers } from './prose-numbers';

describe('proseNumbers', () => {
  it('reads limits with their counted noun and durations with their unit', () => {
    const line = 'a member may have up to 3 tools at a time, each for a week, and at least two open items';
    const found = proseNumbers(line, 100);
    expect(found.map((f) => [f.kind, f.value, f.unit, f.phrase])).toEqual([
      ['max', 3, 'tools', 'up to 3 tools'],
      ['duration', 1, 'week', 'for a week'],
      ['min', 2, 'open items', 'at least two open items'],
    ]);
    expect(found[0]?.span).toEqual({ from: 100 + line.indexOf('up to'), to: 100 + line.indexOf(' at a time') });
  });

  it('reads "a week later" and "a day ahead", across line breaks', () => {
    expect(proseNumbers('due a week\nlater', 0).map((f) => [f.value, f.unit, f.cue])).toEqual([[1, 'week', 'later']]);
    expect(proseNumbers('less than a day ahead', 0).map((f) => [f.value, f.unit, f.cue])).toEqual([[1, 'day', 'ahead']]);
  });

  it('leaves out frequencies and bare counts', () => {
    expect(proseNumbers('a drill they use twice a year. About 150 members and a dozen volunteers', 0)).toEqual([]);
  });

  it('writes weeks as days', () => {
    expect(durationText(1, 'week')).toBe('7 days');
    expect(durationText(2, 'hour')).toBe('2 hours');
    expect(durationText(1, 'day')).toBe('1 day');
  });
});
