import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { seedDemo } from '../demo/seed-demo';
import { seedDemoMedia } from '../demo/seed-demo-media';
import { createApp } from './app';
import { loadAssetManifest } from './bff/asset-manifest';
import { createHeldMailer } from './services/mail/create-held-mailer';
import { createMailer } from './services/mail/create-mailer';
import { newsletterLinkSecretOf } from './services/newsletter/newsletter-link-secret';
import { newsletterSender } from './services/newsletter/newsletter-sender';
import { purgeUnconfirmed } from './services/newsletter/newsletter-service';
import { startMediaCopier } from './services/media/media-copier';
import { openMediaStore } from './services/media/open-media-store';
import { bodyRenderer } from './services/news/body-html';
import { startBodyBackfill } from './services/news/body-html-backfill';
import { startNewsletterSchedule } from './services/newsletter/newsletter-schedule';
import { memoryStores, redisStores } from './services/rate-limit/rate-limit-stores';
import { connectRedis } from './services/redis/connect-redis';
import { localContentChanges } from './services/cache/content-changes';
import { redisContentChanges } from './services/cache/redis-content-changes';
import { redisSharedStore } from './services/cache/redis-shared-store';
import { authSecretFor } from './services/secrets/auth-secret';
import { randomToken } from './services/secrets/secret-values';
import { createSmsSender } from './services/sms/create-sms-sender';
import { readEnv } from './env';
import { answerClientErrors } from './errors/client-errors';
import { createLogger, type Logger } from './logger';
import { createMetrics } from './metrics/metrics';
import { loadSite } from './site/load-site';
import { startDatabase } from './start-database';
import type { Database } from './db/database';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';

/**
 * On SIGTERM: stop accepting, let in-flight requests finish (up to the grace period), then close
 * the database and Redis, so that nothing is cut off half-written.
 */
function shutdownOnSignals(server: Server, db: Database | undefined, redis: Redis | undefined, logger: Logger, graceMs: number, stopWork: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Requests still arriving on open keep-alive connections are answered, then the connection
    // closes, so clients move to another instance instead of holding this one open.
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => response.setHeader('Connection', 'close'));
    const force = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, graceMs);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      // Background work (the newsletter) ends before the database it writes to closes.
      await stopWork().catch((error: unknown) => logger.error({ err: error }, 'stopping background work failed'));
      await db?.close().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'));
      await redis?.quit().catch((error: unknown) => logger.error({ err: error }, 'closing redis failed'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** How a process on this machine reaches a server listening at this address. */
function localUrl(address: AddressInfo): string {
  const anyAddress = address.address === '0.0.0.0' || address.address === '::';
  const host = anyAddress ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.logLevel);
  const site = loadSite(env.site);
  const assets = loadAssetManifest();
  // Redis, when set, is what several instances share: rate limits, cached pages and answers, and the content changes.
  const redis = env.redisUrl ? await connectRedis(env.redisUrl, logger) : undefined;
  if (!redis) logger.info('REDIS_URL is unset: rate limits and caches are this process\'s own (set it when running several instances)');
  const caching = redis ? { changes: await redisContentChanges(redis, logger), shared: redisSharedStore(redis) } : {};
  let db: Database | undefined;
  let localToken: string | undefined;
  let app: Express;
  let stopWork = async (): Promise<void> => undefined;
  const developerPages = env.nodeEnv === 'development';
  const { publicSourceMaps } = env;
  if (env.role === 'web' && env.apiUpstream) {
    // No database here: the API instance at API_UPSTREAM has it.
    app = createApp({ role: 'web', apiUpstream: env.apiUpstream, upstreamTimeoutMs: env.upstreamTimeoutMs, site, logger, assets, caching, developerPages, publicSourceMaps });
  } else {
    const database = await startDatabase(env, logger, seedDemo);
    db = database;
    // Holding the embedded database's folder makes this server the local CLI's way to it (decision 015).
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
      ? startNewsletterSchedule({ sender: newsletter, schedule: site.newsletter, languages: site.config.languageCodes, logger, hourly: [(now) => purgeUnconfirmed(database, now)] })
      : undefined;
    const bodies = startBodyBackfill({ db, renderer: bodyRenderer, logger });
    // The copier tells the caches which pages its images change, as an ingest does: the same changes.
    const changes = caching.changes ?? localContentChanges();
    const metrics = createMetrics(db);
    const mediaStore = openMediaStore({ dataDir: env.dataDir, s3Url: env.mediaS3Url });
    logger.info({ store: mediaStore.description }, 'stored images');
    // Before the copier starts, which could only fail the demo's addresses: nothing serves them.
    await seedDemoMedia(database, mediaStore).then(
      (count) => count > 0 && logger.info({ images: count }, 'demo images stored'),
      (error: unknown) => logger.error({ err: error }, 'the demo images could not be stored; pages show placeholders until the next start stores them'),
    );
    const copier = startMediaCopier({ db, store: mediaStore, logger, metrics: metrics.media, privateHosts: env.mediaPrivateHosts, announce: (tags) => changes.announce(tags) });
    stopWork = async () => {
      await copier.stop();
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
    db?.dataDirLock?.describe({ url: localUrl(address), ...(localToken ? { localToken } : {}) });
    // The port bound, which PORT=0 leaves to the system (the process tests start servers so).
    logger.info({ url: `http://localhost:${address.port}`, port: address.port, site: env.site, role: env.role, database: db?.kind ?? 'upstream' }, 'xnews is serving');
  });
  // Keep-alive longer than a typical load balancer's idle timeout, so it closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  answerClientErrors(server, logger);
  shutdownOnSignals(server, db, redis, logger, env.shutdownTimeoutMs, stopWork);
}

main().catch((error: unknown) => {
  console.error(`xnews failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
