import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { seedDemoMedia } from '../demo/seed-demo-media';
import { createApp } from './app';
import type { AssetManifest } from './bff/asset-manifest';
import type { Database } from './db/database';
import type { Env } from './env';
import { answerClientErrors } from './errors/client-errors';
import { gracefulShutdown } from './graceful-shutdown';
import { keepAliveBehindBalancers } from './keep-alive';
import type { Logger } from './logger';
import { createMetrics } from './metrics/metrics';
import { localContentChanges } from './services/cache/content-changes';
import { redisContentChanges } from './services/cache/redis-content-changes';
import { redisSharedStore } from './services/cache/redis-shared-store';
import { withEdgePurge } from './services/edge/edge-purging-changes';
import { createHeldMailer } from './services/mail/create-held-mailer';
import { createMailer } from './services/mail/create-mailer';
import { startMediaCopier } from './services/media/media-copier';
import { openMediaStore } from './services/media/open-media-store';
import { bodyRenderer } from './services/news/body-html';
import { startBodyBackfill } from './services/news/body-html-backfill';
import { newsletterLinkSecretOf } from './services/newsletter/newsletter-link-secret';
import { startNewsletterSchedule } from './services/newsletter/newsletter-schedule';
import { newsletterSender } from './services/newsletter/newsletter-sender';
import { purgeUnconfirmed } from './services/newsletter/newsletter-service';
import { memoryStores, redisStores } from './services/rate-limit/rate-limit-stores';
import { connectRedis } from './services/redis/connect-redis';
import { authSecretFor } from './services/secrets/auth-secret';
import { randomToken } from './services/secrets/secret-values';
import { createSmsSender } from './services/sms/create-sms-sender';
import type { Site } from './site/load-site';
import type { StopSignals } from './stop-signals';

/** How a process on this machine reaches a server listening at this address. */
function localUrl(address: AddressInfo): string {
  const anyAddress = address.address === '0.0.0.0' || address.address === '::';
  const host = anyAddress ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** What the app stands on: the database, or for a web instance the API instance at API_UPSTREAM, which has it. */
export type Backing = { kind: 'database'; db: Database } | { kind: 'upstream'; apiUpstream: string };

/** What index.ts has ready when it loads the rest. */
export interface StartedSoFar {
  env: Env;
  logger: Logger;
  site: Site;
  assets: AssetManifest;
  backing: Backing;
  stopSignals: StopSignals;
}

/**
 * Everything of the server but its database: Redis, the app for this process's role, its
 * background work, and the listening server, whose shutdown then takes the stop signals. index.ts
 * loads this module only once the database is ready, so that the modules it loads (Express,
 * React's renderer, jsdom, sharp, the AWS SDK: some 90 MiB) are not held while a first start
 * seeds (decision 036).
 */
export async function serve({ env, logger, site, assets, backing, stopSignals }: StartedSoFar): Promise<void> {
  const database = backing.kind === 'database' ? backing.db : undefined;
  // Redis, when set, is what several instances share: rate limits, cached pages and answers, and the content changes.
  const redis = env.redisUrl ? await connectRedis(env.redisUrl, logger) : undefined;
  if (!redis) logger.info('REDIS_URL is unset: rate limits and caches are this process\'s own (set it when running several instances)');
  const caching = redis ? { changes: await redisContentChanges(redis, logger), shared: redisSharedStore(redis) } : {};
  let localToken: string | undefined;
  let app: Express;
  let stopWork = async (): Promise<void> => undefined;
  const developerPages = env.nodeEnv === 'development';
  const { publicSourceMaps } = env;
  if (backing.kind === 'upstream') {
    app = createApp({ role: 'web', apiUpstream: backing.apiUpstream, upstreamTimeoutMs: env.upstreamTimeoutMs, site, logger, assets, caching, developerPages, publicSourceMaps });
  } else {
    const { db } = backing;
    // Holding the embedded db's folder makes this server the local CLI's way to it (decision 015).
    if (db.dataDirLock) localToken = randomToken();
    const mailer = createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, db, logger });
    const sms = createSmsSender({ httpUrl: env.smsHttpUrl, httpToken: env.smsHttpToken, from: env.smsFrom, db, logger });
    const rateLimitStores = redis ? redisStores(redis, logger) : memoryStores;
    const authSecret = await authSecretFor(env.authSecret, db);
    logger.info({ google: Boolean(env.oauth.google), facebook: Boolean(env.oauth.facebook) }, 'social sign-in providers');
    const publicOrigin = env.publicOrigin ?? site.config.domainName;
    const newsletter = newsletterSender({
      db, site, logger, publicOrigin,
      mailer: createHeldMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, db, logger }),
      newsletterLinkSecret: newsletterLinkSecretOf(authSecret),
    });
    // Here, not in createApp, which tests and benchmarks construct without wanting a schedule.
    const schedule = env.newsletterSchedule
      ? startNewsletterSchedule({ sender: newsletter, schedule: site.newsletter, languages: site.config.languageCodes, logger, hourly: [(now) => purgeUnconfirmed(db, now)] })
      : undefined;
    const bodies = startBodyBackfill({ db, renderer: bodyRenderer, logger });
    const metrics = createMetrics(db);
    // The copier tells the caches (and the edge, decision 038) which pages its images change, as an ingest does: the same changes.
    const changes = withEdgePurge(caching.changes ?? localContentChanges(), { settings: env.edgePurge, db, logger, metrics: metrics.edge });
    const mediaStore = openMediaStore({ dataDir: env.dataDir, s3Url: env.mediaS3Url });
    logger.info({ store: mediaStore.description }, 'stored images');
    // Before the copier starts, which could only fail the demo's addresses: nothing serves them.
    await seedDemoMedia(db, mediaStore).then(
      (count) => count > 0 && logger.info({ images: count }, 'demo images stored'),
      (error: unknown) => logger.error({ err: error }, 'the demo images could not be stored; pages show placeholders until the next start stores them'),
    );
    const copier = startMediaCopier({ db, store: mediaStore, logger, metrics: metrics.media, privateHosts: env.mediaPrivateHosts, announce: (tags) => changes.announce(tags) });
    stopWork = async () => {
      await copier.stop();
      // After the copier, whose last images may still queue purges; it waits for the purge under way.
      await changes.close();
      await bodies.stop();
      await schedule?.stop();
      await newsletter.close();
    };
    app = createApp({
      role: env.role === 'api' ? 'api' : 'all', db, site, logger, ingestToken: env.ingestToken, assets,
      mailer, sms, rateLimitStores, authSecret, publicOrigin, caching: { ...caching, changes }, oauth: env.oauth, developerPages, publicSourceMaps,
      opsToken: env.opsToken, newsletter, metrics, media: { store: mediaStore, copier },
      ...(localToken ? { localToken } : {}),
    });
  }
  const server = app.listen(env.port, env.host, () => {
    const address = server.address() as AddressInfo;
    database?.dataDirLock?.describe({ url: localUrl(address), ...(localToken ? { localToken } : {}) });
    // The port bound, which PORT=0 leaves to the system (the process tests start servers so).
    logger.info({ url: `http://localhost:${address.port}`, port: address.port, site: env.site, role: env.role, database: database?.kind ?? 'upstream' }, 'xnews is serving');
    // A stop that came after the database opened is carried out now, as for any serving server.
    stopSignals.whenServing(gracefulShutdown(server, database, redis, logger, env.shutdownTimeoutMs, stopWork));
  });
  keepAliveBehindBalancers(server);
  answerClientErrors(server, logger);
}
