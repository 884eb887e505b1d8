import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres-database';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { openScratchPostgres, TEST_DB_KIND } from '../support/test-database';

/**
 * A transaction's connection is out of the pool while the transaction runs, where the pool's own
 * error listener no longer covers it: the server going away then must fail that transaction,
 * not end the process with an unhandled 'error' event (vitest fails the run on one).
 */
describe.runIf(TEST_DB_KIND === 'postgres')('a PostgreSQL server lost in the middle of a transaction', () => {
  let scratch: Database & { url: string };
  let proxy: TcpProxy;
  let db: Database;

  beforeAll(async () => {
    scratch = await openScratchPostgres();
    const target = new URL(scratch.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(scratch.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    db = openPostgres(viaProxy.toString());
  });
  afterAll(async () => {
    await db?.close();
    await proxy?.close();
    await scratch?.close();
  });

  it('fails the transaction, keeps the process, and works again once the server is back', async () => {
    let connectionGone: (() => void) | undefined;
    const gone = new Promise<void>((resolve) => (connectionGone = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await proxy.cut();
      connectionGone?.();
      // The connection ends while no statement of ours is running: pg reports it as an 'error' event.
      await new Promise((resolve) => setImmediate(resolve));
      await tx.query('SELECT 2');
    });
    await gone;
    await expect(transaction).rejects.toThrow('The database is unavailable');
    await proxy.restore();
    await expect.poll(() => db.query<{ one: number }>('SELECT 1 AS one').then((rows) => rows[0]?.one, () => undefined), { timeout: 30_000 }).toBe(1);
  });
});
