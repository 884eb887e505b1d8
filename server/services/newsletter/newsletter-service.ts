import type { UserPrincipal } from '../../../shared/account-types';
import type { NewsletterPreferences } from '../../../shared/newsletter';
import type { AccountNewsletter, NewsletterConfirmation } from '../../../shared/newsletter-api';
import type { Queryable } from '../../db/database';
import { deletePendingBefore } from '../../db/newsletter/newsletter-subscribers';
import type { Logger } from '../../logger';
import type { Site } from '../../site/load-site';
import type { Mailer } from '../mail/mailer';
import type { RateLimitStores } from '../rate-limit/rate-limit-stores';
import { accountNewsletter, saveAccountNewsletter, unsubscribeAccount } from './newsletter-account';
import { confirm } from './newsletter-confirm';
import type { NewsletterContext } from './newsletter-context';
import { newsletterLinkSigner } from './newsletter-links';
import { preferencesByLink, unsubscribeByLink, updateByLink } from './newsletter-manage';
import { newsletterRateLimits, type NewsletterRateLimits } from './newsletter-rate-limits';
import { newsletterSchemas, type ChoicesInput, type NewsletterSchemas, type SubscribeInput } from './newsletter-schema';
import { subscribe } from './newsletter-subscribe';

/** Unconfirmed subscriptions are deleted this long after their last request: an address nobody confirmed is not kept. */
export const PENDING_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Deletes subscriptions left unconfirmed for PENDING_RETENTION_MS (the privacy rule); the schedule runs it hourly. */
export function purgeUnconfirmed(db: Queryable, now: Date): Promise<number> {
  return deletePendingBefore(db, new Date(now.getTime() - PENDING_RETENTION_MS));
}

export interface NewsletterServiceOptions {
  db: Queryable;
  mailer: Mailer;
  site: Site;
  /** The key of the signed links in mails (newsletter-links.ts), shared by every instance. */
  newsletterLinkSecret: string;
  /** The origin of the links in mails (PUBLIC_ORIGIN). */
  publicOrigin: string;
  rateLimitStores: RateLimitStores;
  logger: Logger;
  now?: () => Date;
}

type Customer = Pick<UserPrincipal, 'id' | 'email' | 'emailVerified' | 'lang'>;

/**
 * The newsletter's subscriptions: double opt-in requests, confirmation, the signed
 * links' preferences and one-click unsubscribe, the signed-in customer's own subscription, and
 * the purge of requests never confirmed. Editions and sending are another service's.
 */
export interface NewsletterService {
  schemas: NewsletterSchemas;
  rateLimits: NewsletterRateLimits;
  /** Answered alike for every address; throws only when the database is down. */
  subscribe(input: SubscribeInput): Promise<void>;
  confirm(token: string, clientIp: string | undefined): Promise<NewsletterConfirmation>;
  preferences(token: string): Promise<NewsletterPreferences | null>;
  updatePreferences(token: string, choices: ChoicesInput): Promise<NewsletterPreferences | null>;
  unsubscribe(token: string): Promise<NewsletterPreferences | null>;
  mine(customer: Customer): Promise<AccountNewsletter>;
  /** Null when the account has no verified address. */
  saveMine(customer: Customer, choices: ChoicesInput, clientIp: string | undefined): Promise<AccountNewsletter | null>;
  unsubscribeMine(customer: Customer): Promise<AccountNewsletter>;
  /** Deletes the requests left unconfirmed for 7 days; the newsletter schedule calls it. Returns how many. */
  purgeUnconfirmed(now: Date): Promise<number>;
}

export function newsletterService(options: NewsletterServiceOptions): NewsletterService {
  const context: NewsletterContext = {
    db: options.db,
    mailer: options.mailer,
    site: options.site,
    signer: newsletterLinkSigner(options.newsletterLinkSecret),
    schemas: newsletterSchemas(options.site.config),
    publicOrigin: options.publicOrigin,
    logger: options.logger,
    now: options.now ?? (() => new Date()),
  };
  return {
    schemas: context.schemas,
    rateLimits: newsletterRateLimits(options.rateLimitStores, options.logger),
    subscribe: (input) => subscribe(context, input),
    confirm: (token, clientIp) => confirm(context, token, clientIp),
    preferences: (token) => preferencesByLink(context, token),
    updatePreferences: (token, choices) => updateByLink(context, token, choices),
    unsubscribe: (token) => unsubscribeByLink(context, token),
    mine: (customer) => accountNewsletter(context, customer),
    saveMine: (customer, choices, clientIp) => saveAccountNewsletter(context, customer, choices, clientIp),
    unsubscribeMine: (customer) => unsubscribeAccount(context, customer),
    purgeUnconfirmed: (now) => purgeUnconfirmed(options.db, now),
  };
}
