import type { SignedInReader } from '../../../shared/signed-in-reader';
import type { AccountServices } from '../accounts/account-services';
import { sessionUser } from '../accounts/session-user';
import type { NewsletterService } from '../newsletter/newsletter-service';
import { totpStatus } from '../totp/totp-status';
import type { FollowsService } from './follows-service';
import type { SavedStoriesService } from './saved-stories-service';

/** The reader a session token signs in, with their own data; null when the session is not live. */
export type SignedInReaders = (sessionToken: string) => Promise<SignedInReader | null>;

export interface SignedInReaderSources {
  accounts: Pick<AccountServices, 'db' | 'sessions'>;
  saved: SavedStoriesService;
  follows: FollowsService;
  newsletter: NewsletterService;
}

/**
 * What a personal page is rendered from (decision 019): the same services as the reader's own API
 * calls, bound to the one user the session names, so that a page can ask for nobody else's.
 */
export function signedInReaders({ accounts, saved, follows, newsletter }: SignedInReaderSources): SignedInReaders {
  return async (sessionToken) => {
    const user = await sessionUser(accounts, sessionToken);
    if (!user) return null;
    return {
      user,
      saved: (lang, page, size, withdrawn) => saved.page(user.id, lang, page, size, withdrawn),
      savedIds: async () => ({ ids: await saved.ids(user.id) }),
      forYou: (lang, page, size) => follows.forYou(user.id, lang, page, size),
      newsletter: () => newsletter.mine(user),
      totp: () => totpStatus(accounts.db, user.id),
    };
  };
}
