import { ACCOUNT_DATA_API } from '../../../shared/account-data';
import { DESK_API } from '../../../shared/desk-api';
import { TOTP_API } from '../../../shared/totp';
import { FOLLOWS_API } from '../../../shared/follows';
import { NEWSLETTER_API } from '../../../shared/newsletter';
import { PASSKEY_API } from '../../../shared/passkeys';
import { SAVED_API } from '../../../shared/saved-stories';
import { TEST_INGEST_TOKEN } from '../../support/test-app';
import { FUZZ_LOCAL_TOKEN, FUZZ_OPS_TOKEN } from './fuzz-app';
import type { Method } from './send';

/** One endpoint as the fuzzers call it: its method, a valid address, and the headers it needs to get past the door. */
export interface Endpoint {
  method: Method;
  path: string;
  headers?: Record<string, string>;
  /**
   * It answers only a signed-in reader; the fuzzers sign one in (readers.ts), so that a request
   * reaches the body parser and the route rather than stopping at the session check. A new reader
   * after `perReader` requests: the account's own limit would answer in the route's place.
   */
  signedIn?: { perReader: number };
}

/** Well below each per-account limit: 120 list changes a minute, 60 passkey calls and 20 account changes an hour, 5 wrong proofs a quarter hour, 10 exports an hour. */
const LISTS = { perReader: 100 };
const PASSKEYS = { perReader: 50 };
const CHANGES = { perReader: 15 };
const PROOFS = { perReader: 4 };
const UNLIMITED = { perReader: Number.POSITIVE_INFINITY };

/** Every endpoint a client sends a body to, or may (docs/api.md's table, the OpenAPI document, and the pages' own form posts). */
export const BODY_ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/ingest/news', headers: { Authorization: `Bearer ${TEST_INGEST_TOKEN}` } },
  { method: 'POST', path: '/api/public/contact' },
  { method: 'POST', path: '/en/about/contact' },
  { method: 'POST', path: '/auth/requestemailsignupcode?newEmail=someone%40example.com&websiteId=xnews' },
  { method: 'POST', path: '/auth/customer/requestcustomerphoneverification' },
  { method: 'POST', path: '/api/public/auth/signup' },
  { method: 'POST', path: '/api/public/auth/phonesignupverification' },
  { method: 'POST', path: '/api/public/auth/login' },
  { method: 'POST', path: '/api/public/auth/phonelogin' },
  { method: 'POST', path: '/api/public/auth/logout' },
  { method: 'POST', path: '/auth/resetpassword?email=someone%40example.com' },
  { method: 'POST', path: '/auth/resetpassword/confirm' },
  // A reader's lists (decision 019); the form stands in for the anti-forgery header with Sec-Fetch-Site.
  { method: 'PUT', path: SAVED_API.story('1'), signedIn: LISTS },
  { method: 'DELETE', path: SAVED_API.story('1'), signedIn: LISTS },
  { method: 'POST', path: SAVED_API.form, headers: { 'Sec-Fetch-Site': 'same-origin' }, signedIn: LISTS },
  { method: 'PUT', path: FOLLOWS_API.topic('world'), signedIn: LISTS },
  { method: 'DELETE', path: FOLLOWS_API.topic('world', 'Trade'), signedIn: LISTS },
  // Passkeys: managing one's own, and the two steps of a sign-in.
  { method: 'POST', path: PASSKEY_API.registrationOptions, signedIn: PASSKEYS },
  { method: 'POST', path: PASSKEY_API.mine, signedIn: PASSKEYS },
  { method: 'PATCH', path: PASSKEY_API.one('1'), signedIn: PASSKEYS },
  { method: 'DELETE', path: PASSKEY_API.one('1'), signedIn: PASSKEYS },
  { method: 'POST', path: PASSKEY_API.authenticationOptions },
  { method: 'POST', path: PASSKEY_API.authentication },
  // A reader's own data; a deletion ends the reader, so each gets a new one.
  { method: 'POST', path: ACCOUNT_DATA_API.emailCode, signedIn: CHANGES },
  { method: 'POST', path: ACCOUNT_DATA_API.email, signedIn: CHANGES },
  { method: 'POST', path: ACCOUNT_DATA_API.password, signedIn: PROOFS },
  { method: 'POST', path: ACCOUNT_DATA_API.reauthenticate, signedIn: PROOFS },
  { method: 'POST', path: ACCOUNT_DATA_API.reauthenticateCode, signedIn: CHANGES },
  { method: 'DELETE', path: ACCOUNT_DATA_API.account, signedIn: { perReader: 1 } },
  // The newsletter: subscribing, the links' calls and pages, and a reader's own subscription.
  { method: 'POST', path: NEWSLETTER_API.subscribe },
  { method: 'POST', path: NEWSLETTER_API.confirm },
  { method: 'PUT', path: NEWSLETTER_API.preferences },
  { method: 'POST', path: NEWSLETTER_API.unsubscribe },
  { method: 'PUT', path: NEWSLETTER_API.mine, signedIn: UNLIMITED },
  { method: 'DELETE', path: NEWSLETTER_API.mine, signedIn: UNLIMITED },
  { method: 'POST', path: '/en/newsletter/preferences?token=x' },
  { method: 'POST', path: '/en/newsletter/unsubscribe?token=x' },
  { method: 'POST', path: NEWSLETTER_API.send, headers: { Authorization: `Bearer ${FUZZ_OPS_TOKEN}` } },
  // An authenticator app as a second factor (decision 034).
  { method: 'POST', path: TOTP_API.enrolment, signedIn: PROOFS },
  { method: 'POST', path: TOTP_API.mine, signedIn: PROOFS },
  { method: 'DELETE', path: TOTP_API.mine, signedIn: PROOFS },
  { method: 'POST', path: TOTP_API.secondFactor, signedIn: PROOFS },
  // The desk (decision 033), through the operations token; the command line's staff call, through the local token.
  ...[
    ['POST', DESK_API.withdraw('1')],
    ['POST', DESK_API.restore('1')],
    ['POST', DESK_API.feature('1')],
    ['DELETE', DESK_API.feature('1')],
    ['PATCH', DESK_API.person('00000000-0000-4000-8000-000000000000')],
    ['PATCH', DESK_API.message('1')],
    ['POST', DESK_API.newsletterSend],
  ].map(([method, path]) => ({ method: method as Method, path: path as string, headers: { Authorization: `Bearer ${FUZZ_OPS_TOKEN}` } })),
  { method: 'POST', path: '/api/ops/staff', headers: { Authorization: `Bearer ${FUZZ_LOCAL_TOKEN}` } },
];

