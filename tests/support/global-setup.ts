import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { withSchemaConnection } from '../../server/db/schema-connection';
import { launchBrowserServer } from './browser-server';
import { buildForThisRun } from './run-build';
import { dumpPglite, migratedTemplatePglite } from '../../scripts/harness/migrated-pglite';
import { HARNESS_CONNECT_MS, onPostgresServer, postgresDatabaseUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder; each test file starts its database from it. */
    pgliteTemplate: string;
    /** A migrated database on the TEST_DATABASE_URL server, which each scratch database copies ('' without a server). */
    postgresTemplate: string;
    /** The run's one Chromium, which every browser test file connects to. */
    browserEndpoint: string;
    /** A media folder that every browser file's site shares, as instances share a bucket (decision 035). */
    browserMediaFolder: string;
    /** Where the browser files' sites leave their seeded databases for the next of the same size (seeded-demo-database.ts). */
    seededDemoFolder: string;
  }
}

/**
 * initdb costs seconds and half a gigabyte, so the migrated data folder is made once and dumped to
 * a tarball that every test file loads, about 170 times a run: uncompressed, since loading is
 * mostly unpacking it into PGlite's memory.
 */
async function pgliteTemplate(dir: string): Promise<string> {
  const pg = await migratedTemplatePglite();
  const file = join(dir, 'template.tar');
  await dumpPglite(pg, file);
  await pg.close();
  return file;
}

/** The same on a PostgreSQL server: a database migrated once, which CREATE DATABASE … TEMPLATE copies. */
async function postgresTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `xnews_template_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${name}`);
  // Without a limit on a statement, as a server's migrations run; closed before it is used as a
  // template, which takes no connections while it is copied.
  await withSchemaConnection(postgresDatabaseUrl(name), migrate, { connectTimeoutMs: HARNESS_CONNECT_MS });
  return { name, drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Once per run, side by side: the build (the renderer needs the client's asset manifest, the
 * process tests the bundle), the database templates, and the Chromium every browser file shares.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'xnews-template-'));
  const browserMedia = join(dir, 'media');
  mkdirSync(browserMedia);
  const seededDemo = join(dir, 'seeded');
  mkdirSync(seededDemo);
  const build = buildForThisRun();
  const pglite = pgliteTemplate(dir);
  const postgres = process.env.TEST_DATABASE_URL ? postgresTemplate() : Promise.resolve(undefined);
  const browser = launchBrowserServer();
  // Each part undone once it has started, whether the others did or not: a failed set-up leaves
  // no Chromium, database or build behind.
  const teardown = async () => {
    const ignore = () => undefined;
    await Promise.all([browser.then((server) => server.close(), ignore), postgres.then((template) => template?.drop(), ignore), pglite.catch(ignore)]);
    rmSync(dir, { recursive: true, force: true });
    await build.then((removeBuild) => removeBuild(), ignore);
  };
  try {
    const [, pgliteFile, postgresDatabase, browserServer] = await Promise.all([build, pglite, postgres, browser]);
    project.provide('pgliteTemplate', pgliteFile);
    project.provide('postgresTemplate', postgresDatabase?.name ?? '');
    project.provide('browserEndpoint', browserServer.wsEndpoint());
    project.provide('browserMediaFolder', browserMedia);
    project.provide('seededDemoFolder', seededDemo);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
