import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { seedDemo } from '../../demo/seed-demo';
import { seedDemoMedia } from '../../demo/seed-demo-media';
import type { Database } from '../../server/db/database';
import { pgliteDatabase } from '../../server/db/pglite-database';
import type { MediaStore } from '../../server/services/media/media-store';
import { dumpPglite } from '../../scripts/harness/migrated-pglite';
import { pgliteFrom } from './test-database';

/**
 * A database of its own holding the first `count` demo stories and their stored images, on PGlite.
 *
 * Seeding is most of a browser site's start (400 stories and their images: 5 CPU seconds of
 * PostgreSQL's writes and sharp's drawing, against half a second to load a database), and most
 * browser files ask for one of a few counts. So the first file to ask for a count seeds it and
 * leaves a tarball of the result in the run's folder; the others load a copy. The images are in
 * `store`, which must be the run's shared browser media folder: keys are content hashes, so the
 * rows the copy holds name files that are there.
 *
 * The demo set ends at the moment it is seeded, so a copy is taken only within the hour it was
 * made: a page that shows how old a story is, or which day it is of, sees what a fresh seed shows.
 */
export async function openSeededDemoDatabase(count: number, store: MediaStore): Promise<Database> {
  const hour = new Date().toISOString().slice(0, 13);
  const tarball = join(inject('seededDemoFolder'), `demo-${count}-${hour}.tar`);
  if (existsSync(tarball)) return pgliteDatabase(await pgliteFrom(tarball));
  const pg = await pgliteFrom(inject('pgliteTemplate'));
  const db = pgliteDatabase(pg);
  try {
    await seedDemo(db, { count });
    await seedDemoMedia(db, store);
    await dumpPglite(pg, tarball);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
