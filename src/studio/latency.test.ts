import { describe, expect, it } from 'vitest';
import { DIAGNOSTICS_MEASURE, EDIT_MARK, latestEdit, markEdit, measureSince, PREVIEW_MEASURE } from './latency';

describe('latency marks', () => {
  it('number edits and measure from an edit to its diagnostics and preview', () => {
    const seq = markEdit();
    expect(latestEdit()).toBe(seq);
    expect(performance.getEntriesByName(EDIT_MARK).at(-1)).toMatchObject({ detail: { seq } });
    const d = measureSince(DIAGNOSTICS_MEASURE, seq);
    expect(d).toBeGreaterThanOrEqual(0);
    measureSince(PREVIEW_MEASURE, seq, { posted: true });
    expect(performance.getEntriesByName(PREVIEW_MEASURE).at(-1)).toMatchObject({ detail: { seq, posted: true } });
  });
  it('ignore an edit it never marked', () => {
    expect(measureSince(PREVIEW_MEASURE, latestEdit() + 10)).toBeNull();
  });
  it('keep the timeline bounded over a long session', () => {
    for (let i = 0; i < 2000; i++) measureSince(DIAGNOSTICS_MEASURE, markEdit());
    expect(performance.getEntriesByName(DIAGNOSTICS_MEASURE).length).toBeLessThanOrEqual(600);
  });
});
