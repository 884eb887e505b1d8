import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../server/app-root';
import { buildDir } from '../../server/build-dir';
import { loadMigrations } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { allocatorEnv } from '../../scripts/harness/server-process';
import { serversOfThisFile } from '../support/server-processes';

const TOKEN = 'process-test-token';
/** Every server a test starts, so that one a failing test leaves behind is ended with it, not left running after the suite. */
const launch = serversOfThisFile();
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'xnews-process-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Sends the head and half the body of an ingest request, and gives a way to finish it. `received`
 * resolves when the server has read the head: asked to (Expect: 100-continue), Node's server
 * answers '100 Continue' as it takes the request in, so from then on the request is in flight.
 */
function halfSentIngest(port: number, body: string) {
  let finish = () => {};
  let received = (): void => undefined;
  const headRead = new Promise<void>((resolve) => (received = resolve));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/ingest/news', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.on('continue', () => {
      request.write(body.slice(0, 50));
      received();
    });
    request.flushHeaders();
    finish = () => request.end(body.slice(50));
  });
  return { response, headRead, finish: () => finish() };
}

/** Sends bytes as they are, and resolves with all the server wrote back before it closed. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('the built server process', () => {
  it('starts on a fresh embedded database, created at the current schema and opened once, and finishes in-flight requests on SIGTERM', async () => {
    const server = await launch({ DATA_DIR: dataDir, SEED_DEMO: 'false', INGEST_TOKEN: TOKEN, SHUTDOWN_TIMEOUT_MS: '8000' });
    const base = `http://127.0.0.1:${server.port}`;
    // The build's template is migrated: nothing is left for the worker, which is not started.
    expect(server.logs.find((entry) => entry.msg === "empty folder: database created from the build's template")).toMatchObject({ dataDir, schema: loadMigrations().at(-1)?.name });
    expect(server.logs.find((entry) => entry.msg === 'database open')).toMatchObject({ kind: 'pglite', preparedInWorker: false });
    expect(server.logs.some((entry) => entry.msg === 'migrations applied')).toBe(false);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // Run as `npm start` runs it, with the allocator's settings (decision 026), which glibc reads from its environment.
    const environment = readFileSync(`/proc/${server.child.pid}/environ`, 'utf8').split('\0');
    expect(environment).toEqual(expect.arrayContaining(Object.entries(allocatorEnv()).map(([name, value]) => `${name}=${value}`)));

    const story = newsItem();
    const inFlight = halfSentIngest(server.port, JSON.stringify([story]));
    await inFlight.headRead;
    server.child.kill('SIGTERM');
    // It stops taking new requests, while the one in flight waits for the rest of its body.
    await expect.poll(() => fetch(`${base}/healthz`).then(() => 'answered', () => 'refused')).toBe('refused');

    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ accepted: 1, created: [story.id] });
    expect(await server.exited).toBe(0);
    expect(server.logs.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
    expect(server.logs.filter((entry) => typeof entry.msg === 'string').every((entry) => typeof entry.time === 'string' && entry.service === 'xnews')).toBe(true);
  });

  it('ingests a file with npm run ingest, and refuses an invalid one with reasons', () => {
    const good = join(dataDir, 'good.ndjson');
    const story = newsItem();
    writeFileSync(good, `${JSON.stringify(story)}\n${JSON.stringify({ ...story, lang: 'fr', title: 'La banque centrale maintient ses taux' })}\n`);
    const env = { ...process.env, DATA_DIR: dataDir };
    const ok = spawnSync('node', [join(buildDir(), 'ingest.js'), good], { cwd: APP_ROOT, env, encoding: 'utf8' });
    expect(ok.status, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ accepted: 2, created: 1, updated: 0, unchanged: 0 });

    const bad = join(dataDir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ ...newsItem(), type: 'cooking' }]));
    const refused = spawnSync('node', [join(buildDir(), 'ingest.js'), bad], { cwd: APP_ROOT, env, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('nothing was written');
    expect(refused.stderr).toContain('type:');

    const missing = spawnSync('node', [join(buildDir(), 'ingest.js')], { cwd: APP_ROOT, env, encoding: 'utf8' });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('usage: npm run ingest -- FILE');
  });

  it('migrates a folder of an older build in its worker as it restarts, serves what it was given, and stops with a clear message on a broken config', async () => {
    // The folder as a build before 033_reading_measure.sql left it.
    const older = await openDatabase({ dataDir, holder: 'the restart test' });
    try {
      await older.exec('ALTER TABLE story_versions DROP COLUMN reading_words, DROP COLUMN reading_han; DELETE FROM schema_migrations WHERE version = 33');
    } finally {
      await older.close();
    }
    const server = await launch({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    expect(server.logs.find((entry) => entry.msg === 'migrations applied')).toMatchObject({ applied: ['033_reading_measure.sql'] });
    expect(server.logs.find((entry) => entry.msg === 'database open')).toMatchObject({ kind: 'pglite', preparedInWorker: true });
    const list = await fetch(`http://127.0.0.1:${server.port}/api/public/xnews/list?type=business&lang=fr`);
    expect((await list.json()).map((item: { lang: string }) => item.lang)).toEqual(['fr']);

    // What Node's parser refuses before Express sees it is JSON like every other 4xx (it was a bare status).
    const tooLarge = await rawRequest(server.port, `GET /en/news/list/trending HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(tooLarge).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(tooLarge).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(JSON.parse(tooLarge.split('\r\n\r\n')[1]!)).toEqual({ error: 'headers_too_large', message: 'The request headers are larger than the server accepts (16 KB in all).' });
    const malformed = await rawRequest(server.port, 'GET / HTTP/1.1\r\nHost x\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(malformed.split('\r\n\r\n')[1]!)).toEqual({ error: 'bad_request', message: 'The request is not valid HTTP.' });
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const broken = spawnSync('node', [join(buildDir(), 'server.js')], { cwd: APP_ROOT, env: { ...process.env, DATA_DIR: dataDir, SITE: 'no-such-site' }, encoding: 'utf8' });
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/^xnews failed to start: .*no-such-site.*config\.json/);
  });
});
