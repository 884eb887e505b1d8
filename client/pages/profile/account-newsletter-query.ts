import { queryOptions } from '@tanstack/react-query';
import { NEWSLETTER_API } from '../../../shared/newsletter';
import type { AccountNewsletter } from '../../../shared/newsletter-api';

/** The signed-in customer's subscription: in the profile's HTML when the server rendered it for them, else fetched in the browser, like the user. */
export const accountNewsletter = queryOptions({
  queryKey: ['account-newsletter'],
  async queryFn(): Promise<AccountNewsletter> {
    const response = await fetch(NEWSLETTER_API.mine, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as AccountNewsletter;
  },
  gcTime: 0,
  retry: 1,
});
