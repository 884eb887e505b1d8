import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { seedSubscribers } from '../../scripts/harness/newsletter-fixtures';
import { ingestInto, startServer, type RunningServer } from '../../scripts/harness/server-process';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite-database';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';

/** Kill -9 in the middle of an edition, start again on the same data: every subscriber gets exactly one copy (decision 023). */

const INGEST_TOKEN = 'newsletter-kill-ingest-token';
const OPS_TOKEN = 'newsletter-kill-ops-token';
const SUBSCRIBERS = 1_500;
let dataDir: string;
let smtp: TestSmtpServer;
const running: RunningServer[] = [];

async function start(): Promise<RunningServer> {
  const server = await startServer({
    DATA_DIR: dataDir, SEED_DEMO: 'false', INGEST_TOKEN, OPS_TOKEN, SMTP_URL: smtp.url, NEWSLETTER_SCHEDULE: 'off',
  });
  running.push(server);
  return server;
}

const trigger = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/ops/newsletter/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ frequency: 'daily', lang: 'en' }),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'xnews-newsletter-kill-'));
  smtp = await startSmtpServer();
  // The subscribers are written before the server holds the folder, as SUBS's service would have left them.
  const db = await openPglite(dataDir, 'the newsletter kill test');
  await migrate(db);
  await seedSubscribers(db, Array.from({ length: SUBSCRIBERS }, (_, index) => ({ email: `killed-${index}@example.com`, topics: ['top'] })));
  await db.close();
});
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 in the middle of an edition', () => {
  it('resumes on a new start: no subscriber gets two copies and none is left out', async () => {
    const first = await start();
    expect((await ingestInto(first.port, INGEST_TOKEN, [newsItem({ type: 'world', subtype: 'Climate', postTime: Math.floor(Date.now() / 1000) - 600 })])).status).toBe(200);
    void trigger(first.port).catch(() => undefined);
    // Killed once a part of the edition is out, with mails claimed and composed in hand and
    // every connection at the start of one. Not mid-way through a mail's last step: between the
    // commit that records it sent and the "." that makes the server take it, a kill loses that
    // one mail, whatever the design (decision 023); the step lasts less than a millisecond.
    await smtp.waitForMail(() => smtp.received.length >= SUBSCRIBERS / 4, 120_000);
    await smtp.holdRecipients();
    first.child.kill('SIGKILL');
    await first.exited;
    smtp.releaseRecipients();
    const before = smtp.received.length;
    expect(before).toBeLessThan(SUBSCRIBERS);

    const second = await start();
    const answer = await trigger(second.port);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ sent: SUBSCRIBERS, failed: 0 });
    const copies = new Map<string, number>();
    for (const to of smtp.received.flatMap((mail) => mail.envelope.to)) copies.set(to, (copies.get(to) ?? 0) + 1);
    const wrong = Array.from({ length: SUBSCRIBERS }, (_, index) => `killed-${index}@example.com`).filter((address) => copies.get(address) !== 1);
    expect(wrong).toEqual([]);
  }, 300_000);
});
