/**
 * The shape of a translation file, config/sites/<site>/locales/messages_<lang>.json (spec §3 "Translations").
 * Every language file carries exactly this structure; tests/unit/locales.test.ts enforces it.
 *
 * Placeholders in braces are left untranslated and filled in by the client:
 * {type}, {siteName}, {year}, {email}, {category}, {month}.
 */

/** One titled block of a policy page; list items, when present, are shown as bullets after the description. */
export interface PolicySection {
  title: string;
  description: string;
  list?: string[];
}

/** The privacy policy and the terms of service share this shape. */
export interface PolicyPage {
  title: string;
  /** English exactly 'Last Updated: May 3, 2025'; other languages localise the date. */
  lastUpdated: string;
  introduction: string;
  sections: PolicySection[];
}

export interface HeaderTranslations {
  home: string;
  news: string;
  signIn: string;
  back: string;
  archive: string;
  more: string;
  all: string;
  /** Accessible label of the hamburger toggle. */
  menu: string;
  /** Accessible label of the language switcher. */
  language: string;
  main: string;
  trending: string;
  world: string;
  politics: string;
  business: string;
  technology: string;
  entertainment: string;
  sports: string;
  health: string;
  lifestyle: string;
}

export interface FooterTranslations {
  /** Contains {siteName} and {year}. */
  copyright: string;
  about: string;
  contact: string;
  terms: string;
  privacy: string;
  followUs: string;
  subscribe: string;
  archive: string;
  newsletterPlaceholder: string;
  /** Accessible label of the newsletter arrow button. */
  newsletterButton: string;
}

export interface HomeTranslations {
  /** Page title of a news list; contains {type} and {siteName}. */
  title: string;
  /** Meta description of a news list; contains {type}. */
  description: string;
  keywords: string;
  viewArchive: string;
  trendingNews: string;
  /** 'No news available today for {type}'. */
  noNews: string;
  loadingInitial: string;
  loadingMore: string;
  /** The button that asks again for a page of the list that failed to load. */
  retry: string;
  /** Said beside it. */
  loadMoreFailed: string;
  featured: string;
}

export interface NewsTranslations {
  notFound: string;
  loading: string;
  loadingRelated: string;
  noRelated: string;
  relatedFailed: string;
  relatedTitle: string;
  otherLists: string;
  summary: string;
  outlines: string;
  sources: string;
  hideSources: string;
  share: string;
  shareOnX: string;
  shareOnFacebook: string;
  by: string;
  previous: string;
  next: string;
  /** The media carousel's aria-roledescription, and each of its slides'. */
  carousel: string;
  slide: string;
  /** Shown when the story is served in English because it does not exist in the reader's language. */
  languageFallbackNotice: string;
  /** Brief page: 'Error: Missing language or news id in URL'. */
  missingParams: string;
  /** Article page: 'Error: lang or newsId missing in URL'. */
  missingLangOrId: string;
  readBrief: string;
  readFull: string;
  publishedOn: string;
}

export interface AboutTranslations {
  title: string;
  description: string;
  realTimeTitle: string;
  realTimeContent: string;
  unbiasedTitle: string;
  unbiasedContent: string;
  accurateTitle: string;
  accurateContent: string;
  coverageTitle: string;
  coverageList: string[];
  archiveTitle: string;
  archiveContent: string;
  whyChooseTitle: string;
  whyChooseList: string[];
  conclusion: string;
}

export interface ContactTranslations {
  title: string;
  description: string;
  location: string;
  /** 'Email: {email}'. */
  emailLine: string;
  followUs: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  submit: string;
  sending: string;
  success: string;
  error: string;
  /** Shown beside each field the server refused. */
  fieldErrors: ContactFieldErrors;
  /** Over the rate limit: 5 messages in 10 minutes from one network. */
  rateLimited: string;
  /** The honeypot's label, which only bots ever read. */
  honeypot: string;
}

export interface ContactFieldErrors {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface NotFoundTranslations {
  title: string;
  subtitle: string;
  homeLink: string;
}

export interface NavigationArchiveTranslations {
  title: string;
  description: string;
  archivemonth: {
    /** Contains {category} and {month}. */
    metadescription: string;
  };
}

export interface Navigations {
  header: HeaderTranslations;
  /** Display label of each subcategory, keyed by its raw name in shared/taxonomy (e.g. 'SocialIssues'). */
  subcategories: Record<string, string>;
  footer: FooterTranslations;
  home: HomeTranslations;
  news: NewsTranslations;
  about: AboutTranslations;
  contact: ContactTranslations;
  notFound: NotFoundTranslations;
  archive: NavigationArchiveTranslations;
}

export interface ArchiveTranslations {
  backToCategories: string;
  selectMonth: string;
  selectCategory: string;
  backToArchive: string;
  loading: string;
  noNews: string;
  invalidParams: string;
  invalidCategory: string;
  /** Fallback error text: 'Unknown error'. */
  error: string;
}

export interface CommonTranslations {
  loading: string;
  loadingContent: string;
  loadingAbout: string;
  loadingPrivacy: string;
  loadingTerms: string;
  skipToContent: string;
  /** Accessible name of every breadcrumb trail. */
  breadcrumb: string;
  unexpectedError: string;
}

export interface Translations {
  navigations: Navigations;
  privacy: PolicyPage;
  terms: PolicyPage;
  archive: ArchiveTranslations;
  common: CommonTranslations;
}
