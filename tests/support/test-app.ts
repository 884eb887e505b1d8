import type { Express } from 'express';
import { createApp, type ApiDependencies, type AppDependencies } from '../../server/app';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import type { Database } from '../../server/db/database';
import { createLogger, type Logger } from '../../server/logger';
import type { MediaStore } from '../../server/services/media/media-store';
import { temporaryMediaStore } from '../../server/services/media/temporary-media-store';
import { loadSite, type Site } from '../../server/site/load-site';
import { openTestDatabase } from './test-database';

export const TEST_INGEST_TOKEN = 'test-ingest-token-0123456789';

export interface TestApp {
  app: Express;
  db: Database;
  site: Site;
  /** Its media store: the one given, or a folder of its own. */
  media: MediaStore;
  close(): Promise<void>;
}

/** What a test may set: the ingest token, and the outside services (mail, SMS, rate-limit stores…). */
export type TestAppOptions = Partial<Pick<ApiDependencies, 'role' | 'ingestToken' | 'localToken' | 'mailer' | 'sms' | 'rateLimitStores' | 'authSecret' | 'publicOrigin' | 'oauth' | 'opsToken' | 'newsletter' | 'media'>> & Partial<Pick<AppDependencies, 'developerPages' | 'publicSourceMaps' | 'metrics'>> & {
  caching?: AppDependencies['caching'];
  logger?: Logger;
  /** Another app on this same database, as a second instance would be. */
  db?: Database;
  /**
   * The client its pages load: the production build, as readers get, unless told; 'client-dev' is
   * React's development build, whose hydration and key warnings a test turns into failures.
   */
  client?: 'client' | 'client-dev';
};

/** The real app on a database of its own, with the ingest API on unless told otherwise. */
export async function createTestApp(options: TestAppOptions = { ingestToken: TEST_INGEST_TOKEN }): Promise<TestApp> {
  const { db: shared, logger = createLogger('silent'), client = 'client', ...dependencies } = options;
  const db = shared ?? (await openTestDatabase());
  const site = loadSite('xnews');
  // Nothing is made until an image is stored in it, so one that is not used costs nothing.
  const ownStore = temporaryMediaStore();
  const media = dependencies.media ?? { store: ownStore };
  const app = createApp({ ...dependencies, media, db, site, logger, ingestToken: options.ingestToken, assets: loadAssetManifest(client) });
  return {
    app, db, site, media: media.store,
    close: async () => {
      ownStore.remove();
      if (!shared) await db.close();
    },
  };
}
