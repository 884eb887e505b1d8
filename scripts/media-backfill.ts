/**
 * npm run media:backfill: copies into the site the images of the stories stored before it kept
 * its own (decision 035), with a progress bar. Every address is queued once and fetched once, so a
 * rerun resumes where the last one stopped. Beside a server that holds the embedded database it
 * goes through that server, whose copier fetches (decision 015); otherwise it fetches itself, and
 * shares the queue with the servers of a PostgreSQL database.
 */
import { existsSync } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { readEnv, type Env } from '../server/env';
import { BACKFILL_BATCH } from '../server/api/ops/media-backfill-routes';
import { mediaCounts, queueStoriesMedia, type MediaCounts } from '../server/db/media/backfill-queue';
import { createLogger } from '../server/logger';
import { createMetrics } from '../server/metrics/metrics';
import { redisContentChanges } from '../server/services/cache/redis-content-changes';
import { startMediaCopier } from '../server/services/media/media-copier';
import { openMediaStore } from '../server/services/media/open-media-store';
import { connectRedis } from '../server/services/redis/connect-redis';
import { callServer, exitWith, openForCommand, type DatabaseTarget, type HoldingServer } from './cli/open-for-command';

const SERVER_TIMEOUT_MS = 30_000;
/** How often the bar is brought up to date while the copier works. */
const POLL_MS = 500;

interface Progress {
  start(counts: MediaCounts): void;
  update(counts: MediaCounts): void;
  stop(counts: MediaCounts): void;
}

/** The bar: images stored or given up on, of all the stories name. Plain lines when stdout is no terminal. */
function progressBar(): Progress {
  const bar = new SingleBar({
    format: 'images {bar} {value}/{total} | {failed} given up on | {eta_formatted} left',
    hideCursor: true,
    noTTYOutput: false,
  });
  const done = (counts: MediaCounts) => counts.stored + counts.failed;
  const total = (counts: MediaCounts) => done(counts) + counts.pending;
  const update = (counts: MediaCounts) => {
    bar.setTotal(total(counts));
    bar.update(done(counts), { failed: counts.failed });
  };
  return {
    start: (counts) => bar.start(total(counts), done(counts), { failed: counts.failed }),
    update,
    stop(counts) {
      update(counts);
      bar.stop();
      const later = counts.pending > 0 ? `, ${counts.pending} to be tried again later (the server's copier does, or run this again)` : '';
      console.log(`${counts.stored} images stored, ${counts.failed} given up on (GET /api/ops/media/failed says why)${later}.`);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function throughServer(server: HoldingServer): Promise<MediaCounts> {
  const call = async (method: 'GET' | 'POST', body?: unknown) => {
    const response = await callServer(server, '/api/ops/media/backfill', {
      method,
      timeoutMs: SERVER_TIMEOUT_MS,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const answer = (await response.json().catch(() => ({}))) as { counts?: MediaCounts; next?: string | null; message?: string };
    if (!response.ok || !answer.counts) return exitWith(`The xnews server (pid ${server.pid}, ${server.url}) did not take the backfill (${response.status}): ${answer.message ?? 'no reason given'}. What it queued stays queued; run this again to go on.`);
    return answer as { counts: MediaCounts; next?: string | null };
  };
  let answer = await call('POST', { after: null });
  const bar = progressBar();
  bar.start(answer.counts);
  while (answer.next) {
    answer = await call('POST', { after: answer.next });
    bar.update(answer.counts);
  }
  let { counts } = answer;
  // Until nothing is due: retries wait minutes to hours, and the server's copier takes them then.
  while (counts.due > 0) {
    await sleep(POLL_MS);
    ({ counts } = await call('GET'));
    bar.update(counts);
  }
  bar.stop(counts);
  return counts;
}

async function inThisProcess({ db, migrate }: DatabaseTarget, env: Env): Promise<MediaCounts> {
  const logger = createLogger('warn');
  await migrate();
  const bar = progressBar();
  for (let after: string | null = null, first = true; first || after; first = false) {
    const { scanned, last } = await queueStoriesMedia(db, after, BACKFILL_BATCH);
    after = scanned === BACKFILL_BATCH ? last : null;
    if (first) bar.start(await mediaCounts(db));
  }
  // With Redis, the servers' caches let go of the pages each image changes; without, they show it once their answers are a minute old.
  const redis = env.redisUrl ? await connectRedis(env.redisUrl, logger) : undefined;
  const changes = redis ? await redisContentChanges(redis, logger) : undefined;
  const copier = startMediaCopier({
    db,
    store: openMediaStore({ dataDir: env.dataDir, s3Url: env.mediaS3Url }),
    logger,
    metrics: createMetrics(db).media,
    privateHosts: env.mediaPrivateHosts,
    announce: async (tags) => changes?.announce(tags),
  });
  const ticking = setInterval(() => {
    mediaCounts(db).then(bar.update, () => undefined);
  }, POLL_MS);
  try {
    // Retries wait minutes to hours: the backfill ends when nothing is due, and a rerun (or a server's copier) takes them later.
    await copier.drained();
  } finally {
    clearInterval(ticking);
    await copier.stop();
    redis?.disconnect();
  }
  const counts = await mediaCounts(db);
  bar.stop(counts);
  return counts;
}

const env = readEnv();
if (!env.databaseUrl && !existsSync(env.dataDir)) {
  exitWith(`There is no database in ${env.dataDir} yet: start the server once (npm start), or set DATABASE_URL.`);
}
const target = await openForCommand(env, 'npm run media:backfill');
if (target.kind === 'server') await throughServer(target.server);
else {
  try {
    await inThisProcess(target, env);
  } finally {
    await target.db.close();
  }
}
