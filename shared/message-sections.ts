import type { AccountTranslations, Navigations, NewsletterTranslations, SearchTranslations, Translations } from './translations';

/**
 * The translation sections only a few pages use: the policy texts, the account forms', the About
 * and Contact pages', the newsletter pages', the search page's, a reader's own data, passkeys, the authenticator app and the desk (some
 * 27 KB of JSON together in English). They are left out of the translations every page carries inline; the pages that use them ask for their section
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
  search: (translations: Translations) => translations.search,
  accountData: (translations: Translations) => translations.accountData,
  passkeys: (translations: Translations) => translations.passkeys,
  totp: (translations: Translations) => translations.totp,
  desk: (translations: Translations) => translations.desk,
};
export type PageSection = keyof typeof SECTIONS;

export const PAGE_SECTIONS = Object.keys(SECTIONS) as [PageSection, ...PageSection[]];

export function isPageSection(value: unknown): value is PageSection {
  return typeof value === 'string' && Object.hasOwn(SECTIONS, value);
}
export type SectionOf<Section extends PageSection> = ReturnType<(typeof SECTIONS)[Section]>;

export function sectionOf<Section extends PageSection>(translations: Translations, section: Section): SectionOf<Section> {
  return SECTIONS[section](translations) as SectionOf<Section>;
}

export type ShellNavigations = Omit<Navigations, 'about' | 'contact'>;

/** What the footer's newsletter box says after a subscription (subscribeOutcomeText). */
export type SubscribeOutcomeTexts = Pick<NewsletterTranslations, 'checkInbox' | 'problems' | 'failed'>;

/** What the header's search box says (SearchBox.tsx). */
export type SearchBoxTexts = Pick<SearchTranslations, 'landmark' | 'inputLabel' | 'placeholder' | 'submit' | 'open' | 'suggestions'>;

/** What every page has at hand: all but the page sections, and of the account's, the newsletter's and the search's sections only what the header and footer say. */
export type ShellTranslations = Omit<Translations, 'privacy' | 'terms' | 'account' | 'navigations' | 'newsletter' | 'search' | 'accountData' | 'passkeys' | 'totp' | 'desk'> & {
  navigations: ShellNavigations;
  account: Pick<AccountTranslations, 'myAccount'>;
  newsletter: SubscribeOutcomeTexts;
  search: SearchBoxTexts;
};

/** The search page's translations: every page's, with the search's whole. */
export type SearchPageTranslations = Omit<ShellTranslations, 'search'> & { search: SearchTranslations };

export function shellOf(translations: Translations): ShellTranslations {
  const { archive, common, newsletter, search, reader } = translations;
  const { header, subcategories, footer, home, news, corrections, notFound, archive: archiveLinks } = translations.navigations;
  return {
    navigations: { header, subcategories, footer, home, news, corrections, notFound, archive: archiveLinks },
    archive,
    common,
    reader,
    newsletter: { checkInbox: newsletter.checkInbox, problems: newsletter.problems, failed: newsletter.failed },
    search: { landmark: search.landmark, inputLabel: search.inputLabel, placeholder: search.placeholder, submit: search.submit, open: search.open, suggestions: search.suggestions },
    account: { myAccount: translations.account.myAccount },
  };
}

/** What a page's first load fetches of its language's translations, each as a file of its own (server/bff/translation-files.ts): every page's shell, and the sections some pages use. */
export type TranslationPart = 'shell' | PageSection;

export function translationPartOf(translations: Translations, part: TranslationPart): ShellTranslations | SectionOf<PageSection> {
  return part === 'shell' ? shellOf(translations) : sectionOf(translations, part);
}
