import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { pgliteDatabase } from '../../server/db/pglite-database';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { buildForThisRun } from './run-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder; each test file starts its database from it. */
    pgliteTemplate: string;
  }
}

/**
 * Once per run: build (the renderer needs the client's asset manifest, the process tests
 * the bundle), and make the database template. initdb costs seconds and half a gigabyte, so the
 * migrated data folder is dumped to a tarball that every test file loads (STACK.md).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const removeBuild = buildForThisRun();
  const dir = mkdtempSync(join(tmpdir(), 'xnews-template-'));
  const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = pgliteDatabase(pg);
  await migrate(db);
  const dump = await pg.dumpDataDir('none');
  await db.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    removeBuild();
  };
}
