import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath } from '../../shared/routes';
import type { NewsItemInput } from '../../shared/types';
import { storeDemoImages } from '../support/demo-media';
import { ingest } from '../support/ingest';
import { daysAgo, newsItem, translated } from '../../scripts/harness/news-fixtures';
import { childText, childrenNS, parseXml } from '../support/parse-xml';
import { createTestApp, type TestApp } from '../support/test-app';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const MEDIA_NS = 'http://search.yahoo.com/mrss/';
const DOMAIN = 'https://www.xnews.com';
/** RFC 822 as RSS 2.0 uses it (four-digit years): 'Thu, 01 May 2025 12:00:00 GMT'. */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

const war = newsItem({ type: 'world', subtype: 'War', title: 'Ceasefire talks resume in Geneva [1]', trendingScore: 80, postTime: daysAgo(1) });
const warCn = translated(war, 'cn', '日内瓦停火谈判恢复');
const quiet = newsItem({ type: 'world', subtype: 'Climate', title: 'Glacier survey finds slower melt', trendingScore: 30, postTime: daysAgo(0.5), img_urls: [] });
const unsummarised = newsItem({
  type: 'technology',
  subtype: 'AI',
  title: 'Council approves the new AI plan',
  trendingScore: 70,
  postTime: daysAgo(2),
  summary: '',
  news: '## Vote\n\nThe **council** voted [1] to [approve](https://example.com/plan) the plan.\n\n[1]: https://example.com/vote',
  img_urls: ['https://images.example.com/council.jpg?size=large&v=2'],
});
const HOSTILE_TITLE = 'Rates </title><script>alert(1)</script> ]]> & "more" \u0001\u000b\uFFFE done';
const hostile = newsItem({ type: 'business', title: HOSTILE_TITLE, summary: 'Summary with <b>tags</b> & ]]> inside', trendingScore: 90, postTime: daysAgo(0.1), img_urls: [] });
const stories: NewsItemInput[] = [war, warCn, quiet, unsummarised, hostile];

let testApp: TestApp;
let demoImage: (key: string) => string;
beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, stories);
  demoImage = await storeDemoImages(testApp);
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);

/** An RSS element's text: RSS 2.0 elements are in no namespace. */
const rssText = (parent: Element, name: string) => childText(parent, null, name);

interface Feed {
  channel: Element;
  items: { element: Element; title: string; link: string; guid: string; pubDate: string; description: string; categories: string[] }[];
}

/** Fetches a feed and checks it against RSS 2.0: one channel with its required elements, items with theirs. */
async function fetchFeed(path: string): Promise<Feed> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=900, stale-while-revalidate=3600, stale-if-error=86400');
  const document = parseXml(response.text);
  const rss = document.documentElement;
  expect(rss.localName).toBe('rss');
  expect(rss.namespaceURI).toBeNull();
  expect(rss.getAttribute('version')).toBe('2.0');
  const channels = childrenNS(rss, null, 'channel');
  expect(channels).toHaveLength(1);
  const channel = channels[0] as Element;
  for (const required of ['title', 'link', 'description']) expect(rssText(channel, required)).not.toBe('');
  expect(rssText(channel, 'lastBuildDate')).toMatch(RFC_822);
  const self = childrenNS(channel, ATOM_NS, 'link');
  expect(self).toHaveLength(1);
  expect(self[0]?.getAttribute('rel')).toBe('self');
  expect(self[0]?.getAttribute('type')).toBe('application/rss+xml');
  expect(self[0]?.getAttribute('href')).toBe(`${DOMAIN}${path}`);
  const items = childrenNS(channel, null, 'item').map((element) => {
    const text = (name: string) => rssText(element, name);
    const guid = childrenNS(element, null, 'guid')[0];
    expect(guid?.getAttribute('isPermaLink')).toBe('true');
    return {
      element,
      title: text('title'),
      link: text('link'),
      guid: guid?.textContent ?? '',
      pubDate: text('pubDate'),
      description: text('description'),
      categories: childrenNS(element, null, 'category').map((category) => category.textContent ?? ''),
    };
  });
  expect(items.length).toBeLessThanOrEqual(50);
  for (const item of items) {
    expect(item.title !== '' || item.description !== '').toBe(true);
    expect(item.pubDate).toMatch(RFC_822);
    expect(item.link.startsWith(`${DOMAIN}/`)).toBe(true);
    expect(item.guid.startsWith(`${DOMAIN}/`)).toBe(true);
  }
  const times = items.map((item) => Date.parse(item.pubDate));
  expect([...times].sort((a, b) => b - a), 'newest first').toEqual(times);
  return { channel, items };
}

