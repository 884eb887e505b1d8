import type { Queryable } from '../../db/database';
import { enqueuePurges } from '../../db/edge/edge-purge-queue';
import type { Logger } from '../../logger';
import type { EdgeMetrics } from '../../metrics/edge-metrics';
import type { ContentChanges } from '../cache/content-changes';
import { edgeKey } from './edge-keys';
import type { EdgePurgeSettings } from './edge-purge-settings';
import { startEdgePurger, type EdgePurger } from './edge-purger';
import { openEdgeAdapter } from './open-edge-adapter';

/**
 * These content changes, whose every announcement on this instance (an ingest, the desk, the
 * media copier) also queues the edge keys of its tags for the purger: the keys the responses
 * were filed under (edgeKeysOf), so a purge names exactly them. Changes that other instances
 * announce reach this one over Redis without passing here: the instance that made them queued
 * them. The announcement returns once the keys are queued, so a change that was answered is
 * purged even if this instance stops at once. Closing them stops the purger.
 */
export function edgePurgingChanges(changes: ContentChanges, { db, purger, logger }: { db: Queryable; purger: EdgePurger; logger: Logger }): ContentChanges {
  const queue = async (tags: readonly string[]) => {
    try {
      await enqueuePurges(db, [...new Set(tags.map(edgeKey))]);
      purger.wake();
    } catch (error) {
      logger.error({ err: error, tags: tags.length }, 'queuing edge purges failed: the edge keeps those pages until their s-maxage ends');
    }
  };
  return {
    current: () => changes.current(),
    changedSince: (seq, tags) => changes.changedSince(seq, tags),
    async announce(tags) {
      // The caches first, here and (published) on every instance: an edge purged before they
      // know of the change would fetch the old page from them again.
      await changes.announce(tags);
      await queue(tags);
    },
    async close() {
      await purger.stop();
      await changes.close();
    },
  };
}

/** The changes as they are with no edge (EDGE_PURGE unset); with one, purging it and starting its purger. */
export function withEdgePurge(changes: ContentChanges, deps: { settings: EdgePurgeSettings | undefined; db: Queryable; logger: Logger; metrics: EdgeMetrics }): ContentChanges {
  const { settings, db, logger, metrics } = deps;
  if (!settings) return changes;
  const adapter = openEdgeAdapter(settings);
  logger.info({ edge: adapter.kind, url: new URL(settings.url).origin }, 'content changes are purged at the edge');
  return edgePurgingChanges(changes, { db, purger: startEdgePurger({ db, adapter, logger, metrics }), logger });
}
