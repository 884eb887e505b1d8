import type { Queryable } from '../../db/database';
import { insertOutboxMessage } from '../../db/outbox/insert-outbox-message';
import type { Logger } from '../../logger';
import { SmsUnavailableError, type SentSms, type SmsSender } from './sms-sender';
import { maskedRecipient } from '../../masked-recipient';

/**
 * The embedded default: text messages are kept in the database outbox (channel sms), where
 * `npm run outbox` shows them, as mail is when SMTP_URL is unset. The text is stored, never logged.
 */
export function outboxSms(db: Queryable, logger: Logger): SmsSender {
  return {
    async send(message): Promise<SentSms> {
      let id: string;
      try {
        id = await insertOutboxMessage(db, {
          channel: 'sms',
          recipient: message.to,
          replyTo: null,
          subject: null,
          body: message.text,
          html: null,
          kind: message.kind,
          lang: message.lang,
        });
      } catch (error) {
        logger.warn({ sms: { via: 'outbox', kind: message.kind, to: maskedRecipient(message.to) }, reason: (error as Error).message }, 'sms not kept');
        throw new SmsUnavailableError('The SMS outbox could not store the message', error);
      }
      logger.info({ sms: { via: 'outbox', id, kind: message.kind, to: maskedRecipient(message.to) } }, 'sms kept in the outbox (npm run outbox shows it)');
      return { via: 'outbox', id };
    },
  };
}
