import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import type { NewsItem } from '../../shared/types';
import { daysAgo, newsItem, translated } from '../../scripts/harness/news-fixtures';
import { databaseNewsService } from '../../server/services/news/news-service';
import { listFilterOf } from '../../server/services/news/news-filters';
import { DESK_ORIGIN, TEST_OPS_TOKEN } from '../support/desk';
import { ingest } from '../support/ingest';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/* Featured stories (decision 033): a pin puts a story first on trending or its category, per language, for a while. */

const top = newsItem({ title: 'Central bank holds rates', type: 'business', subtype: 'Economy', trendingScore: 99, postTime: daysAgo(0.1) });
const middle = newsItem({ title: 'Shipping costs ease', type: 'business', subtype: 'Markets', trendingScore: 80, postTime: daysAgo(0.2) });
const quiet = newsItem({ title: 'Small firms hire again', type: 'business', subtype: 'Economy', trendingScore: 20, postTime: daysAgo(2) });
const elsewhere = newsItem({ title: 'Storm season ends', type: 'world', subtype: 'Climate', trendingScore: 90, postTime: daysAgo(0.1) });

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;

beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, opsToken: TEST_OPS_TOKEN, publicOrigin: DESK_ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
  await ingest(testApp, [top, middle, quiet, translated(quiet, 'fr', 'Les petites entreprises embauchent'), elsewhere]);
});
afterAll(() => testApp.close());

const ops = (method: 'post' | 'delete', path: string) => request(testApp.app)[method](path).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`);
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const listIds = async (query: string) => ((await request(testApp.app).get(`/api/public/xnews/list?${query}`)).body as NewsItem[]).map((item) => item.id);

describe('featuring a story', () => {
  it('puts it first on its category and on trending in the languages chosen, on the site and in the API, and nowhere else', async () => {
    expect((await listIds('lang=en&type=business&size=3'))[0]).toBe(top.id);
    await request(testApp.app).get('/en/news/list/business').expect(200);

    const response = await ops('post', DESK_API.feature(quiet.id)).send({ list: 'business', langs: ['en'], until: inADay() });
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'post', DESK_API.feature('{id}'));
    expect(response.body.pins).toEqual([expect.objectContaining({ list: 'business', lang: 'en', storyId: quiet.id, pinnedBy: 'operations token' })]);

    expect(await listIds('lang=en&type=business&size=3')).toEqual([quiet.id, top.id, middle.id]);
    // The cached page of the list is told at once (its first reader after may get the copy it
    // had while it is rendered again, decision 013): the pinned story's card comes first.
    const firstCard = async () => {
      const main = (await request(testApp.app).get('/en/news/list/business')).text.split('<main')[1] ?? '';
      const [pinned, best] = [main.indexOf(quiet.title), main.indexOf(top.title)];
      return pinned >= 0 && best >= 0 ? (pinned < best ? quiet.title : top.title) : 'missing';
    };
    await expect.poll(firstCard).toBe(quiet.title);
    // Not in French, not on trending, not on a subcategory's list, not on the second page.
    expect((await listIds('lang=fr&type=business&size=3'))).toEqual([quiet.id]);
    expect((await listIds('lang=en&type=trending&size=3'))[0]).not.toBe(quiet.id);
    expect((await listIds('lang=en&type=business&subtype=Economy&size=3'))[0]).toBe(top.id);
    expect(await listIds('lang=en&type=business&size=2&page=2')).toEqual([quiet.id]);

    const desk = await request(testApp.app).get(`${DESK_API.stories}?status=featured`).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`);
    expect(desk.body.stories.map((story: { id: string; featured: boolean }) => [story.id, story.featured])).toEqual([[quiet.id, true]]);
  });

  it('takes the place of the pin there, and the trail keeps what it replaced', async () => {
    expect((await ops('post', DESK_API.feature(middle.id)).send({ list: 'business', langs: ['en'], until: inADay() })).status).toBe(200);
    expect((await listIds('lang=en&type=business&size=3'))[0]).toBe(middle.id);
    const [entry] = await testApp.db.query<{ before: { pins: { storyId: string }[] } }>(`SELECT before FROM desk_audit WHERE action = 'story-featured' AND target_id = $1`, [middle.id]);
    expect(entry?.before.pins.map((pin) => pin.storyId)).toEqual([quiet.id]);
  });

  it('ends by itself when its time is up', async () => {
    const news = databaseNewsService(testApp.db);
    const filter = listFilterOf({ lang: 'en', category: 'business', subtype: null, page: 1, size: 3, daysBack: 30 });
    expect((await news.list(filter))[0]?.id).toBe(middle.id);
    await testApp.db.query(`UPDATE story_pins SET until = now() - interval '1 second' WHERE story_id = $1`, [middle.id]);
    expect((await news.list(filter))[0]?.id).toBe(top.id);
  });

  it('is ended at once by unfeature, once', async () => {
    expect((await ops('post', DESK_API.feature(top.id)).send({ list: 'trending', langs: ['en'], until: inADay() })).status).toBe(200);
    const response = await ops('delete', DESK_API.feature(top.id));
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'delete', DESK_API.feature('{id}'));
    const again = await ops('delete', DESK_API.feature(top.id));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('not_featured');
  });

  it.each([
    ['a list that is not one', { list: 'weather', langs: ['en'] }, 'list'],
    ['no language', { list: 'business', langs: [] }, 'langs'],
    ['an unknown language', { list: 'business', langs: ['de'] }, 'langs'],
    ['a time past', { list: 'business', langs: ['en'], until: '2020-01-01T00:00:00Z' }, 'until'],
    ['more than 7 days', { list: 'business', langs: ['en'], until: new Date(Date.now() + 8 * 86_400_000).toISOString() }, 'until'],
    ['a date without a time', { list: 'business', langs: ['en'], until: '2099-01-01' }, 'until'],
  ])('answers 400 naming the field for %s', async (_label, body, parameter) => {
    const response = await ops('post', DESK_API.feature(quiet.id)).send({ until: inADay(), ...body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
  });

  it('answers 409 for a list the story is not in, a language it lacks, and a withdrawn story', async () => {
    expect((await ops('post', DESK_API.feature(elsewhere.id)).send({ list: 'business', langs: ['en'], until: inADay() })).body.error).toBe('not_in_list');
    expect((await ops('post', DESK_API.feature(elsewhere.id)).send({ list: 'world', langs: ['es'], until: inADay() })).body.error).toBe('missing_language');
    await ops('post', DESK_API.withdraw(elsewhere.id)).send({ reason: 'error', note: 'x' }).expect(200);
    expect((await ops('post', DESK_API.feature(elsewhere.id)).send({ list: 'world', langs: ['en'], until: inADay() })).body.error).toBe('withdrawn');
  });
});
