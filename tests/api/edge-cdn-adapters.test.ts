import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { enqueuePurges } from '../../server/db/edge/edge-purge-queue';
import { createEdgeMetrics, type EdgeMetrics } from '../../server/metrics/edge-metrics';
import type { EdgeAdapter } from '../../server/services/edge/edge-adapter';
import { startEdgePurger, type EdgePurger, type EdgePurgerDeps } from '../../server/services/edge/edge-purger';
import { openEdgeAdapter } from '../../server/services/edge/open-edge-adapter';
import type { CdnStandIn } from '../support/cdn-stand-in';
import { capturingLogger } from '../support/capturing-logger';
import { CLOUDFLARE_MAX_TAGS, startCloudflareApi } from '../support/cloudflare-api';
import { FASTLY_MAX_KEYS, startFastlyApi } from '../support/fastly-api';
import { openTestDatabase } from '../support/test-database';

/**
 * The Fastly and Cloudflare adapters through the real purge queue and purger (decision 038),
 * against local stand-ins that check each request as the documented APIs do and answer as they
 * answer: batches within the API's limit, the token where the API wants it, and every failure
 * (401, 429 with Retry-After, 5xx, no answer) retried until the keys are taken.
 */

const TOKEN = 'edge-token-5d41402abc4b2a76';
/** Short waits, so that a retry comes within the test's patience; the backoff's shape is the purger's own. */
const QUICK = { backoff: { firstMs: 50, capMs: 400 }, pollMs: 100 } satisfies Partial<EdgePurgerDeps>;

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

const queuedKeys = async () => (await db.query<{ key: string }>('SELECT key FROM edge_purges')).map((row) => row.key);
const keys = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `story:${prefix}-${index}`);
const counted = async (metrics: EdgeMetrics, outcome: string) => (await metrics.purges.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;

const CDNS = [
  { kind: 'fastly', maxKeys: FASTLY_MAX_KEYS, start: startFastlyApi, soft: true },
  { kind: 'cloudflare', maxKeys: CLOUDFLARE_MAX_TAGS, start: startCloudflareApi, soft: false },
] as const;

describe.each(CDNS)('the $kind adapter', ({ kind, maxKeys, start, soft }) => {
  let api: CdnStandIn;
  let purger: EdgePurger | undefined;
  let metrics: EdgeMetrics;
  let log: ReturnType<typeof capturingLogger>;
  const adapterWith = (token: string): EdgeAdapter => openEdgeAdapter({ kind, url: api.url, token });
  const startPurger = (adapter: EdgeAdapter, extra: Partial<EdgePurgerDeps> = {}) => {
    purger = startEdgePurger({ db, adapter, logger: log.logger, metrics, ...QUICK, ...extra });
    return purger;
  };

  beforeAll(async () => {
    api = await start(TOKEN);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await db.query('DELETE FROM edge_purges');
    api.calls.length = 0;
    metrics = createEdgeMetrics(new Registry(), db);
    log = capturingLogger();
  });
  afterEach(async () => {
    api.hang(false);
    await purger?.stop();
    purger = undefined;
  });

  it(`sends queued keys in batches of at most ${maxKeys}, with its token, and deletes them once taken`, async () => {
    const all = keys(maxKeys * 2 + 44, 'batch');
    await enqueuePurges(db, all);
    startPurger(adapterWith(TOKEN));
    await expect.poll(queuedKeys).toEqual([]);
    expect(api.calls.map((call) => call.refusal ?? call.status)).toEqual([200, 200, 200]);
    expect(api.calls.map((call) => call.keys.length)).toEqual([maxKeys, maxKeys, 44]);
    expect(api.purged().sort()).toEqual([...all].sort());
    expect(api.calls.every((call) => call.soft === soft)).toBe(true);
    expect(await counted(metrics, 'sent')).toBe(3);
    expect((await metrics.purgedKeys.get()).values[0]?.value).toBe(all.length);
  });

  it('retries a rate limit and a server error, waiting as long as Retry-After asks, and loses nothing', async () => {
    api.failNext({ status: 429, retryAfter: '1' }, { status: 503 });
    const wanted = keys(12, 'retry');
    await enqueuePurges(db, wanted);
    startPurger(adapterWith(TOKEN));
    await expect.poll(queuedKeys).toEqual([]);
    expect(api.calls.map((call) => call.status)).toEqual([429, 503, 200]);
    const [limited, failed] = api.calls;
    expect((failed?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(api.purged().sort()).toEqual([...wanted].sort());
    expect(await counted(metrics, 'failed')).toBe(2);
    // One line for the outage, however many failures it has, and one when it ends.
    expect(log.lines.filter((line) => line.includes('edge purge failed:'))).toHaveLength(1);
    expect(log.lines.filter((line) => line.includes('edge purges go through again'))).toHaveLength(1);
  });

  it('keeps retrying a purge the API refuses for a wrong token, without ever logging a token, until a right one takes it', async () => {
    const wanted = keys(3, 'token');
    await enqueuePurges(db, wanted);
    startPurger(adapterWith('not-the-token'));
    await expect.poll(() => api.calls.filter((call) => call.status === 401).length).toBeGreaterThanOrEqual(3);
    await purger?.stop();
    expect((await queuedKeys()).sort()).toEqual([...wanted].sort());
    const [row] = await db.query<{ last_error: string }>('SELECT last_error FROM edge_purges LIMIT 1');
    expect(row?.last_error).toMatch(new RegExp(`^${kind} answered 401: `));
    expect(log.lines.join('\n')).not.toContain('not-the-token');

    await db.query('UPDATE edge_purges SET next_attempt_at = now()');
    startPurger(adapterWith(TOKEN));
    await expect.poll(queuedKeys).toEqual([]);
    expect(api.purged().sort()).toEqual([...wanted].sort());
  });

  it('gives up on a call the API never answers, in bounded time, and sends it again', async () => {
    api.hang(true);
    await enqueuePurges(db, ['story:hung']);
    startPurger(adapterWith(TOKEN), { purgeTimeoutMs: 300 });
    await expect.poll(async () => (await db.query<{ last_error: string | null }>('SELECT last_error FROM edge_purges'))[0]?.last_error).toBe(`${kind} unreachable: no answer in time`);
    api.hang(false);
    await expect.poll(queuedKeys).toEqual([]);
    expect(api.purged()).toEqual(['story:hung']);
  });

  it('waits at shutdown for the purge under way, within its time limit, and leaves its keys queued when it does not end', async () => {
    api.hang(true);
    await enqueuePurges(db, ['story:in-flight']);
    const stopping = startPurger(adapterWith(TOKEN), { purgeTimeoutMs: 1_000 });
    await expect.poll(async () => (await db.query('SELECT 1 FROM edge_purges WHERE claim IS NOT NULL')).length).toBe(1);
    const began = Date.now();
    await stopping.stop();
    expect(Date.now() - began).toBeLessThan(1_000 + 2_000 + 1_000);
    expect(await queuedKeys()).toEqual(['story:in-flight']);
  });
});
