import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';

let testApp: TestApp;
const archive = (path: string, query: Record<string, string> = {}) => request(testApp.app).get(`/api/public/xnews/archive/${path}`).query(query);
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const mayFirst = newsItem({ type: 'politics', subtype: 'Law', postTime: at('2025-05-01T00:00:00Z'), title: 'Court rules on new law [2]' });
const mayLast = newsItem({ type: 'politics', subtype: 'Debate', postTime: at('2025-05-31T23:59:59Z'), title: 'Late-night debate draws record audience', trendingScore: 1 });
const june = newsItem({ type: 'politics', subtype: 'Law', postTime: at('2025-06-01T00:00:00Z'), title: 'June ruling expected soon' });
const mayHealth = newsItem({ type: 'health', subtype: 'Medicine', postTime: at('2025-05-10T12:00:00Z'), title: 'New vaccine trial begins' });

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [mayFirst, translated(mayFirst, 'es', 'El tribunal decide sobre la ley'), mayLast, june, mayHealth]);
});
afterAll(() => testApp.close());

describe('GET /api/public/xnews/archive/{lang}/{category}/{yyyymm}', () => {
  it('lists id, title, postTime and subtype for the month, newest first, whatever the trending score', async () => {
    const response = await archive('en/politics/202505');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: mayLast.id, title: 'Late-night debate draws record audience', postTime: mayLast.postTime, subtype: 'Debate' },
      { id: mayFirst.id, title: 'Court rules on new law', postTime: mayFirst.postTime, subtype: 'Law' },
    ]);
  });

  it('answers in the requested language only', async () => {
    expect((await archive('es/politics/202505')).body).toEqual([
      { id: mayFirst.id, title: 'El tribunal decide sobre la ley', postTime: mayFirst.postTime, subtype: 'Law' },
    ]);
  });

  it('pages from 0 with size', async () => {
    expect((await archive('en/politics/202505', { page: '1', size: '1' })).body.map((entry: { id: string }) => entry.id)).toEqual([mayFirst.id]);
    expect((await archive('en/politics/202505', { page: '2', size: '1' })).body).toEqual([]);
  });

  it('gathers every category for trending', async () => {
    const response = await archive('en/trending/202505');
    expect(response.body.map((entry: { id: string }) => entry.id)).toEqual([mayLast.id, mayHealth.id, mayFirst.id]);
  });

  it('accepts the client cache hint forceRefresh', async () => {
    expect((await archive('en/health/202505', { forceRefresh: 'true' })).status).toBe(200);
  });

  it.each([
    ['xx/politics/202505', 'lang'],
    ['en/cooking/202505', 'category'],
    ['en/politics/2025', 'yyyymm'],
    ['en/politics/202513', 'yyyymm'],
    ['en/politics/202500', 'yyyymm'],
    ['en/politics/2025-5', 'yyyymm'],
    ['en/politics/abcdef', 'yyyymm'],
  ])('refuses %s with 400 naming %s', async (path, parameter) => {
    const response = await archive(path);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expect(response.body.message).toContain(`Parameter '${parameter}'`);
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ page: 'first' }, 'page'],
    [{ size: '5000' }, 'size'],
    [{ forceRefresh: 'maybe' }, 'forceRefresh'],
  ])('refuses %j with 400 naming %s', async (query, parameter) => {
    const response = await archive('en/politics/202505', query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expect(response.body.message).toContain(`Parameter '${parameter}'`);
  });
});
