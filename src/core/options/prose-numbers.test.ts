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

  it('reads ranges, "out of", "max N characters", money, notice and durations as different authors write them', () => {
    const read = (line: string): unknown[] => proseNumbers(line, 0).map((f) => [f.kind, f.value, f.max ?? null, f.unit, f.cue]);
    expect(read('Reviewers score each proposal from 1 to 5 and leave a comment')).toEqual([['range', 1, 5, '', 'range']]);
    expect(read('rate recipes with 1 to 5 stars')).toEqual([['range', 1, 5, 'stars', 'range']]);
    expect(read('Teachers mark each piece of work out of 20 and can return it')).toEqual([['max', 20, null, '', 'out of']]);
    expect(read('an abstract of max 1500 characters')).toEqual([['max', 1500, null, 'characters', 'max']]);
    expect(read('A deposit of €10 is paid when ordering')).toEqual([['money', 10, null, '', 'money']]);
    expect(read('An order needs at least 2 days’ notice')).toEqual([['duration', 2, null, 'day', 'notice']]);
    expect(read('cancel a booking up to 2 hours before the class starts')).toEqual([['duration', 2, null, 'hour', 'before']]);
    expect(read('An appointment lasts 20 minutes')).toEqual([['duration', 20, null, 'minute', 'lasts']]);
    expect(read('accepted speakers have 10 days to confirm')).toEqual([['duration', 10, null, 'day', 'to confirm']]);
    expect(read('swap a chore at most 2 times a month').map((x) => (x as unknown[])[0])).toEqual(['max']);
    expect(proseNumbers('swap a chore at most 2 times a month', 0)[0]?.per).toBe('month');
  });

  it('leaves out "every" (a frequency, not a period)', () => {
    expect(proseNumbers('Chores rotate every two weeks', 0)).toEqual([]);
  });

  it('writes weeks as days', () => {
    expect(durationText(1, 'week')).toBe('7 days');
    expect(durationText(2, 'hour')).toBe('2 hours');
    expect(durationText(1, 'day')).toBe('1 day');
  });
});
