import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../server/db/data-dir-lock';
import { openDatabase } from '../../server/db/open-database';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'xnews-lock-unit-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database folder lock', () => {
  it('lets one holder at a time have the folder, and says who has it', () => {
    const lock = lockDataDir(dataDir, 'npm run seed');
    lock.describe({ url: 'http://127.0.0.1:3000' });
    let refused: unknown;
    try {
      lockDataDir(dataDir, 'npm run ingest');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    const { holder, message } = refused as DataDirInUseError;
    expect(holder).toMatchObject({ pid: process.pid, name: 'npm run seed', url: 'http://127.0.0.1:3000' });
    expect(message).toBe(
      `The embedded database in ${dataDir} is in use by npm run seed (pid ${process.pid}, serving http://127.0.0.1:3000, since ${holder?.since}). ` +
        'Only one process may open it at a time: stop that process first, or point DATA_DIR at another folder.',
    );
    lock.release();
    lockDataDir(dataDir, 'npm run ingest').release();
  });

  it('keeps the lock file private and empties it on release, so no departed holder is named', () => {
    const lock = lockDataDir(dataDir, 'an xnews server');
    lock.describe({ url: 'http://127.0.0.1:3000', localToken: 'secret-token' });
    const file = join(dataDir, 'xnews.lock');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ localToken: 'secret-token' });
    lock.release();
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('holds the folder from open to close of the embedded database', async () => {
    const db = await openDatabase({ dataDir, holder: 'the first opener' });
    try {
      await expect(openDatabase({ dataDir, holder: 'the second opener' })).rejects.toThrow(/in use by the first opener/);
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    const again = await openDatabase({ dataDir, holder: 'the second opener' });
    await again.close();
  });
});
