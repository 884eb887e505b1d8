import { queryOptions } from '@tanstack/react-query';
import { CONTACT_POSTBACK_KEY, type ContactPostback } from '../../../shared/contact-form';

/*
 * The form posted without JavaScript (server/bff/contact-form-route.ts). It goes to the page's own
 * address, so the address bar never leaves the Contact page. An accepted message is redirected
 * (303) to the page with ?sent=1 (contactSentPath), which shows the thanks; any other outcome is
 * answered with the page itself, which shows it from the postback below.
 */

/**
 * Handed from the server to the page in the dehydrated query cache, as all the data a page is
 * rendered with, so that hydration renders the same form. Never fetched.
 */
export const contactPostback = queryOptions({
  queryKey: CONTACT_POSTBACK_KEY,
  queryFn: (): Promise<ContactPostback | null> => Promise.resolve(null),
  enabled: false,
  staleTime: Infinity,
});
