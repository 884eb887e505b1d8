import { createTransport, type SendMailOptions } from 'nodemailer';
import type { Logger } from '../../logger';
import { MailRejectedError, MailUnavailableError } from './mail-errors';
import type { Mailer, MailMessage, SentMail } from './mailer';
import { mailOptions } from './mail-options';
import { maskedRecipient } from '../../masked-recipient';

export interface SmtpTimeouts {
  /** To open the TCP (or TLS) connection, DNS included. */
  connectionMs: number;
  /** For the server's greeting once connected. */
  greetingMs: number;
  /** Of silence from the server at any later point. */
  socketMs: number;
  /** For the whole send, however the time is spent. */
  sendMs: number;
}

/**
 * nodemailer's own defaults (2 minutes to connect, 10 of silence) would hold a request for
 * minutes behind a dead server; these fail within seconds instead.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 10_000, sendMs: 20_000 };

interface NodemailerError extends Error {
  code?: string;
  responseCode?: number;
}

/** Refusals of this message (its recipient, sender or content), as opposed to of us or of the moment. */
const MESSAGE_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

export function classify(error: unknown, sendMs: number): MailUnavailableError | MailRejectedError {
  const failure = (error instanceof Error ? error : new Error(String(error))) as NodemailerError;
  const { code, responseCode } = failure;
  if (code && MESSAGE_CODES.has(code) && responseCode !== undefined && responseCode >= 500 && responseCode < 600) {
    return new MailRejectedError(`The mail server refused the message: ${failure.message}`, failure, code, responseCode);
  }
  const detail = code === 'EABORT' ? `no answer within ${sendMs / 1000} s` : failure.message;
  return new MailUnavailableError(`The mail server could not take the message: ${detail}`, failure, code, responseCode);
}

/** The server part of an SMTP URL, for log lines: never its user or password. */
export function smtpHostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an unparsable SMTP_URL';
  }
}

/**
 * Mail over SMTP through nodemailer. SMTP_URL is a nodemailer URL: smtp://user:pass@host:587
 * (STARTTLS when offered) or smtps://user:pass@host:465; query parameters set other options,
 * e.g. ?pool=true.
 */
export function smtpMailer(url: string, from: string, logger: Logger, timeouts: Partial<SmtpTimeouts> = {}): Mailer {
  if (!/^smtps?:\/\/[^/]/i.test(url)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465');
  }
  const limits = { ...SMTP_TIMEOUTS, ...timeouts };
  const transport = createTransport({
    url,
    connectionTimeout: limits.connectionMs,
    greetingTimeout: limits.greetingMs,
    socketTimeout: limits.socketMs,
    // We never attach files or fetch content: nothing may make nodemailer read either.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const host = smtpHostOf(url);

  return {
    async send(message: MailMessage): Promise<SentMail> {
      const mail: SendMailOptions & { signal: AbortSignal } = { ...mailOptions(message, from), signal: AbortSignal.timeout(limits.sendMs) };
      const started = Date.now();
      try {
        const info = (await transport.sendMail(mail)) as { messageId: string };
        logger.info({ mail: { via: 'smtp', host, kind: message.kind, to: maskedRecipient(message.to), messageId: info.messageId, ms: Date.now() - started } }, 'mail sent');
        return { via: 'smtp', id: info.messageId };
      } catch (error) {
        const failure = classify(error, limits.sendMs);
        // The reason, never the error object: its properties may echo what was sent.
        logger.warn(
          { mail: { via: 'smtp', host, kind: message.kind, to: maskedRecipient(message.to), code: failure.code, ms: Date.now() - started }, reason: failure.message },
          'mail not sent',
        );
        throw failure;
      }
    },
  };
}
