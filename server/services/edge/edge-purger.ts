import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../../db/database';
import { claimDuePurges, completePurges, retryPurgesLater } from '../../db/edge/edge-purge-queue';
import type { Logger } from '../../logger';
import type { EdgeMetrics } from '../../metrics/edge-metrics';
import type { EdgeAdapter } from './edge-adapter';

/**
 * The first retry's wait, doubled at each failure up to the cap. A minute caps it: the edge's own
 * copies of pages end within their s-maxage (60 s) anyway, so waiting longer would only leave
 * copies made after the outage unpurged for longer.
 */
export const RETRY_BACKOFF = { firstMs: 1_000, capMs: 60_000 };
/** The longest Retry-After honoured: a CDN's rate limit asks for seconds; a longer one is taken as this. */
const RETRY_AFTER_CAP_MS = 15 * 60_000;
/** One purge call, every request of it included: purge APIs answer in milliseconds. */
const PURGE_TIMEOUT_MS = 5_000;
/** Keys are held this long by the instance sending them: well beyond a purge call's time limit. */
const CLAIM_MS = 30_000;
/** How often an idle purger looks for due retries and other instances' unsent keys (its own changes wake it at once). */
const POLL_MS = 5_000;
/** How long a shutdown waits beyond a purge call's time limit: for the queue's write after it. */
const STOP_MARGIN_MS = 2_000;

export interface EdgePurger {
  /** Looks for due keys now: a change on this instance has queued some. */
  wake(): void;
  /** Ends after the purge under way, waiting for it at most a few seconds; unsent keys stay queued. */
  stop(): Promise<void>;
}

export interface EdgePurgerDeps {
  db: Queryable;
  adapter: EdgeAdapter;
  logger: Logger;
  metrics: EdgeMetrics;
  backoff?: { firstMs: number; capMs: number };
  pollMs?: number;
  /** A purge call's time limit, when a test needs a shorter one. */
  purgeTimeoutMs?: number;
}

/**
 * Sends the queued keys to the edge (decision 038). Every instance runs one; the database hands
 * each key to one of them at a time. Each call merges the keys of several changes, up to what
 * the edge takes at once. A call that fails is tried again after a backoff, or after the edge's
 * Retry-After, and again and again, for as long as the edge is down: nothing is dropped, and the
 * log says so once per outage, and once when purges go through again.
 */
export function startEdgePurger(deps: EdgePurgerDeps): EdgePurger {
  const { db, adapter, logger, metrics, backoff = RETRY_BACKOFF, pollMs = POLL_MS, purgeTimeoutMs = PURGE_TIMEOUT_MS } = deps;
  const { kind } = adapter;
  const stopping = new AbortController();
  let wakeUp = new AbortController();
  let failures = 0;
  let queueDown = false;

  const delayAfter = (attempts: number, retryAfter: number | undefined) =>
    Math.max(Math.min(backoff.capMs, backoff.firstMs * 2 ** Math.min(attempts - 1, 30)), Math.min(retryAfter ?? 0, RETRY_AFTER_CAP_MS));

  /** Sends one batch: 'idle' when nothing is due, 'sent', or how long to wait after a failure. */
  const sendDue = async (): Promise<'idle' | 'sent' | number> => {
    const batch = await claimDuePurges(db, randomUUID(), adapter.maxKeys, CLAIM_MS);
    if (!batch) return 'idle';
    const outcome = await adapter.purge(batch.keys, AbortSignal.timeout(purgeTimeoutMs));
    if (outcome.ok) {
      await completePurges(db, batch.claim);
      metrics.purges.inc({ adapter: kind, outcome: 'sent' });
      metrics.purgedKeys.inc({ adapter: kind }, batch.keys.length);
      if (failures > 0) logger.info({ edge: kind, failures }, 'edge purges go through again');
      failures = 0;
      return 'sent';
    }
    // The keys' own count of tries, or this purger's run of failures: keys queued during an outage wait as long as the old ones.
    const delayMs = delayAfter(Math.max(batch.attempts, failures + 1), outcome.retryAfterMs);
    await retryPurgesLater(db, batch.claim, delayMs, outcome.reason);
    metrics.purges.inc({ adapter: kind, outcome: 'failed' });
    const line = { edge: kind, reason: outcome.reason, keys: batch.keys.length, retryInMs: delayMs };
    if (failures === 0) logger.warn(line, 'edge purge failed: its keys stay queued and are sent again, with a growing wait, until the edge takes them');
    else logger.debug(line, 'edge purge failed again');
    failures++;
    return delayMs;
  };

  const run = async () => {
    while (!stopping.signal.aborted) {
      let result: Awaited<ReturnType<typeof sendDue>> = 'idle';
      try {
        result = await sendDue();
        if (queueDown) logger.info('the edge purge queue can be read again');
        queueDown = false;
      } catch (error) {
        if (!queueDown) logger.error({ err: error }, 'the edge purger could not read or update its queue; it tries again shortly');
        queueDown = true;
      }
      if (result === 'sent') continue;
      // After a failure, a change queued meanwhile waits too: the edge is not answering.
      const signal = typeof result === 'number' ? stopping.signal : AbortSignal.any([stopping.signal, wakeUp.signal]);
      await sleep(typeof result === 'number' ? result : pollMs, undefined, { signal }).catch(() => undefined);
      if (wakeUp.signal.aborted) wakeUp = new AbortController();
    }
  };
  const done = run();

  return {
    wake: () => wakeUp.abort(),
    async stop() {
      stopping.abort();
      const finished = await Promise.race([done.then(() => true), sleep(purgeTimeoutMs + STOP_MARGIN_MS, false, { ref: false })]);
      if (!finished) logger.warn({ edge: kind }, 'an edge purge was still under way at shutdown: its keys are sent again once their claim lapses');
    },
  };
}
