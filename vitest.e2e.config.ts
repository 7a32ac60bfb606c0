import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: real Chromium driven by playwright-core, against servers the tests start themselves.
 * Each test starts from its own state (a fresh browser context and page: see e2e/browser.ts). The
 * timeouts are generous because the suite must hold on a busy 2-core machine: a wait that succeeds
 * returns at once, so a long limit costs nothing when all is well.
 *
 * What every file needs is made once per run by e2e/global-setup.ts (dist/ from the current sources, the
 * built studio, one dev server), and the files run in parallel, one Chromium per file: a browser test
 * spends much of its time waiting for a page, so two files share a 2-core machine well.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    maxWorkers: Math.max(2, Math.min(4, availableParallelism())),
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for the event; its default (one second) is far too short under load.
    expect: { poll: { timeout: 20_000, interval: 50 } },
  },
});
