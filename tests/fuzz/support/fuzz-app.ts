import request from 'supertest';
import { expect } from 'vitest';
import type { NewsItemInput } from '../../../shared/types';
import { storeDemoImages } from '../../support/demo-media';
import { ingest } from '../../support/ingest';
import { daysAgo, newsItem, translated } from '../../../scripts/harness/news-fixtures';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp, type TestAppOptions } from '../../support/test-app';

/** What the fuzzed app holds: stories in several categories and languages, so that lists, articles, archives and feeds have content. */
export interface FuzzApp extends TestApp {
  stories: NewsItemInput[];
  /** The month of the stories, yyyymm, for archive and sitemap addresses. */
  month: string;
  /** The address of an image the stories show, stored: /media/{hash}/large. */
  image: string;
  /** The server still serves: /healthz and /readyz are 200, the trending list still has its stories, and no prototype was touched. */
  expectHealthy(): Promise<void>;
}

/** Own property names of the prototypes a polluting key would reach, before any request. */
const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype, String: String.prototype };
function prototypeNames(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(PROTOTYPES).map(([name, prototype]) => [name, Object.getOwnPropertyNames(prototype).sort()]));
}

/** The operators' tokens, so that the operations API is mounted and fuzzed past its door like the ingest API. */
export const FUZZ_OPS_TOKEN = 'fuzz-ops-token-0123456789';
export const FUZZ_LOCAL_TOKEN = 'fuzz-local-token-0123456789';

/** Names the fuzzers try to plant on Object.prototype through __proto__ and constructor.prototype. */
const PLANTED = ['x', 'y', 'polluted', 'admin', 'isAdmin', 'roles', 'b', 'c', '0'];

/** The real app on PGlite with the ingest and operations APIs on and a seeded set of stories. */
export async function createFuzzApp(options: TestAppOptions = {}): Promise<FuzzApp> {
  const before = prototypeNames();
  const testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, opsToken: FUZZ_OPS_TOKEN, localToken: FUZZ_LOCAL_TOKEN, ...options });
  const postTime = daysAgo(1);
  const world = newsItem({ type: 'world', subtype: 'Geopolitics', postTime, trendingScore: 90 });
  const business = newsItem({ type: 'business', subtype: 'Economy', postTime, trendingScore: 70 });
  const sports = newsItem({ type: 'sports', subtype: 'Tennis', postTime: postTime - 3_600, trendingScore: 20 });
  const stories = [
    world,
    translated(world, 'cn', '各国领导人在峰会上讨论贸易与安全'),
    translated(world, 'fr', 'Les dirigeants discutent du commerce au sommet'),
    business,
    translated(business, 'es', 'El banco central mantiene los tipos sin cambios'),
    sports,
  ];
  await ingest(testApp, stories);
  const image = (await storeDemoImages(testApp))('business-1');
  const posted = new Date(postTime * 1000);
  const month = `${posted.getUTCFullYear()}${String(posted.getUTCMonth() + 1).padStart(2, '0')}`;

  async function expectHealthy(): Promise<void> {
    const health = await request(testApp.app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect((await request(testApp.app).get('/readyz')).status).toBe(200);
    const list = await request(testApp.app).get('/api/public/xnews/list?lang=en&type=trending&size=10');
    expect(list.status).toBe(200);
    // A property that ingests may add stories; the seeded ones stay, in their order.
    const ids = (list.body as { id: string }[]).map((item) => item.id).filter((id) => id === world.id || id === business.id);
    expect(ids).toEqual([world.id, business.id]);
    expect(prototypeNames()).toEqual(before);
    for (const name of PLANTED) expect(({} as Record<string, unknown>)[name], `Object.prototype.${name}`).toBeUndefined();
  }

  return { ...testApp, stories, month, image, expectHealthy };
}
