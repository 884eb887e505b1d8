import type { Queryable } from '../../db/database';
import type { SubscriberRow } from '../../db/newsletter/newsletter-subscribers';
import type { NewsletterPreferences } from '../../../shared/newsletter';
import type { Logger } from '../../logger';
import { maskedRecipient } from '../../masked-recipient';
import type { Site } from '../../site/load-site';
import type { Mailer } from '../mail/mailer';
import type { NewsletterLinkSigner } from './newsletter-links';
import type { NewsletterSchemas } from './newsletter-schema';

/** What every part of the newsletter service works with. */
export interface NewsletterContext {
  db: Queryable;
  mailer: Mailer;
  site: Site;
  signer: NewsletterLinkSigner;
  schemas: NewsletterSchemas;
  /** The origin of the links in mails (PUBLIC_ORIGIN). */
  publicOrigin: string;
  logger: Logger;
  /** The clock: tests move it. */
  now(): Date;
}

/** A subscription as its owner sees it; masked on pages reached by a link, which anyone holding it may open. */
export function preferencesOf(row: SubscriberRow, mask: boolean): NewsletterPreferences {
  return {
    email: mask ? maskedRecipient(row.email) : row.email, lang: row.lang, topics: row.topics, frequency: row.frequency, status: row.status,
    account: row.user_id !== null,
  };
}
