import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { HeldMailer } from './mailer';
import { outboxHeldMailer } from './outbox-held-mailer';
import { smtpHeldMailer } from './smtp-held-mailer';

/** The bulk side of createMailer's choice: pooled SMTP when SMTP_URL is set, else the outbox. */
export function createHeldMailer(settings: { smtpUrl: string | undefined; from: string; db: Database; logger: Logger }): HeldMailer {
  return settings.smtpUrl ? smtpHeldMailer(settings.smtpUrl, settings.from, settings.logger) : outboxHeldMailer(settings.db);
}
