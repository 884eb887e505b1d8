import type { Database } from '../../db/database';
import { insertOutboxMessage } from '../../db/outbox/insert-outbox-message';
import { MailUnavailableError } from './mail-errors';
import type { HeldMailer, HeldOutcome, MailMessage, MailRelease } from './mailer';

/**
 * Bulk mail into the outbox: the release and the stored mail are one transaction, so a mail is
 * kept exactly when its send is recorded. One at a time, as the embedded database serialises anyway.
 */
export function outboxHeldMailer(db: Database): HeldMailer {
  return {
    via: 'outbox',
    concurrency: 1,
    async sendHeld(message: MailMessage, release: MailRelease): Promise<HeldOutcome> {
      try {
        const id = await db.transaction(async (tx) => {
          if (!(await release(tx))) return null;
          return insertOutboxMessage(tx, {
            channel: 'mail', recipient: message.to, replyTo: null, subject: message.subject,
            body: message.text, html: message.html ?? null, kind: message.kind, lang: message.lang, headers: message.headers,
          });
        });
        return id === null ? { status: 'withdrawn' } : { status: 'sent', id };
      } catch (error) {
        return { status: 'failed', error: new MailUnavailableError('The mail outbox could not store the message', error), recorded: false, mayHaveArrived: false };
      }
    },
    async close() {},
  };
}
