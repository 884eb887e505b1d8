import type { Express } from 'express';
import { authRoutes } from '../api/auth/auth-routes';
import type { Csrf } from '../api/auth/csrf';
import { contactRoutes } from '../api/contact/contact-routes';
import { healthRoutes } from '../api/health-routes';
import { ingestRoutes } from '../api/ingest/ingest-routes';
import { localOpsRoutes } from '../api/ops/local-ops-routes';
import { navRoutes } from '../api/nav-routes';
import { newsRoutes } from '../api/news/news-routes';
import { searchRoutes } from '../api/news/search-routes';
import { oauthRoutes } from '../api/oauth/oauth-routes';
import { openApiRoute } from '../api/openapi/openapi-route';
import { feedRoutes } from '../bff/feeds/feed-routes';
import type { Database } from '../db/database';
import { apiNotFound } from '../errors/error-handler';
import type { Logger } from '../logger';
import { accountServices } from '../services/accounts/account-services';
import { contactService, type ContactService } from '../services/contact/contact-service';
import { databaseFeedService } from '../services/feeds/feed-service';
import type { Mailer } from '../services/mail/mailer';
import { cachedNewsService, type NewsCacheOptions } from '../services/news/cached-news-service';
import { databaseNewsService, type NewsService } from '../services/news/news-service';
import type { OAuthSettings } from '../services/oauth/oauth-settings';
import { socialProviders } from '../services/oauth/social-providers';
import type { RateLimitStores } from '../services/rate-limit/rate-limit-stores';
import type { SmsSender } from '../services/sms/sms-sender';
import type { Site } from '../site/load-site';

export interface ApiParts {
  db: Database;
  site: Site;
  logger: Logger;
  ingestToken: string | undefined;
  /** The embedded database holder's per-start token for the local command-line tools (decision 015). */
  localToken: string | undefined;
  mailer: Mailer;
  sms: SmsSender;
  rateLimitStores: RateLimitStores;
  publicOrigin: string;
  csrf: Csrf;
  cache: NewsCacheOptions;
  oauth: OAuthSettings;
}

/**
 * The API of spec §7 and ours (ingest, contact, accounts), the health probes, and the crawlers'
 * files, all read from the database. Returns what the pages render from when they run here too.
 */
export function mountApi(app: Express, parts: ApiParts): { news: NewsService; contact: ContactService } {
  const { db, site, logger, mailer, sms, rateLimitStores, csrf, cache } = parts;
  app.use(healthRoutes(db));
  app.use(openApiRoute(site.config));
  const news = cachedNewsService(databaseNewsService(db), cache);
  app.use(newsRoutes(news));
  app.use(searchRoutes(news, rateLimitStores, logger));
  app.use(navRoutes(site));
  app.use(ingestRoutes(db, { ingestToken: parts.ingestToken, localToken: parts.localToken }, () => cache.version.bump()));
  if (parts.localToken !== undefined) app.use(localOpsRoutes(db, parts.localToken));
  // One service, so the JSON API and the page's form count against one rate limit.
  const contact = contactService({ db, mailer, site, logger, rateLimitStore: rateLimitStores('contact') });
  app.use(contactRoutes(contact, site));
  const accounts = accountServices({ db, mailer, sms, logger, siteName: site.config.siteName, publicOrigin: parts.publicOrigin });
  app.use(authRoutes({ services: accounts, csrf, rateLimitStores, logger }));
  const { publicOrigin } = parts;
  const failureTexts = site.translations.en.account.socialErrors;
  app.use(oauthRoutes({ services: accounts, csrf, providers: socialProviders(parts.oauth, publicOrigin), publicOrigin, rateLimitStores, logger, failureTexts }));
  app.use(['/api', '/auth', '/user', '/oauth2'], apiNotFound);
  app.use(feedRoutes(databaseFeedService(db), site));
  return { news, contact };
}
