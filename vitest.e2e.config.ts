import { defineConfig } from 'vitest/config';

/**
 * Browser tests: real Chromium driven by playwright-core, against servers the tests start themselves.
 * Each test starts from its own state (a fresh browser context and page: see e2e/browser.ts). The
 * timeouts are generous because the suite must hold on a busy 2-core machine: a wait that succeeds
 * returns at once, so a long limit costs nothing when all is well.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // expect.poll waits for the event; its default (one second) is far too short under load.
    expect: { poll: { timeout: 20_000, interval: 50 } },
  },
});
