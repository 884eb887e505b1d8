import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../../db/database';
import { bodiesNotRenderedBy, storeRenderedBodies, type VersionKey } from '../../db/news/rendered-bodies';
import type { BodyRenderer } from '../../db/news/upsert-stories';
import type { Logger } from '../../logger';

/** Versions a batch: small enough that a request waiting behind one on the embedded database waits little. */
const BATCH = 50;

export interface BodyBackfill {
  /** Settles when every version has a body of the running renderer, or on stop, or on a failure (logged). */
  done: Promise<void>;
  /** Ends after the batch under way. */
  stop(): Promise<void>;
}

/**
 * Renders again, in the background, the bodies that another renderer made or that were never
 * rendered (versions written before migration 020, or by a build whose markdown rules differ):
 * until then their pages render the markdown themselves, so nothing waits for this. It yields to
 * requests between batches. A failure is logged and left for the next start.
 */
export function startBodyBackfill(deps: { db: Queryable; renderer: BodyRenderer; logger: Logger }): BodyBackfill {
  const { db, renderer, logger } = deps;
  let stopping = false;
  const run = async () => {
    let after: VersionKey | null = null;
    let rendered = 0;
    for (;;) {
      const batch = await bodiesNotRenderedBy(db, renderer.name, after, BATCH);
      if (batch.length === 0 || stopping) break;
      await storeRenderedBodies(db, renderer.name, batch.map((version) => ({ ...version, html: renderer.html(version.news) })));
      rendered += batch.length;
      after = batch[batch.length - 1] ?? null;
      await nextTurn();
    }
    if (rendered > 0) logger.info({ rendered, renderer: renderer.name, complete: !stopping }, 'story bodies rendered');
  };
  const done = run().catch((error: unknown) => logger.error({ err: error }, 'rendering story bodies failed; pages render them until the next start'));
  return {
    done,
    async stop() {
      stopping = true;
      await done;
    },
  };
}
