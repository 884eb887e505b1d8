import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { DESK_ORIGIN, passkeySession, TEST_OPS_TOKEN } from '../support/desk';
import { ingest } from '../support/ingest';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/* The desk's story list and one story whole (decision 033): every story, withdrawn ones too. */

const world = newsItem({ title: 'Ceasefire talks resume in Geneva', type: 'world', subtype: 'War' });
const markets = newsItem({ title: 'Markets rally on quarterly figures', type: 'business', subtype: 'Economy' });
const frenchOnly = newsItem({ lang: 'fr', title: 'La grève des cheminots est levée', type: 'business', subtype: 'Economy' });
const withdrawn = newsItem({
  title: 'Harbour quinquireme dispute',
  type: 'business',
  subtype: 'Economy',
  img_urls: ['/xnews/logo-600x60.png', 'https://images.example.com/quay.jpg', 'https://images.example.com/gone.jpg'],
  video_thumbs: ['https://images.example.com/clip.jpg'],
});

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;

const ops = (path: string) => request(testApp.app).get(path).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`);
const ids = (response: request.Response) => (response.body.stories as { id: string }[]).map((story) => story.id);

beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, opsToken: TEST_OPS_TOKEN, publicOrigin: DESK_ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
  // One at a time, so that each is ingested after the one before.
  for (const item of [world, markets, translated(markets, 'cn', '股市因季度数据上涨'), frenchOnly, withdrawn]) await ingest(testApp, [item]);
  const response = await request(testApp.app).post(DESK_API.withdraw(withdrawn.id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`).send({ reason: 'duplicate', note: 'Same as the Monday story' });
  expect(response.status).toBe(200);
});
afterAll(() => testApp.close());

