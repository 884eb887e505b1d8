import { JSDOM } from 'jsdom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { markdownToPlainText } from '../../shared/article-text';
import { EMBED_FRAME_HOSTS, EMBED_SANDBOX } from '../../shared/embed-policy';
import { LIST_SLUG_LENGTH, slugify } from '../../shared/slug';
import { articlePath, briefPath } from '../../shared/routes';
import { demoImageUrl } from '../../demo/demo-image-addresses';
import { storeDemoImages } from '../support/demo-media';
import { ingest } from '../support/ingest';
import { daysAgo, newsItem, storyId, translated } from '../../scripts/harness/news-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** The article and brief pages as the server renders them (spec §2), whose bodies and embeds come from outside and are sanitised on output. */

let testApp: TestApp;
const DOMAIN = 'https://www.xnews.com';

const body = [
  '## What happened',
  '',
  'The central bank kept its main rate unchanged [1], citing easing inflation and a labour market that has cooled without breaking. '
    + 'Officials said the decision was unanimous, and that future moves would depend on incoming data rather than a preset path.',
  '',
  '- Markets rose after the announcement',
  '- Bond yields fell across the curve',
  '',
  'Read [the statement](https://example.com/statement) and the **full transcript** for the details of the vote and the outlook for the year ahead.',
].join('\n');

const story = newsItem({
  title: 'Central bank holds rates steady as inflation cools further',
  news: body,
  type: 'business',
  subtype: 'Economy',
  postTime: daysAgo(3),
  img_urls: [demoImageUrl('business-1'), demoImageUrl('business-2')],
  video_thumbs: [demoImageUrl('business-3')],
  cita: '[1]: https://example.com/rates\n[2]: https://example.com/analysts',
  news_author: { name: 'Ada Reporter', url: 'https://www.xnews.com/authors/ada' },
});
const storyTw = translated(story, 'tw', '央行維持利率不變');
const storyEs = translated(story, 'es', 'El banco central mantiene los tipos');

/** Eleven of the same subtype around the story's time, one long before, one of another subtype. */
const near = Array.from({ length: 11 }, (_, n) => newsItem({ title: `Economy update number ${n + 1} for the region`, subtype: 'Economy', postTime: daysAgo(4 + n) }));
const farAway = newsItem({ title: 'Economy story from long ago, out of the window', subtype: 'Economy', postTime: daysAgo(200) });
const otherSubtype = newsItem({ title: 'Energy story in the same week as the story', subtype: 'Energy', postTime: daysAgo(3) });

const chinese = newsItem({ lang: 'cn', title: '人工智能公司发布新模型', type: 'technology', subtype: 'AI' });

const hostileBody = [
  'Intro <script>window.__xss=1</script> text.',
  '',
  '<img src=x onerror="window.__xss=1">',
  '',
  '<svg onload="window.__xss=1"></svg>',
  '',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '',
  '[click me](javascript:window.__xss=1) and [again](JaVaScRiPt:window.__xss=1) and <javascript:window.__xss=1>',
  '',
  '[data link](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==) ![pic](javascript:window.__xss=1)',
  '',
  '<a href="javascript:window.__xss=1">raw link</a> and a [safe link](https://example.com/safe) and [mail](mailto:desk@example.com).',
].join('\n');

const hostileEmbed = [
  '<script>window.__xss=1</script>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<svg onload="window.__xss=1"><circle r="1"></circle></svg>',
  '<img src="x" onerror="window.__xss=1">',
  '<iframe src="https://evil.example/embed/1"></iframe>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Interview" onload="window.__xss=1" style="position:fixed" srcdoc="x" allow="camera"></iframe>',
  '<div><iframe src="https://www.youtube.com/embed/def456"></iframe></div>',
].join('');

const hostile = newsItem({
  title: 'Hostile <script>window.__xss=1</script><img src=x onerror="window.__xss=1"> headline',
  news: hostileBody,
  summary: '<img src=x onerror="window.__xss=1"> summary',
  outlines: ['<script>window.__xss=1</script>', '<svg onload="window.__xss=1">'],
  cita: '[1]: javascript:window.__xss=1\n[2]: https://example.com/ok\n[3]: https://example.com/"onmouseover="window.__xss=1',
  video_embed_link: hostileEmbed,
  img_urls: [],
  video_thumbs: [],
  user_id: '<script>window.__xss=1</script>',
  news_author: { name: '<img src=x onerror="window.__xss=1">', url: 'https://example.com/"onmouseover="window.__xss=1' },
  type: 'world',
  subtype: 'War',
});

