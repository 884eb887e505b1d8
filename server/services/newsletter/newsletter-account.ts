import type { UserPrincipal } from '../../../shared/account-types';
import type { AccountNewsletter } from '../../../shared/newsletter-api';
import { TOP_STORIES_TOPIC } from '../../../shared/newsletter';
import { markUnsubscribed, subscribeAccount, subscriberOfUser, updateChoices } from '../../db/newsletter/newsletter-subscribers';
import { networkHash } from '../contact/network-hash';
import { randomToken } from '../secrets/secret-values';
import { preferencesOf, type NewsletterContext } from './newsletter-context';
import type { ChoicesInput } from './newsletter-schema';

type Customer = Pick<UserPrincipal, 'id' | 'email' | 'emailVerified' | 'lang'>;

/** The account's verified address (an email identity's), or null: only that one may be subscribed in one click. */
const verifiedEmailOf = (customer: Customer) => (customer.emailVerified && customer.email ? customer.email : null);

export async function accountNewsletter(context: NewsletterContext, customer: Customer): Promise<AccountNewsletter> {
  const email = verifiedEmailOf(customer);
  const row = await subscriberOfUser(context.db, customer.id, email);
  return { email, subscription: row ? preferencesOf(row, false) : null };
}

/**
 * Subscribes the customer's verified address in one click, with no second confirmation (the
 * account proved the address), or changes the choices of a subscription they have. Null when
 * the account has no verified address to subscribe.
 */
export async function saveAccountNewsletter(context: NewsletterContext, customer: Customer, choices: ChoicesInput, clientIp: string | undefined): Promise<AccountNewsletter | null> {
  const email = verifiedEmailOf(customer);
  const row = await subscriberOfUser(context.db, customer.id, email);
  if (row?.status === 'confirmed') {
    // Saved from the account, it is the account's (a subscription of its verified address may not be yet).
    const updated = await updateChoices(context.db, row.id, {
      lang: choices.lang ?? row.lang,
      topics: choices.categories ?? row.topics,
      frequency: choices.frequency ?? row.frequency,
    }, customer.id);
    return { email, subscription: updated ? preferencesOf(updated, false) : null };
  }
  if (!email) return null;
  const lang = choices.lang ?? row?.lang ?? customer.lang;
  const subscribed = await subscribeAccount(context.db, {
    userId: customer.id,
    email,
    lang,
    topics: choices.categories ?? row?.topics ?? [TOP_STORIES_TOPIC],
    frequency: choices.frequency ?? row?.frequency ?? 'daily',
    linkKey: randomToken(16),
    consent: { at: context.now(), lang, network: networkHash(clientIp), via: 'account' },
  });
  return { email, subscription: preferencesOf(subscribed, false) };
}

/** Unsubscribes the customer's subscription at once; having none is no error. */
export async function unsubscribeAccount(context: NewsletterContext, customer: Customer): Promise<AccountNewsletter> {
  const email = verifiedEmailOf(customer);
  const row = await subscriberOfUser(context.db, customer.id, email);
  const updated = row ? await markUnsubscribed(context.db, row.id) : null;
  return { email, subscription: updated ? preferencesOf(updated, false) : null };
}
