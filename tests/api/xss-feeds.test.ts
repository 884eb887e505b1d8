import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatYearMonth } from '../../shared/archive-months';
import { categoryFeedPath, languageFeedPath, monthSitemapPath, NEWS_SITEMAP_PATH } from '../../shared/routes';
import { stripFootnotes } from '../../shared/footnotes';
import { isSafeMediaUrl } from '../../shared/safe-url';
import type { NewsItemInput } from '../../shared/types';
import { feedExcerpt } from '../../server/bff/feeds/feed-excerpt';
import { ingest } from '../support/ingest';
import { childrenNS, childText, parseXml } from '../support/parse-xml';
import { createTestApp, type TestApp } from '../support/test-app';
import { hostileStories, type HostileStory } from '../support/xss-stories';

/**
 * The XSS corpus in the RSS feeds and sitemaps: they stay well-formed XML, and the
 * hostile titles, excerpts, authors and image addresses come back from the parser as sent, so
 * they were escaped, not cut or dropped.
 */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const MEDIA_NS = 'http://search.yahoo.com/mrss/';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const DOMAIN = 'https://www.xnews.com';

const stories = hostileStories();
const byId = new Map(stories.map((story) => [story.item.id, story]));
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, stories.map((story) => story.item));
});
afterAll(() => testApp?.close());

/**
 * Text as an XML parser gives it back: characters XML 1.0 cannot carry at all (most control
 * characters) are left out by the writer, and line ends come back as LF.
 */
const asXml = (text: string) => text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replace(/\r\n?/g, '\n');

async function fetchXml(path: string): Promise<Document> {
  const response = await request(testApp.app).get(path);
  expect(response.status, path).toBe(200);
  // No vector's markup comes through raw: every '<' of a story's text is escaped.
  const raw = stories.flatMap((story) => story.vectors).filter((vector) => vector.payload.includes('<') && response.text.includes(vector.payload));
  expect(raw.map((vector) => vector.name), path).toEqual([]);
  return parseXml(response.text);
}

/** The images a story's page shows (those safe in an img src), as absolute addresses. */
const shownImages = (item: NewsItemInput) => item.img_urls.filter(isSafeMediaUrl).map((image) => new URL(image, DOMAIN).href);

/** The hostile story an address of the site names by its id at the end. */
function storyAt(url: string): HostileStory {
  const story = byId.get(/(\d+)$/.exec(new URL(url).pathname)?.[1] ?? '');
  expect(story, url).toBeDefined();
  return story!;
}

describe('the XSS corpus in the feeds and sitemaps', () => {
  it('escapes the hostile titles, excerpts, authors and images in the RSS feeds', async () => {
    for (const path of [languageFeedPath('en'), categoryFeedPath('en', 'world'), categoryFeedPath('en', 'business')]) {
      const document = await fetchXml(path);
      const items = Array.from(document.getElementsByTagName('item'));
      expect(items.length, path).toBeGreaterThan(0);
      for (const item of items) {
        const { item: story } = storyAt(childText(item, null, 'guid'));
        expect(childText(item, null, 'title')).toBe(asXml(stripFootnotes(story.title)));
        expect(childText(item, null, 'description')).toBe(asXml(feedExcerpt({ summary: story.summary, newsStart: story.news })));
        expect(childText(item, DC_NS, 'creator')).toBe(asXml(story.news_author.name.trim()));
        expect(childrenNS(item, MEDIA_NS, 'content')[0]?.getAttribute('url')).toBe(shownImages(story)[0]);
      }
    }
  });

  it('escapes the hostile titles and image addresses in the news and month sitemaps', async () => {
    const news = await fetchXml(NEWS_SITEMAP_PATH);
    const newsUrls = news.getElementsByTagNameNS(SITEMAP_NS, 'url');
    expect(newsUrls.length).toBe(stories.length);
    for (const url of Array.from(newsUrls)) {
      const { item } = storyAt(childText(url, SITEMAP_NS, 'loc'));
      const entry = childrenNS(url, NEWS_NS, 'news')[0]!;
      expect(childText(entry, NEWS_NS, 'title')).toBe(asXml(stripFootnotes(item.title)));
    }

    const months = new Set(stories.map(({ item }) => {
      const date = new Date(item.postTime * 1000);
      return formatYearMonth({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });
    }));
    let listed = 0;
    for (const month of months) {
      const document = await fetchXml(monthSitemapPath('en', month));
      for (const url of Array.from(document.getElementsByTagNameNS(SITEMAP_NS, 'url'))) {
        const { item } = storyAt(childText(url, SITEMAP_NS, 'loc'));
        const images = childrenNS(url, IMAGE_NS, 'image').map((image) => childText(image, IMAGE_NS, 'loc'));
        expect(images).toEqual(shownImages(item));
        listed += 1;
      }
    }
    expect(listed).toBe(stories.length);
  });
});
