import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';

let testApp: TestApp;
const details = (id: string, query: Record<string, string> = {}) => request(testApp.app).get(`/api/public/xnews/details/${id}`).query(query);

const story = newsItem({ id: '18446744073709551617', title: 'Markets rally on jobs data [1]' });
const frenchOnly = newsItem({ lang: 'fr', title: 'Les marchés saluent les chiffres' });

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [story, translated(story, 'tw', '就業數據帶動市場上漲'), translated(story, 'es', 'Los mercados suben'), frenchOnly]);
});
afterAll(() => testApp.close());

describe('GET /api/public/xnews/details/{id}', () => {
  it('answers the story in the requested language', async () => {
    const response = await details(story.id, { lang: 'tw' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: story.id, lang: 'tw', title: '就業數據帶動市場上漲', avail_langs: ['en', 'tw', 'es'] });
    expect(response.text).toContain('"id":"18446744073709551617"');
  });

  it('strips footnote markers and keeps the citations', async () => {
    const response = await details(story.id, { lang: 'en' });
    expect(response.body.title).toBe('Markets rally on jobs data');
    expect(response.body.news).not.toMatch(/\[\^?\d\]/);
    expect(response.body.cita).toBe(story.cita);
  });

  it('falls back to English when the language is missing, and says so in lang', async () => {
    const response = await details(story.id, { lang: 'fr' });
    expect(response.status).toBe(200);
    expect(response.body.lang).toBe('en');
  });

  it('falls back to the first language the story has when it has no English', async () => {
    const response = await details(frenchOnly.id, { lang: 'cn' });
    expect(response.body).toMatchObject({ lang: 'fr', title: 'Les marchés saluent les chiffres' });
  });

  it('defaults to English without lang', async () => {
    expect((await details(story.id)).body.lang).toBe('en');
  });

  it('answers 404 in JSON for an unknown id', async () => {
    const response = await details('12345678901234567890');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'not_found', message: 'No news with id 12345678901234567890.' });
  });

  it.each([
    ['abc', {}, 'id'],
    ['12a3', {}, 'id'],
    ['1'.repeat(31), {}, 'id'],
    [story.id, { lang: 'xx' }, 'lang'],
  ])('refuses id %s %j with 400 naming %s', async (id, query, parameter) => {
    const response = await details(id, query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expect(response.body.message).toContain(`Parameter '${parameter}'`);
  });
});
