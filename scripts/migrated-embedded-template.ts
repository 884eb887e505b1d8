// Run by the build (scripts/embedded-database-template.mjs) when its cache has no template for this
// PGlite and these migrations: writes an initialised and migrated embedded database, PGlite's
// gzipped dumpDataDir(), to the file named by the first argument.
import { renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../server/db/migrate';
import { pgliteDatabase } from '../server/db/pglite-database';
import { PGLITE_EXTENSIONS } from '../server/db/pglite-extensions';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: migrated-embedded-template <file>');
const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
await migrate(pgliteDatabase(pg));
const dump = await pg.dumpDataDir('gzip');
await pg.close();
// Under a temporary name, then renamed: two builds at once never read half a file.
const partial = `${file}.${process.pid}`;
writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
renameSync(partial, file);
