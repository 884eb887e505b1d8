import { FOLLOWED_TOPIC, type NewsletterPreferences } from '../../../shared/newsletter';
import { invalidParameter } from '../../errors/http-error';
import { markUnsubscribed, subscriberById, updateChoices, type SubscriberRow } from '../../db/newsletter/newsletter-subscribers';
import { preferencesOf, type NewsletterContext } from './newsletter-context';
import { FOLLOWED_NEEDS_ACCOUNT, type ChoicesInput } from './newsletter-schema';

/** The subscriber a mail's signed link names, or null when the link is not (or no longer) valid. */
async function subscriberOfLink(context: NewsletterContext, token: string): Promise<SubscriberRow | null> {
  const id = context.signer.subscriberIdOf(token);
  if (!id) return null;
  const row = await subscriberById(context.db, id);
  return row && context.signer.verify(token, row.link_key) ? row : null;
}

/** The preferences page's subscription, the address masked. */
export async function preferencesByLink(context: NewsletterContext, token: string): Promise<NewsletterPreferences | null> {
  const row = await subscriberOfLink(context, token);
  return row ? preferencesOf(row, true) : null;
}

/**
 * New choices from the preferences page; what is left out stays. Null for a link that is not
 * valid; a 400 for what the account follows on a subscription that belongs to no account.
 */
export async function updateByLink(context: NewsletterContext, token: string, choices: ChoicesInput): Promise<NewsletterPreferences | null> {
  const row = await subscriberOfLink(context, token);
  if (!row) return null;
  if (row.user_id === null && choices.categories?.includes(FOLLOWED_TOPIC)) throw invalidParameter('categories', FOLLOWED_NEEDS_ACCOUNT);
  const updated = await updateChoices(context.db, row.id, {
    lang: choices.lang ?? row.lang,
    topics: choices.categories ?? row.topics,
    frequency: choices.frequency ?? row.frequency,
  });
  return updated ? preferencesOf(updated, true) : null;
}

/** One click: nothing is sent to the address again. Idempotent; null for a link that is not valid. */
export async function unsubscribeByLink(context: NewsletterContext, token: string): Promise<NewsletterPreferences | null> {
  const row = await subscriberOfLink(context, token);
  if (!row) return null;
  const updated = await markUnsubscribed(context.db, row.id);
  return updated ? preferencesOf(updated, true) : null;
}
