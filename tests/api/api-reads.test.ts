import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_READ_ROOTS, firstSegment, readsOutsideTheApiPass } from '../../server/compose/api-reads';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';
import { rootLayers, stackRoutes, type StackLayer } from '../support/openapi-check';
import { createTestApp, type TestApp } from '../support/test-app';

/** The API's router (mount-api.ts): the one whose first layer lets pages' reads leave. */
function apiRouterStack(testApp: TestApp): StackLayer[] {
  const layer = rootLayers(testApp.app).find(({ handle }) => (handle?.stack?.[0] as { handle?: unknown } | undefined)?.handle === readsOutsideTheApiPass);
  if (!layer?.handle?.stack) throw new Error('no router starts with readsOutsideTheApiPass');
  return layer.handle.stack;
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [newsItem({ id: '930000000000000001', title: 'Harbour cranes return to work', type: 'world', subtype: 'Climate', postTime: daysAgo(0.2), trendingScore: 90 })]);
});
afterAll(() => testApp?.close());

describe('reads outside the API pass its routes by', () => {
  it('holds every read route the API mounts under one of its roots, so that none is passed by', () => {
    const reads = stackRoutes(apiRouterStack(testApp)).filter(({ method }) => method === 'get' || method === 'head');
    expect(reads.length).toBeGreaterThan(20);
    for (const { path } of reads) expect(API_READ_ROOTS.has(firstSegment(path)), path).toBe(true);
  });

  it('still answers the API and its not-found under its roots, in any case, and the probes', async () => {
    const list = await request(testApp.app).get('/API/Public/xnews/list?lang=en&type=world&size=5').expect(200);
    expect(list.body.map((item: { id: string }) => item.id)).toContain('930000000000000001');
    const missing = await request(testApp.app).get('/Api/public/nothing-here').expect(404);
    expect(missing.body).toEqual({ error: expect.any(String), message: expect.any(String) });
    await request(testApp.app).head('/api/public/xnews/details/930000000000000001?lang=en').expect(200);
    await request(testApp.app).get('/healthz').expect(200);
  });

  it('still renders pages, and takes the pages’ posts that the API answers', async () => {
    const page = await request(testApp.app).get('/en/news/list/world').expect(200);
    expect(page.text).toContain('Harbour cranes return to work');
    // The unsubscribe page's button posts to the page's own address, and the API's router answers it.
    const unsubscribe = await request(testApp.app).post('/en/newsletter/unsubscribe?token=not-a-token').type('form').send({}).expect(303);
    expect(unsubscribe.headers.location).toMatch(/^\/en\/newsletter\/unsubscribe\?token=not-a-token/);
  });

  it('reads the first segment as Express matches it: lowercased, not decoded', () => {
    expect(firstSegment('/API/public')).toBe('api');
    expect(firstSegment('/%61pi/public')).toBe('%61pi');
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('/healthz')).toBe('healthz');
  });
});
