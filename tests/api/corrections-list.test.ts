import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import { articlePath } from '../../shared/routes';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { DESK_ORIGIN, TEST_OPS_TOKEN } from '../support/desk';
import { ingest } from '../support/ingest';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/* The public corrections list (decision 033): corrections and clarifications, newest first, never silent fixes nor withdrawn stories. */

const bridge = newsItem({ title: 'Bridge closes for repairs', type: 'world', subtype: 'Trade' });
const bridgeFr = translated(bridge, 'fr', 'Le pont ferme pour travaux');
const museum = newsItem({ title: 'Museum opens a new wing', type: 'lifestyle', subtype: 'Culture' });
const dam = newsItem({ title: 'Dam project approved', type: 'world', subtype: 'Climate' });

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;

beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, opsToken: TEST_OPS_TOKEN, publicOrigin: DESK_ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
  await ingest(testApp, [bridge, bridgeFr, museum, dam]);
});
afterAll(() => testApp.close());

const ops = (path: string) => request(testApp.app).post(path).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`);
const correct = async (id: string, body: Record<string, unknown>) => expect((await ops(DESK_API.corrections(id)).send(body)).status).toBe(200);
const list = (query: string) => request(testApp.app).get(`/api/public/xnews/corrections?${query}`);

describe('GET /api/public/xnews/corrections', () => {
  it('is empty, and public, before any correction', async () => {
    const response = await list('lang=en');
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'get', '/api/public/xnews/corrections');
    expect(response.body).toEqual({ page: 1, size: 50, total: 0, items: [] });
    expect(response.headers['cache-control']).toContain('public');
  });

  it('shows a new correction at once, through the cache, with the current title and the article address', async () => {
    await correct(bridge.id, { lang: 'en', kind: 'correction', note: 'The bridge closes on Tuesday, not Monday.', title: 'Bridge closes for repairs on Tuesday' });
    const response = await list('lang=en');
    expectMatchesOpenApi(response, 'get', '/api/public/xnews/corrections');
    expect(response.body.items).toEqual([{
      storyId: bridge.id, title: 'Bridge closes for repairs on Tuesday', path: articlePath('en', 'Bridge closes for repairs on Tuesday', bridge.id),
      kind: 'correction', note: 'The bridge closes on Tuesday, not Monday.', at: expect.any(String),
    }]);
    // Asked again while cached, then a clarification elsewhere: it is there at once, first.
    await correct(museum.id, { lang: 'en', kind: 'clarification', note: 'The wing holds modern art only.', summary: 'The new wing shows modern art.' });
    const after = await list('lang=en');
    expect(after.body.items.map((item: { storyId: string; kind: string }) => [item.storyId, item.kind])).toEqual([[museum.id, 'clarification'], [bridge.id, 'correction']]);
    expect(after.body.total).toBe(2);
  });

  it('never lists a silent fix, and keeps each language to its own', async () => {
    await correct(dam.id, { lang: 'en', kind: 'silent', title: 'Dam project approved.' });
    expect((await list('lang=en')).body.items.map((item: { storyId: string }) => item.storyId)).not.toContain(dam.id);
    expect((await list('lang=fr')).body.items).toEqual([]);
    await correct(bridge.id, { lang: 'fr', kind: 'clarification', note: 'Les travaux durent deux semaines.', summary: 'Deux semaines de travaux.' });
    const french = (await list('lang=fr')).body;
    expect(french.items).toEqual([expect.objectContaining({ storyId: bridge.id, title: bridgeFr.title, path: articlePath('fr', bridgeFr.title, bridge.id) })]);
  });

  it('pages newest first', async () => {
    await correct(dam.id, { lang: 'en', kind: 'correction', note: 'The vote was 5 to 2.', summary: 'Approved by 5 votes to 2.' });
    const first = (await list('lang=en&size=2')).body;
    expect(first).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(first.items.map((item: { storyId: string }) => item.storyId)).toEqual([dam.id, museum.id]);
    const second = (await list('lang=en&size=2&page=2')).body;
    expect(second).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(second.items.map((item: { storyId: string }) => item.storyId)).toEqual([bridge.id]);
    expect((await list('lang=en&size=2&page=3')).body).toEqual({ page: 3, size: 2, total: 3, items: [] });
  });

  it('leaves out a withdrawn story at once, and lists it again once restored', async () => {
    expect((await list('lang=en')).body.total).toBe(3);
    expect((await ops(DESK_API.withdraw(museum.id)).send({ reason: 'error', note: 'Wrong museum' })).status).toBe(200);
    const without = (await list('lang=en')).body;
    expect(without.total).toBe(2);
    expect(without.items.map((item: { storyId: string }) => item.storyId)).not.toContain(museum.id);
    expect((await ops(DESK_API.restore(museum.id)).send({ note: 'Checked' })).status).toBe(200);
    expect((await list('lang=en')).body.total).toBe(3);
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    for (const [query, parameter] of [['lang=de', 'lang'], ['lang=en&size=101', 'size'], ['lang=en&page=0', 'page'], ['lang=en&size=', 'size']]) {
      const response = await list(query as string);
      expect(response.status, query).toBe(400);
      expect(response.body.parameter, query).toBe(parameter);
    }
  });
});
