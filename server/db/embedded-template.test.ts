import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedTemplate } from './embedded-template';
import { loadMigrations, pendingMigrations } from './migrate';
import { openPglite } from './pglite-database';

const folders: string[] = [];
function scratch(): string {
  const folder = mkdtempSync(join(tmpdir(), 'xnews-template-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** initdb gives every cluster a random identifier: equal ones were copied, not initialised. */
const IDENTIFIER = 'SELECT system_identifier::text AS id FROM pg_control_system()';

describe('the embedded database template', () => {
  it('fills an empty folder with the build’s initialised and migrated database instead of running initdb, and the folder keeps what is written', async () => {
    const template = await PGlite.create({ loadDataDir: embeddedTemplate() });
    const [expected] = await template.query<{ id: string }>(IDENTIFIER).then((result) => result.rows);
    await template.close();

    const folder = scratch();
    const db = await openPglite(folder, 'the template test');
    await expect(db.query(IDENTIFIER)).resolves.toEqual([expected]);
    // Migrated by the build: a first start has no migration to apply.
    await expect(pendingMigrations(db)).resolves.toEqual([]);
    expect(await db.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual(loadMigrations().map(({ version }) => ({ version })));
    await db.exec('CREATE TABLE kept (value text)');
    await db.query('INSERT INTO kept VALUES ($1)', ['written on the template']);
    await db.close();
    const again = await openPglite(folder, 'the template test');
    await expect(again.query('SELECT value FROM kept')).resolves.toEqual([{ value: 'written on the template' }]);
    await again.close();
  });

  it('says to build first when the build has none', () => {
    const build = scratch();
    vi.stubEnv('BUILD_DIR', build);
    expect(() => embeddedTemplate()).toThrow(`The embedded database's template ${join(build, 'embedded-database-template.tar.gz')} could not be read: build first (npm run build)`);
  });
});
