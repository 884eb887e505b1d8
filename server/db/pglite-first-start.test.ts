import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './pglite-database';
import { initialiseInWorker } from './pglite-first-start';

const folders: string[] = [];
function scratch(): string {
  const folder = mkdtempSync(join(tmpdir(), 'xnews-first-start-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('initialiseInWorker', () => {
  it('initialises an empty folder in a worker, and the process then opens it and keeps what it writes', async () => {
    const folder = scratch();
    await initialiseInWorker(folder);
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    const db = await openPglite(folder, 'the first-start test');
    await db.exec('CREATE TABLE kept (value text)');
    await db.query('INSERT INTO kept VALUES ($1)', ['written after the worker']);
    await db.close();
    const again = await openPglite(folder, 'the first-start test');
    await expect(again.query('SELECT value FROM kept')).resolves.toEqual([{ value: 'written after the worker' }]);
    await again.close();
  });

  it('leaves an initialised folder as it is', async () => {
    const folder = scratch();
    await initialiseInWorker(folder);
    const before = statSync(join(folder, 'PG_VERSION')).mtimeMs;
    await initialiseInWorker(folder);
    expect(statSync(join(folder, 'PG_VERSION')).mtimeMs).toBe(before);
  });

  it('fails with the folder named when it cannot initialise it', async () => {
    const file = join(scratch(), 'not-a-folder');
    writeFileSync(file, 'a file where the data folder should be');
    await expect(initialiseInWorker(file)).rejects.toThrow(`Initialising the embedded database in ${file} failed: `);
  });
});