const itemOf = (feed: Feed, story: NewsItemInput) => feed.items.find((item) => item.guid === `${DOMAIN}/${story.lang}/news/analysis/${story.id}`);

describe('RSS 2.0 feeds', () => {
  it('gives each language a feed of every category, newest first, in its language', async () => {
    const feed = await fetchFeed('/rss/en.xml');
    expect(rssText(feed.channel, 'title')).toBe('xnews · English');
    expect(rssText(feed.channel, 'link')).toBe(`${DOMAIN}/en/news/list/trending`);
    expect(rssText(feed.channel, 'language')).toBe('en');
    expect(feed.items.map((item) => item.guid)).toEqual([hostile, quiet, war, unsummarised].map((story) => `${DOMAIN}/en/news/analysis/${story.id}`));
    // lastBuildDate is when the newest item last changed, not the time of the request.
    expect(rssText(feed.channel, 'lastBuildDate')).toBe(rssText((await fetchFeed('/rss/en.xml')).channel, 'lastBuildDate'));
    const chinese = await fetchFeed('/rss/cn.xml');
    expect(rssText(chinese.channel, 'language')).toBe('zh-cn');
    expect(chinese.items.map((item) => item.title)).toEqual([warCn.title]);
  });

  it('gives each list a feed of what the list holds: trending keeps to its higher score', async () => {
    const world = await fetchFeed('/rss/en/world.xml');
    expect(rssText(world.channel, 'title')).toBe('World News | xnews');
    expect(rssText(world.channel, 'link')).toBe(`${DOMAIN}/en/news/list/world`);
    expect(world.items.map((item) => item.guid)).toEqual([quiet, war].map((story) => `${DOMAIN}/en/news/analysis/${story.id}`));
    const trending = await fetchFeed('/rss/en/trending.xml');
    expect(trending.items.map((item) => item.guid)).toEqual([hostile, war, unsummarised].map((story) => `${DOMAIN}/en/news/analysis/${story.id}`));
    const chineseWorld = await fetchFeed('/rss/cn/world.xml');
    expect(rssText(chineseWorld.channel, 'title')).toBe('国际新闻 | xnews');
    expect(chineseWorld.items[0]?.categories).toEqual(['国际', '战争']);
  });

  it('links each item to its article page, names its category and subtype, and dates it', async () => {
    const feed = await fetchFeed('/rss/en.xml');
    const item = itemOf(feed, war);
    expect(item?.title).toBe('Ceasefire talks resume in Geneva');
    expect(item?.link).toBe(`${DOMAIN}${articlePath('en', 'Ceasefire talks resume in Geneva', war.id)}`);
    expect(item?.pubDate).toBe(new Date(war.postTime * 1000).toUTCString());
    expect(item?.categories).toEqual(['World', 'War']);
    expect(childText(item?.element as Element, 'http://purl.org/dc/elements/1.1/', 'creator')).toBe('Ada Reporter');
    // The article page answers the guid: the id-only address leads to the slug address.
    const permalink = await get(item?.guid.slice(DOMAIN.length) ?? '');
    expect(permalink.status).toBe(301);
    expect(`${DOMAIN}${permalink.headers.location}`).toBe(item?.link);
  });

  it('gives an excerpt: the summary, else the body without markdown or reference markers', async () => {
    const feed = await fetchFeed('/rss/en.xml');
    expect(itemOf(feed, war)?.description).toBe(war.summary);
    expect(itemOf(feed, unsummarised)?.description).toBe('Vote The council voted to approve the plan.');
  });

  it('gives the first image as media:content with its type, and none to a story without one or whose image is not stored yet', async () => {
    const feed = await fetchFeed('/rss/en.xml');
    const ours = childrenNS(itemOf(feed, war)?.element as Element, MEDIA_NS, 'content');
    expect(ours.map((media) => [media.getAttribute('url'), media.getAttribute('type'), media.getAttribute('medium')])).toEqual([
      [`${DOMAIN}${demoImage('business-1')}`, 'image/jpeg', 'image'],
    ]);
    // An upstream image is never named: this app has no copier, so it is not stored (yet).
    expect(childrenNS(itemOf(feed, unsummarised)?.element as Element, MEDIA_NS, 'content')).toEqual([]);
    expect((await get('/rss/en.xml')).text).not.toContain('images.example.com');
    expect(childrenNS(itemOf(feed, quiet)?.element as Element, MEDIA_NS, 'content')).toEqual([]);
    // What a reader without AVIF or WebP gets is the type named.
    const served = await get(demoImage('business-1')).set('Accept', 'image/*');
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('files each feed at the edge under the list it shows (decision 037), so an ingest into that list purges it', async () => {
    expect((await get('/rss/en.xml')).headers['surrogate-key']).toBe('list:en:all:all:10');
    expect((await get('/rss/en/world.xml')).headers['surrogate-key']).toBe('list:en:world:all:10');
    expect((await get('/rss/fr/trending.xml')).headers['cache-tag']).toBe('list:fr:all:all:55');
  });

  it('keeps hostile titles and summaries as text: valid XML, no markup, the text intact', async () => {
    const response = await get('/rss/en.xml');
    const document = parseXml(response.text);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    expect(document.getElementsByTagName('b')).toHaveLength(0);
    expect(response.text).not.toMatch(/[\u0001\u000b\uFFFE]/);
    const feed = await fetchFeed('/rss/en.xml');
    const item = itemOf(feed, hostile);
    expect(item?.title).toBe('Rates </title><script>alert(1)</script> ]]> & "more"  done');
    expect(item?.description).toBe('Summary with <b>tags</b> & ]]> inside');
  });

  it('answers 404 in JSON for a language the site lacks or a list it does not have', async () => {
    for (const path of ['/rss/de.xml', '/rss/EN.xml', '/rss/en.json', '/rss/en/cooking.xml', '/rss/en/main.xml', '/rss/de/world.xml', '/rss/en/World']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ error: 'not_found', message: expect.stringContaining('No feed at') });
    }
  });

  it('answers a poller that has the feed with 304', async () => {
    const first = await get('/rss/en/world.xml');
    const again = await get('/rss/en/world.xml').set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
  });
});

describe('feed discovery', () => {
  const feedLinks = (html: string) =>
    [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)"\/>/g)].map((match) => [match[1], match[2]]);

  it('links a list page to its own feed and its language feed, both of which answer', async () => {
    const page = await get('/en/news/list/world');
    const links = feedLinks(page.text);
    expect(links).toEqual([
      ['World News | xnews', `${DOMAIN}/rss/en/world.xml`],
      ['xnews · English', `${DOMAIN}/rss/en.xml`],
    ]);
    for (const [, href] of links) expect((await get(href?.slice(DOMAIN.length) ?? '')).status).toBe(200);
  });

  it('links a subtype list to its category feed, and a French list to French feeds', async () => {
    expect(feedLinks((await get('/en/news/list/world/War')).text)).toEqual([
      ['World News | xnews', `${DOMAIN}/rss/en/world.xml`],
      ['xnews · English', `${DOMAIN}/rss/en.xml`],
    ]);
    expect(feedLinks((await get('/fr/news/list/trending')).text)).toEqual([
      ['Actualités Tendances | xnews', `${DOMAIN}/rss/fr/trending.xml`],
      ['xnews · Français', `${DOMAIN}/rss/fr.xml`],
    ]);
  });
});
