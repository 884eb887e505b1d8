import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { formatOutbox } from '../../server/db/outbox/format-outbox';
import { readOutbox } from '../../server/db/outbox/read-outbox';
import { createMailer } from '../../server/services/mail/create-mailer';
import { MailUnavailableError } from '../../server/services/mail/mail-errors';
import type { MailMessage } from '../../server/services/mail/mailer';
import { outboxMailer } from '../../server/services/mail/outbox-mailer';
import { capturingLogger } from '../support/capturing-logger';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { openTestDatabase } from '../support/test-database';

const signupCode = (to: string): MailMessage => ({
  to,
  subject: 'Your sign-up code',
  text: 'Your code is 48213377.',
  html: '<p>Your code is <b>48213377</b>.</p>',
  kind: 'signup-code',
  lang: 'es',
});

let db: Database;
let smtp: TestSmtpServer;
beforeAll(async () => {
  [db, smtp] = await Promise.all([openTestDatabase(), startSmtpServer()]);
});
afterAll(async () => {
  await Promise.all([db.close(), smtp.close()]);
});

describe('outboxMailer', () => {
  it('keeps the whole message in the outbox, where a developer reads the code', async () => {
    const { logger } = capturingLogger();
    const sent = await outboxMailer(db, logger).send({ ...signupCode('Dev@Example.com'), replyTo: { name: 'Support, xnews', address: 'support@xnews.com' } });
    expect(sent.via).toBe('outbox');
    expect(sent.id).toMatch(/^\d+$/);
    const [entry] = await readOutbox(db, { limit: 1, to: 'dev@example.com' });
    expect(entry).toMatchObject({
      id: sent.id,
      channel: 'mail',
      recipient: 'Dev@Example.com',
      replyTo: '"Support, xnews" <support@xnews.com>',
      subject: 'Your sign-up code',
      body: 'Your code is 48213377.',
      html: '<p>Your code is <b>48213377</b>.</p>',
      kind: 'signup-code',
      lang: 'es',
    });
    expect(entry?.createdAt).toBeInstanceOf(Date);
    expect(entry?.headers).toEqual({});
  });

  it('keeps a newsletter mail with its list headers, which npm run outbox prints', async () => {
    const { logger } = capturingLogger();
    const unsubscribe = '<https://www.xnews.com/en/newsletter/unsubscribe?token=abc.def>';
    const headers = { 'List-Unsubscribe': unsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await outboxMailer(db, logger).send({ ...signupCode('reader@example.com'), kind: 'newsletter-digest', headers });
    const entries = await readOutbox(db, { limit: 1, to: 'reader@example.com' });
    expect(entries[0]?.headers).toEqual(headers);
    expect(formatOutbox(entries)).toContain(`List-Unsubscribe: ${unsubscribe}\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n`);
  });

  it('logs one line with the kind, the masked recipient and subject, and no body', async () => {
    const { logger, lines } = capturingLogger();
    await outboxMailer(db, logger).send(signupCode('quiet@example.com'));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line.level).toBe(30);
    expect(line.mail).toMatchObject({ via: 'outbox', kind: 'signup-code', to: 'q…@example.com', subject: 'Your sign-up code' });
    expect(lines[0]).not.toContain('48213377');
    expect(lines[0]).not.toContain('quiet@example.com');
  });

  it('fails with MailUnavailableError, not a database error, when the outbox cannot be written', async () => {
    const { logger } = capturingLogger();
    const broken = { query: () => Promise.reject(new Error('relation "outbox" does not exist')) };
    const error = await outboxMailer(broken, logger).send(signupCode('x@example.com')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailUnavailableError);
    expect((error as Error).message).toBe('The mail outbox could not store the message');
  });
});

describe('createMailer', () => {
  it('uses the outbox when SMTP_URL is unset, and says so once', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ smtpUrl: undefined, from: 'xnews <no-reply@xnews.com>', db, logger });
    expect(lines.join('\n')).toContain('SMTP_URL is unset: mail is kept in the database outbox');
    const sent = await mailer.send(signupCode('factory-outbox@example.com'));
    expect(sent.via).toBe('outbox');
    expect(await readOutbox(db, { limit: 5, to: 'factory-outbox@example.com' })).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);
  });

  it('uses SMTP when SMTP_URL is set, and keeps nothing in the outbox', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'xnews <no-reply@xnews.com>', db, logger });
    expect(lines.join('\n')).toContain('mail goes out over SMTP');
    const sent = await mailer.send(signupCode('factory-smtp@example.com'));
    expect(sent.via).toBe('smtp');
    const mail = await smtp.waitForMail((received) => received.envelope.to.includes('factory-smtp@example.com'));
    expect(mail.parsed.subject).toBe('Your sign-up code');
    expect(await readOutbox(db, { limit: 5, to: 'factory-smtp@example.com' })).toEqual([]);
  });
});
