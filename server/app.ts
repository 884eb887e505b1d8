import compression from 'compression';
import { cacheBudgetChars } from './cache-budget';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { createCsrf } from './api/auth/csrf';
import { isSessionFreeNewsletterCall } from './api/newsletter/newsletter-routes';
import { isSavedFormPost } from './api/users/saved-request';
import { isAccountPagePost } from './bff/account-form-fallback';
import { isContactFormPost } from './bff/contact-form-route';
import type { AssetManifest } from './bff/asset-manifest';
import { securityHeaders } from './bff/security-headers';
import { themeCss } from '../shared/theme-css';
import { serverNewsApi } from './bff/server-news-api';
import { upstreamContactService } from './bff/upstream/upstream-contact-service';
import { upstreamHealthRoutes } from './bff/upstream/upstream-health-routes';
import { upstreamNewsApi } from './bff/upstream/upstream-news-api';
import { UPSTREAM_TIMEOUT_MS, upstreamProxy } from './bff/upstream/upstream-proxy';
import { mountApi } from './compose/mount-api';
import { mountWeb } from './compose/mount-web';
import type { Database } from './db/database';
import { apiNotFound, errorHandler } from './errors/error-handler';
import type { Logger } from './logger';
import { httpMetrics } from './metrics/http-metrics';
import { createMetrics, type Metrics } from './metrics/metrics';
import { metricsRoute } from './metrics/metrics-route';
import { requestLogging } from './request-logging';
import { localContentChanges, type ContentChanges } from './services/cache/content-changes';
import type { CacheOutcome } from './services/cache/response-cache';
import type { SharedStore } from './services/cache/shared-store';
import type { Mailer } from './services/mail/mailer';
import { temporaryMediaStore } from './services/media/temporary-media-store';
import type { MediaParts } from './services/media/media-parts';
import { newsletterLinkSecretOf } from './services/newsletter/newsletter-link-secret';
import { outboxHeldMailer } from './services/mail/outbox-held-mailer';
import { outboxMailer } from './services/mail/outbox-mailer';
import { newsletterSender, type NewsletterSender } from './services/newsletter/newsletter-sender';
import type { OAuthSettings } from './services/oauth/oauth-settings';
import { memoryStores, type RateLimitStores } from './services/rate-limit/rate-limit-stores';
import { randomToken } from './services/secrets/secret-values';
import { outboxSms } from './services/sms/outbox-sms';
import { totpSecretKeyOf } from './services/totp/totp-secret-box';
import type { SmsSender } from './services/sms/sms-sender';
import type { Site } from './site/load-site';

/**
 * What one process serves (ROLE): everything; only the API (and the crawlers' files), for
 * API instances behind web ones; or only the web side (pages, assets), with the API at
 * API_UPSTREAM, proxied and fetched over HTTP.
 */
export type Role = 'all' | 'api' | 'web';

export type AppDependencies = {
  site: Site;
  logger: Logger;
  assets: AssetManifest;
  /** What the caches share with other instances (Redis), and how long they keep things fresh. */
  caching?: Partial<Caching>;
  /** Serve the developer-only pages (/test): index.ts turns it on when NODE_ENV=development. */
  developerPages?: boolean;
  /** Serve the client's source maps to everyone (SOURCE_MAPS=public); by default they are not served. */
  publicSourceMaps?: boolean;
  /** The Prometheus metrics, when something outside the app reports to them too (index.ts: the media copier); default the app's own. */
  metrics?: Metrics;
} & (ApiDependencies | WebDependencies);

/** A process with the API: all of it, or the API alone. */
export interface ApiDependencies {
  role?: 'all' | 'api';
  db: Database;
  ingestToken: string | undefined;
  /** index.ts passes one when it holds the embedded database's folder: the local CLI's way in (decision 015). */
  localToken?: string;
  /** index.ts passes createMailer's (SMTP when SMTP_URL is set); tests and benchmarks get the outbox. */
  mailer?: Mailer;
  /** index.ts passes createSmsSender's (HTTP when SMS_HTTP_URL is set); tests and benchmarks get the outbox. */
  sms?: SmsSender;
  /** Where rate limits count: index.ts passes Redis-backed stores when REDIS_URL is set. */
  rateLimitStores?: RateLimitStores;
  /** The anti-forgery key every instance shares (index.ts: AUTH_SECRET or the database's); default one per process. */
  authSecret?: string;
  /** Origin of the links in account mail and of the social sign-in callbacks (PUBLIC_ORIGIN); default the site's domainName. */
  publicOrigin?: string;
  /** Google and Facebook sign-in (index.ts: GOOGLE_*, FACEBOOK_*); default none, which answers "not configured". */
  oauth?: OAuthSettings;
  /** OPS_TOKEN: the operators' API (the newsletter trigger); unset turns it off. */
  opsToken?: string;
  /** What sends newsletter editions: index.ts passes one over its mailer, which its schedule shares; default one into the outbox. */
  newsletter?: NewsletterSender;
  /**
   * Where the stored images live, and the copier an ingest wakes (decision 035): index.ts passes
   * DATA_DIR's folder or MEDIA_S3_URL's bucket, and its copier. Default a folder of the process's
   * own under the system's temporary one, and no copier, for tests and benchmarks.
   */
  media?: MediaParts;
}