describe('GET /api/desk/stories', () => {
  it('lists every story, withdrawn ones too, newest ingested first, with their state', async () => {
    const response = await ops(DESK_API.stories);
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'get', DESK_API.stories);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(ids(response)).toEqual([withdrawn.id, frenchOnly.id, markets.id, world.id]);
    expect(response.body.stories[0]).toMatchObject({ status: 'withdrawn', withdrawal: { reason: 'duplicate', note: 'Same as the Monday story' }, title: withdrawn.title });
    expect(response.body.stories[1]).toMatchObject({ status: 'live', withdrawal: null, title: frenchOnly.title, langs: ['fr'] });
    expect(response.body.stories[2]).toMatchObject({ langs: ['en', 'cn'], title: markets.title });
    expect(response.body.next).toBeNull();
  });

  it('filters by category, subcategory, language, status and words, and pages with next', async () => {
    expect(ids(await ops(`${DESK_API.stories}?category=world`))).toEqual([world.id]);
    expect(ids(await ops(`${DESK_API.stories}?category=business&subcategory=Economy`))).toEqual([withdrawn.id, frenchOnly.id, markets.id]);
    expect(ids(await ops(`${DESK_API.stories}?lang=cn`))).toEqual([markets.id]);
    expect(ids(await ops(`${DESK_API.stories}?status=withdrawn`))).toEqual([withdrawn.id]);
    expect(ids(await ops(`${DESK_API.stories}?status=live&category=business`))).toEqual([frenchOnly.id, markets.id]);
    // The site's search, withdrawn stories included, in the language asked.
    expect(ids(await ops(`${DESK_API.stories}?q=quinquireme`))).toEqual([withdrawn.id]);
    expect(ids(await ops(`${DESK_API.stories}?q=cheminots&lang=fr`))).toEqual([frenchOnly.id]);
    expect(ids(await ops(`${DESK_API.stories}?from=2999-01-01`))).toEqual([]);

    const first = await ops(`${DESK_API.stories}?limit=2`);
    expect(ids(first)).toEqual([withdrawn.id, frenchOnly.id]);
    expect(first.body.next).toBe(frenchOnly.id);
    const second = await ops(`${DESK_API.stories}?limit=2&after=${first.body.next}`);
    expect(ids(second)).toEqual([markets.id, world.id]);
  });

  it('filters corrected stories: any correction on record, silent fixes included', async () => {
    expect(ids(await ops(`${DESK_API.stories}?status=corrected`))).toEqual([]);
    const correct = (id: string, body: object) => request(testApp.app).post(DESK_API.corrections(id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`).send(body);
    expect((await correct(world.id, { lang: 'en', kind: 'clarification', note: 'The talks are indirect.', summary: 'Indirect talks resume.' })).status).toBe(200);
    expect((await correct(frenchOnly.id, { lang: 'fr', kind: 'silent', note: 'Coquille', summary: 'La grève est levée.' })).status).toBe(200);
    const response = await ops(`${DESK_API.stories}?status=corrected`);
    expectMatchesOpenApi(response, 'get', DESK_API.stories);
    expect(ids(response)).toEqual([frenchOnly.id, world.id]);
    expect(ids(await ops(`${DESK_API.stories}?status=corrected&lang=fr`))).toEqual([frenchOnly.id]);
  });

  it.each([
    ['category=weather', 'category'],
    ['status=featured-forever', 'status'],
    ['lang=de', 'lang'],
    ['from=yesterday', 'from'],
    ['from=2026-02-01&to=2026-01-01', 'to'],
    ['after=abc', 'after'],
    ['limit=0', 'limit'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('answers 400 naming the parameter for ?%s', async (query, parameter) => {
    const response = await ops(`${DESK_API.stories}?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expectMatchesOpenApi(response, 'get', DESK_API.stories);
  });

  it('is refused to readers and to visitors', async () => {
    expect((await request(testApp.app).get(DESK_API.stories)).status).toBe(401);
    const reader = await passkeySession(testApp, 'user');
    expect((await request(testApp.app).get(DESK_API.stories).set('Cookie', reader.cookie)).status).toBe(403);
  });
});

describe('GET /api/desk/stories/{id}', () => {
  it('gives a withdrawn story whole, every language version in the site’s order, with its desk history', async () => {
    const response = await ops(DESK_API.story(withdrawn.id));
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'get', DESK_API.story('{id}'));
    expect(response.body.story).toMatchObject({ id: withdrawn.id, status: 'withdrawn', type: 'business', subtype: 'Economy' });
    expect(response.body.story.versions).toEqual([expect.objectContaining({ lang: 'en', title: withdrawn.title, news: withdrawn.news, summary: withdrawn.summary })]);
    expect(response.body.history).toEqual([expect.objectContaining({ action: 'story-withdrawn', reason: 'duplicate', actor: { id: null, name: 'operations token', role: 'operations' } })]);

    const both = await ops(DESK_API.story(markets.id));
    expect(both.body.story.versions.map((version: { lang: string }) => version.lang)).toEqual(['en', 'cn']);
    expect(both.body.history).toEqual([]);
  });

  it("shows how each image's copy to the site stands: ours already, waiting, stored, or given up on with the reason", async () => {
    // This app runs no copier: the states are set as the copier would leave them.
    await testApp.db.query(`UPDATE media_sources SET state = 'failed', reason = 'answered 404' WHERE url = 'https://images.example.com/gone.jpg'`);
    const hash = 'c'.repeat(64);
    await testApp.db.query(`INSERT INTO media_objects (hash, format, width, height, bytes) VALUES ($1, 'jpeg', 800, 600, 1000)`, [hash]);
    await testApp.db.query(`UPDATE media_sources SET state = 'stored', hash = $1 WHERE url = 'https://images.example.com/clip.jpg'`, [hash]);
    const response = await ops(DESK_API.story(withdrawn.id));
    expectMatchesOpenApi(response, 'get', DESK_API.story('{id}'));
    expect(response.body.story.imgUrls).toEqual(withdrawn.img_urls);
    expect(response.body.story.media).toEqual([
      { kind: 'image', url: '/xnews/logo-600x60.png', shown: '/xnews/logo-600x60.png', state: 'own', reason: null },
      { kind: 'image', url: 'https://images.example.com/quay.jpg', shown: '/media/unavailable', state: 'pending', reason: null },
      { kind: 'image', url: 'https://images.example.com/gone.jpg', shown: '/media/unavailable', state: 'failed', reason: 'answered 404' },
      { kind: 'video', url: 'https://images.example.com/clip.jpg', shown: `/media/${hash}/large`, state: 'stored', reason: null },
    ]);
  });

  it('answers 404 for an unknown story and 400 for a malformed id', async () => {
    expect((await ops(DESK_API.story('424242424242'))).status).toBe(404);
    expect((await ops(DESK_API.story('x1'))).body).toMatchObject({ error: 'invalid_parameter', parameter: 'id' });
  });
});
