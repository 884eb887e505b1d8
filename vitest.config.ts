import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests of one module sit beside it; suites that need the app, a browser or a process stay in tests/.
    include: ['tests/**/*.test.ts', '{client,shared,server,demo,scripts}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    // A worker keeps the modules it loaded from one test file to the next: loading the app (Express,
    // React's server renderer, jsdom, PGlite) for each file anew was most of the suite's time
    // (tests/api: 260 s of imports against 21 s). Each file still gets its own database, app and
    // browser context, and cleans up what it stubs; a test file must not leave state in a module.
    isolate: false,
    // At least two files at once, even on two cores (where the default is one): the browser and
    // process suites spend most of their time waiting on Chromium and child processes, so a
    // second file fills that time (a full PGlite pass on two cores: 617 s against 901 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Sized for a shared CI machine under load: a test that passes takes what it
    // needs, so only a hang pays these. Waits inside a test are shorter, so that the one that
    // failed is named: Playwright's in tests/support/browser.ts, expect.poll's here.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000, interval: 20 } },
  },
});
