import { TEST_INGEST_TOKEN } from '../../support/test-app';
import type { Method } from './send';

/** One endpoint as the fuzzers call it: its method, a valid address, and the headers it needs to get past the door. */
export interface Endpoint {
  method: Method;
  path: string;
  headers?: Record<string, string>;
}

/** Every endpoint that takes a request body (README's API table, and the page's own form post). */
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
];

/** Every endpoint read with GET, with addresses that exist (given the fuzz app's month and one asset name). */
export function readEndpoints(month: string, asset: string): Endpoint[] {
  return [
    '/api/public/xnews/list?lang=en',
    '/api/public/xnews/details/1?lang=en',
    `/api/public/xnews/archive/en/world/${month}`,
    '/api/public/nav/en',
    '/xnews/config.json',
    '/xnews/locales/messages_en.json',
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
    '/media/demo/world-1.webp',
    `/assets/${asset}`,
    '/',
    '/en',
    '/en/news/list/trending',
    '/en/news/archive',
    '/en/about/contact',
  ].map((path) => ({ method: 'GET', path }));
}
