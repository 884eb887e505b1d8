// Run by the build (scripts/embedded-database-template.mjs) when its cache has no template for this
// PGlite and these migrations: writes the embedded database's template, gzipped, to the file named
// by the first argument.
import { dumpPglite, migratedTemplatePglite } from './harness/migrated-pglite';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: migrated-embedded-template <file>');
const pg = await migratedTemplatePglite();
await dumpPglite(pg, file, 'gzip');
await pg.close();