let demoImage: (key: string) => string;
beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [story, storyTw, storyEs, ...near, farAway, otherSubtype, chinese, hostile]);
  demoImage = await storeDemoImages(testApp);
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);
const parse = (html: string) => new JSDOM(html).window.document;
const own = (lang: 'en' | 'cn' | 'tw' | 'es' | 'fr', item: { title: string; id: string }) => articlePath(lang, item.title, item.id);

describe('the article page', () => {
  it('renders the story in the first HTML', async () => {
    const response = await get(own('en', story));
    expect(response.status).toBe(200);
    const doc = parse(response.text);
    expect(doc.querySelector('h1')?.textContent).toBe(story.title);
    expect(doc.querySelector('.xn-article-byline')?.textContent).toContain('Ada Reporter');
    expect(doc.querySelector('.xn-article-meta time')?.getAttribute('datetime')).toBe(new Date(story.postTime * 1000).toISOString());
    // The body, rendered from markdown, its footnote marker stripped.
    expect(doc.querySelector('.xn-article-body h2')?.textContent).toBe('What happened');
    expect(doc.querySelectorAll('.xn-article-body li')).toHaveLength(2);
    expect(doc.querySelector('.xn-article-body strong')?.textContent).toBe('full transcript');
    expect(doc.querySelector('.xn-article-body')?.textContent).not.toContain('[1]');
    // The carousel: images then the video thumbnail, the first shown, 'n / total'.
    const carousel = doc.querySelector('[aria-roledescription="carousel"]');
    expect(carousel?.querySelector('img')?.getAttribute('src')).toBe(demoImage('business-1').replace(/large$/, 'medium'));
    expect(carousel?.querySelector('.xn-carousel-count')?.textContent).toBe('1 / 3');
    // Sources: the cita entries as links, hidden until asked.
    const sources = [...doc.querySelectorAll('.xn-sources-list a')].map((a) => a.getAttribute('href'));
    expect(sources).toEqual(['https://example.com/rates', 'https://example.com/analysts']);
    expect(doc.querySelector('.xn-sources-list')?.hasAttribute('hidden')).toBe(true);
    // Author block, related, other lists, sidebar placeholder, brief link.
    expect(doc.querySelector('.xn-author')?.textContent).toContain('Ada Reporter');
    expect(doc.querySelector('.xn-other-lists a[href="/en/news/list/world"]')).not.toBeNull();
    expect(doc.querySelector('.xn-other-lists a[href="/en/news/list/business"]')).toBeNull();
    expect(doc.querySelector('aside.xn-article-aside')).not.toBeNull();
    expect(doc.querySelector(`a[href="${briefPath('en', story.title, story.id)}"]`)).not.toBeNull();
  });

  it('links the breadcrumb to the type list and the type/subtype list', async () => {
    const doc = parse((await get(own('en', story))).text);
    const crumbs = [...doc.querySelectorAll('.xn-breadcrumb a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(crumbs).toEqual([
      ['Business', '/en/news/list/business'],
      ['Economy', '/en/news/list/business/Economy'],
    ]);
  });

  it('shows up to 10 related stories of the same subtype within the window, itself left out', async () => {
    const doc = parse((await get(own('en', story))).text);
    const links = [...doc.querySelectorAll('.xn-related-list a')].map((a) => a.textContent);
    expect(links).toHaveLength(10);
    for (const title of links) expect(title).toMatch(/^Economy update number \d+ for the region$/);
    expect(links).not.toContain(story.title);
    expect(links).not.toContain(farAway.title);
    expect(links).not.toContain(otherSubtype.title);
    const keys = JSON.parse(doc.getElementById('__XNEWS__')?.textContent ?? '{}').queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['news-details', 'news-related']));
    // Thumbnails of at most 160 CSS pixels: the small variant alone, no srcset of larger ones.
    const thumbnails = [...doc.querySelectorAll('.xn-related-list img')];
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const image of thumbnails) {
      expect(image.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}\/small$/);
      expect(image.getAttribute('srcset')).toBeNull();
    }
  });

  it('says so when nothing is related', async () => {
    const doc = parse((await get(own('cn', chinese))).text);
    expect(doc.querySelector('.xn-related-status')?.textContent).toBe(testApp.site.translations.cn.navigations.news.noRelated);
  });

  it('shares the title cut to 230 characters, 122 in Simplified Chinese', async () => {
    const long = newsItem({ title: `${'Long headline words '.repeat(14)}end` });
    const longCn = newsItem({ lang: 'cn', title: '长'.repeat(200) });
    await ingest(testApp, [long, longCn]);
    const x = (html: string) => new URL(parse(html).querySelector('a.xn-share-x')?.getAttribute('href') ?? '');
    const en = x((await get(own('en', long))).text);
    expect(en.origin + en.pathname).toBe('https://x.com/intent/post');
    expect(en.searchParams.get('text')).toBe(long.title.slice(0, 230).trimEnd());
    expect(en.searchParams.get('url')).toBe(`${DOMAIN}${own('en', long)}`);
    const cn = x((await get(own('cn', longCn))).text);
    expect(cn.searchParams.get('text')).toBe('长'.repeat(122));
    const facebook = parse((await get(own('en', long))).text).querySelector('a.xn-share-facebook');
    expect(facebook?.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${DOMAIN}${own('en', long)}`)}`);
    expect(facebook?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(facebook?.getAttribute('target')).toBe('_blank');
  });
});

