/**
 * The pattern of every page address (spec §2), as the client's router table declares them:
 * ':name' is one path segment, ':name?' one that may be left out. The builders beside this file
 * make addresses that these patterns match (shared/routes/routes.test.ts holds them to it), and the
 * server mounts its page handlers (redirects, the contact form's post) on the same patterns.
 */
export const PAGE_PATTERNS = {
  newsList: '/:lang/news/list/:type?/:subtype?',
  /** The signed-in reader's own list: a static segment, so it wins over newsList. */
  forYou: '/:lang/news/list/foryou',
  brief: '/:lang/news/analysis/brief/:slugAndId',
  article: '/:lang/news/analysis/:slugAndId',
  archiveLanding: '/:lang/news/archive',
  archiveCategory: '/:lang/news/archive/category/:category',
  archiveMonth: '/:lang/news/archive/category/:category/:yyyymm',
  about: '/:lang/about/AboutUS',
  contact: '/:lang/about/contact',
  policy: '/:lang/about/:policy',
  login: '/:lang/user/login',
  signup: '/:lang/user/signup',
  reset: '/:lang/user/reset',
  profile: '/:lang/profile',
  saved: '/:lang/saved',
  /** What a reader sees once their account is deleted. */
  accountDeleted: '/:lang/profile/deleted',
  search: '/:lang/search',
  /** The editors' corrections and clarifications (decision 033). */
  corrections: '/:lang/corrections',
  /** The editorial desk (decision 033): staff only, never cached, never indexed. */
  desk: '/:lang/desk',
  deskStory: '/:lang/desk/stories/:id',
  deskAudit: '/:lang/desk/audit',
  deskPeople: '/:lang/desk/people',
  deskInbox: '/:lang/desk/inbox',
  deskNewsletter: '/:lang/desk/newsletter',
  newsletter: '/:lang/newsletter',
  newsletterSent: '/:lang/newsletter/sent',
  newsletterConfirm: '/:lang/newsletter/confirm',
  newsletterPreferences: '/:lang/newsletter/preferences',
  newsletterUnsubscribe: '/:lang/newsletter/unsubscribe',
  /** The developer's list of test users (spec §1's leftovers: NODE_ENV=development only), outside the languages. */
  testUsers: '/test',
} as const;

export type PageName = keyof typeof PAGE_PATTERNS;
