import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../server/app-root';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { insertNewUser } from '../support/accounts';
import { openScratchPostgres } from '../support/test-database';
import { ingestInto, type RunningServer } from '../../scripts/harness/server-process';
import { runTool } from '../support/run-tool';
import { scratchFolder, serversOfThisFile } from '../support/server-processes';

/*
 * Decision 015: two processes on one embedded database lost data silently. Whoever opens the
 * folder first now holds it; the README's commands go through a server that holds it, or refuse.
 */

const TOKEN = 'data-dir-lock-token';
const scratch = scratchFolder('xnews-lock-');
/** Every server a test starts, so that one a failing test leaves behind is ended with it. */
const launch = serversOfThisFile();

async function storiesServed(server: RunningServer, ids: readonly string[]): Promise<string[]> {
  const served: string[] = [];
  for (const id of ids) {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/public/xnews/details/${id}?lang=en`);
    if (response.status === 200) served.push(id);
  }
  return served;
}

async function stop(server: RunningServer): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

const serverEnv = (dataDir: string) => ({ DATA_DIR: dataDir, SEED_DEMO: 'false', INGEST_TOKEN: TOKEN });

describe('one process at a time on the embedded database', () => {
  it('refuses a second server on the folder, naming the process that holds it; ingests from the command line through the running server, so a restart keeps every story', async () => {
    const dataDir = join(scratch(), 'ingest');
    const first = await launch(serverEnv(dataDir));
    await expect(launch(serverEnv(dataDir))).rejects.toThrow(
      new RegExp(`server exited with 1 before serving: xnews failed to start: The embedded database in ${dataDir} is in use by an xnews server \\(pid ${first.child.pid}, serving http://127\\.0\\.0\\.1:${first.port}`),
    );
    // The first one is untouched, and goes on writing what the command line and its own API bring.
    const fromCli = Array.from({ length: 50 }, () => newsItem());
    const file = join(scratch(), 'items.json');
    writeFileSync(file, JSON.stringify(fromCli));

    const cli = await runTool('ingest', [file], dataDir);
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual({ accepted: 50, created: 50, updated: 0, unchanged: 0 });
    // Served at once: the server itself wrote them.
    expect(await storiesServed(first, fromCli.map((item) => item.id))).toHaveLength(50);

    // The server then writes two batches of its own, as in the report of the loss.
    const fromServer = Array.from({ length: 100 }, () => newsItem());
    for (const batch of [fromServer.slice(0, 50), fromServer.slice(50)]) expect((await ingestInto(first.port, TOKEN, batch)).status).toBe(200);
    await stop(first);

    const second = await launch(serverEnv(dataDir));
    // Nothing to migrate or seed: the restart opens the folder once, without the worker.
    expect(second.logs.find((entry) => entry.msg === 'database open')).toMatchObject({ preparedInWorker: false });
    try {
      const everyId = [...fromCli, ...fromServer].map((item) => item.id);
      expect(await storiesServed(second, everyId)).toEqual(everyId);
    } finally {
      await stop(second);
    }
  });

  it('lets seed refuse and outbox read through the server, and frees the folder when the server is killed', async () => {
    const dataDir = join(scratch(), 'seed-outbox');
    const server = await launch(serverEnv(dataDir));
    const base = `http://127.0.0.1:${server.port}`;
    const contact = await fetch(`${base}/api/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Lock Tester', email: 'lock.tester@example.com', subject: 'The lock', message: 'One process at a time, please.' }),
    });
    expect(contact.status).toBe(200);

    const seed = await runTool('seed', [], dataDir);
    expect(seed.code).toBe(1);
    expect(seed.stderr).toContain(`npm run seed cannot write to ${dataDir}: the xnews server (pid ${server.child.pid}, serving ${base}) has the embedded database open`);
    expect(seed.stderr).toContain('Nothing was written.');

    const outbox = await runTool('outbox', ['--limit', '5'], dataDir);
    expect(outbox.stderr).toBe('');
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toContain('Outbox: the latest message, newest first.');
    expect(outbox.stdout).toContain('Reply-To: "Lock Tester" <lock.tester@example.com>');
    expect(outbox.stdout).toContain('One process at a time, please.');

    // The operator endpoint answers the folder's token only.
    expect((await fetch(`${base}/api/ops/outbox`)).status).toBe(401);
    expect((await fetch(`${base}/api/ops/outbox`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(401);

    server.child.kill('SIGKILL');
    await server.exited;
    // The kernel dropped the lock with the process: the tools open the folder themselves again.
    const direct = await runTool('outbox', ['--to', 'nobody@example.com'], dataDir);
    expect(direct.stderr).toBe('');
    expect(direct.stdout).toContain('No message to nobody@example.com in the outbox.');
    const restarted = await launch(serverEnv(dataDir));
    await stop(restarted);
  });

  it('grants a staff role through the running server, and on the folder itself once none runs', async () => {
    const dataDir = join(scratch(), 'staff');
    // The accounts are written before the server starts, while this test holds the folder.
    const setup = await openDatabase({ dataDir, holder: 'the staff test' });
    try {
      await migrate(setup);
      for (const email of ['ada@example.com', 'bob@example.com']) await insertNewUser(setup, { email });
    } finally {
      await setup.close();
    }
    const server = await launch(serverEnv(dataDir));
    const through = await runTool('staff', ['grant', 'Ada@Example.com', 'admin'], dataDir);
    expect(through).toEqual({ code: 0, stdout: 'ada@example.com is now admin.\n', stderr: '' });
    await stop(server);
    const direct = await runTool('staff', ['grant', 'bob@example.com', 'editor'], dataDir);
    expect(direct).toEqual({ code: 0, stdout: 'bob@example.com is now editor.\n', stderr: '' });

    const check = await openDatabase({ dataDir, holder: 'the staff test' });
    try {
      expect(await check.query(`SELECT i.provider_id AS email, u.roles FROM users u JOIN identities i ON i.user_id = u.id ORDER BY 1`)).toEqual([
        { email: 'ada@example.com', roles: ['user', 'admin'] },
        { email: 'bob@example.com', roles: ['user', 'editor'] },
      ]);
    } finally {
      await check.close();
    }
  });

  // .ci/run sets TEST_DATABASE_URL; a PostgreSQL server is shared by any number of processes.
  it.runIf(process.env.TEST_DATABASE_URL)('changes nothing on PostgreSQL: the command line writes to the server itself beside a running instance', async () => {
    const database = await openScratchPostgres();
    const server = await launch({ DATABASE_URL: database.url, SEED_DEMO: 'false', INGEST_TOKEN: TOKEN });
    try {
      const items = Array.from({ length: 5 }, () => newsItem());
      const file = join(scratch(), 'postgres-items.json');
      writeFileSync(file, JSON.stringify(items));
      const cli = await runTool('ingest', [file], join(scratch(), 'unused'), { DATABASE_URL: database.url });
      expect(cli.code).toBe(0);
      expect(JSON.parse(cli.stdout)).toMatchObject({ accepted: 5, created: 5 });
      expect(await storiesServed(server, items.map((item) => item.id))).toHaveLength(5);
    } finally {
      await stop(server);
      await database.close();
    }
  });

  it('builds only the tools before seed, ingest, outbox and staff run, leaving a running server\'s client, images and bundle alone', () => {
    const folder = join(scratch(), 'tools-build');
    const built = spawnSync('node', ['scripts/build.mjs', '--tools-only'], { cwd: APP_ROOT, env: { ...process.env, BUILD_DIR: folder }, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    expect(readdirSync(folder).filter((file) => file.endsWith('.js')).sort()).toEqual(['ingest.js', 'media-backfill.js', 'outbox.js', 'seed.js', 'staff.js']);
  });
});
