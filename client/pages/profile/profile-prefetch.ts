import { prefetchForRender } from '../../app/render-prefetch';
import type { OwnDataPrefetch } from '../../components/account/account-handle';
import { totpStatusQuery } from '../../components/totp/totp-status-query';
import { accountNewsletter } from './account-newsletter-query';
import { userMe } from './user-me';

/**
 * The profile of a signed-in reader on the server: the user (GET /user/me's answer), their
 * newsletter subscription and their authenticator app. Not the passkeys: their dates are written in the reader's own time
 * zone, which the server does not know, so the browser loads them and writes them itself.
 */
export const prefetchProfile: OwnDataPrefetch = async ({ queryClient, reader }) => {
  queryClient.setQueryData(userMe.queryKey, reader.user);
  await Promise.all([
    prefetchForRender(queryClient, { queryKey: accountNewsletter.queryKey, queryFn: () => reader.newsletter() }),
    prefetchForRender(queryClient, { queryKey: totpStatusQuery.queryKey, queryFn: () => reader.totp() }),
  ]);
};
