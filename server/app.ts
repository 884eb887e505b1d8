import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { contactRoutes } from './api/contact/contact-routes';
import { healthRoutes } from './api/health-routes';
import { ingestRoutes } from './api/ingest/ingest-routes';
import { navRoutes } from './api/nav-routes';
import { databaseNewsService } from './api/news/news-service';
import { newsRoutes } from './api/news/news-routes';
import type { AssetManifest } from './bff/asset-manifest';
import { demoImagesRoute } from './bff/demo-images-route';
import { feedRoutes } from './bff/feeds/feed-routes';
import { languageRedirects } from './bff/language-redirects';
import { createPageCache, type PageCache } from './bff/page-cache';
import { renderPage } from './bff/render-page';
import { cspNonce, securityHeaders } from './bff/security-headers';
import { serverNewsApi } from './bff/server-news-api';
import { siteFilesRoutes } from './bff/site-files-routes';
import { staticAssets } from './bff/static-assets';
import type { Database } from './db/database';
import { apiNotFound, errorHandler } from './errors/error-handler';
import type { Logger } from './logger';
import { requestLogging } from './request-logging';
import type { Mailer } from './services/mail/mailer';
import { outboxMailer } from './services/mail/outbox-mailer';
import type { Site } from './site/load-site';

export interface AppDependencies {
  db: Database;
  site: Site;
  logger: Logger;
  ingestToken: string | undefined;
  assets: AssetManifest;
  /** index.ts passes createMailer's (SMTP when SMTP_URL is set); tests and benchmarks get the outbox. */
  mailer?: Mailer;
  /** Rendered pages; tests pass their own to look inside or to turn caching down. */
  pageCache?: PageCache;
}

/** A minute keeps a burst of readers on one render; ingest clears the cache sooner when stories change. */
const PAGE_CACHE = { freshMs: 60_000, maxChars: 64 * 1024 * 1024 };

/** Composes the server from its parts; index.ts opens what it needs and starts it. */
export function createApp({ db, site, logger, ingestToken, assets, mailer = outboxMailer(db, logger), pageCache = createPageCache(PAGE_CACHE) }: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // One proxy (the load balancer) sits in front in production; its X-Forwarded-* are trusted.
  app.set('trust proxy', 1);
  app.use(requestLogging(logger));
  app.use(cspNonce, securityHeaders());
  app.use(cookieParser());
  // Pre-compressed assets and images are left alone; HTML and JSON are compressed here.
  app.use(compression());

  app.use(healthRoutes(db));
  app.use('/assets', staticAssets(assets.dir));
  app.use(siteFilesRoutes(site));
  app.use(demoImagesRoute());
  const news = databaseNewsService(db);
  app.use(newsRoutes(news));
  app.use(navRoutes(site));
  app.use(ingestRoutes(db, ingestToken, () => pageCache.clear()));
  app.use(contactRoutes({ db, mailer, site, logger }));
  app.use(['/api', '/auth', '/user', '/oauth2'], apiNotFound);
  app.use(feedRoutes(db, site));

  app.use(languageRedirects(site.config));
  app.get('/{*splat}', renderPage({ site, api: serverNewsApi(news, site), assets, cache: pageCache }));
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
