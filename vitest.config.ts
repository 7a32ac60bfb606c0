import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that assert a wall-clock bound ("is linear on long inputs": these inputs in under 2 s). They run after
 * the others, one file at a time, so that the suite's own other worker does not take their core: with two
 * workers on a busy 2-core machine one of them took 3.3 s. (Other load on the machine still counts.)
 */
const TIMED = ['src/core/parse/cells/rule-phrase.test.ts', 'src/core/parse/cells/shape.test.ts', 'src/core/parse/cells/field-type.test.ts'];

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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'examples/**/*.test.ts'],
          exclude: TIMED,
        },
      },
      { extends: true, test: { name: 'timed', include: TIMED, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
