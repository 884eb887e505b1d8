import type { Queryable } from '../../db/database';
import type { Logger } from '../../logger';
import { httpSms } from './http-sms';
import { outboxSms } from './outbox-sms';
import type { SmsSender } from './sms-sender';

export interface SmsSettings {
  /** SMS_HTTP_URL; unset means the database outbox. */
  httpUrl: string | undefined;
  httpToken: string | undefined;
  from: string | undefined;
  db: Queryable;
  logger: Logger;
}

/** The HTTP provider when SMS_HTTP_URL is set, else the outbox, so that dev and CI need no provider. */
export function createSmsSender({ httpUrl, httpToken, from, db, logger }: SmsSettings): SmsSender {
  if (httpUrl) {
    const sender = httpSms({ url: httpUrl, token: httpToken, from }, logger);
    logger.info({ sms: { via: 'http', host: new URL(httpUrl).host } }, 'text messages go out through the HTTP provider');
    return sender;
  }
  logger.info({ sms: { via: 'outbox' } }, 'SMS_HTTP_URL is unset: text messages are kept in the database outbox; npm run outbox shows them');
  return outboxSms(db, logger);
}
