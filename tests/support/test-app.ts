import type { Express } from 'express';
import { createApp, type Caching } from '../../server/app';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import type { Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { loadSite, type Site } from '../../server/site/load-site';
import { openTestDatabase } from './test-database';

export const TEST_INGEST_TOKEN = 'test-ingest-token-0123456789';

export interface TestApp {
  app: Express;
  db: Database;
  site: Site;
  close(): Promise<void>;
}

/** The real app on a database of its own, with the ingest API on. */
export async function createTestApp(options: { ingestToken?: string | undefined; caching?: Partial<Caching> } = { ingestToken: TEST_INGEST_TOKEN }): Promise<TestApp> {
  const db = await openTestDatabase();
  const site = loadSite('xnews');
  const app = createApp({ db, site, logger: createLogger('silent'), ingestToken: options.ingestToken, assets: loadAssetManifest('client-dev'), caching: options.caching });
  return { app, db, site, close: () => db.close() };
}
