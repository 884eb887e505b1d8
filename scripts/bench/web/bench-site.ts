import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../server/app';
import { loadAssetManifest, type AssetManifest } from '../../../server/bff/asset-manifest';
import { migrate } from '../../../server/db/migrate';
import { seedDemo } from '../../../demo/seed-demo';
import { seedDemoMedia } from '../../../demo/seed-demo-media';
import { temporaryMediaStore } from '../../../server/services/media/temporary-media-store';
import { createLogger } from '../../../server/logger';
import { loadSite } from '../../../server/site/load-site';
import { listen } from '../load-test';
import { openScratchPglite } from '../scratch-databases';

/**
 * A private copy of the production client build. Another build (a test run's global setup, a
 * colleague's npm start) empties dist/client and writes new hashed names; an app serving the
 * old manifest from there would answer its stylesheet with a 404 in the middle of a run.
 */
function snapshotClientBuild(): { assets: AssetManifest; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'xnews-bench-web-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  for (let attempt = 1; ; attempt++) {
    try {
      const built = loadAssetManifest('client');
      cpSync(built.dir, dir, { recursive: true });
      const assets = { ...built, dir };
      const named = [assets.entry, ...assets.css, ...Object.values(assets.modules).flat()];
      if (named.every((url) => existsSync(join(dir, url.slice('/assets/'.length))))) return { assets, remove };
    } catch (error) {
      if (attempt === 3) {
        remove();
        throw error;
      }
    }
    // A rebuild ran between reading the manifest and copying: start again from the new one.
    remove();
    if (attempt === 3) throw new Error('dist/client kept changing while it was copied; run again when no build is running');
  }
}

export interface BenchSite {
  /** The app as it runs: pages and API answers from the response cache. */
  baseUrl: string;
  /** The same app on the same database with caching off: every page rendered per request. */
  uncachedBaseUrl: string;
  assets: AssetManifest;
  stories: number;
  close(): Promise<void>;
}

/**
 * The production app (a snapshot of the minified client in dist/client) on a scratch PGlite
 * database with the demo content, listening on a loopback port. Closing it removes both.
 */
export async function startBenchSite(): Promise<BenchSite> {
  const build = snapshotClientBuild();
  const { assets } = build;
  const scratch = await openScratchPglite().catch((error: unknown) => {
    build.remove();
    throw error;
  });
  const store = temporaryMediaStore();
  try {
    await migrate(scratch.db);
    const { stories } = await seedDemo(scratch.db, { renderBodies: true });
    await seedDemoMedia(scratch.db, store);
    const appWith = (freshMs?: number) =>
      createApp({ db: scratch.db, site: loadSite('xnews'), logger: createLogger('silent'), ingestToken: undefined, assets, caching: { freshMs }, media: { store } });
    const server = await listen(appWith());
    const uncached = await listen(appWith(0));
    return {
      baseUrl: server.baseUrl,
      uncachedBaseUrl: uncached.baseUrl,
      assets,
      stories,
      async close() {
        try {
          await Promise.all([server.close(), uncached.close()]);
        } finally {
          build.remove();
          store.remove();
          await scratch.dispose();
        }
      },
    };
  } catch (error) {
    build.remove();
    store.remove();
    await scratch.dispose();
    throw error;
  }
}
