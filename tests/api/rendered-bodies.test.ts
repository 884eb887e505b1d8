import { JSDOM } from 'jsdom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodiesNotRenderedBy, storeRenderedBodies } from '../../server/db/news/rendered-bodies';
import { createLogger } from '../../server/logger';
import { bodyHtml, bodyRenderer } from '../../server/services/news/body-html';
import { REST_PER_WORK, startBodyBackfill, type Rest } from '../../server/services/news/body-html-backfill';
import { articlePath, briefPath } from '../../shared/routes';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';
import { hostileStories } from '../support/xss-stories';

/**
 * Story bodies rendered when written (decision 029): stored with the renderer's name, served by
 * the article and brief pages in place of a render of the markdown, kept out of every JSON, and
 * rendered again in the background when another renderer made them.
 */

let testApp: TestApp;

const body = [
  '# A heading of its own', '', 'Text with **strong** words [1] and a [link](https://example.com/a).', '',
  '| left | right |', '|:--|--:|', '| a | b |', '', '- [x] done', '- one ~~struck~~',
].join('\n');

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

interface StoredBody {
  news_html: string | null;
  news_html_renderer: string | null;
}

async function storedBody(id: string): Promise<StoredBody | undefined> {
  const rows = await testApp.db.query<StoredBody>("SELECT news_html, news_html_renderer FROM story_versions WHERE story_id = $1 AND lang = 'en'", [id]);
  return rows[0];
}

async function page(path: string): Promise<{ html: string; document: Document }> {
  const response = await request(testApp.app).get(path);
  expect(response.status, path).toBe(200);
  return { html: response.text, document: new JSDOM(response.text).window.document };
}

/** The body's markup without the separators React's streaming renderer puts between text nodes. */
function bodyMarkup(document: Document): string {
  return (document.querySelector('.xn-article-body')?.innerHTML ?? '').replaceAll('<!-- -->', '');
}

describe('a story written through the ingest API', () => {
  it('stores its body rendered, as its page shows it, with the renderer that made it', async () => {
    const story = newsItem({ title: 'A story whose body is rendered when it is written', news: body });
    await ingest(testApp, [story]);
    const stored = await storedBody(story.id);
    expect(stored?.news_html_renderer).toBe(bodyRenderer.name);
    expect(stored?.news_html).toBe(bodyHtml(body));
    // Footnote markers out, the page's one h1 kept for its title.
    expect(stored?.news_html).not.toContain('[1]');
    expect(stored?.news_html).toContain('<h2>A heading of its own</h2>');
  });

  it('is served from the stored body on its article and brief pages, which nothing carries in JSON', async () => {
    const story = newsItem({ title: 'A story whose stored body is what the pages show', news: body });
    await ingest(testApp, [story]);
    // Marked, so that a render of the markdown could not pass for the stored body.
    await testApp.db.query("UPDATE story_versions SET news_html = '<p>the stored <em>body</em></p>' WHERE story_id = $1", [story.id]);
    for (const path of [articlePath('en', story.title, story.id), briefPath('en', story.title, story.id)]) {
      const { html, document } = await page(path);
      expect(bodyMarkup(document), path).toBe('<!--$--><p>the stored <em>body</em></p><!--/$-->');
      expect(document.getElementById('__XNEWS__')?.textContent, path).not.toContain('the stored');
      expect(html.match(/the stored/g), path).toHaveLength(1);
    }
    const api = await request(testApp.app).get(`/api/public/xnews/details/${story.id}`);
    expect(api.status).toBe(200);
    expect(JSON.stringify(api.body)).not.toContain('the stored');
    expect(api.body.news).toContain('**strong** words and a [link]');
  });

  it('is rendered from its markdown when another renderer made the stored body, to the same markup', async () => {
    const stored = newsItem({ title: 'A story served from its stored body for comparison', news: body });
    const other = newsItem({ title: 'A story whose stored body another renderer made', news: body });
    await ingest(testApp, [stored, other]);
    await testApp.db.query("UPDATE story_versions SET news_html = '<p>out of date</p>', news_html_renderer = 'another' WHERE story_id = $1", [other.id]);
    const live = bodyMarkup((await page(articlePath('en', other.title, other.id))).document);
    expect(live).not.toContain('out of date');
    expect(live).toContain('<h2>A heading of its own</h2>');
    expect(live).toBe(bodyMarkup((await page(articlePath('en', stored.title, stored.id))).document));
  });

  it('renders hostile bodies when written to what a render of their markdown on the page gives', async () => {
    const hostile = hostileStories().filter((story) => story.item.lang === 'en').slice(0, 40).map((story) => story.item);
    await ingest(testApp, hostile);
    // The pages render these from their markdown, the way the stored bodies were made.
    await testApp.db.query("UPDATE story_versions SET news_html_renderer = 'another' WHERE story_id = ANY($1::text[])", [hostile.map((item) => item.id)]);
    for (const item of hostile) {
      const live = bodyMarkup((await page(articlePath('en', item.title, item.id))).document);
      const stored = new JSDOM(`<div>${bodyHtml(item.news)}</div>`).window.document.body.firstElementChild?.innerHTML;
      expect(live, item.id).toBe(`<!--$-->${stored}<!--/$-->`);
    }
  });
});

