import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EARLIER_PAGE_PAUSE_MS, MAX_PAGE, pageSizeForWidth } from '../../shared/constants';
import { TAXONOMY, type NewsType } from '../../shared/taxonomy';
import { afterNextFrames, browserSuite, expectAccessible, expectNoProblems, gotoHydrated, isScriptRequest, openPage, sharedTab, WIDTHS, type WatchedPage } from '../support/browser';

/** The news list in a real browser (spec §2): grid, page sizes, infinite scroll, restoring, images, layout shift. */

const suite = browserSuite();
const openTab = sharedTab(suite);

const LIST_API = '/api/public/xnews/list';
const STORY = 'article.xn-story';

interface ListRequest {
  page: number;
  size: number;
  type: string | null;
  url: string;
}

/** Every list request the page makes from now on. */
function recordListRequests(page: Page): ListRequest[] {
  const seen: ListRequest[] = [];
  page.on('request', (request) => {
    if (!request.url().includes(LIST_API) || !isScriptRequest(request)) return;
    const query = new URL(request.url()).searchParams;
    seen.push({ page: Number(query.get('page')), size: Number(query.get('size')), type: query.get('type'), url: request.url() });
  });
  return seen;
}

const storyCount = (page: Page) => page.locator(STORY).count();

/** Scrolls so that the second-to-last story's top sits `below` px under the viewport's bottom edge (negative: inside it). */
async function placeSecondToLast(page: Page, below: number): Promise<void> {
  await page.evaluate((offset) => {
    const stories = document.querySelectorAll('article.xn-story');
    const target = stories[Math.max(0, stories.length - 2)];
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight + offset * -1);
  }, below);
}

/** Scrolls to the trigger and waits until the next page's stories are on screen. */
async function loadOneMorePage(page: Page): Promise<void> {
  const shown = await storyCount(page);
  await placeSecondToLast(page, -40);
  await page.waitForFunction((count) => document.querySelectorAll('article.xn-story').length > count, shown);
}

/** Problems other than the ones a test causes on purpose. */
function problemsExcept(watched: WatchedPage, expected: RegExp): string[] {
  return watched.problems.filter((problem) => !expected.test(problem));
}

describe('layout', () => {
  it.each([
    ['phone', WIDTHS.phone, 1],
    ['tablet', WIDTHS.tablet, 3],
    ['desktop', WIDTHS.desktop, 4],
  ] as const)('shows the featured story, then a grid of %s width in the right columns, accessibly', async (_name, width, columns) => {
    const watched = await openTab(width);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    const tracks = await watched.page.locator('.xn-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(tracks).toBe(columns);
    // The cards of the first row sit side by side, the featured story above them all.
    const boxes = await watched.page.locator(`.xn-grid ${STORY}`).evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    expect(boxes.filter((top) => top === boxes[0])).toHaveLength(columns);
    const featuredBottom = await watched.page.locator('.xn-story-featured').evaluate((featured) => featured.getBoundingClientRect().bottom);
    expect(featuredBottom).toBeLessThanOrEqual(boxes[0]!);
    // The breadcrumb is the page's h1, and every card title a heading with a link.
    await expect(watched.page.locator('nav.xn-breadcrumb h1').textContent()).resolves.toBe('World');
    expect(await watched.page.locator(`.xn-grid ${STORY} h3 a`).count()).toBe(8);
    // Images that have not loaded yet (the lazy ones) are not taken for broken ones.
    expect(await watched.page.locator('img[src$="favicon.png"]').count()).toBe(0);
    await expectAccessible(watched.page);
    expectNoProblems(watched);
  });

  it.each(['cn', 'tw', 'es', 'fr'])('hydrates the %s list, dates and all, without warnings', async (lang) => {
    const watched = await openTab(WIDTHS.desktop);
    const requests = recordListRequests(watched.page);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/${lang}/news/list/trending`);
    // Hydrated, and drawn since: a page the hydrated list asked for would have been requested by now.
    await afterNextFrames(watched.page);
    expect(requests).toEqual([]);
    await expectAccessible(watched.page);
    expectNoProblems(watched);
  });

  it('accessible on a subtype list, with the empty text where a list has no stories', async () => {
    let empty: { type: NewsType; subtype: string } | undefined;
    for (const [type, subtypes] of Object.entries(TAXONOMY) as [NewsType, readonly string[]][]) {
      for (const subtype of subtypes) {
        if (empty) break;
        const response = await fetch(`${suite.site.baseUrl}${LIST_API}?lang=fr&type=${type}&subtype=${subtype}&size=1`);
        if (((await response.json()) as unknown[]).length === 0) empty = { type, subtype };
      }
    }
    expect(empty).toBeDefined();
    const watched = await openTab(WIDTHS.phone);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/fr/news/list/${empty!.type}/${empty!.subtype}`);
    const typeLabel = suite.site.testApp.site.translations.fr.navigations.header[empty!.type];
    await expect(watched.page.locator('.xn-list-empty').textContent()).resolves.toBe(`Aucune actualité disponible aujourd’hui pour ${typeLabel}`);
    expect(await storyCount(watched.page)).toBe(0);
    await expectAccessible(watched.page);
    expectNoProblems(watched);
  });
});

