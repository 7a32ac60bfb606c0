import { describe, expect, it } from 'vitest';
import { describeMeaningChange } from './same-meaning';
import { makeDiagnostic, makeReport } from './test-support';

describe('describeMeaningChange', () => {
  const base = makeReport([
    makeDiagnostic('duplicate-point', 'error', 'Point 2 is given twice; the first is at line 4.', { line: 9, column: 1, from: 80, to: 90 }),
    makeDiagnostic('generated-id', 'info', 'Talk gets a generated id.', { line: 12, column: 1 }),
  ]);

  it('ignores positions, order and line numbers quoted in messages', () => {
    const moved = makeReport([
      makeDiagnostic('generated-id', 'info', 'Talk gets a generated id.', { line: 2, column: 3 }),
      makeDiagnostic('duplicate-point', 'error', 'Point 2 is given twice; the first is at line 3.', {
        line: 7,
        column: 1,
        from: 60,
        to: 70,
      }),
    ]);
    expect(describeMeaningChange(base, { ...moved, points: moved.points.map((p) => ({ ...p, line: 1 })) })).toBeNull();
  });

  it('names a lost or new finding', () => {
    const lost = makeReport(base.diagnostics.slice(1));
    expect(describeMeaningChange(base, lost)).toMatch(/would be lost: error duplicate-point/);
    expect(describeMeaningChange(lost, base)).toMatch(/would appear: error duplicate-point/);
  });

  it('notices a finding that occurs a different number of times', () => {
    const twice = makeReport([...base.diagnostics, base.diagnostics[1] ?? base.diagnostics[0]!]);
    expect(describeMeaningChange(twice, base)).toMatch(/lost: info generated-id/);
  });

  it('names a changed status, count or title', () => {
    expect(describeMeaningChange(base, makeReport(base.diagnostics, { 3: 'complete' }))).toBe(
      'point 3 (Entities and their fields) would become complete instead of not-shown',
    );
    expect(describeMeaningChange(base, { ...base, counts: { ...base.counts, fields: 2 } })).toBe(
      'the number of fields would change from 0 to 2',
    );
    expect(describeMeaningChange(base, { ...base, title: 'Other' })).toBe('the title would change from "Demo" to "Other"');
  });
});
