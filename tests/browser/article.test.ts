import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIST_SLUG_LENGTH } from '../../shared/slug';
import { articlePath, briefPath } from '../../shared/routes';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { demoImageUrl } from '../../demo/demo-image-addresses';
import { storeDemoImages } from '../support/demo-media';
import { afterNextFrames, browserSuite, expectAccessible, expectNoProblems, gotoHydrated, isScriptRequest, openPage, sharedTab, WIDTHS } from '../support/browser';
import { ingest } from '../support/ingest';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';

/** The article and brief pages in a real browser (spec §2): hydration, carousel, sources, share, related, navigation. */


const story = newsItem({
  title: 'Rescuers free stranded whales along the northern coast after storm',
  type: 'world',
  subtype: 'Wildlife',
  postTime: daysAgo(0.01),
  trendingScore: 99,
  img_urls: [demoImageUrl('world-1'), demoImageUrl('world-2')],
  video_thumbs: [demoImageUrl('world-3')],
  news: '## The rescue\n\nVolunteers worked through the night [1] to refloat the pod.\n\n- Twelve refloated\n- Two still ashore\n\n| Day | Whales |\n|:--|--:|\n| 1 | 12 |\n\nSee [the agency](https://example.com/agency).',
  cita: '[1]: https://example.com/coastguard\n[2]: https://example.com/volunteers\n[3]: https://example.com/agency',
});
/** A story with a player: the carousel needs the embed sanitiser's output to count its slides. */
const withPlayer = newsItem({
  title: 'Divers film the refloated pod from below the surface',
  type: 'world',
  subtype: 'Wildlife',
  postTime: daysAgo(0.02),
  trendingScore: 98,
  img_urls: [demoImageUrl('world-2')],
  video_embed_link: '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Under the pod"></iframe>',
});
const longEn = newsItem({ title: `${'A very long headline about the economy and its prospects '.repeat(5)}end`.slice(0, 290), subtype: 'Economy' });
const longCn = newsItem({ lang: 'cn', title: '经'.repeat(200), subtype: 'Economy' });

let demoImage: (key: string) => string = () => '';
const suite = browserSuite({
  setup: async (site) => {
    await ingest(site.testApp, [story, withPlayer, longEn, longCn]);
    demoImage = await storeDemoImages(site.testApp);
  },
});
const openTab = sharedTab(suite);
/** The carousel's slide of a demo image: its medium variant. */
const slide = (key: string) => demoImage(key).replace(/large$/, 'medium');

const storyPath = articlePath('en', story.title, story.id);

