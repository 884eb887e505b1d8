import { resolve } from 'node:path';
import { APP_ROOT } from './app-root';

/**
 * Where scripts/build.mjs writes and the server reads its build: dist/, or BUILD_DIR. A test run
 * builds into a folder of its own, so that a second run in the same checkout never deletes or
 * rewrites files the first one's servers are reading.
 */
export function buildDir(): string {
  return resolve(APP_ROOT, process.env.BUILD_DIR || 'dist');
}
