import type { SiteConfig } from '../../../shared/types';
import { accountDataPaths } from './account-data-paths';
import { accountPaths } from './account-paths';
import { componentSchemas } from './components';
import { contactPaths } from './contact-paths';
import { deskPaths } from './desk-paths';
import { feedPaths } from './feed-paths';
import { ingestPaths } from './ingest-paths';
import { mediaPaths } from './media-paths';
import { newsPaths } from './news-paths';
import { newsletterPaths } from './newsletter-paths';
import { savedPaths } from './saved-paths';
import { followsPaths } from './follows-paths';
import { operationsPaths } from './operations-paths';
import { passkeyPaths } from './passkey-paths';
import { searchPaths } from './search-paths';
import type { Paths } from './openapi-types';
import { sitePaths } from './site-paths';
import { socialPaths } from './social-paths';
import { totpPaths } from './totp-paths';

export const OPENAPI_PATH = '/api/openapi.json';

const documentPaths: Paths = {
  [OPENAPI_PATH]: {
    get: {
      operationId: 'openApiDocument',
      summary: 'This document',
      tags: ['site'],
      responses: { '200': { description: 'OpenAPI 3.1.', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  },
};

const securitySchemes = {
  ingestToken: { type: 'http', scheme: 'bearer', description: 'INGEST_TOKEN, the analysis pipeline’s.' },
  opsToken: { type: 'http', scheme: 'bearer', description: 'OPS_TOKEN, for operators and their cron jobs.' },
  localToken: { type: 'http', scheme: 'bearer', description: 'The per-start local token in DATA_DIR/xnews.lock, for the command-line tools beside the server (decision 015).' },
  sessionBearer: { type: 'http', scheme: 'bearer', description: 'The accessToken that login and sign-up answer.' },
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'access_token', description: 'The HttpOnly session cookie that login and sign-up set.' },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'The XSRF-TOKEN cookie’s value: required with the session cookie on every state-changing call (decision 008).',
  },
};

/**
 * The whole API, in one OpenAPI 3.1 document: the news API of spec §7, ingest, contact,
 * accounts and social sign-in, the newsletter, the site's files, the crawlers' documents and the operators'
 * probes. Every endpoint is described here before it is built; tests/api/openapi.test.ts
 * holds the server to it.
 */
export function openApiDocument(config: SiteConfig): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: `${config.siteName} API`,
      version: '1',
      description:
        'Bad input gets a 4xx with { error, message } naming what was wrong. Story ids are strings of digits, never numbers: they exceed 2^53. ' +
        'State-changing calls made with the session cookie need the X-XSRF-TOKEN header.',
    },
    servers: [{ url: config.domainName }],
    tags: [
      { name: 'news', description: 'The public news API (spec §7).' },
      { name: 'site', description: "The site's configuration, translations and this document." },
      { name: 'ingest', description: 'How stories get in.' },
      { name: 'contact', description: 'The Contact form.' },
      { name: 'newsletter', description: 'Newsletter subscriptions: double opt-in, the links in its mails, and a customer’s own.' },
      { name: 'accounts', description: 'Sign-up, sign-in (also social and with passkeys), sessions, passkeys and password reset.' },
      { name: 'crawlers', description: 'Sitemaps, RSS and robots.txt.' },
      { name: 'desk', description: 'The editorial desk: withdrawals and their audit trail, for staff with a second factor and for OPS_TOKEN.' },
      { name: 'operations', description: 'Probes, metrics and the outbox.' },
    ],
    paths: {
      ...newsPaths,
      ...mediaPaths,
      ...searchPaths,
      ...sitePaths(config.sitePath),
      ...ingestPaths,
      ...contactPaths,
      ...newsletterPaths(config),
      ...accountPaths,
      ...savedPaths,
      ...followsPaths,
      ...accountDataPaths,
      ...passkeyPaths,
      ...totpPaths,
      ...socialPaths,
      ...feedPaths,
      ...deskPaths,
      ...operationsPaths,
      ...documentPaths,
    },
    components: { schemas: componentSchemas(), securitySchemes },
  };
}