/** Every endpoint read with GET, with addresses that exist (given the fuzz app's month, one asset name and one stored image's address). */
export function readEndpoints(month: string, asset: string, image: string): Endpoint[] {
  const anyone: Endpoint[] = [
    '/api/public/xnews/list?lang=en',
    '/api/public/xnews/details/1?lang=en',
    `/api/public/xnews/archive/en/world/${month}`,
    '/api/public/xnews/search?q=bank&lang=en',
    '/api/public/xnews/suggest?q=ban&lang=en',
    '/api/public/xnews/corrections?lang=en',
    '/api/public/nav/en',
    '/api/public/newsletter/preferences?token=x',
    '/api/openapi.json',
    '/xnews/config.json',
    '/xnews/locales/messages_en.json',
    '/xnews/locales/en/shell.json?v=x',
    '/healthz',
    '/readyz',
    '/metrics',
    '/user/me',
    '/api/public/users',
    '/oauth2/authorize/google',
    '/oauth2/callback/google?state=x&code=y',
    '/sitemap.xml',
    '/sitemaps/pages.xml',
    `/sitemaps/en/${month}.xml`,
    '/news-sitemap.xml',
    '/rss/en.xml',
    '/rss/en/world.xml',
    '/robots.txt',
    '/opensearch.xml',
    image,
    `/assets/${asset}`,
    '/',
    '/en',
    '/en/language',
    '/en/news/list/trending',
    '/en/news/list/foryou',
    '/en/news/archive',
    '/en/about/contact',
    '/en/search?q=bank',
    '/en/corrections',
    '/rss/en/corrections.xml',
    '/en/saved',
    '/en/profile',
    '/en/profile/deleted',
    '/en/newsletter',
    '/en/newsletter/sent',
    '/en/newsletter/confirm?token=x',
    '/en/newsletter/preferences?token=x',
    '/en/newsletter/unsubscribe?token=x',
  ].map((path) => ({ method: 'GET', path }));
  const signedIn: Endpoint[] = [
    { method: 'GET', path: SAVED_API.list, signedIn: LISTS },
    { method: 'GET', path: SAVED_API.ids, signedIn: LISTS },
    { method: 'GET', path: FOLLOWS_API.list, signedIn: LISTS },
    { method: 'GET', path: FOLLOWS_API.forYou, signedIn: LISTS },
    { method: 'GET', path: PASSKEY_API.mine, signedIn: PASSKEYS },
    { method: 'GET', path: ACCOUNT_DATA_API.export, signedIn: { perReader: 8 } },
    { method: 'GET', path: NEWSLETTER_API.mine, signedIn: UNLIMITED },
    { method: 'GET', path: TOTP_API.mine, signedIn: UNLIMITED },
  ];
  const desk: Endpoint[] = [DESK_API.stories, DESK_API.story('1'), DESK_API.audit, DESK_API.people, DESK_API.inbox, DESK_API.newsletter].map((path) => ({
    method: 'GET',
    path,
    headers: { Authorization: `Bearer ${FUZZ_OPS_TOKEN}` },
  }));
  return [...anyone, ...signedIn, ...desk, { method: 'GET', path: '/api/ops/outbox', headers: { Authorization: `Bearer ${FUZZ_LOCAL_TOKEN}` } }];
}
