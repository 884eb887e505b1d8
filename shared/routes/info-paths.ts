import type { LangCode } from '../languages';

/** The About page (spec §2), whose address keeps the original site's capitals. */
export const aboutPath = (lang: LangCode) => `/${lang}/about/AboutUS`;

/** The Contact page (spec §2), which is also where its form posts when JavaScript is off. */
export const contactPath = (lang: LangCode) => `/${lang}/about/contact`;

/** The query parameter of the Contact page that thanks for a message just sent. */
export const CONTACT_SENT_PARAM = 'sent';

/** Where an accepted post of the form is redirected (post/redirect/get), so a reload sends nothing twice. */
export const contactSentPath = (lang: LangCode) => `${contactPath(lang)}?${CONTACT_SENT_PARAM}=1`;

/** The two policy pages of spec §2, /{lang}/about/privacy and /{lang}/about/terms. */
export type PolicyKind = 'privacy' | 'terms';

export const policyPath = (lang: LangCode, kind: PolicyKind) => `/${lang}/about/${kind}`;

/** The policy an address names, without regard to case, or null for any other page. */
export function policyKindOf(value: string | undefined): PolicyKind | null {
  const wanted = value?.toLowerCase();
  return wanted === 'privacy' || wanted === 'terms' ? wanted : null;
}

/** An address no page has: what the router draws, in the address's language, for one it cannot match (client/app/routes.tsx). */
export const notFoundPath = (lang: LangCode) => `/${lang}/not-found`;

/** The about, contact and policy pages, in the footer's order. */
export const INFO_PAGE_PATHS: readonly ((lang: LangCode) => string)[] = [
  aboutPath,
  contactPath,
  (lang) => policyPath(lang, 'privacy'),
  (lang) => policyPath(lang, 'terms'),
];
