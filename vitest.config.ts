import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    // At least two files at once, even on two cores (where the default is one): the browser and
    // process suites spend most of their time waiting on Chromium and child processes, so a
    // second file fills that time (a full PGlite pass on two cores: 617 s against 901 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
