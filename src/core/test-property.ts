/** Test support (not part of the public API): property tests run with their fixed seed, then once with a random one. */
import fc from 'fast-check';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `full` under `npm run bench -- sweeps` (SPECFRONT_SWEEP=full), else `quick` (vitest.config.ts). */
    sweep: 'quick' | 'full';
  }
}

/**
 * How many cases a long sweep tries: all `full` of them in `npm run bench -- sweeps` (bench/sweeps.ts), and in
 * `npm test` only its first `quick`, the same seeded cases cut short, so the test command keeps its time
 * budget. The property and its assertions are the same in both.
 */
export function sweepRuns(full: number, quick: number): number {
  return inject('sweep') === 'full' ? full : Math.min(full, quick);
}

/** fast-check's parameters of a run (the seed among them). */
type Parameters<Ts> = fc.Parameters<Ts> & { readonly seed: number };

/**
 * Runs a property as `fc.assert` does with its fixed seed (the same cases every time, so a failure
 * there is reproducible as it is), then once more with a random seed, so each run also tries cases
 * no one has tried before. A failure of the random run names its seed: put it in place of the fixed
 * seed (or add a run with it) to reproduce, and keep the case as a test.
 */
export function assertProperty<Ts>(property: fc.IRawProperty<Ts>, parameters: Parameters<Ts>): void {
  fc.assert(property, parameters);
  const seed = Math.floor(Math.random() * 0x7fffffff);
  try {
    fc.assert(property, { ...parameters, seed });
  } catch (e) {
    throw new Error(
      `The property failed with the RANDOM seed ${seed} (its fixed seed ${parameters.seed} passed). Rerun it with { seed: ${seed} }.\n${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
}
