import type { ACCOUNT_MESSAGES } from './account-messages';
import type { AccountProvider } from './account-types';
import type { DeskTranslations } from './desk-translations';
import type { SocialSignInTexts } from './social-sign-in';
import type { TotpTranslations } from './totp-translations';

/**
 * The shape of a translation file, config/sites/<site>/locales/messages_<lang>.json (spec §3 "Translations").
 * Every language file carries exactly this structure; tests/unit/locales.test.ts enforces it.
 *
 * Placeholders in braces are left untranslated and filled in by the client:
 * {type}, {siteName}, {year}, {email}, {category}, {month}, {address}, {minutes}, {provider}.
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
  /** Accessible label of the colour scheme choice (decision 039), and its three choices. */
  theme: string;
  themeAuto: string;
  themeLight: string;
  themeDark: string;
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
  /** Name of a list page's links to its category's subcategories. */
  subcategories: string;
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

/** The corrections page and its feed (decision 033). */
export interface CorrectionsTranslations {
  /** The page's heading and head title: 'Corrections and clarifications'. */
  title: string;
  /** Meta description; contains {siteName}. */
  description: string;
  /** The line under the heading: what is listed. */
  intro: string;
  /** Said when nothing is listed. */
  empty: string;
  failed: string;
  /** The link from a story's correction notes to the page. */
  allCorrections: string;
  /** The feed's title; contains {siteName}. */
  feed: string;
  /** The pages' navigation, for assistive technology. */
  pagination: string;
  newer: string;
  older: string;
  /** Contains {page} and {pages}. */
  page: string;
}

export interface NewsTranslations {
  notFound: string;
  /** A story the editors withdrew (decision 033): '… withdrawn by the editors on {date}.' */
  withdrawn: string;
  /** The label of a correction note on a story (decision 033): 'Correction'. */
  correctionNote: string;
  /** And of a clarification: 'Clarification'. */
  clarificationNote: string;
  /** The notes' region, for assistive technology: 'Corrections and clarifications'. */
  correctionsLabel: string;
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
  /** The article toolbar's text size steps (decision 039): the group's label and its three steps. */
  textSize: string;
  textSizeDefault: string;
  textSizeLarge: string;
  textSizeLarger: string;
  readFull: string;
  publishedOn: string;
  /** How long a story takes to read, on its page and its cards: '{minutes} min read'. */
  readingTime: string;
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
  corrections: CorrectionsTranslations;
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
  /** Spec §8's router fallback heading, over a page that failed to render. */
  unexpectedError: string;
  /** Said under it: the fault is ours, and passing. */
  tryAgainShortly: string;
}

/**
 * The account messages a page shows, under the keys of shared/account-messages.ts, which holds the
 * English (the validators and the API say them in English; the pages show them in the page's
 * language). Left out: what only API consumers read (websiteId, the CSRF explanation).
 */
export type AccountMessageKey = Exclude<keyof typeof ACCOUNT_MESSAGES, 'websiteIdUnknown' | 'csrfFailed'>;

