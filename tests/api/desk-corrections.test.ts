import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import { articlePath, briefPath } from '../../shared/routes';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { DESK_ORIGIN, TEST_OPS_TOKEN } from '../support/desk';
import { ingest } from '../support/ingest';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/* Corrections at the desk (decision 033), and an ingest that never undoes them. */

const story = newsItem({ title: 'Harbour reopens after the strom', summary: 'The port is open again.', type: 'business', subtype: 'Economy', news: 'The harbour reopened on Monday.' });
const french = translated(story, 'fr', 'Le port rouvre après la tempête');

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;

beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, opsToken: TEST_OPS_TOKEN, publicOrigin: DESK_ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
  await ingest(testApp, [story, french]);
});
afterAll(() => testApp.close());

const ops = (path: string) => request(testApp.app).post(path).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`);
const details = async (lang: string) => (await request(testApp.app).get(`/api/public/xnews/details/${story.id}?lang=${lang}`)).body;
const ingestAnswer = (items: unknown[]) => request(testApp.app).post('/api/ingest/news').set('Authorization', `Bearer ${TEST_INGEST_TOKEN}`).send(items);

describe('a correction', () => {
  it('rewrites the version as readers see it, search included, records the note, and is audited', async () => {
    const response = await ops(DESK_API.corrections(story.id)).send({ lang: 'en', kind: 'correction', note: 'An earlier version misspelt “storm”.', title: 'Harbour reopens after the storm', news: 'The harbour reopened on **Monday**.' });
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'post', DESK_API.corrections('{id}'));
    expect(response.body).toMatchObject({ storyId: story.id, lang: 'en', kind: 'correction', fields: ['title', 'news'] });
    expect(await details('en')).toMatchObject({ title: 'Harbour reopens after the storm', news: 'The harbour reopened on **Monday**.' });
    // The French version is its own; only the English one changed.
    expect((await details('fr')).title).toBe(french.title);
    const page = await request(testApp.app).get(articlePath('en', 'Harbour reopens after the storm', story.id));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<strong>Monday</strong>');
    const search = await request(testApp.app).get('/api/public/xnews/search?lang=en&q=storm').set('X-Forwarded-For', '203.0.113.9');
    expect(search.body.items.map((item: { id: string }) => item.id)).toEqual([story.id]);

    const [entry] = await testApp.db.query<{ action: string; reason: string; before: unknown; after: unknown }>(`SELECT action, reason, before, after FROM desk_audit WHERE target_id = $1`, [story.id]);
    expect(entry).toEqual({
      action: 'story-corrected', reason: 'correction',
      before: { title: story.title, news: story.news }, after: { title: 'Harbour reopens after the storm', news: 'The harbour reopened on **Monday**.' },
    });
  });

  it('shows its note, dated, on the article and the brief in that language, in the details and in the JSON-LD; a silent fix shows nothing', async () => {
    const item = await details('en');
    expect(item.corrections).toEqual([{ kind: 'correction', note: 'An earlier version misspelt “storm”.', at: expect.any(String) }]);
    expect((await details('fr')).corrections).toBeUndefined();
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(item.corrections[0].at));
    for (const path of [articlePath('en', item.title, story.id), briefPath('en', item.title, story.id)]) {
      // React's separators between text parts aside.
      const page = (await request(testApp.app).get(path)).text.replaceAll('<!-- -->', '');
      expect(page, path).toContain(`<aside class="xn-corrections" aria-label="Corrections and clarifications"><p class="xn-correction"><strong>Correction, <time dateTime="${item.corrections[0].at}">${day}</time>:</strong> An earlier version misspelt “storm”.</p><p class="xn-corrections-all"><a href="/en/corrections">All corrections</a></p></aside>`);
    }
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec((await request(testApp.app).get(articlePath('en', item.title, story.id))).text)?.[1] ?? '{}');
    expect(jsonLd.dateModified).toBe(item.corrections[0].at);
    expect(jsonLd.correction).toEqual([{ '@type': 'CorrectionComment', text: 'An earlier version misspelt “storm”.', datePublished: item.corrections[0].at }]);

    expect((await ops(DESK_API.corrections(story.id)).send({ lang: 'fr', kind: 'silent', title: 'Le port rouvre après la tempête.' })).status).toBe(200);
    expect((await details('fr')).corrections).toBeUndefined();
    const french = (await request(testApp.app).get(articlePath('fr', 'Le port rouvre après la tempête.', story.id))).text;
    expect(french).not.toContain('xn-corrections');
  });

  it('changes a shared field (the subcategory) in every language', async () => {
    expect((await ops(DESK_API.corrections(story.id)).send({ lang: 'fr', kind: 'silent', subtype: 'Markets' })).status).toBe(200);
    expect((await details('en')).subtype).toBe('Markets');
    expect((await details('fr')).subtype).toBe('Markets');
  });

  it('is kept by a later ingest, which updates the fields nobody edited and says what it held', async () => {
    const answer = await ingestAnswer([{ ...story, title: 'Harbour reopens after the strom (updated)', summary: 'The port reopened on Monday.' }, french]);
    expect(answer.status).toBe(200);
    expect(answer.body.held).toEqual([
      { id: story.id, lang: 'en', fields: ['news', 'title', 'subtype'].sort(), reason: 'corrected at the desk' },
      { id: story.id, lang: 'fr', fields: ['subtype'], reason: 'corrected at the desk' },
    ].map((held) => ({ ...held, fields: expect.arrayContaining(held.fields) })));
    const now = await details('en');
    expect(now).toMatchObject({ title: 'Harbour reopens after the storm', summary: 'The port reopened on Monday.', subtype: 'Markets', news: 'The harbour reopened on **Monday**.' });

    const desk = await request(testApp.app).get(DESK_API.story(story.id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`);
    const title = desk.body.holds.find((hold: { lang: string; field: string }) => hold.lang === 'en' && hold.field === 'title');
    expect(title).toMatchObject({ value: 'Harbour reopens after the storm', upstreamValue: 'Harbour reopens after the strom (updated)', upstreamAt: expect.any(String) });
  });

  it('lets the desk dismiss upstream’s newer value, or accept it, which writes it and lets the field go', async () => {
    const dismissed = await ops(DESK_API.dismissUpstream(story.id)).send({ lang: 'en', field: 'news' });
    expect(dismissed.status).toBe(200);
    expectMatchesOpenApi(dismissed, 'post', DESK_API.dismissUpstream('{id}'));
    const accepted = await ops(DESK_API.acceptUpstream(story.id)).send({ lang: 'en', field: 'title' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.holds.some((hold: { field: string; lang: string }) => hold.field === 'title' && hold.lang === 'en')).toBe(false);
    expect((await details('en')).title).toBe('Harbour reopens after the strom (updated)');
    const again = await ops(DESK_API.acceptUpstream(story.id)).send({ lang: 'en', field: 'title' });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('not_held');
    // The next ingest writes the title as upstream sends it.
    await ingestAnswer([{ ...story, title: 'Harbour reopens, traffic resumes' }]).expect(200);
    expect((await details('en')).title).toBe('Harbour reopens, traffic resumes');
  });

  it.each([
    ['no language', { kind: 'silent', title: 'A proper title here' }, 'lang'],
    ['an unknown kind', { lang: 'en', kind: 'erratum', note: 'x', title: 'A proper title here' }, 'kind'],
    ['a correction without its note', { lang: 'en', kind: 'correction', title: 'A proper title here' }, 'note'],
    ['no field', { lang: 'en', kind: 'silent' }, 'title'],
    ['a title the ingest refuses', { lang: 'en', kind: 'silent', title: 'Tiny' }, 'title'],
    ['a subcategory of another category', { lang: 'en', kind: 'silent', subtype: 'Football' }, 'subtype'],
  ])('answers 400 naming the field for %s, and writes nothing', async (_label, body, parameter) => {
    const before = await details('en');
    const response = await ops(DESK_API.corrections(story.id)).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expect(await details('en')).toEqual(before);
  });

  it('answers 409 when nothing changes or the language is missing', async () => {
    const current = await details('en');
    expect((await ops(DESK_API.corrections(story.id)).send({ lang: 'en', kind: 'silent', title: current.title })).body.error).toBe('unchanged');
    expect((await ops(DESK_API.corrections(story.id)).send({ lang: 'es', kind: 'silent', title: 'Un título correcto' })).body.error).toBe('missing_language');
  });
});
