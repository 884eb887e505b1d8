import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../../db/database';
import { claimDueSources, markSourceFailed, retrySourceLater, storiesShowing, type ClaimedSource } from '../../db/media/media-queue';
import type { Logger } from '../../logger';
import type { MediaMetrics } from '../../metrics/media-metrics';
import { storyChangeTags } from '../news/news-tags';
import { fetchOriginal } from './fetch-original';
import { keepOriginal } from './keep-original';
import type { FetchLimits } from './media-limits';
import type { MediaStore } from './media-store';

/**
 * Waits before each retry of a fetch that may succeed later (a timeout, a 5xx, the store down):
 * after the last, the address is given up on. Spread over a day, so that an upstream's outage of
 * a few hours does not cost the archive its images.
 */
export const RETRY_DELAYS_MS = [30_000, 5 * 60_000, 30 * 60_000, 3 * 3_600_000, 12 * 3_600_000];
/** Fetches at once on one instance: images are fetched over the network and checked in sharp's pool. */
const CONCURRENCY = 4;
/** An address is held this long by the instance fetching it: beyond a fetch's 15 s and a store's put. */
const CLAIM_MS = 120_000;
/** How often an idle copier looks for due retries and other instances' ingests (its own ingests wake it at once). */
const POLL_MS = 5_000;

export interface MediaCopier {
  /** Looks for due fetches now: an ingest on this instance has queued some. */
  wake(): void;
  /** Settles when no fetch is due and none is under way (tests, the backfill). */
  drained(): Promise<void>;
  /** Ends after the fetches under way. */
  stop(): Promise<void>;
}

export interface MediaCopierDeps {
  db: Queryable;
  store: MediaStore;
  logger: Logger;
  metrics: MediaMetrics;
  /** MEDIA_PRIVATE_HOSTS: the host:port origins that may be fetched although they are private. */
  privateHosts: readonly string[];
  /** Tells the caches (and the edge) which pages changed when an image arrived. */
  announce: (tags: readonly string[]) => Promise<void>;
  retryDelaysMs?: readonly number[];
  pollMs?: number;
  /** The fetch's limits, when a test needs a smaller one than MEDIA_FETCH_LIMITS'. */
  fetchLimits?: Partial<FetchLimits>;
}

/**
 * Copies the images stories name into the media store, in the background (decision 035): the
 * ingest answers at once and the story is live, with the placeholder where its images go; each
 * image, once stored, replaces it on every page that shows it. Every instance runs one; the
 * database hands each address to one of them at a time.
 */
export function startMediaCopier(deps: MediaCopierDeps): MediaCopier {
  const { db, store, logger, metrics, privateHosts, announce, retryDelaysMs = RETRY_DELAYS_MS, pollMs = POLL_MS, fetchLimits } = deps;
  const stopping = new AbortController();
  let wakeUp = new AbortController();
  const idleWaiters: (() => void)[] = [];

  const giveUpOrRetry = async (source: ClaimedSource, reason: string, retry: boolean) => {
    const delay = retry ? retryDelaysMs[source.attempts - 1] : undefined;
    if (delay === undefined) {
      await markSourceFailed(db, source.url, reason);
      metrics.fetches.inc({ outcome: 'failed' });
      logger.warn({ url: source.url, reason, attempts: source.attempts }, 'image given up on');
    } else {
      await retrySourceLater(db, source.url, delay, reason);
      metrics.fetches.inc({ outcome: 'retry' });
    }
  };

  const copy = async (source: ClaimedSource) => {
    const fetched = await fetchOriginal(source.url, { privateHosts, signal: stopping.signal, ...(fetchLimits ? { limits: fetchLimits } : {}) });
    if (!fetched.ok) return giveUpOrRetry(source, fetched.reason, fetched.retry);
    const kept = await keepOriginal({ db, store, metrics }, source.url, fetched.body);
    if (!kept.ok) return giveUpOrRetry(source, kept.reason, kept.retry);
    const showing = await storiesShowing(db, source.url);
    await announce(storyChangeTags([...showing].map(([id, state]) => ({ id, before: state, after: state }))));
  };

  const run = async () => {
    while (!stopping.signal.aborted) {
      let batch: ClaimedSource[] = [];
      try {
        batch = await claimDueSources(db, CONCURRENCY, CLAIM_MS);
        await Promise.all(
          batch.map((source) => copy(source).catch((error: unknown) => logger.error({ err: error, url: source.url }, 'copying an image failed; it is tried again once its claim lapses'))),
        );
      } catch (error) {
        logger.error({ err: error }, 'the media copier could not read its queue; it tries again shortly');
      }
      if (batch.length > 0) continue;
      for (const resolve of idleWaiters.splice(0)) resolve();
      await sleep(pollMs, undefined, { signal: AbortSignal.any([stopping.signal, wakeUp.signal]) }).catch(() => undefined);
      if (wakeUp.signal.aborted) wakeUp = new AbortController();
    }
    for (const resolve of idleWaiters.splice(0)) resolve();
  };
  const done = run();

  return {
    wake: () => wakeUp.abort(),
    drained() {
      if (stopping.signal.aborted) return Promise.resolve();
      const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
      wakeUp.abort();
      return idle;
    },
    async stop() {
      stopping.abort();
      await done;
    },
  };
}