describe('addresses (spec §2)', () => {
  it('moves an id-only address to the slug address with a 301, keeping the query', async () => {
    const response = await get(`/en/news/analysis/${story.id}?utm_source=feed&x=1`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`${own('en', story)}?utm_source=feed&x=1`);
  });

  it.each([
    ['a wrong slug', (id: string) => `/en/news/analysis/some-other-title-${id}`],
    ['the 25-character list slug', (id: string) => articlePath('en', story.title, id, LIST_SLUG_LENGTH)],
    ['an uppercase slug', (id: string) => `/en/news/analysis/${slugify(story.title).toUpperCase()}-${id}`],
  ])('moves %s to the canonical address with a 301', async (_name, path) => {
    const response = await get(path(story.id));
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(own('en', story));
  });

  it("links every card of a list to the address its article answers at, which is the article's canonical link", async () => {
    const list = parse((await get('/en/news/list/business/Economy')).text);
    const hrefs = [...list.querySelectorAll('.xn-story-title a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toContain(own('en', story));
    for (const href of hrefs) {
      const response = await get(href);
      expect(response.status, href).toBe(200);
      expect(parse(response.text).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${DOMAIN}${href}`);
    }
  });

  it('links related stories at their canonical addresses too', async () => {
    const doc = parse((await get(own('en', story))).text);
    const hrefs = [...doc.querySelectorAll('.xn-related-list a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toHaveLength(10);
    for (const href of hrefs) {
      const response = await get(href);
      expect(response.status, href).toBe(200);
      expect(parse(response.text).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${DOMAIN}${href}`);
    }
  });

  it('keeps an id-only address where the title gives no slug', async () => {
    expect(own('cn', chinese)).toBe(`/cn/news/analysis/${chinese.id}`);
    expect((await get(own('cn', chinese))).status).toBe(200);
    const response = await get(`/cn/news/analysis/wrong-${chinese.id}`);
    expect(response.headers.location).toBe(`/cn/news/analysis/${chinese.id}`);
  });

  it.each([
    ['an unknown id', () => `/en/news/analysis/unknown-title-${storyId()}`],
    ['a non-numeric id', () => '/en/news/analysis/some-title-abc'],
    ['an id-only non-numeric address', () => '/en/news/analysis/abc'],
  ])("answers %s with 404 and 'News not found'", async (_name, path) => {
    const response = await get(path());
    expect(response.status).toBe(404);
    const doc = parse(response.text);
    expect(doc.querySelector('h1')?.textContent).toBe('News not found');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('answers a missing id or an unknown language with the spec error and 404', async () => {
    const missingId = await get('/en/news/analysis/some-title-');
    expect(missingId.status).toBe(404);
    expect(parse(missingId.text).querySelector('h1')?.textContent).toBe('Error: lang or newsId missing in URL');
    const unknownLang = await get(`/xx/news/analysis/${story.id}`);
    expect(unknownLang.status).toBe(404);
    expect(parse(unknownLang.text).querySelector('h1')?.textContent).toBe('Error: lang or newsId missing in URL');
  });
});

describe('languages (spec §2)', () => {
  it('shows the story in English with a notice and an English canonical where it does not exist in the language', async () => {
    const path = articlePath('fr', story.title, story.id);
    const response = await get(path);
    expect(response.status).toBe(200);
    const doc = parse(response.text);
    expect(doc.documentElement.getAttribute('lang')).toBe('fr');
    expect(doc.querySelector('.xn-article-notice')?.textContent).toBe(testApp.site.translations.fr.navigations.news.languageFallbackNotice);
    expect(doc.querySelector('h1')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('.xn-article-body')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${DOMAIN}${own('en', story)}`);
    expect(doc.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
  });

  it('serves the story in the language asked for, where it exists', async () => {
    const doc = parse((await get(own('tw', storyTw))).text);
    expect(doc.documentElement.getAttribute('lang')).toBe('zh-Hant');
    expect(doc.querySelector('h1')?.textContent).toBe('央行維持利率不變');
    expect(doc.querySelector('.xn-article-notice')).toBeNull();
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${DOMAIN}/tw/news/analysis/${story.id}`);
  });

  it("gives hreflang alternates for the story's languages, each at its own address, and x-default in English", async () => {
    const doc = parse((await get(own('en', story))).text);
    const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual([
      ['en', `${DOMAIN}${own('en', story)}`],
      ['zh-Hant', `${DOMAIN}${own('tw', storyTw)}`],
      ['es', `${DOMAIN}${own('es', storyEs)}`],
      ['x-default', `${DOMAIN}${own('en', story)}`],
    ]);
  });
});

describe('the head', () => {
  it('has og:type article, og:image, a 270-character description and NewsArticle JSON-LD', async () => {
    const doc = parse((await get(own('en', story))).text);
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? '';
    const plain = markdownToPlainText(story.news.replace(' [1]', ''));
    expect(plain.length).toBeGreaterThan(270);
    const description = meta('meta[name="description"]');
    expect(description.length).toBeLessThanOrEqual(270);
    expect(description).toBe(plain.slice(0, 270).trimEnd());
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe(`${DOMAIN}${demoImage('business-1')}`);
    expect(doc.querySelector('title')?.textContent).toBe(`${story.title} | xnews`);

    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? 'null'));
    const article = blocks.find((block) => block?.['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: story.title,
      datePublished: new Date(story.postTime * 1000).toISOString(),
      mainEntityOfPage: { '@id': `${DOMAIN}${own('en', story)}` },
      author: [{ name: 'Ada Reporter', url: 'https://www.xnews.com/authors/ada' }],
      publisher: { name: 'xnews', logo: { '@type': 'ImageObject', url: `${DOMAIN}/xnews/logo-600x60.png`, width: 600, height: 60 } },
    });
    expect(article.description.length).toBeLessThanOrEqual(200);
    expect(article.description).toBe(plain.slice(0, 200).trimEnd());
    expect(article.image[0]).toBe(`${DOMAIN}${demoImage('business-1')}`);
  });

  it('allows exactly the rendered player hosts in the CSP frame-src', async () => {
    const csp = (await get(own('en', story))).headers['content-security-policy'] ?? '';
    const frameSrc = /frame-src ([^;]+)/.exec(csp)?.[1] ?? '';
    for (const host of EMBED_FRAME_HOSTS) expect(frameSrc).toContain(`https://${host}`);
  });
});

describe('untrusted content', () => {
  it('renders hostile text, markdown, citations and embeds inert', async () => {
    const response = await get(own('en', hostile));
    expect(response.status).toBe(200);
    const doc = parse(response.text);
    // Every script is ours: the holder of early taps, the module entry, the JSON data, the structured data.
    for (const script of doc.querySelectorAll('script')) {
      if (!script.hasAttribute('type')) expect(script.textContent).toBe(loadAssetManifest().holder);
      else expect(script.getAttribute('type')).toMatch(/^(module|application\/json|application\/ld\+json)$/);
      if (script.getAttribute('type') === 'module') expect(script.textContent).toBe('');
    }
    for (const element of doc.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute, element.outerHTML.slice(0, 120)).not.toMatch(/^on/i);
        expect(attribute).not.toBe('srcdoc');
      }
      for (const name of ['href', 'src', 'action', 'formaction']) {
        const value = element.getAttribute(name);
        if (value !== null) expect(value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase(), `${name}=${value}`).not.toMatch(/^(javascript|data|vbscript):/);
      }
    }
    const article = doc.querySelector('article.xn-article');
    expect(article?.querySelector('svg')).toBeNull();
    expect(article?.querySelectorAll('.xn-article-body img')).toHaveLength(0);
    expect(article?.querySelector('.xn-article-body')?.textContent).toContain('click me');
    expect(article?.querySelector('.xn-article-body a[href="https://example.com/safe"]')?.getAttribute('rel')).toContain('nofollow');
    expect(article?.querySelector('.xn-article-body a[href="mailto:desk@example.com"]')).not.toBeNull();
    // The title is text.
    expect(doc.querySelector('h1')?.textContent).toBe(hostile.title);
    // Citations: only the http(s) one without quotes is a link.
    expect([...doc.querySelectorAll('.xn-sources-list a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.com/ok']);
    // The author's address with quotes in it is not followed.
    expect(doc.querySelector('.xn-author a')).toBeNull();
  });

  it('keeps only allowed players, sandboxed, with no handler, style or srcdoc', async () => {
    const doc = parse((await get(own('en', hostile))).text);
    const carousel = doc.querySelector('[aria-roledescription="carousel"]');
    expect(carousel?.querySelector('.xn-carousel-count')?.textContent).toBe('1 / 2');
    const frames = doc.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(frame.getAttribute('title')).toBe('Interview');
    expect(frame.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('allow')).not.toContain('camera');
    expect(frame.hasAttribute('style')).toBe(false);
  });

  it('hands the browser the players it sanitised, so that hydration needs no DOMPurify', async () => {
    const doc = parse((await get(own('en', hostile))).text);
    const { queries } = JSON.parse(doc.getElementById('__XNEWS__')?.textContent ?? '{}').queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    const frames = queries.filter((query) => query.queryKey[0] === 'embed-frames');
    expect(frames).toEqual([
      expect.objectContaining({
        queryKey: ['embed-frames', hostileEmbed],
        state: expect.objectContaining({
          data: [
            { src: 'https://www.youtube-nocookie.com/embed/abc123', title: 'Interview' },
            { src: 'https://www.youtube-nocookie.com/embed/def456', title: '' },
          ],
        }),
      }),
    ]);
  });

  it('marks the server-rendered body with the fingerprint of its markdown, inside a completed boundary', async () => {
    const doc = parse((await get(own('en', story))).text);
    const body = doc.querySelector('.xn-article-body');
    expect(body?.getAttribute('data-markdown-key')).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    // The browser reuses this markup as it stands only when it is a completed render.
    expect(body?.innerHTML.startsWith('<!--$-->')).toBe(true);
    expect(body?.querySelector('h2')?.textContent).toBe('What happened');
  });

  it('renders the hostile brief inert too', async () => {
    const response = await get(briefPath('en', hostile.title, hostile.id));
    expect(response.status).toBe(200);
    const doc = parse(response.text);
    for (const element of doc.querySelectorAll('*')) for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on|^srcdoc$/i);
    expect(doc.querySelector('.xn-brief-section p')?.textContent).toBe(hostile.summary);
    expect([...doc.querySelectorAll('.xn-brief-outlines li')].map((li) => li.textContent)).toEqual(hostile.outlines);
    expect([...doc.querySelectorAll('script:not([type])')].map((script) => script.textContent)).toEqual([loadAssetManifest().holder]);
  });
});