/** A web process whose API runs elsewhere. */
export interface WebDependencies {
  role: 'web';
  /** API_UPSTREAM, e.g. http://api.internal:3000. */
  apiUpstream: string;
  /** How long a proxied call or a render's data fetch may take before it answers 504. */
  upstreamTimeoutMs?: number;
}

export interface Caching {
  /** What each ingest changed, which makes the cached pages and answers that read it out of date. */
  changes: ContentChanges;
  /** Redis when REDIS_URL is set: one instance's render serves the others. */
  shared: SharedStore | undefined;
  /** Pages and API answers are served this long before being produced again (tests shorten it). */
  freshMs: number;
}

/**
 * A minute keeps a burst of readers on one render or query; an ingest that changes what it shows
 * ends it sooner. How much each process keeps follows its heap (cache-budget.ts).
 */
const CACHE_FRESH_MS = 60_000;

/** Composes the server from its parts for its role; index.ts opens what it needs and starts it. */
export function createApp(deps: AppDependencies): Express {
  const { site, logger, assets, caching = {}, developerPages = false, publicSourceMaps = false } = deps;
  const app = express();
  app.disable('x-powered-by');
  // One proxy (the load balancer) sits in front in production; its X-Forwarded-* are trusted.
  app.set('trust proxy', 1);
  app.use(requestLogging(logger));
  const metrics = deps.metrics ?? createMetrics(deps.role === 'web' ? undefined : deps.db);
  app.use(httpMetrics(metrics));
  app.use(...securityHeaders({ styles: [themeCss(site.config.style)], scripts: [assets.holder] }));
  app.use(cookieParser());
  app.use(metricsRoute(metrics));

  const { changes = localContentChanges(), shared, freshMs = CACHE_FRESH_MS } = caching;
  const cache = {
    changes, shared, freshMs, maxChars: cacheBudgetChars(),
    onFetch: (name: string, outcome: CacheOutcome) => metrics.cacheFetches.inc({ cache: name, outcome }),
  };

  if (deps.role === 'web') {
    // Before compression and body parsing: the upstream's answers and the request bodies pass as they are.
    const timeoutMs = deps.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
    app.use(upstreamHealthRoutes(deps.apiUpstream));
    app.use(upstreamProxy(deps.apiUpstream, logger, timeoutMs));
    app.use(compression());
    mountWeb(app, {
      site, assets, cache,
      newsApi: upstreamNewsApi(deps.apiUpstream, site, timeoutMs),
      contact: upstreamContactService(deps.apiUpstream, timeoutMs),
      // No database here: the personal pages know only whether a session cookie is there (personal-pages.ts).
      readers: undefined,
      beforePages: [],
      developerPages,
      publicSourceMaps,
    });
  } else {
    const {
      db, mailer = outboxMailer(db, logger), sms = outboxSms(db, logger), rateLimitStores = memoryStores,
      authSecret = randomToken(), publicOrigin = site.config.domainName, oauth = {}, media = { store: temporaryMediaStore() },
    } = deps;
    // Every instance derives the same key from the shared secret, so a link mailed by one opens on all.
    const newsletterLinkSecret = newsletterLinkSecretOf(authSecret);
    // And the same key for the TOTP secrets at rest, so any instance checks a code (decision 034).
    const totpSecretKey = totpSecretKeyOf(authSecret);
    const editions = deps.newsletter ?? newsletterSender({ db, site, mailer: outboxHeldMailer(db), logger, publicOrigin, newsletterLinkSecret });
    // None of these posts acts for a session: the contact form and the newsletter's calls need
    // none (a token is the newsletter links' proof), and an account page's post only sends the
    // reader back to the page.
    // The save buttons' form without JavaScript does act for the session: it is held to the
    // browser's word that this site sent it instead (saved-request.ts).
    const csrf = createCsrf(authSecret, (request) => isContactFormPost(request) || isAccountPagePost(request) || isSessionFreeNewsletterCall(request) || isSavedFormPost(request));
    app.use(csrf.guard);
    // Pre-compressed assets and images are left alone; HTML and JSON are compressed here.
    app.use(compression());
    const { news, contact, newsletter, readers } = mountApi(app, {
      db, site, logger, ingestToken: deps.ingestToken, localToken: deps.localToken, opsToken: deps.opsToken, mailer, sms, rateLimitStores, publicOrigin, csrf, cache, oauth,
      newsletterLinkSecret, totpSecretKey, newsletterSender: editions, media, mediaMetrics: metrics.media,
    });
    if (deps.role !== 'api') {
      mountWeb(app, { site, assets, cache, newsApi: serverNewsApi(news, newsletter, site), contact, readers, beforePages: [csrf.issue], developerPages, publicSourceMaps });
    }
  }
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
