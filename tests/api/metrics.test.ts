import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueuePurges } from '../../server/db/edge/edge-purge-queue';
import { ingest } from '../support/ingest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** GET /metrics: what an operator's Prometheus scrapes from each instance. */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [newsItem()]);
});
afterAll(() => testApp?.close());

/** The value of one sample line, e.g. metric{a="b"} 3. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{`) && wanted.every((label) => entry.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  it('counts and times requests by route pattern, and reports cache outcomes', async () => {
    for (let round = 0; round < 3; round++) {
      await request(testApp.app).get('/api/public/xnews/list?lang=en&size=3').expect(200);
      await request(testApp.app).get('/en/news/list/trending').expect(200);
    }
    await request(testApp.app).get('/en/no-such-page').expect(404);

    const response = await request(testApp.app).get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.text;
    expect(sample(text, 'xnews_http_requests_total', { route: '/api/public/xnews/list', status: '200', method: 'GET' })).toBe(3);
    expect(sample(text, 'xnews_http_requests_total', { route: 'page', status: '200' })).toBe(3);
    expect(sample(text, 'xnews_http_requests_total', { route: 'page', status: '404' })).toBe(1);
    expect(sample(text, 'xnews_http_request_duration_seconds_count', { route: 'page', status: '200' })).toBe(3);
    expect(text).toContain('xnews_http_request_duration_seconds_bucket{le="0.05"');
    // The first page render missed, the next two were hits; the list API likewise.
    expect(sample(text, 'xnews_cache_fetches_total', { cache: 'page', outcome: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'xnews_cache_fetches_total', { cache: 'page', outcome: 'hit' })).toBe(2);
    // List answers are keyed by the minute too, so one of the repeats may fall in the next one.
    expect(sample(text, 'xnews_cache_fetches_total', { cache: 'list', outcome: 'hit' })).toBeGreaterThanOrEqual(1);
  });

  it("gives Node's process metrics their standard names, which stock Node.js dashboards query, and only the app's own the xnews_ prefix", async () => {
    const text = (await request(testApp.app).get('/metrics')).text;
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    expect(text).not.toMatch(/^xnews_(process|nodejs)_/m);
    expect(text).toMatch(/^xnews_http_requests_total\{/m);
  });

  it('shows the database pool: open connections on a PostgreSQL server, none on PGlite', async () => {
    const text = (await request(testApp.app).get('/metrics')).text;
    const open = Number(/^xnews_db_pool_connections (\d+)/m.exec(text)?.[1]);
    if (testApp.db.kind === 'postgres') expect(open).toBeGreaterThanOrEqual(1);
    else expect(open).toBe(0);
    expect(text).toMatch(/^xnews_db_pool_waiting_queries \d+/m);
  });

  it("reports the edge purge (decision 038): purges by adapter and outcome, and the shared queue's depth and oldest key's age, read at each scrape", async () => {
    const empty = (await request(testApp.app).get('/metrics')).text;
    expect(empty).toMatch(/^xnews_edge_purge_queue_keys 0$/m);
    expect(empty).toMatch(/^xnews_edge_purge_oldest_age_seconds 0$/m);
    expect(empty).toContain('# TYPE xnews_edge_purges_total counter');
    expect(empty).toContain('# TYPE xnews_edge_purged_keys_total counter');
    await enqueuePurges(testApp.db, ['story:metrics-1', 'list:en:world:all:0']);
    await testApp.db.query(`UPDATE edge_purges SET queued_at = now() - interval '2 minutes' WHERE key = 'story:metrics-1'`);
    const queued = (await request(testApp.app).get('/metrics')).text;
    expect(queued).toMatch(/^xnews_edge_purge_queue_keys 2$/m);
    expect(Number(/^xnews_edge_purge_oldest_age_seconds ([\d.]+)$/m.exec(queued)?.[1])).toBeGreaterThanOrEqual(120);
    await testApp.db.query('DELETE FROM edge_purges');
  });
});
