import type { UserPrincipal } from './account-types';
import type { ForYouPage } from './follows';
import type { LangCode } from './languages';
import type { AccountNewsletter } from './newsletter-api';
import type { SavedIds, SavedPage } from './saved-stories';
import type { TotpStatus } from './totp';

/**
 * The signed-in reader a personal page is rendered for on the server (decision 019): who they are
 * (as GET /user/me answers) and their own data, each read as the API's call answers it, for that
 * reader alone. Made per request from the live session; never shared between requests.
 */
export interface SignedInReader {
  user: UserPrincipal;
  /** GET /api/public/users/me/saved; page counted from 1; withdrawn as the API's withdrawn=true. */
  saved(lang: LangCode, page: number, size: number, withdrawn?: boolean): Promise<SavedPage>;
  /** GET /api/public/users/me/saved/ids, the save buttons' state. */
  savedIds(): Promise<SavedIds>;
  /** GET /api/public/users/me/foryou; page counted from 1. */
  forYou(lang: LangCode, page: number, size: number): Promise<ForYouPage>;
  /** GET /api/public/users/me/newsletter. */
  newsletter(): Promise<AccountNewsletter>;
  /** GET /api/public/users/me/totp: their authenticator app (decision 034). */
  totp(): Promise<TotpStatus>;
}
