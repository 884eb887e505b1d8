import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir } from '../build-dir';

/** Written by the build (scripts/embedded-database-template.mjs). */
const TEMPLATE_FILE = 'embedded-database-template.tar.gz';

/** Whether PGlite finds a database in the folder, by the file it looks for. */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * The initialised data folder that PGlite loads into an empty one (its loadDataDir), instead of
 * running initdb, whose second PostgreSQL and copy of its memory took a process to 640–990 MiB
 * (decision 036).
 */
export function embeddedTemplate(): Blob {
  const file = join(buildDir(), TEMPLATE_FILE);
  try {
    return new Blob([readFileSync(file)]);
  } catch (error) {
    throw new Error(`The embedded database's template ${file} could not be read: build first (npm run build)`, { cause: error });
  }
}