/** API calls, full page loads and scripts (by path) requested from now on. */
function recordRequests(page: Page): { api: string[]; documents: string[]; scripts: string[]; translations: string[] } {
  const seen = { api: [] as string[], documents: [] as string[], scripts: [] as string[], translations: [] as string[] };
  page.on('request', (request) => {
    if (request.url().includes('/api/') && isScriptRequest(request)) seen.api.push(request.url());
    if (request.url().includes('/locales/')) seen.translations.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'document') seen.documents.push(request.url());
    if (request.resourceType() === 'script') seen.scripts.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** The chunks of their own that react-markdown (with remark-gfm) and DOMPurify are built into: loaded on demand only. */
function onDemandChunks(): { markdown: string; sanitiser: string } {
  const { modules } = loadAssetManifest();
  const markdown = modules['shared/safe-markdown.tsx']?.[0];
  const sanitiser = modules['client/components/sanitize/embed-sanitizer.ts']?.[0];
  if (!markdown || !sanitiser) throw new Error("the client's manifest names no chunk of its own for SafeMarkdown or the embed sanitiser");
  return { markdown, sanitiser };
}

/** The test network reaches no video host: the player's page is a blank one. */
async function stubPlayers(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
}

/** Main-frame addresses from now on, same-document changes (pushState, replaceState) included. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });
  return addresses;
}

/** The chunk the client's build made of a module. */
function chunkOf(module: string): string {
  const chunk = loadAssetManifest().modules[module]?.[0];
  if (!chunk) throw new Error(`the client's manifest names no chunk for ${module}`);
  return chunk;
}

/**
 * Until a chunk is here and run in the page: the same module the page asked for, so the page has
 * it too by the time this answers. (A string: vitest would rewrite an import() in a function.)
 */
async function chunkRun(page: Page, chunk: string): Promise<void> {
  await page.evaluate(`import(${JSON.stringify(chunk)}).then(() => true)`);
}

/** From now on, every loading text the page shows in main, however briefly (loadingTextsSeen reads them). */
async function watchLoadingTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.defineProperty(window, 'loadingSeen', { value: seen });
    new MutationObserver(() => {
      for (const status of Array.from(document.querySelectorAll('main .xn-status'))) seen.push(status.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const loadingTextsSeen = (page: Page) => page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);

/** The body's markup without React's Suspense markers, which only the server's HTML carries. */
const bodyMarkup = (page: Page) => page.locator('.xn-article-body').evaluate((body) => body.innerHTML.replace(/<!--[\s\S]*?-->/g, ''));

describe('hydration', () => {
  it.each(Object.entries(WIDTHS))('hydrates an article at %s width without warnings, refetching nothing, accessibly', async (_name, width) => {
    const watched = await openPage(suite.browser, width);
    const requests = recordRequests(watched.page);
    const response = await gotoHydrated(watched.page, `${suite.site.baseUrl}${storyPath}`);
    // Hydrated, and drawn since: whatever the hydrated page fetched would have been asked for by now.
    await afterNextFrames(watched.page);
    expect(response?.status()).toBe(200);
    await expect(watched.page.locator('h1').textContent()).resolves.toBe(story.title);
    await expect(watched.page.locator('.xn-related-list li').count()).resolves.toBeGreaterThan(0);
    expect(requests.api).toEqual([]);
    // The page's translations, once: the entry's preload is the request the hydrating code's fetch used.
    expect(requests.translations).toEqual(['/xnews/locales/en/shell.json']);
    // The body is the server's markup, hydrated as it stands: the markdown libraries were not needed.
    await expect(watched.page.locator('.xn-article-body h2').textContent()).resolves.toBe('The rescue');
    expect(requests.scripts).not.toContain(onDemandChunks().markdown);
    await expectAccessible(watched.page);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('hydrates an article with a player without fetching the markdown or sanitiser chunks', async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const requests = recordRequests(watched.page);
    await stubPlayers(watched.page);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}${articlePath('en', withPlayer.title, withPlayer.id)}`);
    await afterNextFrames(watched.page);
    const carousel = watched.page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.locator('.xn-carousel-count').textContent()).resolves.toBe('1 / 2');
    // The player, sanitised on the server, is the second slide: the hydrated carousel knows it without DOMPurify.
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(carousel.locator('iframe').getAttribute('src')).resolves.toBe('https://www.youtube-nocookie.com/embed/abc123');
    await expect(carousel.locator('iframe').getAttribute('title')).resolves.toBe('Under the pod');
    const { markdown, sanitiser } = onDemandChunks();
    expect(requests.scripts.length).toBeGreaterThan(0);
    expect(requests.scripts.filter((script) => script === markdown || script === sanitiser)).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('hydrates the brief, accessibly', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone);
    const requests = recordRequests(watched.page);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}${briefPath('en', story.title, story.id)}`);
    await afterNextFrames(watched.page);
    await expect(watched.page.locator('.xn-brief-section h2').allTextContents()).resolves.toEqual(['Summary', 'Outlines']);
    await expect(watched.page.locator('.xn-article-body h2').textContent()).resolves.toBe('The rescue');
    expect(requests.api).toEqual([]);
    expect(requests.scripts).not.toContain(onDemandChunks().markdown);
    await expectAccessible(watched.page);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('hydrates all the same when its translations file fails, asking for the translations itself', async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const requests = recordRequests(watched.page);
    await watched.page.route('**/locales/en/shell.json*', (route) => route.fulfill({ status: 503, body: 'down' }));
    await gotoHydrated(watched.page, `${suite.site.baseUrl}${storyPath}`);
    await expect(watched.page.locator('h1').textContent()).resolves.toBe(story.title);
    await expect(watched.page.locator('.xn-share').count()).resolves.toBeGreaterThan(0);
    expect(requests.translations).toEqual(['/xnews/locales/en/shell.json', '/xnews/locales/messages_en.json']);
    expectNoProblems(watched, [/status of 503/]);
    await watched.context.close();
  });

  it('hydrates an English fallback and the not-found page cleanly', async () => {
    const watched = await openTab(WIDTHS.tablet);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}${articlePath('fr', story.title, story.id)}`);
    await expect(watched.page.locator('.xn-article-notice').isVisible()).resolves.toBe(true);
    await expect(watched.page.locator('h1').getAttribute('lang')).resolves.toBe('en');
    await expectAccessible(watched.page);
    const missing = await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/analysis/no-such-story-123456789`);
    expect(missing?.status()).toBe(404);
    await expect(watched.page.locator('h1').textContent()).resolves.toBe('News not found');
    // The browser reports the 404 of the document itself; nothing else may go wrong.
    expect(watched.problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
});

describe('the carousel', () => {
  it("wraps at both ends and shows 'n / total'", async () => {
    const watched = await openTab(WIDTHS.phone);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}${storyPath}`);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const count = carousel.locator('.xn-carousel-count');
    const image = () => carousel.locator('img').getAttribute('src');
    await expect(count.textContent()).resolves.toBe('1 / 3');
    await expect(count.getAttribute('aria-live')).resolves.toBe('polite');
    expect(await image()).toBe(slide('world-1'));

    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect(count.textContent()).resolves.toBe('3 / 3');
    expect(await image()).toBe(slide('world-3'));
    await expect(carousel.locator('.xn-carousel-play').count()).resolves.toBe(1);

    const next = carousel.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(count.textContent()).resolves.toBe('1 / 3');
    await next.click();
    await expect(count.textContent()).resolves.toBe('2 / 3');
    expect(await image()).toBe(slide('world-2'));
    await expect(carousel.getByRole('group').getAttribute('aria-label')).resolves.toBe('2 / 3');
    expectNoProblems(watched);
  });
});

describe('sources and share', () => {
  it("toggles the cita's '[n]: url' entries as links", async () => {
    const watched = await openTab(WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}${storyPath}`);
    const toggle = page.locator('.xn-sources button');
    const list = page.locator('.xn-sources-list');
    await expect(list.isVisible()).resolves.toBe(false);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await expect(list.isVisible()).resolves.toBe(true);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(toggle.textContent()).resolves.toContain('Hide Sources');
    await expect(list.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual([
      'https://example.com/coastguard',
      'https://example.com/volunteers',
      'https://example.com/agency',
    ]);
    await toggle.click();
    await expect(list.isVisible()).resolves.toBe(false);
    expectNoProblems(watched);
  });

  it.each([
    ['en', 230, longEn],
    ['cn', 122, longCn],
  ] as const)('shares the %s title cut to %i characters', async (lang, length, item) => {
    const watched = await openTab(WIDTHS.phone);
    const path = articlePath(lang, item.title, item.id);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}${path}`);
    const href = await watched.page.locator('a.xn-share-x').getAttribute('href');
    const intent = new URL(href ?? '');
    expect(`${intent.origin}${intent.pathname}`).toBe('https://x.com/intent/post');
    expect(Array.from(item.title).length).toBeGreaterThan(length);
    expect(intent.searchParams.get('text')).toBe(Array.from(item.title).slice(0, length).join('').trimEnd());
    expect(intent.searchParams.get('url')).toBe(`https://www.xnews.com${path}`);
    await expect(watched.page.locator('a.xn-share-facebook').getAttribute('href')).resolves.toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`https://www.xnews.com${path}`)}`,
    );
    expectNoProblems(watched);
  });

  it('offers the Web Share API where the browser has it, after hydration', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone);
    const { page } = watched;
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
        },
      });
    });
    const response = await gotoHydrated(page, `${suite.site.baseUrl}${storyPath}`);
    expect(await response?.text()).not.toContain('xn-share-native');
    await page.locator('button.xn-share-native').click();
    const shared = await page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared);
    expect(shared).toEqual({ title: story.title, text: story.title, url: `https://www.xnews.com${storyPath}` });
    expectNoProblems(watched);
    await watched.context.close();
  });
});

describe('related news', () => {
  it('lists at most 10 stories of the same subtype, each a link to its article', async () => {
    const watched = await openTab(WIDTHS.tablet);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}${storyPath}`);
    const hrefs = await watched.page.locator('.xn-related-list a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(10);
    for (const href of hrefs) {
      const id = href.slice(href.lastIndexOf('-') + 1).split('/').pop() ?? '';
      const details = await (await fetch(`${suite.site.baseUrl}/api/public/xnews/details/${id}?lang=en`)).json();
      expect(details.subtype).toBe('Wildlife');
      expect(Math.abs(details.postTime - story.postTime)).toBeLessThanOrEqual(10368e3);
      expect(id).not.toBe(story.id);
    }
    expectNoProblems(watched);
  });
});

describe('client navigation', () => {
  it('opens an article from a list card at its canonical address, which stays as it is, and renders its markdown', async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/world/Wildlife`);
    const requests = recordRequests(page);
    const addresses = recordAddresses(page);
    const before = await page.evaluate(() => history.length);
    // The card links the article's own address, not the original's 25-character list slug.
    const card = page.locator('.xn-story-title a', { hasText: story.title });
    await expect(card.getAttribute('href')).resolves.toBe(storyPath);
    expect(articlePath('en', story.title, story.id, LIST_SLUG_LENGTH)).not.toBe(storyPath);
    await card.click();
    await page.waitForURL(`**${storyPath}`);
    // The list stays on screen until the article is ready; the markdown chunk arrives on demand.
    await page.locator('.xn-article-body table').waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe(story.title);
    // Drawn since the article arrived: an address change or a load it led to would have begun by now.
    await afterNextFrames(page);
    expect(requests.documents).toEqual([]);
    expect(requests.api.some((url) => url.includes(`/api/public/xnews/details/${story.id}`))).toBe(true);
    expect(requests.scripts).toContain(onDemandChunks().markdown);
    // Arrived and stayed: one address, one new history entry, and it is the page's canonical link.
    expect(addresses).toEqual([storyPath]);
    expect(page.url()).toBe(`${suite.site.baseUrl}${storyPath}`);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`https://www.xnews.com${storyPath}`);

    const body = page.locator('.xn-article-body');
    await expect(body.locator('h2').textContent()).resolves.toBe('The rescue');
    await expect(body.locator('li').allTextContents()).resolves.toEqual(['Twelve refloated', 'Two still ashore']);
    await expect(body.locator('th').allTextContents()).resolves.toEqual(['Day', 'Whales']);
    await expect(body.locator('td').allTextContents()).resolves.toEqual(['1', '12']);
    await expect(body.locator('td').last().getAttribute('class')).resolves.toBe('xn-align-right');
    await expect(body.getByRole('link', { name: 'the agency' }).getAttribute('href')).resolves.toBe('https://example.com/agency');
    await expect(body.getByRole('link', { name: 'the agency' }).getAttribute('rel')).resolves.toBe('nofollow ugc noopener noreferrer');
    // The same markup as the server renders for a first load.
    const rendered = await bodyMarkup(page);
    const served = await page.context().newPage();
    await gotoHydrated(served, `${suite.site.baseUrl}${storyPath}`);
    expect(await bodyMarkup(served)).toBe(rendered);
    await served.close();

    await page.goBack();
    await page.waitForURL('**/en/news/list/world/Wildlife');
    expectNoProblems(watched);
    await watched.context.close();
  });

  const briefLink = (page: Page) => page.locator('.xn-article-brief-link a');
  it.each([
    ['pointer', (page: Page) => briefLink(page).hover(), (page: Page) => briefLink(page).click()],
    ['keyboard', (page: Page) => briefLink(page).focus(), (page: Page) => page.keyboard.press('Enter')],
  ])("fetches the brief's code once the %s reaches its link, then draws it at once, without a loading text", async (_way, reach, follow) => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}${storyPath}`);
    const chunk = chunkOf('client/pages/brief/BriefPage.tsx');
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === chunk);
    await reach(page);
    expect((await fetched).ok()).toBe(true);
    await chunkRun(page, chunk);
    await watchLoadingTexts(page);
    const requests = recordRequests(page);
    await follow(page);
    await page.waitForURL(`**${briefPath('en', story.title, story.id)}`);
    await page.locator('.xn-brief').waitFor();
    await expect(loadingTextsSeen(page)).resolves.toEqual([]);
    expect(requests.documents).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it("fetches a story as the pointer reaches its card, then draws its article at once, without a loading text", async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/world/Wildlife`);
    const card = page.locator('.xn-story-title a', { hasText: story.title });
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/public/xnews/details/${story.id}`);
    await card.hover();
    expect((await fetched).ok()).toBe(true);
    // The article's code too.
    await chunkRun(page, chunkOf('client/pages/article/ArticlePage.tsx'));
    await watchLoadingTexts(page);
    const requests = recordRequests(page);
    await card.click();
    await page.waitForURL(`**${storyPath}`);
    await page.locator('.xn-article-body table').waitFor();
    await expect(loadingTextsSeen(page)).resolves.toEqual([]);
    // The story came from the cache the pointer filled: not asked again, nor the page loaded anew.
    expect(requests.api.filter((url) => url.includes(`/details/${story.id}`))).toEqual([]);
    expect(requests.documents).toEqual([]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('sanitises a player in the browser after a client navigation, as the server does', async () => {
    const watched = await openPage(suite.browser, WIDTHS.phone);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/world/Wildlife`);
    const requests = recordRequests(page);
    const addresses = recordAddresses(page);
    const path = articlePath('en', withPlayer.title, withPlayer.id);
    await stubPlayers(page);
    await page.locator('.xn-story-title a', { hasText: withPlayer.title }).click();
    await page.waitForURL(`**${path}`);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.locator('.xn-carousel-count').textContent()).resolves.toBe('1 / 2');
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(carousel.locator('iframe').getAttribute('src')).resolves.toBe('https://www.youtube-nocookie.com/embed/abc123');
    await expect(carousel.locator('iframe').getAttribute('sandbox')).resolves.toBe('allow-scripts allow-same-origin allow-presentation');
    expect(requests.scripts).toContain(onDemandChunks().sanitiser);
    expect(addresses).toEqual([path]);
    expectNoProblems(watched);
    await watched.context.close();
  });

  it('replaces a wrong-slug address reached on the client, keeping the query', async () => {
    const watched = await openTab(WIDTHS.phone);
    const { page } = watched;
    await gotoHydrated(page, `${suite.site.baseUrl}/en/news/list/world`);
    const before = await page.evaluate(() => history.length);
    const requests = recordRequests(page);
    // The router follows the address as it follows any in-app navigation: history entry, then popstate.
    await page.evaluate((href) => {
      history.pushState(null, '', href);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/en/news/analysis/wrong-words-${story.id}?from=test`);
    await page.waitForURL(`**${storyPath}?from=test`);
    expect(requests.documents).toEqual([]);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    expectNoProblems(watched);
  });
});
