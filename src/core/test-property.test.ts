import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from './test-property';

describe('assertProperty', () => {
  it('runs the fixed seed, then a random one whose failure names its seed', () => {
    let calls = 0;
    // Holds for the fixed seed's 20 runs, then fails at once: the failure is the random run's.
    const property = fc.property(fc.nat(), () => ++calls <= 20);
    expect(() => assertProperty(property, { seed: 42, numRuns: 20 })).toThrow(
      /RANDOM seed \d+ \(its fixed seed 42 passed\)\. Rerun it with \{ seed: \d+ \}/,
    );
  });

  it('reports a failure of the fixed seed as fast-check does', () => {
    expect(() =>
      assertProperty(
        fc.property(fc.nat(), (n) => n < 0),
        { seed: 42, numRuns: 5 },
      ),
    ).toThrow(/seed: 42/);
  });
});
