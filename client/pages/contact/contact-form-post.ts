import { queryOptions } from '@tanstack/react-query';
import type { ContactField } from './send-contact';

/*
 * The form posted without JavaScript (server/bff/contact-form-route.ts). It goes to the page's own
 * address, so the address bar never leaves the Contact page. An accepted message is redirected
 * (303) to the page with ?sent=1, which shows the thanks; any other outcome is answered with the
 * page itself, which shows it from the postback below.
 */

/** The Contact page's address (spec §2), which is also where its form posts. */
export const contactPagePath = (lang: string) => `/${lang}/about/contact`;

/** The query parameter of the page that thanks for a message just sent. */
export const CONTACT_SENT_PARAM = 'sent';

export const contactSentPath = (lang: string) => `${contactPagePath(lang)}?${CONTACT_SENT_PARAM}=1`;

/** What was typed, put back into the form so that nothing is lost. */
export type ContactValues = Record<ContactField, string>;

/** A post the server answered with the page: why it was not sent, and what was typed. */
export interface ContactPostback {
  status: 'invalid' | 'rate-limited' | 'failed';
  /** The fields refused, each shown with its message. */
  invalid: ContactField[];
  values: ContactValues;
}

/**
 * Handed from the server to the page in the dehydrated query cache, as all the data a page is
 * rendered with, so that hydration renders the same form. Never fetched.
 */
export const contactPostback = queryOptions({
  queryKey: ['contact-postback'],
  queryFn: (): Promise<ContactPostback | null> => Promise.resolve(null),
  enabled: false,
  staleTime: Infinity,
});