describe('the brief page', () => {
  it('shows the title, post time, Summary, Outlines and the body, with the full article as canonical', async () => {
    const path = briefPath('en', story.title, story.id);
    const response = await get(path);
    expect(response.status).toBe(200);
    const doc = parse(response.text);
    expect(doc.querySelector('h1')?.textContent).toBe(story.title);
    expect(doc.querySelector('.xn-article-meta time')?.getAttribute('datetime')).toBe(new Date(story.postTime * 1000).toISOString());
    expect([...doc.querySelectorAll('.xn-brief-section h2')].map((h) => h.textContent)).toEqual(['Summary', 'Outlines']);
    expect(doc.querySelector('.xn-brief-section p')?.textContent).toBe(story.summary);
    expect([...doc.querySelectorAll('.xn-brief-outlines li')].map((li) => li.textContent)).toEqual(story.outlines);
    expect(doc.querySelector('.xn-article-body h2')?.textContent).toBe('What happened');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${DOMAIN}${own('en', story)}`);
    expect(doc.querySelector(`a[href="${own('en', story)}"]`)?.textContent).toBe('Read the Full Analysis');
  });

  it('moves an id-only brief address to its slug address with a 301', async () => {
    const response = await get(`/en/news/analysis/brief/${story.id}?ref=1`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`${briefPath('en', story.title, story.id)}?ref=1`);
  });

  it.each(['/en/news/analysis/brief', '/en/news/analysis/brief/some-title-', `/xx/news/analysis/brief/${story.id}`])(
    "answers %s with 'Error: Missing language or news id in URL'",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(parse(response.text).querySelector('h1')?.textContent).toBe('Error: Missing language or news id in URL');
    },
  );

  it("answers an unknown brief with 404 and 'News not found'", async () => {
    const response = await get(`/en/news/analysis/brief/${storyId()}`);
    expect(response.status).toBe(404);
    expect(parse(response.text).querySelector('h1')?.textContent).toBe('News not found');
  });
});
