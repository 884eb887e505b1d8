import { Router, type Express } from 'express';
import { authRoutes } from '../api/auth/auth-routes';
import type { Csrf } from '../api/auth/csrf';
import { contactRoutes } from '../api/contact/contact-routes';
import { deskInboxRoutes } from '../api/desk/desk-inbox-routes';
import { deskPeopleRoutes } from '../api/desk/desk-people-routes';
import { deskStoryRoutes } from '../api/desk/desk-story-routes';
import { healthRoutes } from '../api/health-routes';
import { ingestRoutes } from '../api/ingest/ingest-routes';
import { localOpsRoutes } from '../api/ops/local-ops-routes';
import { newsletterOpsRoutes } from '../api/ops/newsletter-ops-routes';
import { navRoutes } from '../api/nav-routes';
import { newsletterRoutes } from '../api/newsletter/newsletter-routes';
import { newsRoutes } from '../api/news/news-routes';
import { searchRoutes } from '../api/news/search-routes';
import { followsRoutes } from '../api/users/follows-routes';
import { savedRoutes } from '../api/users/saved-routes';
import { oauthRoutes } from '../api/oauth/oauth-routes';
import { openApiRoute } from '../api/openapi/openapi-route';
import { mediaRoutes } from '../api/media/media-routes';
import { mediaBackfillRoutes } from '../api/ops/media-backfill-routes';
import { mediaOpsRoutes } from '../api/ops/media-ops-routes';
import { readsOutsideTheApiPass } from './api-reads';
import { feedRoutes } from '../bff/feeds/feed-routes';
import type { Database } from '../db/database';
import { apiNotFound } from '../errors/error-handler';
import type { Logger } from '../logger';
import type { MediaMetrics } from '../metrics/media-metrics';
import type { MediaParts } from '../services/media/media-parts';
import { mediaVariants } from '../services/media/media-variants';
import { accountServices } from '../services/accounts/account-services';
import { contactService, type ContactService } from '../services/contact/contact-service';
import { databaseFeedService } from '../services/feeds/feed-service';
import type { Mailer } from '../services/mail/mailer';
import { newsletterService, type NewsletterService } from '../services/newsletter/newsletter-service';
import type { NewsletterSender } from '../services/newsletter/newsletter-sender';
import { cachedNewsService, type CachedNewsService, type NewsCacheOptions } from '../services/news/cached-news-service';
import { databaseNewsService } from '../services/news/news-service';
import type { OAuthSettings } from '../services/oauth/oauth-settings';
import { socialProviders } from '../services/oauth/social-providers';
import { followsService } from '../services/reader/follows-service';
import { savedStoriesService } from '../services/reader/saved-stories-service';
import { signedInReaders, type SignedInReaders } from '../services/reader/signed-in-readers';
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
  /** OPS_TOKEN: the operators' API; unset answers 404. */
  opsToken: string | undefined;
  mailer: Mailer;
  sms: SmsSender;
  rateLimitStores: RateLimitStores;
  publicOrigin: string;
  /** The key of the newsletter mails' signed links, the same on every instance (app.ts derives it). */
  newsletterLinkSecret: string;
  /** The key of TOTP secrets at rest, the same on every instance (app.ts derives it; decision 034). */
  totpSecretKey: Buffer;
  csrf: Csrf;
  cache: NewsCacheOptions;
  oauth: OAuthSettings;
  newsletterSender: NewsletterSender;
  media: MediaParts;
  mediaMetrics: MediaMetrics;
}

/**
 * The API of spec §7 and ours (ingest, contact, accounts, newsletter), the health probes, and the crawlers'
 * files, all read from the database. Returns what the pages render from when they run here too.
 */
export function mountApi(app: Express, parts: ApiParts): { news: CachedNewsService; contact: ContactService; newsletter: NewsletterService; readers: SignedInReaders } {
  const { db, site, logger, mailer, sms, rateLimitStores, csrf, cache } = parts;
  // One router, which a page's request leaves at its first layer (api-reads.ts).
  const api = Router();
  api.use(readsOutsideTheApiPass);
  api.use(healthRoutes(db));
  api.use(openApiRoute(site.config));
  const news = cachedNewsService(databaseNewsService(db), cache);
  api.use(newsRoutes(news));
  api.use(searchRoutes(news, rateLimitStores, logger));
  api.use(navRoutes(site));
  // A write that names new images wakes the copier (decision 035); the caches let go of what it changed.
  const { copier } = parts.media;
  const announceWrite = async (changedTags: readonly string[]) => {
    copier?.wake();
    await cache.changes.announce(changedTags);
  };
  api.use(ingestRoutes(db, { ingestToken: parts.ingestToken, localToken: parts.localToken }, announceWrite));
  if (parts.localToken !== undefined) {
    api.use(localOpsRoutes(db, parts.localToken));
    api.use(mediaBackfillRoutes(db, parts.localToken, copier));
  }
  api.use(newsletterOpsRoutes(parts.newsletterSender, parts.opsToken, site.config.languageCodes));
  api.use(mediaOpsRoutes(db, parts.opsToken));
  // One service, so the JSON API and the page's form count against one rate limit.
  const contact = contactService({ db, mailer, site, logger, rateLimitStore: rateLimitStores('contact') });
  api.use(contactRoutes(contact, site));
  const accounts = accountServices({ db, mailer, sms, logger, siteName: site.config.siteName, publicOrigin: parts.publicOrigin });
  api.use(authRoutes({ services: accounts, csrf, rateLimitStores, logger, totpSecretKey: parts.totpSecretKey }));
  const { publicOrigin } = parts;
  const failureTexts = site.translations.en.account.socialErrors;
  api.use(oauthRoutes({ services: accounts, csrf, providers: socialProviders(parts.oauth, publicOrigin), publicOrigin, rateLimitStores, logger, failureTexts }));
  const newsletter = newsletterService({ db, mailer, site, logger, rateLimitStores, publicOrigin, newsletterLinkSecret: parts.newsletterLinkSecret });
  api.use(newsletterRoutes(newsletter, accounts, site));
  const saved = savedStoriesService(db);
  const follows = followsService(db);
  api.use(savedRoutes({ saved, accounts, rateLimitStores, logger, config: site.config }));
  api.use(followsRoutes({ follows, accounts, rateLimitStores, logger }));
  const desk = { desk: { db, announce: announceWrite }, accounts, opsToken: parts.opsToken, rateLimitStores, logger };
  api.use(deskStoryRoutes(desk));
  api.use(deskPeopleRoutes(desk));
  api.use(deskInboxRoutes({ ...desk, newsletterSender: parts.newsletterSender, languages: site.config.languageCodes }));
  api.use(['/api', '/auth', '/user', '/oauth2'], apiNotFound);
  app.use(api);
  app.use(mediaRoutes(mediaVariants({ db, store: parts.media.store, metrics: parts.mediaMetrics })));
  app.use(feedRoutes(databaseFeedService(db), site));
  return { news, contact, newsletter, readers: signedInReaders({ accounts, saved, follows, newsletter }) };
}
