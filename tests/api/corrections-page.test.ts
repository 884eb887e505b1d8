import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import { articlePath, briefPath, correctionsFeedPath, correctionsPath } from '../../shared/routes';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { DESK_ORIGIN, TEST_OPS_TOKEN } from '../support/desk';
import { ingest } from '../support/ingest';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/* The corrections page, its feed and the links to it (decision 033). */

const story = newsItem({ title: 'Ferry service resumes', type: 'world', subtype: 'Trade' });
const french = translated(story, 'fr', 'Le ferry reprend du service');
const quiet = newsItem({ title: 'Library extends its hours', type: 'world', subtype: 'Trade' });

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, opsToken: TEST_OPS_TOKEN, publicOrigin: DESK_ORIGIN });
  await ingest(testApp, [story, french, quiet]);
});
afterAll(() => testApp.close());

const ops = (path: string) => request(testApp.app).post(path).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`);
const page = async (path: string) => {
  const response = await request(testApp.app).get(path);
  // React's separators between text parts aside.
  return { status: response.status, text: response.text.replaceAll('<!-- -->', '') };
};

describe('the corrections page', () => {
  it('says when there is nothing to list, and is indexable with its feed as an alternate', async () => {
    // In Spanish: a page the cache holds is served once more while it is rendered again (decision 013).
    const { status, text } = await page(correctionsPath('es'));
    expect(status).toBe(200);
    expect(text).toContain('<h1 class="xn-archive-title">Correcciones y aclaraciones</h1>');
    expect(text).toContain('Todavía no hay correcciones ni aclaraciones.');
    expect(text).toContain('<title>Correcciones y aclaraciones | ');
    expect(text).toMatch(/<link rel="canonical" href="[^"]*\/es\/corrections"/);
    expect(text).toMatch(/<link rel="alternate" hrefLang="fr" href="[^"]*\/fr\/corrections"/i);
    expect(text).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="[^"]*\/rss\/es\/corrections\.xml"/);
    expect(text).not.toContain('noindex');
  });

  it('lists corrections and clarifications in each language, linking to the article, never silent fixes', async () => {
    expect((await ops(DESK_API.corrections(story.id)).send({ lang: 'en', kind: 'correction', note: 'The ferry resumes on Friday.', title: 'Ferry service resumes on Friday' })).status).toBe(200);
    expect((await ops(DESK_API.corrections(story.id)).send({ lang: 'fr', kind: 'clarification', note: 'Le service est réduit le dimanche.', summary: 'Service réduit le dimanche.' })).status).toBe(200);
    expect((await ops(DESK_API.corrections(quiet.id)).send({ lang: 'en', kind: 'silent', title: 'Library extends its hours.' })).status).toBe(200);

    const english = await page(correctionsPath('en'));
    expect(english.text).toContain(`<a href="${articlePath('en', 'Ferry service resumes on Friday', story.id)}">Ferry service resumes on Friday</a>`);
    expect(english.text).toContain('<strong>Correction</strong>');
    expect(english.text).toContain('<p class="xn-corrections-note">The ferry resumes on Friday.</p>');
    expect(english.text).not.toContain('Library extends');
    expect(english.text).not.toContain('Le service est réduit');

    const inFrench = await page(correctionsPath('fr'));
    expect(inFrench.status).toBe(200);
    expect(inFrench.text).toContain('<h1 class="xn-archive-title">Corrections et précisions</h1>');
    expect(inFrench.text).toContain(`<a href="${articlePath('fr', french.title, story.id)}">${french.title}</a>`);
    expect(inFrench.text).toContain('<strong>Précision</strong>');
    expect(inFrench.text).toContain('Le service est réduit le dimanche.');
    expect(inFrench.text).not.toContain('The ferry resumes');
  });

  it('links from a story’s notes on the article and the brief', async () => {
    const link = '<p class="xn-corrections-all"><a href="/fr/corrections">Toutes les corrections</a></p>';
    for (const path of [articlePath('fr', french.title, story.id), briefPath('fr', french.title, story.id)]) {
      const { status, text } = await page(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(link);
    }
    // A story with only a silent fix has no notes, and so no link.
    const silent = await page(articlePath('en', 'Library extends its hours.', quiet.id));
    expect(silent.status).toBe(200);
    expect(silent.text).not.toContain('xn-corrections-all');
  });

  it('pages past its size, and is not found in a language the site does not have', async () => {
    expect((await page('/de/corrections')).status).toBe(404);
    const far = await page(correctionsPath('en', 3));
    expect(far.status).toBe(200);
    // Past the end: not the empty state, but the way back to the entries.
    expect(far.text).not.toContain('There are no corrections or clarifications yet.');
    expect(far.text).toContain('<nav class="xn-search-pages" aria-label="Pages of corrections"><a rel="prev" href="/en/corrections">Newer</a></nav>');
  });
});

describe('the corrections feed', () => {
  it('is RSS of the language’s corrections, newest first, linking to the articles', async () => {
    const response = await request(testApp.app).get(correctionsFeedPath('en'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const xml = response.text;
    expect(xml).toContain('<title>Corrections and clarifications · ');
    expect(xml).toMatch(/<link>[^<]*\/en\/corrections<\/link>/);
    expect(xml).toMatch(/<atom:link href="[^"]*\/rss\/en\/corrections\.xml" rel="self"/);
    expect(xml).toContain('<title>Correction · Ferry service resumes on Friday</title>');
    expect(xml).toContain(`${articlePath('en', 'Ferry service resumes on Friday', story.id)}</link>`);
    expect(xml).toContain('<description>The ferry resumes on Friday.</description>');
    expect(xml).not.toContain('Library extends');
    expect(xml.match(/<item>/g)).toHaveLength(1);
    const inFrench = (await request(testApp.app).get(correctionsFeedPath('fr'))).text;
    expect(inFrench).toContain(`<title>Précision · ${french.title}</title>`);
    expect((await request(testApp.app).get('/rss/de/corrections.xml')).status).toBe(404);
  });

  it('leaves the category feeds as they were, and the page is in the pages sitemap', async () => {
    expect((await request(testApp.app).get('/rss/en/world.xml')).status).toBe(200);
    const sitemap = (await request(testApp.app).get('/sitemaps/pages.xml')).text;
    expect(sitemap).toMatch(/<loc>[^<]*\/en\/corrections<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/tw\/corrections<\/loc>/);
  });
});
