// An initialised embedded database, made once here so that no server, tool or test runs initdb:
// PGlite 0.5's initdb runs a second PostgreSQL and a copy of its memory beside the first, and
// took the process to 640–990 MiB for a second (decision 036). A gzipped tarball of PGlite's
// own dumpDataDir(), which server/db/embedded-template.ts loads into an empty folder.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** Its name in the build folder, where server/db/embedded-template.ts reads it. */
const TEMPLATE_FILE = 'embedded-database-template.tar.gz';

/** The installed PGlite's version: a template is the data folder of one version. */
function pgliteVersion() {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
}

/**
 * Writes the template into outDir. initdb takes seconds, and `npm start` builds on every start,
 * so the template is kept per PGlite version under node_modules/.cache and copied from there;
 * written under a temporary name and renamed, so that two builds at once never read half a file.
 */
export async function writeEmbeddedDatabaseTemplate(outDir) {
  const cacheDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.cache', 'xnews');
  const cached = join(cacheDir, `pglite-${pgliteVersion()}-${TEMPLATE_FILE}`);
  if (!existsSync(cached)) {
    const pg = await PGlite.create();
    const dump = await pg.dumpDataDir('gzip');
    await pg.close();
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, cached);
  }
  mkdirSync(outDir, { recursive: true });
  copyFileSync(cached, join(outDir, TEMPLATE_FILE));
}
