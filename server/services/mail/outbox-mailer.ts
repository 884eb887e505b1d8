import type { Queryable } from '../../db/database';
import { insertOutboxMessage } from '../../db/outbox/insert-outbox-message';
import type { Logger } from '../../logger';
import { MailUnavailableError } from './mail-errors';
import type { MailAddress, Mailer, MailMessage, SentMail } from './mailer';
import { maskedRecipient } from '../../masked-recipient';

function displayAddress(address: MailAddress): string {
  return typeof address === 'string' ? address : `${JSON.stringify(address.name)} <${address.address}>`;
}

/**
 * The embedded default: mail is kept in the database outbox, where `npm run outbox` shows it,
 * and one log line says so. The body is stored (it is how a developer reads a sign-up code) but
 * never logged.
 */
export function outboxMailer(db: Queryable, logger: Logger): Mailer {
  return {
    async send(message: MailMessage): Promise<SentMail> {
      let id: string;
      try {
        id = await insertOutboxMessage(db, {
          channel: 'mail',
          recipient: message.to,
          replyTo: message.replyTo === undefined ? null : displayAddress(message.replyTo),
          subject: message.subject,
          body: message.text,
          html: message.html ?? null,
          kind: message.kind,
          lang: message.lang,
          headers: message.headers,
        });
      } catch (error) {
        logger.warn({ mail: { via: 'outbox', kind: message.kind, to: maskedRecipient(message.to) }, reason: (error as Error).message }, 'mail not kept');
        throw new MailUnavailableError('The mail outbox could not store the message', error);
      }
      logger.info({ mail: { via: 'outbox', id, kind: message.kind, to: maskedRecipient(message.to), subject: message.subject } }, 'mail kept in the outbox (npm run outbox shows it)');
      return { via: 'outbox', id };
    },
  };
}
