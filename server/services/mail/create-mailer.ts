import type { Queryable } from '../../db/database';
import type { Logger } from '../../logger';
import type { Mailer } from './mailer';
import { outboxMailer } from './outbox-mailer';
import { smtpHostOf, smtpMailer } from './smtp-mailer';

export interface MailSettings {
  /** SMTP_URL; unset means the database outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM (env.ts holds its default). */
  from: string;
  db: Queryable;
  logger: Logger;
}

/** SMTP when SMTP_URL is set, else the outbox, so that dev and CI need no mail server and no secret. */
export function createMailer({ smtpUrl, from, db, logger }: MailSettings): Mailer {
  if (smtpUrl) {
    const mailer = smtpMailer(smtpUrl, from, logger);
    logger.info({ mail: { via: 'smtp', host: smtpHostOf(smtpUrl), from } }, 'mail goes out over SMTP');
    return mailer;
  }
  logger.info({ mail: { via: 'outbox' } }, 'SMTP_URL is unset: mail is kept in the database outbox; npm run outbox shows it');
  return outboxMailer(db, logger);
}
