import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../../db/database';
import { bodiesNotRenderedBy, storeRenderedBodies, type VersionKey } from '../../db/news/rendered-bodies';
import type { BodyRenderer } from '../../db/news/upsert-stories';
import type { Logger } from '../../logger';

/**
 * Versions a batch: rendering one takes a few milliseconds, so a batch holds the event loop (and
 * the embedded database's write) for tens of milliseconds at most.
 */
const BATCH = 10;

/**
 * After each batch the pass rests this many times as long as the batch took, so that it never
 * takes more than a quarter of the event loop. Yielding one turn between batches of 50 was not
 * enough: after a first start on a 2-core machine it rendered 16,159 bodies in 55 s at 160% CPU,
 * and meanwhile cached API answers took up to 10 s and more (BENCHMARKS.md, decision 029).
 */
export const REST_PER_WORK = 3;

/** Waits ms, or less if the signal aborts first. */
export type Rest = (ms: number, signal: AbortSignal) => Promise<void>;

const sleepUnlessAborted: Rest = (ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined);

export interface BodyBackfill {
  /** Settles when every version has a body of the running renderer, or on stop, or on a failure (logged). */
  done: Promise<void>;
  /** Ends after the batch under way (a rest between batches is cut short). */
  stop(): Promise<void>;
}

/**
 * Renders again, in the background, the bodies that another renderer made or that were never
 * rendered (versions written before migration 020, or by a build whose markdown rules differ):
 * until then their pages render the markdown themselves, so nothing waits for this. It runs at
 * low priority: small batches, with rests between them (REST_PER_WORK). A failure is logged and
 * left for the next start.
 */
export function startBodyBackfill(deps: { db: Queryable; renderer: BodyRenderer; logger: Logger; rest?: Rest }): BodyBackfill {
  const { db, renderer, logger, rest = sleepUnlessAborted } = deps;
  const stopping = new AbortController();
  const run = async () => {
    let after: VersionKey | null = null;
    let rendered = 0;
    while (!stopping.signal.aborted) {
      const started = performance.now();
      const batch = await bodiesNotRenderedBy(db, renderer.name, after, BATCH);
      if (batch.length === 0) break;
      await storeRenderedBodies(
        db,
        renderer.name,
        batch.map((version) => ({ ...version, html: renderer.html(version.news), measure: renderer.measure(version.news, version.lang) })),
      );
      rendered += batch.length;
      after = batch[batch.length - 1] ?? null;
      await rest(REST_PER_WORK * (performance.now() - started), stopping.signal);
    }
    if (rendered > 0) logger.info({ rendered, renderer: renderer.name, complete: !stopping.signal.aborted }, 'story bodies rendered');
  };
  const done = run().catch((error: unknown) => logger.error({ err: error }, 'rendering story bodies failed; pages render them until the next start'));
  return {
    done,
    async stop() {
      stopping.abort();
      await done;
    },
  };
}
