import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // One worker per core: vitest's default leaves a core to its main process, which idles while the workers
    // run (on a 2-core machine the default is ONE worker). Worker threads start faster than forked processes;
    // each test file still gets a fresh module graph of its own (isolation stays on: several tests depend on
    // an engine not being loaded yet, which sharing modules between files would make depend on file order).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // Long property sweeps run their first cases here and all of them in `npm run bench -- sweeps`, which sets
    // SPECFRONT_SWEEP=full (sweepRuns in src/core/test-property.ts; the moves are listed in bench/README.md).
    provide: { sweep: process.env.SPECFRONT_SWEEP === 'full' ? 'full' : 'quick' },
    // No test asserts the clock (speed is `npm run bench`): the tests that a parser stays linear count its work
    // (scripts/work-meter.ts), so every file runs in the one pool, in any order.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'examples/**/*.test.ts'],
  },
});
