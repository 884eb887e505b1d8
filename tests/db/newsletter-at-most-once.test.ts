import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { seedSubscribers } from '../../scripts/harness/newsletter-fixtures';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres-database';
import { createLogger } from '../../server/logger';
import { ingestNews } from '../../server/services/ingest/ingest-news';
import { smtpHeldMailer } from '../../server/services/mail/smtp-held-mailer';
import { newsletterSender } from '../../server/services/newsletter/newsletter-sender';
import { loadSite } from '../../server/site/load-site';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { openTestDatabase, TEST_DB_KIND } from '../support/test-database';

const logger = createLogger('silent');
const message = (to: string) => ({ to, subject: 'Held', text: 'A held mail.', kind: 'newsletter-digest' as const, lang: 'en' as const });

let db: Database & { url?: string };
let smtp: TestSmtpServer;

beforeAll(async () => {
  db = await openTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await db.close();
});

describe('a held mail', () => {
  it('is not delivered when the connection dies before its end, even if the record is written after; it is once released', async () => {
    // A second of silence ends the connection, as a dead process's would end.
    const mailer = smtpHeldMailer(smtp.url, 'xnews <no-reply@xnews.com>', logger, { connections: 1, socketMs: 1_000 });
    // The record is written only once the server has seen the connection go, message unfinished.
    const outcome = await mailer.sendHeld(message('held@example.com'), async () => {
      await smtp.connectionsClosed(1);
      return true;
    });
    await mailer.close();
    // Recorded as sent but known not to have arrived: the sender puts it back for a retry.
    expect(outcome).toMatchObject({ status: 'failed', recorded: true, mayHaveArrived: false });

    const again = smtpHeldMailer(smtp.url, 'xnews <no-reply@xnews.com>', logger, { connections: 1 });
    expect(await again.sendHeld(message('withdrawn@example.com'), async () => false)).toEqual({ status: 'withdrawn' });
    expect(await again.sendHeld(message('released@example.com'), async () => true)).toMatchObject({ status: 'sent' });
    await again.close();
    // The server answers in order: once the released mail is in, the unfinished ones were dropped.
    await smtp.waitForMail((mail) => mail.envelope.to.includes('released@example.com'));
    expect(smtp.received.flatMap((mail) => mail.envelope.to)).toEqual(['released@example.com']);
  });

  it('is recorded only once the server is taking its data, not while its recipient is still being asked for', async () => {
    const mailer = smtpHeldMailer(smtp.url, 'xnews <no-reply@xnews.com>', logger, { connections: 1 });
    const held = smtp.holdRecipients();
    let asked = false;
    const sending = mailer.sendHeld(message('asked-late@example.com'), async () => {
      asked = true;
      return true;
    });
    // The connection waits on its RCPT TO: a mail small enough for every buffer on the way must
    // still not be recorded, or a crash now would lose a mail the record calls sent.
    await held;
    expect(asked).toBe(false);
    smtp.releaseRecipients();
    expect(await sending).toMatchObject({ status: 'sent' });
    expect(asked).toBe(true);
    await mailer.close();
    await smtp.waitForMail((mail) => mail.envelope.to.includes('asked-late@example.com'));
  });
});

describe('two instances on one database', () => {
  it('send each subscriber of an edition one copy', async () => {
    const item = newsItem({ type: 'world', subtype: 'Climate', postTime: Math.floor(Date.now() / 1000) - 600 });
    expect((await ingestNews(db, [item])).ok).toBe(true);
    const addresses = Array.from({ length: 300 }, (_, index) => `twin-${index}@example.com`);
    await seedSubscribers(db, addresses.map((email) => ({ email, topics: ['top'] })));
    // On PostgreSQL each instance has connections of its own; PGlite is one process's alone.
    const second = TEST_DB_KIND === 'postgres' && db.url ? openPostgres(db.url, { max: 4 }) : db;
    const site = loadSite('xnews');
    const instance = (database: Database) =>
      newsletterSender({
        db: database, site, logger, publicOrigin: 'https://news.example.test', newsletterLinkSecret: 'twin-secret',
        mailer: smtpHeldMailer(smtp.url, 'xnews <no-reply@xnews.com>', logger, { connections: 3 }),
      });
    const [a, b] = [instance(db), instance(second)];
    const summaries = await Promise.all([a.sendEdition('daily', 'en'), b.sendEdition('daily', 'en')]);
    await Promise.all([a.close(), b.close()]);
    if (second !== db) await second.close();
    // Each ends when it finds nothing left to claim; the one that ends last sees the whole edition sent.
    expect(summaries.map((summary) => summary.sent).sort((x, y) => x - y)[1]).toBe(300);
    expect(await db.query(`SELECT status, count(*)::int AS n FROM newsletter_sends GROUP BY status`)).toEqual([{ status: 'sent', n: 300 }]);
    const copies = new Map<string, number>();
    for (const to of smtp.received.flatMap((mail) => mail.envelope.to)) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect(addresses.filter((address) => copies.get(address) !== 1)).toEqual([]);
  });
});
