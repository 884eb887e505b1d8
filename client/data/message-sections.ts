import type { AccountTranslations, Navigations, NewsletterTranslations, Translations } from '../../shared/translations';

/**
 * The translation sections only a few pages use: the policy texts, the account forms', the About
 * and Contact pages', the newsletter pages' (some 21 KB of JSON together in English). They are left out of the
 * translations every page carries inline; the pages that use them ask for their section
 * (useMessageSection), which the server prefetches for them (RouteHandle.messageSections) and the
 * browser fetches on a navigation there.
 */
const SECTIONS = {
  privacy: (translations: Translations) => translations.privacy,
  terms: (translations: Translations) => translations.terms,
  account: (translations: Translations) => translations.account,
  about: (translations: Translations) => translations.navigations.about,
  contact: (translations: Translations) => translations.navigations.contact,
  newsletter: (translations: Translations) => translations.newsletter,
};
export type PageSection = keyof typeof SECTIONS;
export type SectionOf<Section extends PageSection> = ReturnType<(typeof SECTIONS)[Section]>;

export function sectionOf<Section extends PageSection>(translations: Translations, section: Section): SectionOf<Section> {
  return SECTIONS[section](translations) as SectionOf<Section>;
}

export type ShellNavigations = Omit<Navigations, 'about' | 'contact'>;

/** What the footer's newsletter box says after a subscription (subscribeOutcomeText). */
export type SubscribeOutcomeTexts = Pick<NewsletterTranslations, 'checkInbox' | 'problems' | 'failed'>;

/** What every page has at hand: all but the page sections, of the account's only the header's label, of the newsletter's only the footer box's. */
export type ShellTranslations = Omit<Translations, 'privacy' | 'terms' | 'account' | 'navigations' | 'newsletter'> & {
  navigations: ShellNavigations;
  account: Pick<AccountTranslations, 'myAccount'>;
  newsletter: SubscribeOutcomeTexts;
};

export function shellOf(translations: Translations): ShellTranslations {
  const { archive, common, newsletter, search } = translations;
  const { header, subcategories, footer, home, news, notFound, archive: archiveLinks } = translations.navigations;
  return {
    navigations: { header, subcategories, footer, home, news, notFound, archive: archiveLinks },
    archive,
    common,
    newsletter: { checkInbox: newsletter.checkInbox, problems: newsletter.problems, failed: newsletter.failed },
    search,
    account: { myAccount: translations.account.myAccount },
  };
}
