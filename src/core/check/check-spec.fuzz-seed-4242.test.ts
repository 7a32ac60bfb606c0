import fc from 'fast-check';
import { assertProperty } from '../test-property';
import { describe, expect, it } from 'vitest';
import { checkSpec } from './check-spec';
import { CFP_SPEC } from './test-fixture-specs';

/** An edit of the call-for-papers spec: text spliced in at a position, a range cut out. */
const edit = fc.record({
  at: fc.nat({ max: CFP_SPEC.length }),
  cut: fc.nat({ max: 40 }),
  insert: fc
    .array(
      fc.constantFrom(
        '|',
        '\\|',
        '`',
        '\n',
        '## ',
        '### ',
        'Talk',
        'talks',
        '__proto__',
        'constructor',
        ' ',
        'x',
        '{',
        '}',
        '[]',
        ':id',
        'MAX_TALKS',
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join('')),
});

describe('checkSpec, seed 4242', () => {
  it('never throws, keeps spans and positions inside the text, and leaves Object.prototype clean', { timeout: 120_000 }, () => {
    assertProperty(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        let text = CFP_SPEC;
        for (const e of edits) {
          const at = Math.min(e.at, text.length);
          text = text.slice(0, at) + e.insert + text.slice(at + e.cut);
        }
        const report = checkSpec(text);
        expect(report.points).toHaveLength(9);
        for (const d of report.diagnostics) {
          expect(d.from).toBeGreaterThanOrEqual(0);
          expect(d.to).toBeGreaterThanOrEqual(d.from);
          expect(d.to).toBeLessThanOrEqual(text.length);
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.point === null || (d.point >= 1 && d.point <= 9)).toBe(true);
        }
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
      { seed: 4242, numRuns: 150 },
    );
  });

  it('treats __proto__ and constructor as ordinary names', () => {
    const text = CFP_SPEC.replaceAll('Review', '__proto__').replaceAll('reviewer', 'constructor');
    const report = checkSpec(text);
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(report.counts.entities).toBe(2);
    expect(({} as Record<string, unknown>).Talk).toBeUndefined();
  });
});