describe('page size by width', () => {
  it.each([
    [375, 4],
    [700, 5],
    [800, 6],
    [1100, 7],
    [1280, 9],
  ])('at %i px asks for pages of %i, remembers it, and is served that many next time', async (width, size) => {
    const watched = await openTab(width);
    const requests = recordListRequests(watched.page);
    // No cookie yet: a desktop browser is served the desktop page of 9.
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/trending`);
    expect(await storyCount(watched.page)).toBe(9);
    await watched.page.waitForFunction((expected) => document.cookie.includes(`xn_ps=${expected}`), size);
    // The browser's cookie store learns of a script's cookie a moment later.
    await expect.poll(async () => (await watched.context.cookies()).some((entry) => entry.name === 'xn_ps')).toBe(true);
    const cookie = (await watched.context.cookies()).find((entry) => entry.name === 'xn_ps');
    expect(cookie).toMatchObject({ value: String(size), path: '/', sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
    await loadOneMorePage(watched.page);
    // Later pages use the width's size, counted on from the 9 already shown.
    const next = Math.floor(9 / size) + 1;
    expect(requests.map(({ page, size: asked }) => [page, asked])).toEqual([[next, size]]);
    // The reader's load is over once the address has moved on to it.
    await watched.page.waitForURL(`${suite.site.baseUrl}/en/news/list/trending?page=${next}`);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/trending`);
    expect(await storyCount(watched.page)).toBe(size);
    expectNoProblems(watched);
  });

  it('follows a resize for later pages', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const requests = recordListRequests(watched.page);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/trending`);
    await watched.page.setViewportSize({ width: WIDTHS.phone, height: 900 });
    await watched.page.waitForFunction(() => document.cookie.includes('xn_ps=4'));
    await loadOneMorePage(watched.page);
    expect(requests.map(({ page, size }) => [page, size])).toEqual([[3, 4]]);
    expectNoProblems(watched);
  });
});

// Generous limits: demo images are rendered on demand, which a busy machine makes slow.
describe('infinite scroll', () => {
  it('loads page 2 when the second-to-last card comes within 100 px, and keeps ?page=2 without a history entry', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const requests = recordListRequests(watched.page);
    // The observer that loads more is React's: until hydration, nothing would load for the wrong reason.
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    const historyLength = await watched.page.evaluate(() => history.length);
    expect(requests).toEqual([]);
    await placeSecondToLast(watched.page, 160);
    const scrolled = await watched.page.evaluate(() => window.scrollY);
    await afterNextFrames(watched.page);
    expect(requests).toEqual([]);
    await placeSecondToLast(watched.page, 60);
    const scrolledCloser = await watched.page.evaluate(() => window.scrollY);
    expect(scrolledCloser).toBeGreaterThan(scrolled);
    await watched.page.waitForFunction(() => document.querySelectorAll('article.xn-story').length === 18);
    expect(requests.map(({ page, size, type }) => [page, size, type])).toEqual([[2, 9, 'world']]);
    await watched.page.waitForURL(`${suite.site.baseUrl}/en/news/list/world?page=2`);
    expect(await watched.page.evaluate(() => history.length)).toBe(historyLength);
    // The reader stays where they were.
    expect(await watched.page.evaluate(() => window.scrollY)).toBe(scrolledCloser);
    // Stories are not repeated.
    const ids = await watched.page.locator(`${STORY} h2 a, ${STORY} h3 a`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(ids).size).toBe(18);
    await expectAccessible(watched.page);
    expectNoProblems(watched);
  });

  it(`stops at page ${MAX_PAGE}`, async () => {
    const watched = await openTab(WIDTHS.phone);
    await watched.context.addCookies([{ name: 'xn_ps', value: '4', url: suite.site.baseUrl }]);
    const requests = recordListRequests(watched.page);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/trending`);
    const available = ((await (await fetch(`${suite.site.baseUrl}${LIST_API}?lang=en&type=trending&size=100`)).json()) as unknown[]).length;
    expect(available).toBeGreaterThan(MAX_PAGE * 4);
    for (let page = 2; page <= MAX_PAGE; page += 1) await loadOneMorePage(watched.page);
    // More stories are there, but at the trigger again no page after the last is asked for.
    await placeSecondToLast(watched.page, -40);
    await afterNextFrames(watched.page);
    expect(requests.map((request) => request.page)).toEqual(Array.from({ length: MAX_PAGE - 1 }, (_, index) => index + 2));
    expect(requests.every((request) => request.size === 4)).toBe(true);
    expect(await storyCount(watched.page)).toBe(MAX_PAGE * 4);
    expect(new URL(watched.page.url()).searchParams.get('page')).toBe(String(MAX_PAGE));
    expectNoProblems(watched);
  });

  it('restores ?page=3 on arrival: pages 2 then 3, with pauses between them', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const requests = recordListRequests(watched.page);
    await watched.page.goto(`${suite.site.baseUrl}/en/news/list/world?page=3`, { waitUntil: 'domcontentloaded' });
    const historyLength = await watched.page.evaluate(() => history.length);
    await watched.page.waitForFunction(() => document.querySelectorAll('article.xn-story').length === 27);
    expect(requests.map(({ page, size }) => [page, size])).toEqual([[2, 9], [3, 9]]);
    const timings = await watched.page.evaluate((api) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(api))
        .map((entry) => ({ page: new URL(entry.name).searchParams.get('page'), start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
    LIST_API);
    expect(timings.map((timing) => timing.page)).toEqual(['2', '3']);
    expect(timings[1]!.start - timings[0]!.end).toBeGreaterThanOrEqual(EARLIER_PAGE_PAUSE_MS);
    expect(new URL(watched.page.url()).searchParams.get('page')).toBe('3');
    expect(await watched.page.evaluate(() => history.length)).toBe(historyLength);
    expectNoProblems(watched);
  });

  it('starts again at page 1 when the path changes', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const requests = recordListRequests(watched.page);
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    await loadOneMorePage(watched.page);
    await watched.page.waitForURL('**/en/news/list/world?page=2');
    const documents: string[] = [];
    watched.page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await watched.page.locator('.xn-list-actions a', { hasText: 'Trending News' }).click();
    await watched.page.waitForURL(`${suite.site.baseUrl}/en/news/list/trending`);
    await watched.page.waitForFunction(() => document.querySelector('nav.xn-breadcrumb h1')?.textContent === 'Trending');
    await watched.page.waitForFunction(() => document.querySelectorAll('article.xn-story').length === 9);
    expect(documents).toEqual([]);
    expect(await watched.page.evaluate(() => window.scrollY)).toBe(0);
    // Drawn at the top of the new list: had its trigger been in reach, more would be asked for now.
    await afterNextFrames(watched.page);
    expect(requests.slice(1).map(({ page, size, type }) => [page, size, type])).toEqual([[1, 9, 'trending']]);
    expect(await watched.page.title()).toBe('Trending News | xnews');
    expectNoProblems(watched);
  });

  it('offers a retry when a later page fails, and shows nothing in the console', async () => {
    const watched = await openTab(WIDTHS.desktop);
    const requests = recordListRequests(watched.page);
    await watched.page.route(`**${LIST_API}?*page=2*`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable","message":"down"}' }));
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    await placeSecondToLast(watched.page, -40);
    const retry = watched.page.locator('.xn-list-retry');
    // React Query tries once more after a second before it gives up.
    await retry.waitFor();
    expect(await storyCount(watched.page)).toBe(9);
    await watched.page.unroute(`**${LIST_API}?*page=2*`);
    // Pressed from the keyboard: a pointer click aims at where the button was when it was found,
    // which a busy machine's late layout can move; Enter on the focused button cannot miss.
    await retry.focus();
    const [again] = await Promise.all([
      watched.page.waitForResponse((response) => response.url().includes(LIST_API) && response.url().includes('page=2')),
      watched.page.keyboard.press('Enter'),
    ]);
    expect(again.status()).toBe(200);
    // Page 2 drawn; page 3 may follow at once if the end of the list is in reach by then.
    await watched.page.waitForFunction(() => document.querySelectorAll('article.xn-story').length >= 18);
    expect(requests.filter((request) => request.page === 2).length).toBeGreaterThanOrEqual(2);
    expect(problemsExcept(watched, /status of 503/)).toEqual([]);
  });
});