/** The login, sign-up, password-reset and profile pages (spec §2, §5, §8). */
export interface AccountTranslations {
  /** Head titles and descriptions of the four pages. */
  loginTitle: string;
  loginDescription: string;
  signupTitle: string;
  signupDescription: string;
  resetTitle: string;
  resetDescription: string;
  profileTitle: string;
  profileDescription: string;
  /** The login page's heading: 'Customers Login...'. */
  loginHeading: string;
  signupHeading: string;
  loginWithGoogle: string;
  loginWithFacebook: string;
  /** The toggles: 'Login With Email', 'Login With Phone', and 'Return' while one is open. */
  loginWithEmail: string;
  loginWithPhone: string;
  returnButton: string;
  /** 'New user? Sign up!' */
  signupPrompt: string;
  /** The sign-up page's link to the login page. */
  loginPrompt: string;
  email: string;
  password: string;
  phone: string;
  /** 'Login' */
  login: string;
  loggingIn: string;
  /** 'Reset Password' */
  resetPassword: string;
  /** 'Email to Reset Password' */
  resetPlaceholder: string;
  /** 'Enter email address to Reset Password.' */
  resetHint: string;
  /** 'Submit Password Reset Request' */
  resetSubmit: string;
  backToLogin: string;
  sending: string;
  /** spec §8 reset: 'Request failed', 'Unknown response'. */
  requestFailed: string;
  unknownResponse: string;
  /** No answer at all: the network or the server is down. */
  networkError: string;
  /** Over a rate limit, for pages not in English (English shows the server's own words, with the wait). */
  rateLimited: string;
  /** Mail or SMS could not be sent just now. */
  unavailable: string;
  /** A change refused by the anti-forgery check: the page is older than the session. */
  pageExpired: string;
  signupWithGoogle: string;
  signupWithFacebook: string;
  /** 'Sign Up With Email', 'Sign Up With Phone' */
  signupWithEmail: string;
  signupWithPhone: string;
  /** Step 1 of the email sign-up: the request-code action. */
  requestCode: string;
  /** The answer to a code request; contains {address} and {minutes}. */
  codeSent: string;
  verificationCode: string;
  firstName: string;
  lastName: string;
  signUp: string;
  /** Back to step 1, to use another address or number. */
  startAgain: string;
  /** The dial-code picker's label. */
  country: string;
  confirmPhone: string;
  /** 'Send Verification Code !' */
  sendPhoneCode: string;
  /** 'Submit Verification' */
  submitVerification: string;
  /** The optional email of the phone sign-up. */
  optionalEmail: string;
  /** After 'Registration Success!': on to where the user was going. */
  continue: string;
  newPassword: string;
  confirmPassword: string;
  passwordsDiffer: string;
  savePassword: string;
  /** The reset page without a token in its address. */
  goToLogin: string;
  profileLoading: string;
  name: string;
  /** Which way the user signed in. */
  provider: string;
  providers: Record<AccountProvider, string>;
  verified: string;
  notVerified: string;
  /** A field the account does not have. */
  notGiven: string;
  signOut: string;
  signingOut: string;
  /** The header's account link when the user has no name. */
  myAccount: string;
  /** The developer test page (/test, development only) and its user list. */
  testTitle: string;
  testDescription: string;
  usersTitle: string;
  username: string;
  noUsers: string;
  loadingUsers: string;
  errors: Record<AccountMessageKey, string>;
  /**
   * What the login page says after a failed Google or Facebook sign-in, by the code in its
   * address (shared/social-sign-in.ts); the English ones are also the API's. {provider}, {minutes}.
   */
  socialErrors: SocialSignInTexts;
}

/** What a subscription request from a form said was wrong (the subscribe page's ?problem=). */
export interface NewsletterProblemTexts {
  invalid: string;
  rateLimited: string;
  unavailable: string;
}

/**
 * The newsletter's pages, the footer box's notices and the profile's section. The
 * topics are named by the header's list names, and 'top' by topStories. The mails' own texts are
 * the server's (server/services/newsletter/newsletter-mail-texts.ts).
 */
export interface NewsletterTranslations {
  title: string;
  /** Contains {siteName}. */
  description: string;
  intro: string;
  email: string;
  topics: string;
  topStories: string;
  /** The topic of what the account follows, offered to a subscription of an account. */
  followedTopic: string;
  frequency: string;
  daily: string;
  weekly: string;
  language: string;
  subscribe: string;
  subscribing: string;
  /** The answer to every subscription request (also the API's message): the same for every address. */
  checkInbox: string;
  sentTitle: string;
  sentBody: string;
  problems: NewsletterProblemTexts;
  /** No answer at all: the network or the server is down. */
  failed: string;
  confirmTitle: string;
  confirmed: string;
  alreadyConfirmed: string;
  linkExpired: string;
  linkInvalid: string;
  /** The link to the subscribe page from a link that no longer works. */
  askAgain: string;
  managePreferences: string;
  preferencesTitle: string;
  /** Contains {email}, masked. */
  preferencesFor: string;
  save: string;
  saving: string;
  saved: string;
  unsubscribeTitle: string;
  /** Contains {email}, masked. */
  unsubscribeQuestion: string;
  unsubscribe: string;
  unsubscribing: string;
  unsubscribed: string;
  pending: string;
  profileNone: string;
  /** Contains {email}. */
  profileSubscribe: string;
  /** Contains {email}. */
  profileSubscribed: string;
  profileUnverified: string;
  profileFailed: string;
}

