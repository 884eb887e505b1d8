// An initialised and migrated embedded database, made once here so that no server, tool or test
// runs initdb, and a first start has no migration to apply: PGlite 0.5's initdb runs a second
// PostgreSQL and a copy of its memory beside the first, and took the process to 640–990 MiB for a
// second (decision 036). A gzipped tarball of PGlite's own dumpDataDir(), which
// server/db/embedded-template.ts loads into an empty folder.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Its name in the build folder, where server/db/embedded-template.ts reads it. */
const TEMPLATE_FILE = 'embedded-database-template.tar.gz';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS_DIR = join(ROOT, 'server', 'db', 'migrations');

/** The installed PGlite's version: a template is the data folder of one version. */
function pgliteVersion() {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
}

/** The code that makes the template, beside the migrations. */
const MAKERS = ['scripts/migrated-embedded-template.ts', 'scripts/harness/migrated-pglite.ts'];

/** What the template is made of, by names and contents: a new or changed migration, or a change to its making, makes a new one. */
function templateDigest() {
  const hash = createHash('sha256');
  const migrations = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort().map((name) => join('server', 'db', 'migrations', name));
  for (const file of [...MAKERS, ...migrations]) hash.update(`${file}\0`).update(readFileSync(join(ROOT, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Makes the template at `file`: scripts/migrated-embedded-template.ts, bundled beside it and run by Node. */
async function makeTemplate(file) {
  const maker = `${file}.maker.${process.pid}.mjs`;
  try {
    await build({ entryPoints: [join(ROOT, 'scripts', 'migrated-embedded-template.ts')], outfile: maker, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
    const made = spawnSync(process.execPath, [maker, file], { cwd: ROOT, encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`making the embedded database's template failed: ${made.stderr || made.error?.message}`);
  } finally {
    rmSync(maker, { force: true });
  }
}

/**
 * Writes the template into outDir. initdb and the migrations take seconds, and `npm start` builds
 * on every start, so the template is kept under node_modules/.cache per PGlite version and set of
 * migrations, and copied from there; the templates of other versions and migrations are removed.
 */
export async function writeEmbeddedDatabaseTemplate(outDir) {
  const cacheDir = join(ROOT, 'node_modules', '.cache', 'xnews');
  const name = `pglite-${pgliteVersion()}-schema-${templateDigest()}-${TEMPLATE_FILE}`;
  const cached = join(cacheDir, name);
  if (!existsSync(cached)) {
    mkdirSync(cacheDir, { recursive: true });
    await makeTemplate(cached);
    for (const old of readdirSync(cacheDir).filter((file) => file.endsWith(TEMPLATE_FILE) && file !== name)) rmSync(join(cacheDir, old), { force: true });
  }
  mkdirSync(outDir, { recursive: true });
  copyFileSync(cached, join(outDir, TEMPLATE_FILE));
}