const PHONE_SIZE = pageSizeForWidth(WIDTHS.phone);
const DESKTOP_SIZE = pageSizeForWidth(WIDTHS.desktop);

describe('restoring ?page= at the size in use', () => {
  // A browser without the page-size cookie is served the desktop page (server/bff/page-size.ts);
  // one that has it, a page of its size. Either way ?page=N means N pages at the width's size.
  it.each([
    { width: WIDTHS.phone, remembered: null, restoreTo: 2, restores: [] },
    { width: WIDTHS.phone, remembered: null, restoreTo: 3, restores: [[3, PHONE_SIZE]] },
    { width: WIDTHS.phone, remembered: PHONE_SIZE, restoreTo: 2, restores: [[2, PHONE_SIZE]] },
    { width: WIDTHS.desktop, remembered: null, restoreTo: 2, restores: [[2, DESKTOP_SIZE]] },
  ])('at $width px with cookie $remembered, ?page=$restoreTo holds its pages and keeps its address until the reader loads more', async ({ width, remembered, restoreTo, restores }) => {
    const size = pageSizeForWidth(width);
    const served = remembered ?? DESKTOP_SIZE;
    const watched = await openTab(width);
    if (remembered) await watched.context.addCookies([{ name: 'xn_ps', value: String(remembered), url: suite.site.baseUrl }]);
    const requests = recordListRequests(watched.page);
    const address = `${suite.site.baseUrl}/en/news/list/trending?page=${restoreTo}`;
    await gotoHydrated(watched.page, address);
    const historyLength = await watched.page.evaluate(() => history.length);
    // N pages at the size in use; a first page from the server that alone holds more stays whole.
    const restored = Math.max(served, restoreTo * size);
    await expect.poll(() => storyCount(watched.page), { timeout: 30_000 }).toBe(restored);
    // The width's page size is in use (its cookie is written as it is measured), so a restore planned
    // at the server's size during hydration has been called off; drawn since, any further request would be under way.
    await watched.page.waitForFunction((expected) => document.cookie.includes(`xn_ps=${expected}`), size);
    await afterNextFrames(watched.page);
    expect(await storyCount(watched.page)).toBe(restored);
    expect(requests.map(({ page, size: asked }) => [page, asked])).toEqual(restores);
    expect(watched.page.url()).toBe(address);
    expect(await watched.page.evaluate(() => window.scrollY)).toBe(0);

    // The reader's own load is the next page at the size in use, and only it moves the address.
    await loadOneMorePage(watched.page);
    await watched.page.waitForURL(`${suite.site.baseUrl}/en/news/list/trending?page=${restoreTo + 1}`);
    await expect.poll(() => storyCount(watched.page), { timeout: 30_000 }).toBe((restoreTo + 1) * size);
    expect(requests.map(({ page, size: asked }) => [page, asked])).toEqual([...restores, [restoreTo + 1, size]]);
    expect(await watched.page.evaluate(() => history.length)).toBe(historyLength);
    const ids = await watched.page.locator(`${STORY} h2 a, ${STORY} h3 a`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(ids).size).toBe((restoreTo + 1) * size);
    expectNoProblems(watched);
  });
});

