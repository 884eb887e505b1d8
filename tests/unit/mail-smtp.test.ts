import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailRejectedError, MailUnavailableError } from '../../server/services/mail/mail-errors';
import type { MailMessage } from '../../server/services/mail/mailer';
import { smtpMailer } from '../../server/services/mail/smtp-mailer';
import { capturingLogger } from '../support/capturing-logger';
import { firstAddress, startSilentServer, startSmtpServer, unusedPort, type TestSmtpServer } from '../support/smtp-server';

const FROM = 'xnews <no-reply@xnews.com>';

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: 'reader@example.com',
  subject: 'Your sign-up code',
  text: 'Your code is 48213377. It expires in 15 minutes.',
  kind: 'signup-code',
  lang: 'en',
  ...overrides,
});

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer({ rejectRecipients: ['nobody@example.com'] });
});
afterAll(() => smtp.close());

describe('smtpMailer', () => {
  it('delivers a real message: from, to, subject, text, reply-to and language as a mail client reads them', async () => {
    const { logger } = capturingLogger();
    const mailer = smtpMailer(smtp.url, FROM, logger);
    const sent = await mailer.send(
      message({
        to: 'lecteur@example.com',
        subject: 'Votre code d’inscription',
        text: 'Votre code : 48213377.\nIl expire dans 15 minutes.',
        html: '<p>Votre code : <b>48213377</b></p>',
        replyTo: { name: 'Équipe xnews, support', address: 'support@xnews.com' },
        lang: 'fr',
      }),
    );
    expect(sent.via).toBe('smtp');
    expect(sent.id).toMatch(/^<.+@.+>$/);

    const mail = await smtp.waitForMail((received) => received.envelope.to.includes('lecteur@example.com'));
    expect(mail.envelope.from).toBe('no-reply@xnews.com');
    expect(mail.parsed.from).toMatchObject({ name: 'xnews', address: 'no-reply@xnews.com' });
    expect(firstAddress(mail.parsed.to)).toBe('lecteur@example.com');
    expect(mail.parsed.subject).toBe('Votre code d’inscription');
    expect(mail.parsed.text?.trim()).toBe('Votre code : 48213377.\nIl expire dans 15 minutes.');
    expect(mail.parsed.html).toContain('<b>48213377</b>');
    // A display name with a comma stays one address: it is encoded, never spliced into the header.
    expect(mail.parsed.replyTo).toEqual([{ name: 'Équipe xnews, support', address: 'support@xnews.com' }]);
    expect(mail.parsed.messageId).toBe(sent.id);
    expect(mail.parsed.headers.find((header) => header.key === 'content-language')?.value).toBe('fr');
  });

  it('logs the kind, the masked recipient and message id, never the body or the whole address', async () => {
    const { logger, lines } = capturingLogger();
    await smtpMailer(smtp.url, FROM, logger).send(message({ to: 'logged@example.com' }));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line.msg).toBe('mail sent');
    expect(line.mail).toMatchObject({ via: 'smtp', kind: 'signup-code', to: 'l…@example.com', host: `127.0.0.1:${smtp.port}` });
    expect(lines.join('\n')).not.toContain('48213377');
    expect(lines.join('\n')).not.toContain('logged@example.com');
  });

  it('fails fast with MailUnavailableError when nothing listens at the address', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = smtpMailer(`smtp://user:secret-password@127.0.0.1:${await unusedPort()}`, FROM, logger);
    const started = Date.now();
    const error = await mailer.send(message()).catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(error).toBeInstanceOf(MailUnavailableError);
    expect((error as MailUnavailableError).message).toMatch(/^The mail server could not take the message: .*ECONNREFUSED/);
    expect(lines.join('\n')).toContain('mail not sent');
    // Neither the body nor the password of SMTP_URL reaches the log.
    expect(lines.join('\n')).not.toMatch(/48213377|secret-password/);
  });

  it('gives up on a server that accepts the connection but never answers, instead of hanging', async () => {
    const silent = await startSilentServer();
    try {
      const { logger } = capturingLogger();
      const mailer = smtpMailer(silent.url, FROM, logger, { greetingMs: 300, connectionMs: 1_000 });
      const started = Date.now();
      const error = await mailer.send(message()).catch((caught: unknown) => caught);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(error).toBeInstanceOf(MailUnavailableError);
      expect((error as MailUnavailableError).code).toBe('ETIMEDOUT');
    } finally {
      await silent.close();
    }
  });

  it('tells a refused recipient (MailRejectedError, 550) from a server that is down', async () => {
    const { logger } = capturingLogger();
    const error = await smtpMailer(smtp.url, FROM, logger).send(message({ to: 'nobody@example.com' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailRejectedError);
    expect((error as MailRejectedError).responseCode).toBe(550);
    expect((error as MailRejectedError).message).toContain('no such user');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps:// when it is created', () => {
    const { logger } = capturingLogger();
    expect(() => smtpMailer('mail.example.com:25', FROM, logger)).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(() => smtpMailer('https://mail.example.com', FROM, logger)).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
  });
});
