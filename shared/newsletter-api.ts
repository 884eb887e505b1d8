import type { NewsletterPreferences } from './newsletter';

/** What opening a confirmation link did. */
export type NewsletterConfirmation =
  /** Confirmed now, or earlier by this same link (a mail scanner may have opened it first). */
  | { status: 'confirmed' | 'already-confirmed'; lang: string; /** The signed token of the preferences page. */ manageToken: string }
  /** A real link, more than 48 hours old, never opened in time. */
  | { status: 'expired' }
  /** Not a link we sent, or one a later request or an unsubscribe replaced. */
  | { status: 'invalid' };

/** A signed-in customer's newsletter (the profile page). */
export interface AccountNewsletter {
  /** The verified address a subscription goes to; null when the account has none. */
  email: string | null;
  /** Null when the account has never subscribed. */
  subscription: NewsletterPreferences | null;
}

/**
 * What the newsletter's token pages render from: the API's own service in process, or the
 * HTTP API (the browser, or a web instance with API_UPSTREAM). Part of NewsApi.
 */
export interface NewsletterPageApi {
  /** Confirms the subscription the link names; `clientIp` is the reader's, for the consent record. */
  confirm(token: string, clientIp?: string): Promise<NewsletterConfirmation>;
  /** The subscription a signed link names, the address masked; null for a link that is not valid. */
  preferences(token: string): Promise<NewsletterPreferences | null>;
}
