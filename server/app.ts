import express, { type Express } from 'express';
import { healthRoutes } from './api/health-routes';
import { ingestRoutes } from './api/ingest/ingest-routes';
import { navRoutes } from './api/nav-routes';
import { databaseNewsService } from './api/news/news-service';
import { newsRoutes } from './api/news/news-routes';
import { demoImagesRoute } from './bff/demo-images-route';
import { siteFilesRoutes } from './bff/site-files-routes';
import type { Database } from './db/database';
import { apiNotFound, errorHandler } from './errors/error-handler';
import type { Logger } from './logger';
import { requestLogging } from './request-logging';
import type { Site } from './site/load-site';

export interface AppDependencies {
  db: Database;
  site: Site;
  logger: Logger;
  ingestToken: string | undefined;
}

/** Composes the server from its parts; index.ts opens what it needs and starts it. */
export function createApp({ db, site, logger, ingestToken }: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // One proxy (the load balancer) sits in front in production; its X-Forwarded-* are trusted.
  app.set('trust proxy', 1);
  app.use(requestLogging(logger));
  app.use((_request, response, next) => {
    response.set('X-Content-Type-Options', 'nosniff');
    next();
  });

  app.use(healthRoutes(db));
  app.use(siteFilesRoutes(site));
  app.use(demoImagesRoute());
  app.use(newsRoutes(databaseNewsService(db)));
  app.use(navRoutes(site));
  app.use(ingestRoutes(db, ingestToken));

  app.use(['/api', '/auth', '/user', '/oauth2'], apiNotFound);
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
