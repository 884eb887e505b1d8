import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json. Sources run from server/… under tsx and vitest, and the
 * bundle runs from dist/, so files we ship beside the code (migrations, site config) are found
 * by walking up rather than by a fixed relative path.
 */
function findAppRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`xnews: package.json not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export const APP_ROOT = findAppRoot();
