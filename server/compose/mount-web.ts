import type { Express, RequestHandler } from 'express';
import type { AssetManifest } from '../bff/asset-manifest';
import { accountFormFallback } from '../bff/account-form-fallback';
import { CONTACT_FORM_ROUTE, contactFormRoute } from '../bff/contact-form-route';
import { languageChoiceRoute } from '../bff/language-choice-route';
import { readingChoiceRoute } from '../bff/reading-choice-route';
import { languageRedirects } from '../bff/language-redirects';
import { createPageCache, type PageCacheOptions } from '../bff/page-cache';
import { personalPages } from '../bff/personal-pages';
import type { PageNewsApi } from '../bff/page-news-api';
import { renderPage } from '../bff/render-page';
import { siteFilesRoutes } from '../bff/site-files-routes';
import { staticAssets } from '../bff/static-assets';
import { translationFiles } from '../bff/translation-files';
import type { ContactService } from '../services/contact/contact-service';
import type { SignedInReaders } from '../services/reader/signed-in-readers';
import type { Site } from '../site/load-site';

export interface WebParts {
  site: Site;
  assets: AssetManifest;
  /** What pages render from: the API's own service in this process, or the upstream over HTTP. */
  newsApi: PageNewsApi;
  contact: ContactService;
  /** Who a session cookie signs in, with their own data, for the personal pages; undefined with API_UPSTREAM (personal-pages.ts). */
  readers: SignedInReaders | undefined;
  cache: PageCacheOptions;
  /** Before the pages: the anti-forgery cookie for signed-in readers (decision 008), when this instance can make it. */
  beforePages: RequestHandler[];
  /** The developer-only pages (/test), in development only. */
  developerPages: boolean;
  /** Serve the client's source maps (SOURCE_MAPS=public); otherwise they stay beside the build. */
  publicSourceMaps: boolean;
}

/** What readers' browsers load: assets, the site's files, and the server-rendered pages. */
export function mountWeb(app: Express, { site, assets, newsApi, contact, readers, cache, beforePages, developerPages, publicSourceMaps }: WebParts): void {
  app.use('/assets', staticAssets(assets, publicSourceMaps));
  const translations = translationFiles(site);
  app.use(siteFilesRoutes(site, translations));
  if (beforePages.length > 0) app.use(...beforePages);
  app.use(languageRedirects(site.config));
  app.use(languageChoiceRoute(site.config));
  app.use(readingChoiceRoute(site.config));
  app.use(accountFormFallback);
  app.use(personalPages(site.config, readers));
  const page = renderPage({ site, api: newsApi, translations, assets, cache: createPageCache(cache, assets), developerPages });
  app.post(CONTACT_FORM_ROUTE, ...contactFormRoute(contact, site), page);
  app.get('/{*splat}', page);
}