describe('the background render of bodies', () => {
  it('renders every version another renderer made or none did, and leaves the rest', async () => {
    const stories = Array.from({ length: 120 }, (_, n) => newsItem({ title: `Backfilled story number ${n + 1} of the batch`, news: `${body}\n\nNumber ${n + 1}.` }));
    await ingest(testApp, stories);
    const [first, second, ...rest] = stories.map((story) => story.id);
    await testApp.db.query("UPDATE story_versions SET news_html = NULL, news_html_renderer = NULL WHERE story_id = ANY($1::text[])", [rest]);
    await testApp.db.query("UPDATE story_versions SET news_html = 'old', news_html_renderer = 'another' WHERE story_id = $1", [first]);
    const untouched = await storedBody(second as string);

    const backfill = startBodyBackfill({ db: testApp.db, renderer: bodyRenderer, logger: createLogger('silent') });
    await backfill.done;

    for (const story of stories) {
      const stored = await storedBody(story.id);
      expect(stored?.news_html_renderer, story.id).toBe(bodyRenderer.name);
      expect(stored?.news_html, story.id).toBe(bodyHtml(story.news));
    }
    expect(await storedBody(second as string)).toEqual(untouched);
    expect(await bodiesNotRenderedBy(testApp.db, bodyRenderer.name, null, 10)).toEqual([]);
  });

  it('does not store a body rendered from text that changed since it was read', async () => {
    const story = newsItem({ title: 'A story rewritten while its body was being rendered', news: 'The first text.' });
    await ingest(testApp, [story]);
    await testApp.db.query('UPDATE story_versions SET news_html_renderer = NULL WHERE story_id = $1', [story.id]);
    const [read] = (await bodiesNotRenderedBy(testApp.db, bodyRenderer.name, null, 1_000)).filter((version) => version.story_id === story.id);
    expect(read?.news).toBe('The first text.');
    await ingest(testApp, [{ ...story, news: 'The second text.' }]);
    await storeRenderedBodies(testApp.db, bodyRenderer.name, [{ ...(read as NonNullable<typeof read>), html: bodyHtml('The first text.'), measure: bodyRenderer.measure('The first text.', 'en') }]);
    expect(await storedBody(story.id)).toEqual({ news_html: bodyHtml('The second text.'), news_html_renderer: bodyRenderer.name });
  });

  it('renders in small batches, each followed by a rest of three times as long as it took, so requests keep most of the event loop', async () => {
    const stories = Array.from({ length: 25 }, (_, n) => newsItem({ title: `Story number ${n + 1} rendered at low priority`, news: `Body ${n + 1}.` }));
    await ingest(testApp, stories);
    await testApp.db.query('UPDATE story_versions SET news_html_renderer = NULL WHERE story_id = ANY($1::text[])', [stories.map((story) => story.id)]);
    // What each batch spent rendering (a lower bound of the batch's own time), and the rests asked for.
    const batches: { versions: number; renderingMs: number }[] = [{ versions: 0, renderingMs: 0 }];
    const rests: number[] = [];
    const renderer = {
      name: bodyRenderer.name,
      html(markdown: string) {
        const started = performance.now();
        const html = bodyRenderer.html(markdown);
        const batch = batches.at(-1) as { versions: number; renderingMs: number };
        batch.versions += 1;
        batch.renderingMs += performance.now() - started;
        return html;
      },
      measure: bodyRenderer.measure,
    };
    const rest: Rest = async (ms) => {
      rests.push(ms);
      batches.push({ versions: 0, renderingMs: 0 });
    };
    await startBodyBackfill({ db: testApp.db, renderer, logger: createLogger('silent'), rest }).done;

    const done = batches.filter((batch) => batch.versions > 0);
    expect(done.reduce((sum, batch) => sum + batch.versions, 0)).toBe(25);
    expect(Math.max(...done.map((batch) => batch.versions))).toBeLessThanOrEqual(10);
    expect(rests).toHaveLength(done.length);
    for (const [index, batch] of done.entries()) expect(rests[index]).toBeGreaterThanOrEqual(REST_PER_WORK * batch.renderingMs);
  });

  it('cuts a rest short when stopped', async () => {
    const stories = Array.from({ length: 15 }, (_, n) => newsItem({ title: `Story number ${n + 1} waiting through a rest`, news: `Body ${n + 1}.` }));
    await ingest(testApp, stories);
    await testApp.db.query('UPDATE story_versions SET news_html_renderer = NULL WHERE story_id = ANY($1::text[])', [stories.map((story) => story.id)]);
    let resting!: () => void;
    const rested = new Promise<void>((resolve) => (resting = resolve));
    // A rest that only ends when the pass is stopped: stop() settling is the proof.
    const rest: Rest = (_ms, signal) => {
      resting();
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
    };
    const backfill = startBodyBackfill({ db: testApp.db, renderer: bodyRenderer, logger: createLogger('silent'), rest });
    await rested;
    await backfill.stop();
    const left = await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM story_versions WHERE story_id = ANY($1::text[]) AND news_html_renderer IS NULL', [stories.map((story) => story.id)]);
    expect(left[0]?.count).toBe(5);
  });

  it('stops after the batch under way when asked', async () => {
    const stories = Array.from({ length: 200 }, (_, n) => newsItem({ title: `Story number ${n + 1} left for the next start`, news: `Body ${n + 1}.` }));
    await ingest(testApp, stories);
    await testApp.db.query('UPDATE story_versions SET news_html_renderer = NULL WHERE story_id = ANY($1::text[])', [stories.map((story) => story.id)]);
    const backfill = startBodyBackfill({ db: testApp.db, renderer: bodyRenderer, logger: createLogger('silent') });
    await backfill.stop();
    const left = await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM story_versions WHERE story_id = ANY($1::text[]) AND news_html_renderer IS NULL', [stories.map((story) => story.id)]);
    expect(left[0]?.count).toBeGreaterThan(0);
  });
});