describe('images', () => {
  it('fall back to the site favicon when they fail, once', async () => {
    const watched = await openPage(suite.browser, WIDTHS.desktop);
    const favicons: string[] = [];
    watched.page.on('request', (request) => {
      if (request.url().includes('/xnews/favicon.png')) favicons.push(request.url());
    });
    await watched.page.route(/\/media\/[0-9a-f]{64}\//, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    const featured = watched.page.locator('.xn-story-featured img');
    await expect.poll(() => featured.getAttribute('src')).toBe('/xnews/favicon.png');
    expect(await featured.getAttribute('srcset')).toBeNull();
    await expect.poll(() => featured.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // A lazy card image fails once it is scrolled into view, and falls back the same way.
    const lastCard = watched.page.locator(`.xn-grid ${STORY} img`).last();
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => lastCard.getAttribute('src')).toBe('/xnews/favicon.png');
    // The fallback itself has loaded, so a second failure would have shown by now.
    await expect.poll(() => lastCard.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await afterNextFrames(watched.page);
    expect(favicons.length).toBeLessThanOrEqual(2);
    expect(problemsExcept(watched, /status of 404/)).toEqual([]);
    await watched.context.close();
  });

  // In a fresh context at each width: what a tab showed before can change the image it takes (sharedTab).
  it.each(Object.entries(WIDTHS))('preload the featured image at %s width: the candidate the page shows, first and with high priority, the cards lazily', async (_name, width) => {
    const watched = await openPage(suite.browser, width);
    const images: string[] = [];
    watched.page.on('request', (request) => {
      if (request.resourceType() === 'image' && /\/media\/[0-9a-f]{64}\//.test(request.url())) images.push(request.url());
    });
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/world`);
    expect(await watched.page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBe(1);
    const featured = await watched.page.locator('.xn-story-featured img').evaluate((image) => (image as HTMLImageElement).currentSrc);
    expect(images[0]).toBe(featured);
    // Each image is asked for once: the preload was the featured image's request.
    expect(new Set(images).size).toBe(images.length);
    // Below the fold, the last card's image is lazy, and not all nine were fetched.
    expect(await watched.page.locator(`.xn-grid ${STORY} img`).last().getAttribute('loading')).toBe('lazy');
    expect(images.length).toBeLessThan(9);
    expectNoProblems(watched);
    await watched.context.close();
  });
});

describe('layout shift', () => {
  it.each([
    ['phone', WIDTHS.phone],
    ['desktop', WIDTHS.desktop],
  ] as const)('keeps CLS at or under 0.02 at %s width while loading and scrolling through pages', async (_name, width) => {
    const watched = await openPage(suite.browser, width);
    await watched.page.addInitScript(() => {
      const record = window as unknown as { __cls: number };
      record.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) record.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const requests = recordListRequests(watched.page);
    const answered: string[] = [];
    watched.page.on('requestfinished', (request) => {
      if (request.url().includes(LIST_API)) answered.push(request.url());
    });
    await gotoHydrated(watched.page, `${suite.site.baseUrl}/en/news/list/trending`);
    await watched.page.mouse.move(width / 2, 300);
    // Read like a reader: wheel down steadily, a step each time the page has drawn the last, until three more pages were asked for.
    const wheel = async () => {
      await watched.page.mouse.wheel(0, 250);
      await afterNextFrames(watched.page);
    };
    await expect
      .poll(async () => {
        await wheel();
        return requests.length;
      })
      .toBeGreaterThanOrEqual(3);
    // Every page asked for has arrived (a load that one started included), and the images in view have loaded or failed.
    await expect.poll(() => answered.length).toBe(requests.length);
    await watched.page.waitForFunction(() =>
      Array.from(document.images).every((image) => {
        const box = image.getBoundingClientRect();
        return image.complete || box.bottom <= 0 || box.top >= innerHeight;
      }),
    );
    for (let step = 0; step < 10; step += 1) await wheel();
    const cls = await watched.page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`CLS at ${width} px: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThanOrEqual(0.02);
    expectNoProblems(watched);
    await watched.context.close();
  });
});
