import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createFuzzApp, type FuzzApp } from './fuzz-app';
import { FUZZ_TEST_TIMEOUT_MS } from './fuzz-property';

/**
 * The set-up every fuzz file shares: the fuzz timeout, one app for the file (made by make, which
 * may start what the app needs first), its health checked after every property, and closed at
 * the end. Gives the app, once the file's tests run.
 */
export function fuzzSuite(make: () => Promise<FuzzApp> = () => createFuzzApp()): () => FuzzApp {
  vi.setConfig({ testTimeout: FUZZ_TEST_TIMEOUT_MS });
  let fuzz: FuzzApp | undefined;
  const current = () => {
    if (!fuzz) throw new Error('the fuzzed app is made in beforeAll');
    return fuzz;
  };
  beforeAll(async () => {
    fuzz = await make();
  });
  afterEach(() => current().expectHealthy());
  afterAll(() => fuzz?.close());
  return current;
}
