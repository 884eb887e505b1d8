import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { authRoutes } from './api/auth/auth-routes';
import { createCsrf } from './api/auth/csrf';
import { contactRoutes } from './api/contact/contact-routes';
import { contactService } from './api/contact/contact-service';
import { healthRoutes } from './api/health-routes';
import { ingestRoutes } from './api/ingest/ingest-routes';
import { navRoutes } from './api/nav-routes';
import { cachedNewsService } from './api/news/cached-news-service';
import { databaseNewsService } from './api/news/news-service';
import { newsRoutes } from './api/news/news-routes';
import type { AssetManifest } from './bff/asset-manifest';
import { CONTACT_FORM_ROUTE, contactFormRoute } from './bff/contact-form-route';
import { demoImagesRoute } from './bff/demo-images-route';
import { feedRoutes } from './bff/feeds/feed-routes';
import { languageRedirects } from './bff/language-redirects';
import { createPageCache } from './bff/page-cache';
import { renderPage } from './bff/render-page';
import { cspNonce, securityHeaders } from './bff/security-headers';
import { serverNewsApi } from './bff/server-news-api';
import { siteFilesRoutes } from './bff/site-files-routes';
import { staticAssets } from './bff/static-assets';
import type { Database } from './db/database';
import { apiNotFound, errorHandler } from './errors/error-handler';
import type { Logger } from './logger';
import { httpMetrics } from './metrics/http-metrics';
import { createMetrics } from './metrics/metrics';
import { metricsRoute } from './metrics/metrics-route';
import { requestLogging } from './request-logging';
import { localContentVersion, type ContentVersion } from './services/cache/content-version';
import type { SharedStore } from './services/cache/shared-store';
import { accountServices } from './services/accounts/account-services';
import type { Mailer } from './services/mail/mailer';
import { outboxMailer } from './services/mail/outbox-mailer';
import { memoryStores, type RateLimitStores } from './services/rate-limit/rate-limit-stores';
import { randomToken } from './services/secrets/secret-values';
import { outboxSms } from './services/sms/outbox-sms';
import type { SmsSender } from './services/sms/sms-sender';
import type { Site } from './site/load-site';

export interface AppDependencies {
  db: Database;
  site: Site;
  logger: Logger;
  ingestToken: string | undefined;
  assets: AssetManifest;
  /** index.ts passes createMailer's (SMTP when SMTP_URL is set); tests and benchmarks get the outbox. */
  mailer?: Mailer;
  /** What the caches share with other instances (Redis), and how long they keep things fresh. */
  caching?: Partial<Caching>;
  /** index.ts passes createSmsSender's (HTTP when SMS_HTTP_URL is set); tests and benchmarks get the outbox. */
  sms?: SmsSender;
  /** Where rate limits count: index.ts passes Redis-backed stores when REDIS_URL is set. */
  rateLimitStores?: RateLimitStores;
  /** The anti-forgery key every instance shares (index.ts: AUTH_SECRET or the database's); default one per process. */
  authSecret?: string;
  /** Origin of the links in account mail (PUBLIC_ORIGIN); default the site's domainName. */
  publicOrigin?: string;
  /** Serve the developer-only pages (/test): index.ts turns it on when NODE_ENV=development. */
  developerPages?: boolean;
}

export interface Caching {
  /** Moved on by every ingest, which makes every cached page and answer out of date. */
  version: ContentVersion;
  /** Redis when REDIS_URL is set: one instance's render serves the others. */
  shared: SharedStore | undefined;
  /** Pages and API answers are served this long before being produced again (tests shorten it). */
  freshMs: number;
}

/**
 * A minute keeps a burst of readers on one render or query; an ingest ends it sooner. Each
 * process holds at most 64 Mi characters of pages and as many of API answers.
 */
const CACHE_DEFAULTS = { freshMs: 60_000, maxChars: 64 * 1024 * 1024 };

/** Composes the server from its parts; index.ts opens what it needs and starts it. */
export function createApp({
  db, site, logger, ingestToken, assets, mailer = outboxMailer(db, logger), sms = outboxSms(db, logger),
  rateLimitStores = memoryStores, authSecret = randomToken(), publicOrigin = site.config.domainName, caching = {},
  developerPages = false,
}: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // One proxy (the load balancer) sits in front in production; its X-Forwarded-* are trusted.
  app.set('trust proxy', 1);
  app.use(requestLogging(logger));
  const metrics = createMetrics(db);
  app.use(httpMetrics(metrics));
  app.use(cspNonce, securityHeaders());
  app.use(cookieParser());
  const csrf = createCsrf(authSecret);
  app.use(csrf.guard);
  // Pre-compressed assets and images are left alone; HTML and JSON are compressed here.
  app.use(compression());

  app.use(healthRoutes(db));
  app.use(metricsRoute(metrics));
  app.use('/assets', staticAssets(assets.dir));
  app.use(siteFilesRoutes(site));
  app.use(demoImagesRoute());
  const { version = localContentVersion(), shared, freshMs = CACHE_DEFAULTS.freshMs } = caching;
  const cacheOptions = {
    version, shared, freshMs, maxChars: CACHE_DEFAULTS.maxChars,
    onFetch: (cache: string, outcome: string) => metrics.cacheFetches.inc({ cache, outcome }),
  };
  const news = cachedNewsService(databaseNewsService(db), cacheOptions);
  app.use(newsRoutes(news));
  app.use(navRoutes(site));
  app.use(ingestRoutes(db, ingestToken, () => version.bump()));
  // One service, so the JSON API and the page's form count against one rate limit.
  const contact = contactService({ db, mailer, site, logger, rateLimitStore: rateLimitStores('contact') });
  app.use(contactRoutes(contact, site));
  const accounts = accountServices({ db, mailer, sms, logger, siteName: site.config.siteName, publicOrigin });
  app.use(authRoutes({ services: accounts, csrf, rateLimitStores, logger }));
  app.use(['/api', '/auth', '/user', '/oauth2'], apiNotFound);
  app.use(feedRoutes(db, site));

  // Pages give the browser its anti-forgery cookie (decision 008).
  app.use(csrf.issue);

  app.use(languageRedirects(site.config));
  const page = renderPage({ site, api: serverNewsApi(news, site), assets, cache: createPageCache(cacheOptions), developerPages });
  app.post(CONTACT_FORM_ROUTE, ...contactFormRoute(contact, site), page);
  app.get('/{*splat}', page);
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