/** Search: the header's control and the results page. {query}, {count}, {page}, {pages}, {siteName}. */
export interface SearchTranslations {
  /** The search landmark's name. */
  landmark: string;
  inputLabel: string;
  placeholder: string;
  submit: string;
  /** The phone header's button that opens the field. */
  open: string;
  suggestions: string;
  /** The page title with a query, and without one. */
  title: string;
  emptyTitle: string;
  description: string;
  prompt: string;
  resultsOne: string;
  resultsMany: string;
  noResults: string;
  trending: string;
  category: string;
  allCategories: string;
  order: string;
  relevance: string;
  recent: string;
  apply: string;
  pagination: string;
  previous: string;
  next: string;
  pageOf: string;
  failed: string;
}

/** What an account keeps for its reader: saved stories, followed topics, For you. {title}, {topic}. */
export interface ReaderTranslations {
  save: string;
  saveLabel: string;
  announceSaved: string;
  announceRemoved: string;
  saveFailed: string;
  /** The Remove button of a withdrawn saved story's card, and what it says when that fails. */
  remove: string;
  removeFailed: string;
  savedTitle: string;
  savedDescription: string;
  savedEmpty: string;
  loadFailed: string;
  follow: string;
  followLabel: string;
  announceFollowed: string;
  announceUnfollowed: string;
  followFailed: string;
  forYouTitle: string;
  forYouDescription: string;
  forYouEmpty: string;
  categories: string;
}

/** A reader's own data on the profile page, and the page that confirms a deleted account. */
export interface AccountDataTranslations {
  title: string;
  intro: string;
  downloadTitle: string;
  downloadHint: string;
  download: string;
  emailTitle: string;
  /** Contains {email}. */
  currentEmail: string;
  newEmail: string;
  sendCode: string;
  /** Contains {address}, {minutes}. */
  codeSent: string;
  code: string;
  changeEmail: string;
  otherAddress: string;
  /** Contains {email}. */
  emailChanged: string;
  sameEmail: string;
  codeIncorrect: string;
  passwordTitle: string;
  currentPassword: string;
  changePassword: string;
  passwordChanged: string;
  passwordIncorrect: string;
  noPassword: string;
  deleteTitle: string;
  deleteWarning: string;
  deleteStart: string;
  deleteConfirm: string;
  cancel: string;
  deleting: string;
  reauthTitle: string;
  reauthHint: string;
  confirmIdentity: string;
  emailMeCode: string;
  /** Contains {address}, {minutes}. */
  reauthCodeSent: string;
  signInAgain: string;
  reauthenticated: string;
  hasPassword: string;
  noVerifiedEmail: string;
  deletedTitle: string;
  deletedDescription: string;
  deletedText: string;
  backToNews: string;
}

/**
 * Passkeys: the login page's button and the profile's section. {name}, {date}, and
 * {number} (the default name of the next one).
 */
export interface PasskeyTranslations {
  signIn: string;
  signingIn: string;
  /** The server refused the passkey (removed, or not verified). */
  refused: string;
  /** The reader closed the browser's dialog, or it timed out. */
  cancelled: string;
  unsupported: string;
  /** The ceremony's challenge expired or was used: start again. */
  expired: string;
  title: string;
  intro: string;
  none: string;
  name: string;
  defaultName: string;
  add: string;
  adding: string;
  added: string;
  addCancelled: string;
  exists: string;
  limit: string;
  /** A staff account with a second factor adding a passkey from a password-only session (decisions 033, 034). */
  staffNeedsSecondFactor: string;
  created: string;
  lastUsed: string;
  neverUsed: string;
  rename: string;
  /** The accessible names of a row's buttons, which say which passkey they act on. */
  renameNamed: string;
  save: string;
  cancel: string;
  renamed: string;
  remove: string;
  removeNamed: string;
  removeQuestion: string;
  keep: string;
  removed: string;
  failed: string;
  loadFailed: string;
  nameRequired: string;
  nameTooLong: string;
  nameInvalid: string;
}

export interface Translations {
  navigations: Navigations;
  privacy: PolicyPage;
  terms: PolicyPage;
  archive: ArchiveTranslations;
  common: CommonTranslations;
  account: AccountTranslations;
  newsletter: NewsletterTranslations;
  search: SearchTranslations;
  reader: ReaderTranslations;
  accountData: AccountDataTranslations;
  passkeys: PasskeyTranslations;
  totp: TotpTranslations;
  desk: DeskTranslations;
}
