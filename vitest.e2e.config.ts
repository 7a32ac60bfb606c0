import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium driven by playwright-core, against servers the tests start themselves. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
